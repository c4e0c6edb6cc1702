// `npm run catalog:import -- FILE.jsonl`: loads titles and availability from JSON Lines.
// On PGlite, stop the server first: PGlite's data dir must not be opened by two processes.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { importCatalogFile } from '../catalog/import-catalog.ts';
import { failureLine, openCliDatabase, vacuumBeforeClose } from './cli-env.ts';
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
  // A re-import replaces every offer row it holds.
  await vacuumBeforeClose(database);
  process.exitCode = summary.rejected.length ? 2 : 0;
} catch (err) {
  progress.done();
  console.error(`Import failed: ${failureLine(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
