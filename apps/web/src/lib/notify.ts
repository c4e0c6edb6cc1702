import { whenToasterMounted } from './toaster-gate.ts';

/**
 * Toasts through a dynamic import: sonner (~9 KB gzipped) is needed only after a user action,
 * so it stays out of the first load (the budget of docs/performance.md#bars). The first toast also mounts sonner's
 * container (`toaster-gate.ts`) and is published once that is in the document.
 */
type ToastOptions = { duration?: number };

async function sonner() {
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterMounted()]);
  return toast;
}

export const notify = {
  info(message: string, options?: ToastOptions): void {
    void sonner().then((toast) => toast.info(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void sonner().then((toast) => toast.error(message, options));
  },
};
