import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTheme } from '../../lib/use-theme.ts';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * sonner's toast container, loaded in its own chunk right after the shell renders. Not part of
 * the prerendered page: a boundary still loading there would make hydration report an error.
 */
export function LazyToaster() {
  const { theme } = useTheme();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} position="bottom-center" closeButton />
    </Suspense>
  );
}
