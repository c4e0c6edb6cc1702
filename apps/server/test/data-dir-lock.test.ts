import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from '@reelatlas/db';
import { FAKE_TMDB_BEARER, type FakeTmdb, startFakeTmdb } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Two servers on one PGlite data dir lost committed rows silently. Real
// processes here: servers and the refresh CLI started as `npm start` and `npm run` start them.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
const children = new Set<ChildProcess>();
let fake: FakeTmdb;

beforeAll(async () => {
  fake = await startFakeTmdb();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await fake?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ra-lock-'));
  dirs.push(dir);
  return dir;
};

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** A process of this repository (TypeScript through tsx), on the live catalog of the fake TMDb (no demo build). */
function run(script: string, dataDir: string, args: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      TMDB_API_TOKEN: FAKE_TMDB_BEARER,
      TMDB_API_URL: fake.url,
      TMDB_REFRESH_INTERVAL_MINUTES: '0',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) =>
    child.on('exit', (code) => {
      children.delete(child);
      done(code);
    }),
  );
  return { child, output: () => output, exited };
}

/** Starts a server and waits until it listens; its port from the start-up log line. */
async function startServerProcess(dataDir: string) {
  const server = run('apps/server/src/main.ts', dataDir);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const port = /"port":(\d+)/.exec(server.output())?.[1];
    if (port) return { ...server, url: `http://127.0.0.1:${port}` };
    if (server.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Exits within `ms`, or the test fails: "at once" means no PGlite boot, no waiting. */
async function exitWithin(process: Run, ms: number) {
  const code = await Promise.race([
    process.exited,
    new Promise<'running'>((done) => setTimeout(() => done('running'), ms)),
  ]);
  return code;
}

describe('one process per PGlite data dir', () => {
  it('a second server and the CLI on the same DATA_DIR exit at once, naming the holder; the first keeps serving', async () => {
    const dataDir = freshDir();
    const first = await startServerProcess(dataDir);
    const pid = first.child.pid;
    expect(JSON.parse(readFileSync(join(dataDir, DATA_DIR_LOCK_FILE), 'utf8'))).toMatchObject({ pid });

    const second = run('apps/server/src/main.ts', dataDir);
    expect(await exitWithin(second, 20_000)).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${pid}`);
    expect(second.output()).not.toContain('listening');

    const refresh = run('apps/server/src/cli/catalog-refresh.ts', dataDir);
    expect(await exitWithin(refresh, 20_000)).toBe(1);
    expect(refresh.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${pid}`);

    const health = await fetch(`${first.url}/healthz`);
    expect(health.status).toBe(200);
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(true);

    // A graceful stop releases the lock.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
  }, 180_000);

  it('the lock of a killed server is stale: the next start takes it over', async () => {
    const dataDir = freshDir();
    const crashed = await startServerProcess(dataDir);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    // The dead process's lock is still there…
    expect(JSON.parse(readFileSync(join(dataDir, DATA_DIR_LOCK_FILE), 'utf8'))).toMatchObject({
      pid: crashed.child.pid,
    });
    // …and is taken over.
    const next = await startServerProcess(dataDir);
    expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
    expect(JSON.parse(readFileSync(join(dataDir, DATA_DIR_LOCK_FILE), 'utf8'))).toMatchObject({
      pid: next.child.pid,
    });
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 180_000);
});

describe('the lock file', () => {
  it('is refused to a second open in the same process, and free again once released', () => {
    const dataDir = freshDir();
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${process.pid}`);
    lock.release();
    lockDataDir(dataDir).release();
  });

  it('takes over a lock whose pid now belongs to another process (pid reuse after a crash)', () => {
    const dataDir = freshDir();
    // The parent of this test runs, but it is not the process that wrote this lock (other start time).
    writeFileSync(join(dataDir, DATA_DIR_LOCK_FILE), JSON.stringify({ pid: process.ppid, started: '1' }));
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, DATA_DIR_LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    lock.release();
  });

  it('keeps a lock whose process runs (the same start time), and takes over an unreadable one', () => {
    const dataDir = freshDir();
    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.add(alive);
    try {
      const pid = alive.pid ?? 0;
      const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
      const started = stat ? (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null) : null;
      writeFileSync(join(dataDir, DATA_DIR_LOCK_FILE), JSON.stringify({ pid, started }));
      expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${pid}`);
    } finally {
      alive.kill('SIGKILL');
    }
    writeFileSync(join(dataDir, DATA_DIR_LOCK_FILE), 'not json');
    lockDataDir(dataDir).release();
  });
});
