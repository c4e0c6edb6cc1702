// `npm run catalog:refresh [-- --limit N]`: re-fetches titles older than TMDB_TITLE_TTL_HOURS
// from TMDb, oldest first, under the same database lock as the server's scheduled refresh.
import { createLiveCatalog } from '../boot/catalog.ts';
import { runCatalogRefresh } from '../boot/catalog-refresh.ts';
import { openCliDatabase, vacuumBeforeClose } from './cli-env.ts';
import { createProgress } from './progress.ts';

const limitAt = process.argv.indexOf('--limit');
const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : 1_000_000;
if (!Number.isInteger(limit) || limit < 1) {
  console.error('Usage: npm run catalog:refresh [-- --limit N]');
  process.exit(1);
}

const { env, logger, database } = await openCliDatabase();
const clock = { now: () => new Date() };
const live = createLiveCatalog(env, database.db, clock, logger);
if (!live) {
  console.error('catalog:refresh needs TMDB_API_TOKEN (the titles are re-fetched from TMDb).');
  await database.close();
  process.exit(1);
}
const progress = createProgress('Refreshing');
try {
  const summary = await runCatalogRefresh({
    database,
    live,
    clock,
    logger,
    batch: limit,
    onProgress: (done, total) => progress.update(done / total, `${done}/${total} titles`),
  });
  progress.done();
  if (!summary) console.log('Another refresh is running (database lock held); nothing done.');
  else
    console.log(
      `Checked ${summary.checked} stale titles: ${summary.updated} updated, ${summary.gone} gone from TMDb, ${summary.failed} failed (still stale).`,
    );
  // Each refreshed title's offers were replaced.
  if (summary?.updated) await vacuumBeforeClose(database);
  process.exitCode = summary?.failed ? 2 : 0;
} finally {
  await database.close();
}
