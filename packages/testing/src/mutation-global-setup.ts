import pg from 'pg';

/**
 * Global setup of the mutation runs (the root vitest.mutation.config.ts), once per Stryker worker: one
 * PostgreSQL database that every test file of every mutant run reuses, emptied
 * (TEST_DATABASE_REUSE, see createTestDatabase), dropped when the worker
 * ends. Without TEST_DATABASE_URL the tests fall back to in-memory PGlite, several times slower.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  // One name per Stryker worker: a run that was stopped before its teardown leaves at most one
  // database per worker, which the next run replaces. The name carries TEST_DATABASE_URL's own
  // database, so runs given different ones (two checkouts on one server) never drop each other's.
  const base = new URL(serverUrl).pathname
    .slice(1)
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase();
  const name = `reelatlas_mutation_${base}_w${Number(process.env.STRYKER_MUTATOR_WORKER ?? 0)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_REUSE = url.toString();
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
