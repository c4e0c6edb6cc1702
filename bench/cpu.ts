import { readdirSync, readFileSync } from 'node:fs';

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

/** CPU time of all PostgreSQL processes, including backends that exited (reaped by the postmaster). */
export function postgresCpuMs(): number | null {
  if (read('/proc/self/stat') === null) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (!stat?.includes('(postgres)')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks * TICK_MS;
}

/** PostgreSQL backends serving `database` (their command line names it), by pid. */
export function postgresBackendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = read(`/proc/${entry}/cmdline`);
    if (cmdline?.startsWith('postgres:') && cmdline.includes(` ${database} `)) pids.push(Number(entry));
  }
  return pids;
}

/** Busy CPU time of all cores together since boot, from the first line of /proc/stat. */
export function machineBusyMs(): number | null {
  const line = read('/proc/stat')?.split('\n')[0];
  if (!line) return null;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return (ticks.reduce((a, b) => a + b, 0) - idle) * TICK_MS;
}

/** CPU used by the server, PostgreSQL, this process (the load generator) and the whole machine. */
export interface CpuReading {
  server: number | null;
  postgres: number | null;
  loadGenerator: number;
  machine: number | null;
}

export function readCpu(serverPid: number): CpuReading {
  const own = process.cpuUsage();
  return {
    server: processCpuMs(serverPid),
    postgres: postgresCpuMs(),
    loadGenerator: (own.user + own.system) / 1000,
    machine: machineBusyMs(),
  };
}

/** What each side used between two readings, in ms. */
export function cpuSince(before: CpuReading, after: CpuReading): CpuReading {
  const diff = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
  return {
    server: diff(before.server, after.server),
    postgres: diff(before.postgres, after.postgres),
    loadGenerator: after.loadGenerator - before.loadGenerator,
    machine: diff(before.machine, after.machine),
  };
}

/**
 * On a shared machine, waits (up to `maxSeconds`) for a second in which all cores together are
 * busy less than `cores`, before a target is measured. Resolves how busy the last second was.
 */
export async function waitForQuiet(maxSeconds: number, cores = 0.25): Promise<number | null> {
  const deadline = Date.now() + maxSeconds * 1000;
  for (;;) {
    const before = machineBusyMs();
    await new Promise((r) => setTimeout(r, 1000));
    const after = machineBusyMs();
    if (before === null || after === null) return null;
    const busy = (after - before) / 1000;
    if (busy < cores || Date.now() >= deadline) return busy;
  }
}
