import { lazy, Suspense } from 'react';
import { useTheme } from '../lib/use-theme.ts';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** sonner's toast container, loaded in its own chunk right after the shell renders. */
export function LazyToaster() {
  const { theme } = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} position="bottom-center" closeButton />
    </Suspense>
  );
}
