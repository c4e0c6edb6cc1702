import { randomBytes } from 'node:crypto';
import type { DatabaseOptions } from '@reelatlas/db';
import pg from 'pg';

export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/**
 * In-memory PGlite by default; with TEST_DATABASE_URL a fresh database on that PostgreSQL
 * server (dropped afterwards), so the same suite proves both dialects.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
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
