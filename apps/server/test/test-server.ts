import { type ServerType, serve } from '@hono/node-server';
import type { Clock } from '@reelatlas/core';
import type { Db } from '@reelatlas/db';
import { createTestDatabase, seedFixtureCatalog, type TestDatabase } from '@reelatlas/testing';
import pino, { type Logger } from 'pino';
import { createApp } from '../src/app.ts';
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
    /** Where the server logs (default: nowhere). */
    logger?: Logger;
    /** When the background names crawl first looks for work, and how often after. */
    namesCrawl?: { firstCheckMs?: number; everyMs?: number };
    /** When the background change feed first runs, and how often after. */
    changeFeed?: { firstCheckMs?: number; everyMs?: number };
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
    // A developer's machine that named its site: the outbox and test billing pages on purpose.
    DEV_TOOLS: '1',
    WEB_DIST_DIR: options.webDistDir ?? '/nonexistent-web-dist',
    // A live test server never reaches for TMDb's real export files.
    TMDB_EXPORTS_SYNC: 'off',
    // Nor crawls names on its own: a test that wants the crawl turns it on.
    TMDB_NAMES_CRAWL: 'off',
    TMDB_CHANGE_FEED: 'off',
    ...options.env,
  });
  const server = await startServer(env, options.logger ?? pino({ level: 'silent' }), {
    clock: options.clock,
    database: database.options,
    seedCatalog: options.seedCatalog ?? seedFixtureCatalog,
    namesCrawl: options.namesCrawl,
    changeFeed: options.changeFeed,
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

/**
 * A second app instance of `server` over real HTTP, on the same database (PGlite or PostgreSQL,
 * which a second process could not share on PGlite): it shares the first's adapters (deps), and
 * has its own of everything createApp holds, as the routes' in-memory caches.
 */
export async function startSecondInstance(
  server: TestServer,
): Promise<{ url: string; stop(): Promise<void> }> {
  const app = createApp({ ...server.deps });
  const http = await new Promise<ServerType>((ready) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(s));
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => http.close(() => done())),
  };
}
