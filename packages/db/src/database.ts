import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type LockOutcome, withAdvisoryLock } from './advisory-lock.ts';
import type { Db } from './db-type.ts';
import { sendRowsDirectly } from './rows.ts';
import * as schema from './schema.ts';

export type { Db };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the generated migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `task` only if no other holder (another instance, or another task here) has the
   * advisory lock `key`; otherwise answers `{ ran: false }` at once. A crashed holder's lock
   * goes with its connection.
   */
  tryWithLock<T>(key: number, task: () => Promise<T>): Promise<LockOutcome<T>>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /** Told when an idle connection dies (server restart, admin kill); the pool reconnects. */
      onConnectionError?: (error: Error) => void;
    }
  | { dataDir: string }
  /** PGlite in memory, optionally loaded from a dump (tests clone a migrated template). */
  | { memory: true; loadDataDir?: Blob | File };

/**
 * pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in short titles
 * ("matirx"); 0.4 catches them while exact and prefix matches still rank first.
 */
const WORD_SIMILARITY_SETTING = 'pg_trgm.word_similarity_threshold';
const WORD_SIMILARITY_THRESHOLD = 0.4;

const asText = (value: string) => value;
/**
 * What drizzle's PGlite driver passes with each raw statement, set once on the client instead:
 * dates, times and intervals stay the text PostgreSQL sends, as node-postgres gives them here
 * too (rows.ts sends statements to PGlite directly). Arrays of them PGlite parses itself into
 * arrays of text, whatever is set here; no query reads one.
 */
const TEXT_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
};

// Resolved through the package (not relative to this file) so it also works from the bundled server.
const migrationsFolder = dirname(
  dirname(createRequire(import.meta.url).resolve('@reelatlas/db/migrations/meta/_journal.json')),
);

/** PostgreSQL when a URL is given, else PGlite (Postgres in WASM) — same schema, same SQL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    // Set as a startup parameter of every connection, so no query can run before it.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: `-c ${WORD_SIMILARITY_SETTING}=${WORD_SIMILARITY_THRESHOLD}`,
    });
    // Without a listener, pg re-throws an idle connection's error and takes the process down.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      // Session-level lock on a connection of its own, held only while the task runs.
      async tryWithLock(key, task) {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          return await withAdvisoryLock(
            (text, params) => client.query(text, params),
            key,
            task,
            (err) => {
              broken = err;
            },
          );
        } finally {
          // A connection that failed to unlock is closed, which releases the lock with it.
          client.release(broken);
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    // PGlite does not create parent folders itself.
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({
      dataDir: options.dataDir,
      extensions: { pg_trgm },
      parsers: TEXT_PARSERS,
    });
  } else {
    client = await PGlite.create({
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
      parsers: TEXT_PARSERS,
    });
  }
  const db = drizzlePglite({ client, schema });
  sendRowsDirectly(db as unknown as Db, client);
  const setup = () => client.exec(`SET ${WORD_SIMILARITY_SETTING} = ${WORD_SIMILARITY_THRESHOLD}`);
  // PGlite is one session, and advisory locks are re-entrant within a session, so holders in
  // this process are also tracked here. (PGlite is never opened by two processes.)
  const held = new Set<number>();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await setup();
    },
    async tryWithLock(key, task) {
      if (held.has(key)) return { ran: false };
      held.add(key);
      try {
        return await withAdvisoryLock((text, params) => client.query(text, params), key, task);
      } finally {
        held.delete(key);
      }
    },
    close: () => client.close(),
    // Exposed for tests that clone a migrated instance instead of booting one per test.
    ...{ pglite: client },
  };
}
