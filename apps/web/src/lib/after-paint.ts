/**
 * Runs `task` once the browser has painted the next frame: work the visitor did not come for
 * (a toast, a copy in storage) waits until what they came for is on screen (docs/performance.md#bars).
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** How long idle work may wait for the main thread to rest before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` when the main thread next rests (requestIdleCallback), at the latest after a few
 * seconds: for work that must not land between a click and the answer's first paint, which may be
 * several frames away (the next frame's paint may still be the page being left).
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback !== 'function') {
    afterNextPaint(task);
    return;
  }
  requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
}
