// `npm run catalog:sync-names [-- --limit N]`: fetches every name of the titles known only from
// TMDb's exports, most popular first, from TMDb budget searches leave unused; resumable (the
// cursor is in the database). On PGlite, stop the server first.
import { runNamesCrawl } from '../boot/names-crawl.ts';
import { openCliDatabase, vacuumBeforeClose } from './cli-env.ts';
import { createProgress } from './progress.ts';

const limitAt = process.argv.indexOf('--limit');
const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : 1_000_000_000;
if (!Number.isInteger(limit) || limit < 1) {
  console.error('Usage: npm run catalog:sync-names [-- --limit N]');
  process.exit(1);
}

const { env, database } = await openCliDatabase();
if (!env.TMDB_API_TOKEN) {
  console.error('catalog:sync-names needs TMDB_API_TOKEN (the names come from TMDb).');
  await database.close();
  process.exit(1);
}
const progress = createProgress('Fetching names');
try {
  const summary = await runNamesCrawl({
    database,
    env,
    clock: { now: () => new Date() },
    limit,
    onProgress: (done) => progress.update(Math.min(1, done / limit), `${done.toLocaleString('en')} titles`),
  });
  progress.done();
  if (!summary) console.log('Another names crawl is running (database lock held); nothing done.');
  else {
    console.log(
      `Fetched the names of ${summary.fetched.toLocaleString('en')} titles (${summary.gone} gone from TMDb, ${summary.skipped} skipped).`,
    );
    if (summary.stoppedOnFailure)
      console.log('Stopped on a title TMDb kept failing; the next run starts with it again.');
  }
  if (summary?.fetched) await vacuumBeforeClose(database);
  process.exitCode = summary?.stoppedOnFailure ? 2 : 0;
} finally {
  await database.close();
}
