import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** A refusal the CLI prints as is (exit 1), rather than a crash. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/**
 * PGlite writes postmaster.pid while a data dir is open and removes it on a clean close. The
 * commands hold the data-dir lock (data-dir-lock.ts) before they look, so no live server or
 * CLI has the dir open: the file was left by a process that crashed with the dir open.
 */
function crashedWhileOpen(dataDir: string): boolean {
  return existsSync(join(dataDir, 'postmaster.pid'));
}

const CRASH_HINT =
  'postmaster.pid was left by a process that stopped without closing the database (no running server or command holds the data dir). Check it is not open elsewhere, then add --force.';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Writes PGlite's whole data dir to `file` (a gzipped tar, PGlite's dumpDataDir): every table,
 * index and sequence, restorable with restorePgliteDataDir. The caller holds the data-dir lock.
 * Written aside and renamed into place, so a failed backup never replaces a good one.
 */
export async function backupPgliteDataDir(dataDir: string, file: string, options: { force?: boolean } = {}) {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupRefused(`${dataDir} holds no PGlite database.`);
  if (crashedWhileOpen(dataDir) && !options.force) throw new BackupRefused(`${dataDir}: ${CRASH_HINT}`);
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.partial-${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return { bytes: dump.size };
  } finally {
    await client.close();
  }
}

/** What must hold of a loaded backup before it replaces anything: a ReelAtlas database. */
async function checkLoaded(client: PGlite): Promise<void> {
  await client.query('SELECT count(*) FROM pg_class');
  const { rows } = await client.query<{ migrations: string | null; users: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS migrations, to_regclass('public.users')::text AS users`,
  );
  if (!rows[0]?.migrations || !rows[0].users) throw new Error('it holds no ReelAtlas database');
  const applied = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
  );
  if (!applied.rows[0]?.n) throw new Error('it holds no applied migration');
}

const BLOCK = 512;
const octal = (block: Uint8Array, from: number, length: number) =>
  Number.parseInt(
    Buffer.from(block.subarray(from, from + length))
      .toString('latin1')
      .replace(/[\0 ]+/g, ' ')
      .trim() || '0',
    8,
  );

/**
 * Why `tar` is not a whole tar archive, or null: every header's checksum holds and every file's
 * data is there, up to the end marker or the archive's end. PGlite, handed a damaged archive,
 * retries it as gzip and leaves that failure unhandled (the process dies), so it gets only
 * archives that passed this.
 */
function tarProblem(tar: Uint8Array): string | null {
  let offset = 0;
  let entries = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
    if (sum !== octal(header, 148, 8)) return 'not a tar archive, or a damaged one';
    offset += BLOCK + Math.ceil(octal(header, 124, 12) / BLOCK) * BLOCK;
    entries++;
  }
  if (offset > tar.length) return 'the archive is cut off';
  return entries === 0 ? 'the archive is empty' : null;
}

/** Loads `bytes` into the empty dir `staging` and checks it; throws (in words) when it is no backup. */
async function loadAndCheck(bytes: Buffer, staging: string): Promise<void> {
  // Unpacked and checked here first: a truncated or foreign file is told apart in words, rather
  // than by an error from inside PGlite half-way through.
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch (err) {
    throw new Error(`it is not a complete gzip file: ${(err as Error).message}`);
  }
  const problem = tarProblem(tar);
  if (problem) throw new Error(problem);
  const client = await PGlite.create({
    dataDir: staging,
    extensions: { pg_trgm },
    loadDataDir: new Blob([tar], { type: 'application/x-tar' }),
  });
  try {
    await checkLoaded(client);
  } finally {
    await client.close();
  }
}

/**
 * Loads a backup into `dataDir`, which changes only once the backup has been loaded and checked
 * beside it (a sibling dir: it opens, and holds ReelAtlas's migrations table and users): then
 * the two dirs are swapped by renames. On any failure `dataDir` is exactly as before. Refuses a
 * dir a crashed process left open unless `force`, and a dir that holds data unless `replace`;
 * the data replaced is kept beside it as `<dir>.before-restore-<time>`, never deleted. The
 * caller holds the data-dir lock.
 */
export async function restorePgliteDataDir(
  file: string,
  dataDir: string,
  options: { force?: boolean; replace?: boolean } = {},
) {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupRefused(`${file} does not exist.`);
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (occupied) {
    if (crashedWhileOpen(dataDir) && !options.force) throw new BackupRefused(`${dataDir}: ${CRASH_HINT}`);
    if (!options.replace)
      throw new BackupRefused(
        `${dataDir} is not empty: add --replace to restore over it (the current data is kept as ${dataDir}.before-restore-…).`,
      );
  }
  const when = stamp();
  const staging = `${dataDir}.restoring-${when}`;
  mkdirSync(staging, { recursive: true });
  try {
    await loadAndCheck(readFileSync(file), staging);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw new BackupRefused(
      `Restore failed, ${dataDir} is unchanged: ${file} is not a usable db:backup file (${(err as Error).message.split('\n')[0]}).`,
    );
  }
  let keptAs: string | undefined;
  const emptyDirThere = !occupied && existsSync(dataDir);
  if (occupied) {
    keptAs = `${dataDir}.before-restore-${when}`;
    renameSync(dataDir, keptAs);
  } else if (emptyDirThere) {
    rmdirSync(dataDir);
  }
  try {
    renameSync(staging, dataDir);
  } catch (err) {
    if (keptAs) renameSync(keptAs, dataDir);
    else if (emptyDirThere) mkdirSync(dataDir, { recursive: true });
    rmSync(staging, { recursive: true, force: true });
    throw new BackupRefused(`Restore failed, ${dataDir} is unchanged: ${(err as Error).message}`);
  }
  return { keptAs };
}
