/**
 * Toasts through a dynamic import: sonner (~10 KB gzipped) is needed only after a user action,
 * so it stays out of the first-load bundle (DESIGN §9 budget).
 */
type ToastOptions = { duration?: number };

async function sonner() {
  return (await import('sonner')).toast;
}

export const notify = {
  info(message: string, options?: ToastOptions): void {
    void sonner().then((toast) => toast.info(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void sonner().then((toast) => toast.error(message, options));
  },
};
