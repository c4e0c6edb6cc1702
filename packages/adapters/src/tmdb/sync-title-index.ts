import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TitleIndexEntry, TitleIndexStore } from '@reelatlas/core';
import {
  downloadExport,
  EXPORT_KINDS,
  ExportError,
  type ExportKind,
  exportFileName,
  readExport,
} from './id-export.ts';

export interface TitleIndexSyncOptions {
  /** e.g. https://files.tmdb.org/p/exports */
  baseUrl: string;
  store: TitleIndexStore;
  /** The export of this UTC day is read; if it is not published (404), the day before. */
  day: Date;
  fetch?: typeof fetch;
  /** Per file download. */
  timeoutMs?: number;
  /** Rows per statement. */
  batchSize?: number;
  onProgress?: (progress: TitleIndexSyncProgress) => void;
  signal?: AbortSignal;
}

export interface TitleIndexSyncProgress {
  stage: 'download' | 'index';
  kind: 'movie' | 'tv';
  done: number;
  total: number | null;
}

export interface TitleIndexSyncSummary {
  /** The UTC day (YYYY-MM-DD) of the exports read. */
  day: string;
  lines: { movie: number; tv: number };
  written: number;
  removed: number;
  skipped: number;
  badLines: number;
  /** The first few bad lines, for the report. */
  examples: { kind: 'movie' | 'tv'; line: number; reason: string }[];
  /**
   * Kinds whose export lacked more ids than a day's churn (a short or cut export): their absent
   * ids were kept, not removed. `absent` of `indexed` export-only rows.
   */
  keptAbsent: { kind: 'movie' | 'tv'; absent: number; indexed: number }[];
  /** A first load into an empty index, its indexes built once at the end. */
  bulk: boolean;
}

const DAY_MS = 86_400_000;
const MAX_EXAMPLES = 20;
/**
 * A day's export drops a small share of ids (TMDb deletes a few hundred to a few thousand titles
 * a day, of ~1.2 million). When more than this share of a kind's indexed ids (and more than
 * REMOVAL_FLOOR) are missing, the file is taken to be short — cut off upstream yet valid gzip,
 * or a bad day at TMDb — and nothing is removed: a mass removal would empty autocomplete, and
 * the next good export removes what really left.
 */
const MAX_REMOVED_SHARE = 0.05;
/** Removals up to this many ids are always made, whatever the share (a small index). */
const REMOVAL_FLOOR = 1_000;

/** The export day to read at `now`: TMDb publishes by 08:00 UTC, so before that, yesterday's. */
export function exportDayAt(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return now.getUTCHours() >= 8 ? day : new Date(day.getTime() - DAY_MS);
}

/** Ids seen in an export: a bit per id (TMDb's ids are dense, below a few million). */
class IdSet {
  private bits = new Uint8Array(1 << 18);
  add(id: number) {
    if (id >> 3 >= this.bits.length) {
      const grown = new Uint8Array(Math.max(this.bits.length * 2, (id >> 3) + 1));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[id >> 3] = (this.bits[id >> 3] ?? 0) | (1 << (id & 7));
  }
  has(id: number) {
    return ((this.bits[id >> 3] ?? 0) & (1 << (id & 7))) !== 0;
  }
}

/**
 * Brings the local title index up to TMDb's daily ID exports (docs/catalog.md#title-index): both files are
 * downloaded and checked first, so a failed download changes nothing; then every line is
 * upserted in batches (a bad line is counted and skipped), and only after a whole file was
 * read are the ids that left it removed — unless so many left that the file looks short.
 */
export async function syncTitleIndex(options: TitleIndexSyncOptions): Promise<TitleIndexSyncSummary> {
  const dir = await mkdtemp(join(tmpdir(), 'reelatlas-exports-'));
  try {
    const { day, files } = await downloadBoth(options, dir);
    const summary: TitleIndexSyncSummary = {
      day: day.toISOString().slice(0, 10),
      lines: { movie: files[0]?.lines ?? 0, tv: files[1]?.lines ?? 0 },
      written: 0,
      removed: 0,
      skipped: 0,
      badLines: 0,
      examples: [],
      keptAbsent: [],
      bulk: false,
    };
    summary.bulk = (await options.store.begin()).bulk;
    try {
      for (const [index, kind] of EXPORT_KINDS.entries()) {
        const file = files[index] as { path: string; lines: number };
        await indexFile(options, kind, file, summary);
      }
    } finally {
      await options.store.finish();
    }
    return summary;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function downloadBoth(options: TitleIndexSyncOptions, dir: string) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const attempt = async (day: Date) =>
    Promise.all(
      EXPORT_KINDS.map(async (kind) => {
        const path = join(dir, exportFileName(kind, day));
        const { lines } = await downloadExport({
          url: `${base}/${exportFileName(kind, day)}`,
          path,
          fetch: options.fetch,
          timeoutMs: options.timeoutMs ?? 10 * 60_000,
          onBytes: (done, total) => options.onProgress?.({ stage: 'download', kind: kind.type, done, total }),
        });
        return { path, lines };
      }),
    );
  try {
    return { day: options.day, files: await attempt(options.day) };
  } catch (err) {
    // Not published yet (TMDb is late some days): the previous day's files are kept 3 months.
    if (!(err instanceof ExportError && err.status === 404)) throw err;
    const before = new Date(options.day.getTime() - DAY_MS);
    return { day: before, files: await attempt(before) };
  }
}

async function indexFile(
  options: TitleIndexSyncOptions,
  kind: ExportKind,
  file: { path: string; lines: number },
  summary: TitleIndexSyncSummary,
) {
  const batchSize = options.batchSize ?? 5000;
  const seen = new IdSet();
  let batch: TitleIndexEntry[] = [];
  let done = 0;
  const flush = async () => {
    if (!batch.length) return;
    summary.written += (await options.store.upsert(batch)).written;
    batch = [];
    options.onProgress?.({ stage: 'index', kind: kind.type, done, total: file.lines });
  };
  for await (const line of readExport(file.path, kind)) {
    if (options.signal?.aborted) throw new Error('the title index sync was stopped');
    done++;
    if (line.ok === 'skip') summary.skipped++;
    else if (!line.ok) {
      summary.badLines++;
      if (summary.examples.length < MAX_EXAMPLES)
        summary.examples.push({ kind: kind.type, line: line.line, reason: line.reason });
    } else {
      seen.add(line.entry.id);
      batch.push(line.entry);
      if (batch.length >= batchSize) await flush();
    }
  }
  await flush();
  const { indexed, absent } = await options.store.absentIds(kind.type, (id) => seen.has(id));
  if (absent.length > Math.max(REMOVAL_FLOOR, indexed * MAX_REMOVED_SHARE))
    summary.keptAbsent.push({ kind: kind.type, absent: absent.length, indexed });
  else summary.removed += await options.store.remove(kind.type, absent);
}
