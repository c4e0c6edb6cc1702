import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer } from '../scripts/build-server.mjs';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ChildServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Polls until `url` answers 200; fails early if the child dies (e.g. a bad env). */
async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url}: not up after ${timeoutMs / 1000} s`);
}

async function startChild(
  script: string,
  env: Record<string, string>,
  healthPath: string,
  nodeFlags: string[] = [],
  timeoutMs = 30_000,
): Promise<ChildServer> {
  const port = await freePort();
  // TypeScript sources run through tsx; the server's bundle (.mjs) runs as production runs it.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const url = `http://127.0.0.1:${port}`;
  // 'auto': the server's own address (for clients that send it as their Origin).
  const publicUrl = env.PUBLIC_URL === 'auto' ? { PUBLIC_URL: url } : {};
  const child = spawn(process.execPath, [...nodeFlags, ...loader, script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, ...publicUrl, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp(url + healthPath, child, timeoutMs);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // A graceful exit lets --cpu-prof write its profile; do not wait for ever.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function startHello(): Promise<ChildServer> {
  return startChild('bench/hello-server.ts', {}, '/');
}

export interface ReelAtlasOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Directory for a V8 CPU profile of the server (written when it stops). */
  cpuProfDir?: string;
  /** Overrides of the bench's environment (e.g. a real ALTCHA difficulty for bench/ux.ts). */
  env?: Record<string, string>;
}

export async function startReelAtlas(options: ReelAtlasOptions): Promise<ChildServer> {
  await buildServer();
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '0',
    ALTCHA_MAX_NUMBER: '1000',
    // Every bench request comes from 127.0.0.1: lift the per-IP burst limits (they are still
    // counted in the database, so their cost is measured).
    RATE_LIMIT_MULTIPLIER: '1000000',
    ...options.env,
  };
  const flags = options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : [];
  // The first start into an empty data dir / database builds the demo catalog (~30 s).
  return startChild('apps/server/dist/main.mjs', env, '/healthz', flags, 300_000);
}

/** Runs `task` on that server's `postgres` database, with the bench database's (checked) name. */
async function withAdminClient(databaseUrl: string, task: (admin: pg.Client, name: string) => Promise<void>) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name '${name}'`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await task(admin, name);
  } finally {
    await admin.end();
  }
}

/** Creates the bench database on that PostgreSQL server when it does not exist yet. */
export async function ensurePostgresDatabase(databaseUrl: string): Promise<void> {
  await withAdminClient(databaseUrl, async (admin, name) => {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  });
}

/** Drops and creates the bench database: a run that must start from nothing. */
export async function recreatePostgresDatabase(databaseUrl: string): Promise<void> {
  await withAdminClient(databaseUrl, async (admin, name) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
}

export const BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/reelatlas_bench';
const SYNTHETIC_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/reelatlas_bench_synthetic';

/**
 * Where a bench catalog lives: the server's DATA_DIR (secrets, the bench's device cookie and, on
 * PGlite, the database in its `pglite` folder) and, on PostgreSQL, the database. Each catalog
 * has its own, kept between runs.
 */
export async function syntheticTarget(db: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = resolve(repoRoot, `bench/.data-${db}-synthetic`);
  if (db === 'pglite')
    return { dataDir, databaseUrl: undefined, database: { dataDir: join(dataDir, 'pglite') } };
  const url = databaseUrl ?? SYNTHETIC_DATABASE_URL;
  await ensurePostgresDatabase(url);
  return { dataDir, databaseUrl: url, database: { url } };
}
