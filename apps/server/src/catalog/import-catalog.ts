import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { type CatalogImportLine, catalogImportLineSchema } from '@reelatlas/contracts';
import { type CatalogTitleInput, type Db, upsertCatalogTitles } from '@reelatlas/db';
import type { Logger } from 'pino';
import { removeDemoCatalog } from '../boot/demo-catalog.ts';

export interface ImportProgress {
  bytesRead: number;
  totalBytes: number;
  lines: number;
}

export interface ImportSummary {
  lines: number;
  imported: number;
  availabilityRows: number;
  rejected: { line: number; reason: string }[];
}

export interface ImportOptions {
  now: Date;
  logger: Logger;
  /** Titles written per transaction. */
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
}

function toInput(line: CatalogImportLine): CatalogTitleInput {
  const { names, ...title } = line;
  return {
    ...title,
    fetchedAt: line.fetchedAt ? new Date(line.fetchedAt) : undefined,
    // Without `names` the title's stored names stay (an older file re-imported loses nothing).
    names: names?.map((n) => ({
      kind: 'translation',
      name: n.name,
      language: n.language,
      country: n.country ?? null,
    })),
  };
}

/** Why a line was refused, in one line: the first few problems with their field paths. */
function describeProblems(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'line'}: ${issue.message}`)
    .join('; ');
}

/**
 * Loads titles and availability from a JSON Lines file: each line is validated on its own (a
 * bad line is reported with its number and reason, the rest still load), and valid lines are
 * upserted in batches, so importing the same file twice leaves the same catalog. The demo
 * catalog is removed at the end (imported data is real data): a demo title the file holds is
 * rewritten in place first, so what changed in its availability is recorded (docs/product-rules.md#alerts).
 */
export async function importCatalogFile(
  db: Db,
  path: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const totalBytes = statSync(path).size;
  const batchSize = options.batchSize ?? 500;
  const summary: ImportSummary = { lines: 0, imported: 0, availabilityRows: 0, rejected: [] };
  let bytesRead = 0;
  let batch: CatalogTitleInput[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await upsertCatalogTitles(db, batch, options.now);
    summary.imported += batch.length;
    summary.availabilityRows += batch.reduce((sum, item) => sum + item.availability.length, 0);
    batch = [];
    options.onProgress?.({ bytesRead, totalBytes, lines: summary.lines });
  };

  const stream = createReadStream(path);
  stream.on('data', (chunk) => {
    bytesRead += chunk.length;
  });
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const raw of lines) {
    summary.lines++;
    const text = raw.trim();
    if (!text) continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      summary.rejected.push({ line: summary.lines, reason: `not valid JSON (${(err as Error).message})` });
      continue;
    }
    const parsed = catalogImportLineSchema.safeParse(json);
    if (!parsed.success) {
      summary.rejected.push({ line: summary.lines, reason: describeProblems(parsed.error) });
      continue;
    }
    batch.push(toInput(parsed.data));
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  // Every demo title the file did not rewrite goes now (a failed import above keeps them).
  await removeDemoCatalog(db, options.logger);
  options.onProgress?.({ bytesRead: totalBytes, totalBytes, lines: summary.lines });
  return summary;
}
