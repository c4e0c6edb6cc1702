export interface GroupBatcherOptions {
  /** Most items one statement carries. */
  maxBatch?: number;
  /** Statements running at once; callers arriving meanwhile wait for the next one. */
  maxInFlight?: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the hot path's small statements: every caller still gets its own exact answer
 * from the database, but callers that arrive while a statement runs share the next one. Under
 * load N concurrent searches cost one round trip instead of N; a lone caller waits only for the
 * next turn of the event loop (setImmediate, so requests read in the same turn join it).
 * `run` answers one result per item, in order.
 */
export function createGroupBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  options: GroupBatcherOptions = {},
): (item: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 256;
  const maxInFlight = options.maxInFlight ?? 4;
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    const batch = queue.splice(0, maxBatch);
    if (batch.length === 0) return;
    inFlight++;
    run(batch.map((waiting) => waiting.item))
      .then((results) => {
        if (results.length !== batch.length)
          throw new Error(`batch answered ${results.length} of ${batch.length}`);
        for (const [index, waiting] of batch.entries()) waiting.resolve(results[index] as O);
      })
      .catch((error: unknown) => {
        for (const waiting of batch) waiting.reject(error);
      })
      .finally(() => {
        inFlight--;
        schedule();
      });
    schedule();
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
