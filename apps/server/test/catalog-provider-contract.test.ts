// Every CatalogProvider the server can run holds to one contract (packages/testing's
// port-contracts/catalog-provider.ts), over the same titles: the stored catalog (the demo
// catalog, and titles an operator imported), the live TMDb catalog (against the fake TMDb),
// and each behind the in-process memory cache the server puts in front. On PGlite in the unit
// project, on PostgreSQL in the integration project.
import { withCatalogCache } from '@reelatlas/adapters/catalog-cache';
import type { CatalogProvider } from '@reelatlas/core';
import { createDbCatalog, type Database, openDatabase, replaceCatalog } from '@reelatlas/db';
import { createTestDatabase, type FakeTmdb, startFakeTmdb } from '@reelatlas/testing';
import {
  contractTitlesAsStored,
  contractTitlesAsTmdb,
  describeCatalogProvider,
} from '@reelatlas/testing/port-contracts';
import { afterAll } from 'vitest';
import { testClock } from './test-server.ts';
import { testTmdbCatalog } from './tmdb-test-catalog.ts';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function migratedDatabase(): Promise<Database> {
  const testDb = await createTestDatabase();
  const database = await openDatabase(testDb.options);
  await database.migrate();
  closers.push(async () => {
    await database.close();
    await testDb.drop();
  });
  return database;
}

async function storedCatalog(source: 'demo' | 'tmdb'): Promise<CatalogProvider> {
  const database = await migratedDatabase();
  await replaceCatalog(database.db, source, contractTitlesAsStored());
  return createDbCatalog(database.db, source);
}

async function liveCatalog(): Promise<CatalogProvider> {
  const fake: FakeTmdb = await startFakeTmdb(contractTitlesAsTmdb());
  closers.push(() => fake.close());
  return testTmdbCatalog({
    fake,
    database: await migratedDatabase(),
    clock: testClock('2026-11-21T12:00:00Z'),
    onUpstreamError: () => {},
  });
}

const inMemory = (catalog: CatalogProvider) => withCatalogCache(catalog, { ttlMs: 60_000, maxEntries: 100 });

describeCatalogProvider('the demo catalog (stored)', () => storedCatalog('demo'));
describeCatalogProvider('an imported catalog (stored, live data)', () => storedCatalog('tmdb'));
describeCatalogProvider('the live TMDb catalog', liveCatalog);
describeCatalogProvider('the demo catalog behind the memory cache', async () =>
  inMemory(await storedCatalog('demo')),
);
describeCatalogProvider('the live TMDb catalog behind the memory cache', async () =>
  inMemory(await liveCatalog()),
);
