import { describe, expect, it, vi } from 'vitest';
import { registerWorker } from './register-worker.ts';

/** A window with a service worker container; `load` fires when the test says. */
function fakeWindow(options: { readyState: DocumentReadyState; worker?: boolean; refuse?: boolean }) {
  const register = vi.fn(() => (options.refuse ? Promise.reject(new Error('refused')) : Promise.resolve({})));
  let onLoad: (() => void) | undefined;
  const win = {
    document: { readyState: options.readyState },
    navigator: options.worker === false ? {} : { serviceWorker: { register } },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener;
    },
    requestIdleCallback: (run: () => void) => run(),
    setTimeout: (run: () => void) => run(),
  } as unknown as Window & typeof globalThis;
  return { win, register, load: () => onLoad?.() };
}

describe('registerWorker', () => {
  it('waits for the page to load before it registers the worker, for the whole site', () => {
    const { win, register, load } = fakeWindow({ readyState: 'loading' });
    registerWorker(win);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers at once (when idle) on a page that has already loaded', () => {
    const { win, register } = fakeWindow({ readyState: 'complete' });
    registerWorker(win);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('leaves a browser without service workers, or one that refuses, working online', async () => {
    expect(() => registerWorker(fakeWindow({ readyState: 'complete', worker: false }).win)).not.toThrow();
    const refusing = fakeWindow({ readyState: 'complete', refuse: true });
    registerWorker(refusing.win);
    await Promise.resolve();
    expect(refusing.register).toHaveBeenCalled();
  });
});
