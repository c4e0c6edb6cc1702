import { readFileSync } from 'node:fs';

// Linux /proc accounting, in clock ticks of 10 ms (CLK_TCK = 100). Elsewhere every reading is null.
const TICK_MS = 10;

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms. */
export function processCpuMs(pid: number): number | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export interface MachineCpu {
  busy: number;
  total: number;
}

/** Busy and total ticks of all cores together, from the first line of /proc/stat. */
export function machineCpu(): MachineCpu | null {
  const line = read('/proc/stat')?.split('\n')[0];
  if (!line) return null;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** Share of all cores that were busy between two readings (every process, not only ours). */
export function busyShare(before: MachineCpu | null, after: MachineCpu | null): number | null {
  if (!before || !after || after.total === before.total) return null;
  return (after.busy - before.busy) / (after.total - before.total);
}
