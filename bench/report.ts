import type { LoadSample } from './load.ts';

/** DESIGN.md §9. */
export const TARGET_P95_MS = 10;
export const TARGET_RATIO = 0.25;

/** CPU use during the timed run (null where /proc is missing). */
export interface CpuUse {
  serverMs: number | null;
  loadGeneratorMs: number;
  machineBusy: number | null;
}

export interface Row {
  target: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** CPU time of the server process per response (PostgreSQL's own work is not in it). */
  serverCpuMsPerRequest: number | null;
  /** Share of one core the autocannon process used. */
  loadGeneratorCores: number;
  /** Share of all cores busy, whichever process used them. */
  machineBusy: number | null;
  /** rps relative to the bare Hono route of the same run; null for the baseline itself. */
  ratio: number | null;
  meetsTarget: boolean | null;
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function summarize(
  target: string,
  sample: LoadSample,
  cpu: CpuUse,
  baselineRps: number | null,
  judged: boolean,
): Row {
  const sorted = sample.latencies.slice().sort();
  const rps = sample.responses / (sample.elapsedMs / 1000);
  const p95 = percentile(sorted, 95);
  const ratio = baselineRps ? rps / baselineRps : null;
  return {
    target,
    requests: sample.responses,
    seconds: sample.elapsedMs / 1000,
    rps,
    p50: percentile(sorted, 50),
    p95,
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    bytesPerResponse: sample.responses ? sample.bytes / sample.responses : 0,
    non2xx: sample.non2xx,
    errors: sample.errors,
    statusCodes: sample.statusCodes,
    serverCpuMsPerRequest: cpu.serverMs === null ? null : cpu.serverMs / sample.responses,
    loadGeneratorCores: cpu.loadGeneratorMs / sample.elapsedMs,
    machineBusy: cpu.machineBusy,
    ratio,
    meetsTarget: ratio === null || !judged ? null : p95 <= TARGET_P95_MS && ratio >= TARGET_RATIO,
  };
}

const ms = (value: number) => value.toFixed(2);
const pct = (value: number | null) => (value === null ? '?' : `${Math.round(value * 100)} %`);

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| target | req/s | p50 ms | p95 ms | p99 ms | bytes/resp | non-2xx | errors | vs hello | §9 met | server CPU ms/req | load-gen core | all cores busy |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|:-:|--:|--:|--:|',
  ];
  for (const r of rows) {
    const ratio = r.ratio === null ? '100 %' : `${(r.ratio * 100).toFixed(1)} %`;
    const met = r.meetsTarget === null ? '—' : r.meetsTarget ? 'yes' : 'NO';
    const cpu = r.serverCpuMsPerRequest === null ? '?' : r.serverCpuMsPerRequest.toFixed(3);
    lines.push(
      `| ${r.target} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.bytesPerResponse)} | ${r.non2xx} | ${r.errors} | ${ratio} | ${met} | ${cpu} | ${pct(r.loadGeneratorCores)} | ${pct(r.machineBusy)} |`,
    );
  }
  return lines.join('\n');
}
