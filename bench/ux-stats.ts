/** One trial of bench/ux.ts, in milliseconds from the Enter key or the click. */
export interface Timing {
  /** Until the first platform row was painted. */
  total: number;
  /** Until the search request left (the bot-check token, the client's own work). */
  beforeRequest: number;
  /** The search request, sent to answered. */
  server: number;
  /** From the answer to the painted row (route code, rendering). */
  render: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] ?? Number.NaN);
}

function spread(values: number[]) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: percentile(sorted, 100) };
}

export function summarise(name: string, timings: Timing[]) {
  return {
    name,
    trials: timings.length,
    total: spread(timings.map((t) => t.total)),
    beforeRequest: spread(timings.map((t) => t.beforeRequest)),
    server: spread(timings.map((t) => t.server)),
    render: spread(timings.map((t) => t.render)),
    raw: timings,
  };
}
