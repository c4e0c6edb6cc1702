import type { Clock } from '@reelatlas/core';
import type { Db } from '@reelatlas/db';
import { createTestDatabase, seedFixtureCatalog, type TestDatabase } from '@reelatlas/testing';
import pino from 'pino';
import { parseEnv } from '../src/env.ts';
import { type RunningServer, startServer } from '../src/server.ts';

export interface TestServer extends RunningServer {
  /** The site's origin (PUBLIC_URL): what a browser on the site sends as Origin. */
  origin: string;
  stop(): Promise<void>;
}

/** A mutable clock, so a test can step past midnight UTC. */
export function testClock(start = '2026-11-21T12:00:00Z') {
  let now = new Date(start);
  const clock: Clock & { set(iso: string): void } = {
    now: () => now,
    set: (iso) => {
      now = new Date(iso);
    },
  };
  return clock;
}

/**
 * The real server on a random port over real HTTP, with the fixture catalog, on in-memory
 * PGlite (or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    webDistDir?: string;
    /** Fills the catalog; default: the fixture catalog. */
    seedCatalog?: (db: Db) => Promise<void>;
    /** A database another server uses too (a second instance); the caller drops it. */
    database?: TestDatabase;
  } = {},
): Promise<TestServer> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  const env = parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    TRUST_PROXY: '1',
    ALTCHA_MAX_NUMBER: '1000',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://reelatlas.test',
    WEB_DIST_DIR: options.webDistDir ?? '/nonexistent-web-dist',
    // A live test server never reaches for TMDb's real export files.
    TMDB_EXPORTS_SYNC: 'off',
    ...options.env,
  });
  const server = await startServer(env, pino({ level: 'silent' }), {
    clock: options.clock,
    database: database.options,
    seedCatalog: options.seedCatalog ?? seedFixtureCatalog,
  });
  return {
    ...server,
    origin: env.PUBLIC_URL ?? server.url,
    async stop() {
      await server.close();
      if (!shared) await database.drop();
    },
  };
}
