/**
 * Concurrent calls with one key share one execution: N visitors opening a title that is not
 * cached make one TMDb request, not N.
 */
export function createSingleFlight() {
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const running = inFlight.get(key);
      if (running) return running as Promise<T>;
      const started = task().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
  };
}
