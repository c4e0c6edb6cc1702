import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_WAIT_MS, PRELOADS_PER_TASK, startApp } from './start-app.ts';

type Callback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A window whose PerformanceObserver reports what the test says, when it says. */
function fakeWindow(visibility: DocumentVisibilityState = 'visible') {
  let report: Callback | undefined;
  const disconnect = vi.fn();
  const win = {
    document: { visibilityState: visibility },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    PerformanceObserver: class {
      constructor(callback: Callback) {
        report = callback;
      }
      observe() {}
    },
  } as unknown as Window & typeof globalThis;
  const paint = (name: string) =>
    report?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect });
  return { win, paint, disconnect };
}

afterEach(() => vi.useRealTimers());

describe('afterFirstPaint', () => {
  it('starts the app when the first contentful paint is reported, once', () => {
    vi.useFakeTimers();
    const { win, paint, disconnect } = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(win, start);
    paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the app anyway when no paint is reported in time', () => {
    vi.useFakeTimers();
    const { win } = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(win, start);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which does not paint', () => {
    const { win } = fakeWindow('hidden');
    const start = vi.fn();
    afterFirstPaint(win, start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('startApp', () => {
  it('adds the entry script, then the module preloads and those of the page’s route, a few per task', () => {
    const doc = document.implementation.createHTMLDocument();
    const tasks: (() => void)[] = [];
    const preloads = ['a', 'b', 'c', 'd', 'e'].map((name) => `/assets/${name}.js`);
    startApp(
      doc,
      { entry: '/assets/index.js', preloads, routes: { '/movie': ['/assets/movie.js'] } },
      '/movie',
      (run) => tasks.push(run),
    );
    const added = () =>
      [...doc.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
    const script = doc.head.querySelector('script');
    expect(script?.type).toBe('module');
    expect(script?.getAttribute('src')).toBe('/assets/index.js');
    expect(added()).toEqual(preloads.slice(0, PRELOADS_PER_TASK));
    while (tasks.length) tasks.shift()?.();
    expect(added()).toEqual([...preloads, '/assets/movie.js']);
  });
});
