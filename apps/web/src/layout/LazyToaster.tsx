import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useT } from '../lib/i18n/use-t.ts';
import { isToasterWanted, subscribeToaster, toasterMounted } from '../lib/toaster-gate.ts';
import { useTheme } from '../lib/use-theme.ts';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Tells `notify` that sonner's container (and its live region) has committed. */
function MountedSignal() {
  useEffect(toasterMounted, []);
  return null;
}

/**
 * sonner's toast container, loaded in its own chunk when the first toast is asked for
 * (`lib/toaster-gate.ts`): nothing of sonner is fetched on a first load without a toast.
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return <ToasterNow />;
}

function ToasterNow() {
  const t = useT();
  const { theme } = useTheme();
  // The page's language decides the side toasts line up from and their close button's name.
  const dir = typeof document === 'undefined' || document.documentElement.dir !== 'rtl' ? 'ltr' : 'rtl';
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position="bottom-center"
        closeButton
        dir={dir}
        containerAriaLabel={t('layout.toasts')}
        toastOptions={{ closeButtonAriaLabel: t('layout.closeToast') }}
      />
      <MountedSignal />
    </Suspense>
  );
}
