/** A background job a server runs; `stop()` ends it and waits for the round under way. */
export interface ScheduledJob {
  stop(): Promise<void>;
}

export interface ScheduleOptions {
  /** One round. Its signal is aborted by `stop()`, so a long round can end early. */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** A round's failure (the next tick runs as usual). */
  onError: (err: unknown) => void;
  /** Rounds every this long; 0 or less: none (but the first, when `firstMs` is given). */
  everyMs: number;
  /** A first round this long after the start (0: at once), before the regular ones. */
  firstMs?: number;
}

/**
 * The scaffolding every background job shares: its timers never keep the process alive
 * (`unref`), one round runs at a time (a tick that finds the previous round still running is
 * skipped, so a slow round never piles up behind itself), a failed round is reported and the
 * next one runs, and `stop()` clears the timers, aborts the round's signal and waits for it.
 */
export function scheduleJob(options: ScheduleOptions): ScheduledJob {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || stopping.signal.aborted) return;
    running = (async () => options.run(stopping.signal))()
      .then(
        () => undefined,
        (err) => options.onError(err),
      )
      .finally(() => {
        running = null;
      });
  };
  let first: ReturnType<typeof setTimeout> | undefined;
  if (options.firstMs === 0) tick();
  else if (options.firstMs !== undefined) {
    first = setTimeout(tick, options.firstMs);
    first.unref();
  }
  const timer = options.everyMs > 0 ? setInterval(tick, options.everyMs) : undefined;
  timer?.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
