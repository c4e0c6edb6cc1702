import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The lock file in DATA_DIR: the pid (and start time) of the process that has the data dir open. */
export const DATA_DIR_LOCK_FILE = 'reelatlas.lock';

/** Another live process has the data dir open: two PGlite processes on one dir lose committed rows. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid}. One process at a time may open a PGlite data dir: stop that process first, or use PostgreSQL (DATABASE_URL) to run several.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** Removes the lock file (only while it is still this process's). */
  release(): void;
}

interface Holder {
  pid: number;
  /** The process's start time (Linux: /proc/<pid>/stat field 22); tells a reused pid from its holder. */
  started: string | null;
}

/** Lock files this process holds: a second open from the same process is "in use" too. */
const heldHere = new Set<string>();

/** Linux only (null elsewhere): when the process with this pid started, in clock ticks since boot. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on: field 22 is index 19.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function readHolder(path: string): { text: string; holder: Holder | null } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0)
      return { text, holder: { pid: parsed.pid, started: parsed.started ?? null } };
  } catch {}
  return { text, holder: null };
}

/** Whether the lock's holder is still running: a dead process's lock (a crash, kill -9) is stale. */
function isAlive(holder: Holder, path: string): boolean {
  // Our own pid: held only if this process took it (a container restarted as pid 1 again has not).
  if (holder.pid === process.pid) return heldHere.has(path);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // The pid runs, but is it the same process, or one that got its number after the holder died?
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/** A synchronous pause: locking happens once, at start-up, before anything else runs. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a stale lock — only if it still says what we read, and one taker at a time (a directory
 * made with mkdir, which only one process can create), so two processes that both found the same
 * stale lock cannot both end up "holding" the data dir.
 */
function removeStale(path: string, staleText: string): void {
  const guard = `${path}.takeover`;
  try {
    mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Another process is taking over; a guard left by one that died mid-way is cleared.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard);
    } catch {}
    pause(50);
    return;
  }
  try {
    if (readHolder(path)?.text === staleText) unlinkSync(path);
  } finally {
    rmdirSync(guard);
  }
}

/**
 * Takes DATA_DIR for this process before PGlite opens it: PGlite has no lock between processes,
 * and two servers (or a server and a CLI) on one data dir silently lose committed rows. The lock
 * file is created atomically, complete (written aside, then hard-linked into place, which fails if
 * it exists); a lock whose process is gone is taken over. Throws DataDirInUseError when a live
 * process holds it. Released on close and when the process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, DATA_DIR_LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) } satisfies Holder);
  const pending = `${path}.${process.pid}.tmp`;
  writeFileSync(pending, mine);
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        linkSync(pending, path);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const found = readHolder(path);
        if (!found) continue; // released meanwhile: try again
        if (found.holder && isAlive(found.holder, path)) throw new DataDirInUseError(dir, found.holder.pid);
        removeStale(path, found.text);
        continue;
      }
      heldHere.add(path);
      const release = () => {
        process.off('exit', release);
        if (!heldHere.delete(path)) return;
        try {
          if (readHolder(path)?.text === mine) unlinkSync(path);
        } catch {}
      };
      process.on('exit', release);
      return { release };
    }
    throw new Error(`Could not lock DATA_DIR ${dir}: its lock file ${path} keeps changing.`);
  } finally {
    try {
      unlinkSync(pending);
    } catch {}
  }
}
