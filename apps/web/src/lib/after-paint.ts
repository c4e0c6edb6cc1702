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
