// `npm run catalog:sync-ids [-- --date YYYY-MM-DD]`: fills the local title index from TMDb's
// daily ID exports (TMDB_EXPORTS_URL), under the same database lock as the server's daily job.
// On PGlite, stop the server first: PGlite's data dir must not be opened by two processes.
import { parseArgs } from 'node:util';
import { removeDemoCatalog } from '../boot/demo-catalog.ts';
import { runTitleIndexSync } from '../boot/title-index-sync.ts';
import { failureLine, openCliDatabase } from './cli-env.ts';
import { createProgress } from './progress.ts';

const { values } = parseArgs({ options: { date: { type: 'string' } } });
const day = values.date ? new Date(`${values.date}T00:00:00Z`) : undefined;
if (day && (Number.isNaN(day.getTime()) || !/^\d{4}-\d{2}-\d{2}$/.test(values.date ?? ''))) {
  console.error('Usage: npm run catalog:sync-ids [-- --date YYYY-MM-DD]');
  process.exit(1);
}

const { env, logger, database } = await openCliDatabase();
if (!env.TMDB_API_TOKEN) {
  console.error('catalog:sync-ids needs TMDB_API_TOKEN: the title index serves the live (TMDb) catalog.');
  await database.close();
  process.exit(1);
}
const started = Date.now();
const bars = {
  download: createProgress('Downloading'),
  index: createProgress('Indexing'),
};
// The bar being drawn (a callback sets it, so it is kept in an object TypeScript does not narrow).
const current: { stage: keyof typeof bars | null } = { stage: null };
const finishBar = () => current.stage && bars[current.stage].done();
try {
  await removeDemoCatalog(database.db, logger);
  const summary = await runTitleIndexSync({
    database,
    env,
    clock: { now: () => new Date() },
    day,
    onProgress: (p) => {
      if (current.stage !== p.stage) finishBar();
      current.stage = p.stage;
      const what =
        p.stage === 'download' ? `${(p.done / 1e6).toFixed(1)} MB` : `${p.done.toLocaleString('en')} lines`;
      bars[p.stage].update(p.total ? p.done / p.total : 0, `${p.kind} ${what}`);
    },
  });
  finishBar();
  if (!summary) {
    console.log('Another refresh or sync is running (database lock held); nothing done.');
  } else {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Synced the title index from TMDb's exports of ${summary.day}: ${summary.lines.movie.toLocaleString('en')} movie and ${summary.lines.tv.toLocaleString('en')} TV lines, ${summary.written.toLocaleString('en')} titles written, ${summary.removed.toLocaleString('en')} removed, in ${seconds} s.`,
    );
    if (summary.badLines) {
      console.log(`Skipped ${summary.badLines.toLocaleString('en')} bad lines:`);
      for (const bad of summary.examples) console.log(`  ${bad.kind} line ${bad.line}: ${bad.reason}`);
    }
    for (const kept of summary.keptAbsent)
      console.log(
        `The ${kept.kind} export lacks ${kept.absent.toLocaleString('en')} of the ${kept.indexed.toLocaleString('en')} indexed ids: too many for one day, so the export looks short; none were removed.`,
      );
    process.exitCode = summary.badLines || summary.keptAbsent.length ? 2 : 0;
  }
} catch (err) {
  finishBar();
  console.error(`Sync failed, the previous index stays in place: ${failureLine(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
