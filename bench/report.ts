import type { CpuReading } from './cpu.ts';
import type { LoadSample } from './load.ts';

/** docs/performance.md#bars. */
export const TARGET_P95_MS = 10;
export const TARGET_RATIO = 0.25;

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
  /** CPU time of the server process per response. */
  serverCpuMsPerRequest: number | null;
  /** CPU time of PostgreSQL's processes per response (PostgreSQL runs only). */
  postgresCpuMsPerRequest: number | null;
  /** Cores the autocannon process kept busy. */
  loadGeneratorCores: number;
  /** Cores busy with anything else on the machine (other users' processes): noise. */
  otherCores: number | null;
  /** rps relative to the bare Hono route of the same run; null for the baseline itself. */
  ratio: number | null;
  /** Both bars met (docs/performance.md#bars); null where they do not apply. */
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
  cpu: CpuReading,
  baselineRps: number | null,
  judged: boolean,
): Row {
  const sorted = sample.latencies.slice().sort();
  const rps = sample.responses / (sample.elapsedMs / 1000);
  const p95 = percentile(sorted, 95);
  const ratio = baselineRps ? rps / baselineRps : null;
  const perRequest = (value: number | null) => (value === null ? null : value / sample.responses);
  const other =
    cpu.machine === null
      ? null
      : (cpu.machine - (cpu.server ?? 0) - (cpu.postgres ?? 0) - cpu.loadGenerator) / sample.elapsedMs;
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
    serverCpuMsPerRequest: perRequest(cpu.server),
    postgresCpuMsPerRequest: perRequest(cpu.postgres),
    loadGeneratorCores: cpu.loadGenerator / sample.elapsedMs,
    otherCores: other === null ? null : Math.max(0, other),
    ratio,
    meetsTarget: ratio === null || !judged ? null : p95 <= TARGET_P95_MS && ratio >= TARGET_RATIO,
  };
}

const fixed = (value: number | null, digits: number) => (value === null ? '—' : value.toFixed(digits));

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| target | req/s | p50 ms | p95 ms | p99 ms | KB/resp | non-2xx | errors | vs hello | bar met | server CPU ms/req | PG CPU ms/req | load-gen cores | other cores |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|:-:|--:|--:|--:|--:|',
  ];
  for (const r of rows) {
    const ratio = r.ratio === null ? '(base)' : `${(r.ratio * 100).toFixed(1)} %`;
    const met = r.meetsTarget === null ? '—' : r.meetsTarget ? 'yes' : '**no**';
    const cells = [
      r.target,
      Math.round(r.rps),
      fixed(r.p50, 2),
      fixed(r.p95, 2),
      fixed(r.p99, 2),
      fixed(r.bytesPerResponse / 1024, 1),
      r.non2xx,
      r.errors,
      ratio,
      met,
      fixed(r.serverCpuMsPerRequest, 3),
      fixed(r.postgresCpuMsPerRequest, 3),
      fixed(r.loadGeneratorCores, 2),
      fixed(r.otherCores, 2),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
