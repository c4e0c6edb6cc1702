import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** A refusal the CLI prints as is (exit 1), rather than a crash. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/**
 * PGlite writes postmaster.pid while a data dir is open and removes it on a clean close, so its
 * presence means another process has the dir open right now (PGlite has no lock between
 * processes: opening it a second time corrupts it), or one crashed while it had it open.
 */
function inUse(dataDir: string): boolean {
  return existsSync(join(dataDir, 'postmaster.pid'));
}

const IN_USE_HINT =
  'Stop the server (and any catalog:import or catalog:refresh) first. If it crashed, the file is stale: add --force.';

/**
 * Writes PGlite's whole data dir to `file` (a gzipped tar, PGlite's dumpDataDir): every table,
 * index and sequence, restorable with restorePgliteDataDir. Opens the dir, so the server must be
 * stopped.
 */
export async function backupPgliteDataDir(dataDir: string, file: string, options: { force?: boolean } = {}) {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupRefused(`${dataDir} holds no PGlite database.`);
  if (inUse(dataDir) && !options.force)
    throw new BackupRefused(`${dataDir} is in use (postmaster.pid exists). ${IN_USE_HINT}`);
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { bytes: dump.size };
  } finally {
    await client.close();
  }
}

/**
 * Loads a backup into `dataDir`. Refuses a dir in use, and a dir that already holds files unless
 * `force` is set; then the old dir is kept beside it as `<dir>.before-restore-<time>`, never deleted.
 */
export async function restorePgliteDataDir(file: string, dataDir: string, options: { force?: boolean } = {}) {
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist.`);
  let keptAs: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (inUse(dataDir) && !options.force)
      throw new BackupRefused(`${dataDir} is in use (postmaster.pid exists). ${IN_USE_HINT}`);
    if (!options.force)
      throw new BackupRefused(
        `${dataDir} is not empty: add --force to restore anyway (the current data is kept as ${dataDir}.before-restore-…).`,
      );
    keptAs = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, keptAs);
  }
  mkdirSync(dataDir, { recursive: true });
  const bytes = readFileSync(file);
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    loadDataDir: new Blob([bytes], { type: 'application/x-gzip' }),
  });
  try {
    // A readable database, not only unpacked files.
    await client.query('SELECT count(*) FROM pg_class');
  } finally {
    await client.close();
  }
  return { keptAs };
}
