import { randomBytes } from 'node:crypto';
import type { DatabaseOptions } from '@reelatlas/db';
import pg from 'pg';

export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/**
 * In-memory PGlite by default; with TEST_DATABASE_URL a fresh database on that PostgreSQL
 * server (dropped afterwards), so the same suite proves both dialects. With
 * TEST_DATABASE_REUSE (set by mutation testing's global setup) that one database, emptied.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const reuse = process.env.TEST_DATABASE_REUSE;
  if (reuse) return emptiedDatabase(reuse);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { options: { memory: true }, drop: async () => {} };
  const name = `reelatlas_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { url: url.toString(), poolSize: 20 },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Mutation testing runs the same few test files once per mutant: creating, migrating and
 * dropping a database each time would take most of its time (the drop alone takes seconds on a
 * busy machine). Instead one database per Stryker worker is kept for the whole run, and each
 * test file gets it emptied, which reads as fresh: the migrations seed no rows. Rows are deleted
 * with foreign-key triggers off (any order) and sequences restarted; TRUNCATE would rewrite
 * every table's files, ~1 s a file under load against milliseconds.
 */
async function emptiedDatabase(url: string): Promise<TestDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DO $$
      DECLARE r record;
      BEGIN
        SET LOCAL session_replication_role = replica;
        FOR r IN SELECT schemaname, tablename FROM pg_tables WHERE schemaname = 'public' LOOP
          EXECUTE format('DELETE FROM %I.%I', r.schemaname, r.tablename);
        END LOOP;
        FOR r IN SELECT schemaname, sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
          PERFORM setval(format('%I.%I', r.schemaname, r.sequencename), 1, false);
        END LOOP;
      END $$`);
  } finally {
    await client.end();
  }
  return { options: { url, poolSize: 20 }, drop: async () => {} };
}
