import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
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

/** Every file under `dir` with its size and modification time: any write shows. */
function listing(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .map((path) => {
      const stat = statSync(path);
      return `${relative(dir, path)} ${stat.isDirectory() ? 'dir' : `${stat.size} ${stat.mtimeMs}`}`;
    })
    .sort();
}

/** A process that has DATA_DIR open as a running server has it (its lock, then PGlite). */
async function holdDataDir(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/fixtures/hold-data-dir.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value);
  expect(await next()).toBe('ready');
  return {
    pid: child.pid,
    async users() {
      child.stdin.write('query\n');
      return next();
    },
    async close() {
      child.stdin.write('close\n');
      expect(await next()).toBe('closed');
    },
  };
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

  it('refuses to restore over a data dir that holds data, unless --replace (which keeps the old one)', async () => {
    const target = join(work, 'occupied');
    expect(cli('db-restore', target, backupFile).status).toBe(0);
    const refused = cli('db-restore', target, backupFile);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('is not empty: add --replace');
    // --force means only "the dir was left open by a crash": it replaces nothing.
    const forced = cli('db-restore', target, backupFile, '--force');
    expect(forced.status).toBe(1);
    expect(forced.output).toContain('is not empty: add --replace');
    expect(cli('db-restore', target, backupFile, '--everything').output).toContain(
      'Unknown option --everything',
    );

    const replaced = cli('db-restore', target, backupFile, '--replace');
    expect(replaced.status).toBe(0);
    expect(replaced.output).toContain('The data that was there is kept in');
    expect(readdirSync(target).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
    expect(await fingerprint(target)).toEqual(await fingerprint(source));
  }, 120_000);

  it('a truncated backup or a garbage file leaves the data dir exactly as it was, said in one line', async () => {
    const target = join(work, 'kept');
    expect(cli('db-restore', target, backupFile).status).toBe(0);
    const before = await fingerprint(target);
    const files = listing(target);
    const whole = readFileSync(backupFile);
    const broken = {
      truncated: whole.subarray(0, Math.floor(whole.length / 2)),
      garbage: Buffer.from('this is not a backup\n'.repeat(100)),
      'gzipped garbage': gzipSync(Buffer.from('no tar in here\n'.repeat(100))),
      // A whole archive, but of something else: it loads, and fails the check.
      'another archive': (() => {
        const other = join(work, 'other-archive');
        mkdirSync(other, { recursive: true });
        writeFileSync(join(other, 'notes.txt'), 'not a database');
        return spawnSync('tar', ['czf', '-', '-C', other, '.']).stdout;
      })(),
    };
    for (const [kind, bytes] of Object.entries(broken)) {
      const file = join(work, `${kind.replace(' ', '-')}.tar.gz`);
      writeFileSync(file, bytes);
      for (const into of [target, join(work, `fresh-${kind.replace(' ', '-')}`)]) {
        const run = cli('db-restore', into, file, '--replace');
        expect(run.status, kind).toBe(1);
        const lines = run.output.trim().split('\n');
        expect(lines, kind).toHaveLength(1);
        expect(lines[0]).toMatch(
          /^Restore failed, .* is unchanged: .* is not a usable db:backup file \(.+\)\.$/,
        );
      }
      // Nothing was renamed, opened or left behind, and no fresh data dir appeared.
      expect(listing(target), kind).toEqual(files);
      expect(readdirSync(join(work, `fresh-${kind.replace(' ', '-')}`))).toEqual([]);
    }
    expect(await fingerprint(target)).toEqual(before);
  }, 180_000);

  it('a data dir a crashed process left open (postmaster.pid, no live lock holder) needs --force, for backup and restore', async () => {
    const target = join(work, 'crashed');
    expect(cli('db-restore', target, backupFile).status).toBe(0);
    writeFileSync(join(target, 'pglite', 'postmaster.pid'), '-42\n/pglite/data\n');
    const restore = cli('db-restore', target, backupFile, '--replace');
    expect(restore.status).toBe(1);
    expect(restore.output).toContain('postmaster.pid was left by a process that stopped');
    const backup = cli('db-backup', target, join(work, 'other.tar.gz'));
    expect(backup.status).toBe(1);
    expect(backup.output).toContain('add --force');

    const forcedBackup = cli('db-backup', target, join(work, 'other.tar.gz'), '--force');
    expect(forcedBackup.status).toBe(0);
    const forcedRestore = cli('db-restore', target, backupFile, '--replace', '--force');
    expect(forcedRestore.status).toBe(0);
  }, 120_000);

  it('refuses a data dir a running process holds, --force or not, and leaves that process untouched', async () => {
    const target = join(work, 'live');
    expect(cli('db-restore', target, backupFile).status).toBe(0);
    const server = await holdDataDir(target);
    try {
      const users = await server.users();
      const pidFile = join(target, 'pglite', 'postmaster.pid');
      expect(existsSync(pidFile)).toBe(true);
      const files = listing(join(target, 'pglite'));
      for (const args of [
        ['db-backup', join(work, 'live.tar.gz')],
        ['db-backup', join(work, 'live.tar.gz'), '--force'],
        ['db-restore', backupFile, '--replace'],
        ['db-restore', backupFile, '--replace', '--force'],
      ] as const) {
        const [script, ...rest] = args;
        const run = cli(script, target, ...rest);
        expect(run.status, args.join(' ')).toBe(1);
        expect(run.output.trim()).toBe(
          `DATA_DIR ${target} is in use by process ${server.pid}. One process at a time may open a PGlite data dir: stop that process first, or use PostgreSQL (DATABASE_URL) to run several.`,
        );
      }
      expect(existsSync(join(work, 'live.tar.gz'))).toBe(false);
      expect(existsSync(pidFile)).toBe(true);
      expect(listing(join(target, 'pglite'))).toEqual(files);
      expect(readdirSync(target).filter((name) => name.startsWith('pglite.'))).toEqual([]);
      // The holder still reads its database.
      expect(await server.users()).toBe(users);
    } finally {
      await server.close();
    }
    // Once it stopped, the same commands run.
    expect(cli('db-backup', target, join(work, 'live.tar.gz')).status).toBe(0);
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
