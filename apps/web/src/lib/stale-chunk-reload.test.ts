import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk, STALE_RELOAD_KEY, STALE_RELOAD_WINDOW_MS } from './stale-chunk-reload.ts';

/** A window with real events and session storage, and a reload that only counts. */
function tab(storage: Storage = sessionStorage) {
  const target = new EventTarget();
  const reload = vi.fn();
  const assign = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: storage,
    location: { reload, assign } as unknown as Location,
  } as unknown as Window;
  /** What Vite does when a dynamic import fails: a cancelable event; true when the error is passed on. */
  const chunkFails = () => target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { win, reload, assign, chunkFails };
}

afterEach(() => sessionStorage.clear());

describe('a chunk gone after a deploy', () => {
  it('reloads the page once, so the new version loads whole', () => {
    const { win, reload, chunkFails } = tab();
    reloadOnStaleChunk(
      win,
      () => null,
      () => 1_000_000,
    );
    expect(chunkFails()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STALE_RELOAD_KEY)).toBe('1000000');
  });

  it('loads the page the visitor was going to, when a link led to the missing chunk', () => {
    const { win, reload, assign, chunkFails } = tab();
    reloadOnStaleChunk(win, () => '/de/faq');
    expect(chunkFails()).toBe(false);
    expect(assign).toHaveBeenCalledWith('/de/faq');
    expect(reload).not.toHaveBeenCalled();
  });

  it('right after that reload, a chunk that fails again is shown as an error: no reload loop', () => {
    sessionStorage.setItem(STALE_RELOAD_KEY, '1000000');
    const { win, reload, chunkFails } = tab();
    reloadOnStaleChunk(
      win,
      () => null,
      () => 1_000_000 + STALE_RELOAD_WINDOW_MS - 1,
    );
    expect(chunkFails()).toBe(true);
    expect(chunkFails()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a later deploy, past the window, reloads again', () => {
    sessionStorage.setItem(STALE_RELOAD_KEY, '1000000');
    const { win, reload, chunkFails } = tab();
    reloadOnStaleChunk(
      win,
      () => null,
      () => 1_000_000 + STALE_RELOAD_WINDOW_MS,
    );
    expect(chunkFails()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a stored value edited into nonsense counts as no reload yet', () => {
    sessionStorage.setItem(STALE_RELOAD_KEY, 'soon<script>');
    const { win, reload, chunkFails } = tab();
    reloadOnStaleChunk(
      win,
      () => null,
      () => 5,
    );
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without session storage, never reloads (it could not tell a loop)', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const { win, reload, chunkFails } = tab(refusing);
    reloadOnStaleChunk(win);
    expect(chunkFails()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
