import autocannon, { type RequestStep } from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Run for this many seconds… */
  duration?: number;
  /** …or until this many responses (used when every request needs its own token). */
  amount?: number;
  headers?: Record<string, string>;
  requests?: RequestStep[];
}

export interface LoadSample {
  /** Every response's latency in ms (autocannon's own histogram rounds to whole ms). */
  latencies: Float64Array;
  responses: number;
  /** From the first request sent to the last response received. */
  elapsedMs: number;
  bytes: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

/** One autocannon run, recording each response's latency itself for exact percentiles. */
export function runLoad(options: LoadOptions): Promise<LoadSample> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let bytes = 0;
    let lastResponseAt = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        // autocannon rejects `duration: undefined`.
        ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
        timeout: 10,
        headers: options.headers,
        requests: options.requests,
      },
      (err, result) => {
        if (err) return reject(err);
        const statusCodes: Record<string, number> = {};
        for (const [code, stat] of Object.entries(result.statusCodeStats)) statusCodes[code] = stat.count;
        resolve({
          latencies: Float64Array.from(latencies),
          responses: latencies.length,
          elapsedMs: lastResponseAt - started,
          bytes,
          non2xx: result.non2xx,
          errors: result.errors,
          statusCodes,
        });
      },
    );
    instance.on('response', (_client, _status, resBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += resBytes;
      lastResponseAt = performance.now();
    });
  });
}
