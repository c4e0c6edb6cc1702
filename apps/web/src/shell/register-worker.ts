/**
 * Registers the service worker the build generates (build/installable-app.ts) once the page has
 * loaded and the browser is idle, so that neither its fetch nor its precaching competes with the
 * first paint or the app's own scripts. Where service workers are unavailable (an insecure
 * origin, a private window in some browsers) the app simply works online only.
 */
export function registerWorker(win: Window & typeof globalThis, url = '/sw.js'): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const register = () => {
    container.register(url, { scope: '/' }).catch(() => {
      // Offline reading is an extra: a refused registration leaves the online app as it is.
    });
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(register)
      : win.setTimeout(register, 1);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
