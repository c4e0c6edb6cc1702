// `npm run catalog:import -- FILE.jsonl`: loads titles and availability from JSON Lines.
// On PGlite, stop the server first: PGlite's data dir must not be opened by two processes.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { vacuumDueTables } from '@reelatlas/db';
import { importCatalogFile } from '../catalog/import-catalog.ts';
import { openCliDatabase } from './cli-env.ts';
import { createProgress } from './progress.ts';

const MAX_LISTED = 50;

const arg = process.argv[2];
if (!arg) {
  console.error('Usage: npm run catalog:import -- FILE.jsonl');
  process.exit(1);
}
// npm runs scripts from the project root; a relative path means the caller's directory.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(1);
}

const { logger, database } = await openCliDatabase();
const progress = createProgress('Importing');
try {
  const summary = await importCatalogFile(database.db, file, {
    now: new Date(),
    logger,
    onProgress: (p) =>
      progress.update(p.totalBytes ? p.bytesRead / p.totalBytes : 1, `${p.lines.toLocaleString('en')} lines`),
  });
  progress.done();
  console.log(
    `Imported ${summary.imported.toLocaleString('en')} titles with ${summary.availabilityRows.toLocaleString('en')} availability rows from ${summary.lines.toLocaleString('en')} lines.`,
  );
  if (summary.rejected.length) {
    console.log(`Rejected ${summary.rejected.length.toLocaleString('en')} lines:`);
    for (const { line, reason } of summary.rejected.slice(0, MAX_LISTED))
      console.log(`  line ${line}: ${reason}`);
    if (summary.rejected.length > MAX_LISTED)
      console.log(`  … and ${(summary.rejected.length - MAX_LISTED).toLocaleString('en')} more`);
  }
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum, and forgets what changed when it closes: a re-import leaves every
    // availability row it replaced behind, so the tables it wrote are vacuumed now, all of them.
    const started = performance.now();
    try {
      const done = await vacuumDueTables(database.db, { sweepUpTo: Number.MAX_SAFE_INTEGER });
      console.log(
        `Vacuumed ${done.length} tables in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    } catch (err) {
      // The import itself is done and kept; the server's next rounds vacuum what is left.
      console.error(`Vacuuming after the import failed: ${(err as Error).message}`);
    }
  }
  process.exitCode = summary.rejected.length ? 2 : 0;
} catch (err) {
  progress.done();
  console.error(`Import failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
