import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, queryRows } from '@reelatlas/db';
import { seedFixtureCatalog } from '@reelatlas/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'ra-backup-'));
const source = join(work, 'source');
const backupFile = join(work, 'backups', 'reelatlas.tar.gz');

/** `npm run db:backup|db:restore -- …` as an operator runs it (the CLI, with its DATA_DIR). */
function cli(script: 'db-backup' | 'db-restore', dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Every table's row count and a checksum of its rows, public and drizzle schemas. */
async function fingerprint(dataDir: string) {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
          WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ rows: number; sum: string | null }>(
        database.db,
        sql.raw(
          `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM ${name} t`,
        ),
      );
      result[name] = `${row?.rows}:${row?.sum}`;
    }
    return result;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  // A real data dir: migrated, with the fixture catalog and a few rows in other tables.
  const database = await openDatabase({ dataDir: join(source, 'pglite') });
  await database.migrate();
  await seedFixtureCatalog(database.db);
  await database.db.execute(
    sql`INSERT INTO banned_ips (ip, created_at) VALUES ('198.51.100.0/24', now()) ON CONFLICT DO NOTHING`,
  );
  await database.close();
}, 120_000);

describe('db:backup and db:restore (PGlite)', () => {
  it('round-trips every row of every table', async () => {
    const backup = cli('db-backup', source, backupFile);
    expect(backup.output).toContain('Backed up');
    expect(backup.status).toBe(0);
    expect(existsSync(backupFile)).toBe(true);

    const target = join(work, 'restored');
    const restore = cli('db-restore', target, backupFile);
    expect(restore.output).toContain('Restored');
    expect(restore.status).toBe(0);

    const before = await fingerprint(source);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(Object.values(before).filter((v) => !v.startsWith('0:')).length).toBeGreaterThan(3);
    expect(await fingerprint(target)).toEqual(before);
  }, 120_000);

  it('refuses to restore over a data dir that holds data, unless --force (which keeps the old one)', async () => {
    const target = join(work, 'occupied');
    expect(cli('db-restore', target, backupFile).status).toBe(0);
    const refused = cli('db-restore', target, backupFile);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('is not empty: add --force');

    const forced = cli('db-restore', target, backupFile, '--force');
    expect(forced.status).toBe(0);
    expect(forced.output).toContain('The data that was there is kept in');
    expect(readdirSync(target).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
  }, 120_000);

  it('refuses a data dir in use (PGlite holds postmaster.pid while open), for backup and restore', async () => {
    const target = join(work, 'in-use');
    expect(cli('db-restore', target, backupFile).status).toBe(0);
    writeFileSync(join(target, 'pglite', 'postmaster.pid'), '-42\n/pglite/data\n');
    const restore = cli('db-restore', target, backupFile);
    expect(restore.status).toBe(1);
    expect(restore.output).toContain('is in use');
    const backup = cli('db-backup', target, join(work, 'other.tar.gz'));
    expect(backup.status).toBe(1);
    expect(backup.output).toContain('is in use');
  }, 120_000);

  it('sends PostgreSQL users to pg_dump', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/db-backup.ts', backupFile],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('pg_dump');
  });
});
