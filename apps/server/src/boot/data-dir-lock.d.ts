/** The lock file in DATA_DIR: the pid (and start time) of the process that has the data dir open. */
export declare const DATA_DIR_LOCK_FILE = 'reelatlas.lock';
/** Another live process has the data dir open: two PGlite processes on one dir lose committed rows. */
export declare class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  constructor(dataDir: string, pid: number);
}
export interface DataDirLock {
  /** Removes the lock file (only while it is still this process's). */
  release(): void;
}
/**
 * Takes DATA_DIR for this process before PGlite opens it: PGlite has no lock between processes,
 * and two servers (or a server and a CLI) on one data dir silently lose committed rows. The lock
 * file is created atomically, complete (written aside, then hard-linked into place, which fails if
 * it exists); a lock whose process is gone is taken over. Throws DataDirInUseError when a live
 * process holds it. Released on close and when the process exits.
 */
export declare function lockDataDir(dataDir: string): DataDirLock;
