import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import type { TitleIndexEntry } from '@reelatlas/core';
import { z } from 'zod';

/** TMDb's daily ID exports: one file per kind and day (developer.themoviedb.org "Daily ID Exports"). */
export const EXPORT_KINDS = [
  { type: 'movie', file: 'movie_ids', titleField: 'original_title' },
  { type: 'tv', file: 'tv_series_ids', titleField: 'original_name' },
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Why an export could not be used; nothing has been written when it is thrown. */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ExportError';
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** `movie_ids_11_23_2026.json.gz` for 2026-11-23 (the date is read in UTC). */
export function exportFileName(kind: ExportKind, day: Date): string {
  return `${kind.file}_${two(day.getUTCMonth() + 1)}_${two(day.getUTCDate())}_${day.getUTCFullYear()}.json.gz`;
}

/**
 * Downloads one export into `path` (nothing is read from it until it is complete), then checks
 * that it unzips to the end and counts its lines. A failed or truncated download throws.
 */
export async function downloadExport(options: {
  url: string;
  path: string;
  fetch?: typeof fetch;
  timeoutMs: number;
  onBytes?: (received: number, total: number | null) => void;
}): Promise<{ bytes: number; lines: number }> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(options.url, {
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    throw new ExportError(`downloading ${options.url} failed: ${(err as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new ExportError(`downloading ${options.url} failed: HTTP ${response.status}`, response.status);
  }
  const total = Number(response.headers.get('content-length')) || null;
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      options.onBytes?.(received, total);
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      counter,
      createWriteStream(options.path),
    );
  } catch (err) {
    throw new ExportError(`downloading ${options.url} broke off: ${(err as Error).message}`);
  }
  let lines = 0;
  try {
    for await (const _ of readLines(options.path)) lines++;
  } catch (err) {
    throw new ExportError(`${options.url} is not a complete gzip file: ${(err as Error).message}`);
  }
  return { bytes: received, lines };
}

function readLines(path: string): AsyncIterable<string> {
  return createInterface({
    input: createReadStream(path).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
}

const movieLine = z.object({
  id: z.number().int().positive(),
  original_title: z.string(),
  popularity: z.number().finite().nonnegative().optional(),
  adult: z.boolean().optional(),
});
const tvLine = z.object({
  id: z.number().int().positive(),
  original_name: z.string(),
  popularity: z.number().finite().nonnegative().optional(),
  adult: z.boolean().optional(),
});

export type ExportLine =
  | { ok: true; entry: TitleIndexEntry }
  | { ok: false; line: number; reason: string }
  /** A valid line without a title: nothing to index. */
  | { ok: 'skip' };

/** The lines of a downloaded export, each checked on its own: a bad line never stops the rest. */
export async function* readExport(path: string, kind: ExportKind): AsyncGenerator<ExportLine> {
  const schema = kind.type === 'movie' ? movieLine : tvLine;
  let number = 0;
  for await (const text of readLines(path)) {
    number++;
    if (!text.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      yield { ok: false, line: number, reason: 'not JSON' };
      continue;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      yield { ok: false, line: number, reason: `${issue?.path.join('.') || 'line'}: ${issue?.message}` };
      continue;
    }
    const line = parsed.data;
    const title = ('original_title' in line ? line.original_title : line.original_name).trim();
    if (!title) {
      yield { ok: 'skip' };
      continue;
    }
    yield {
      ok: true,
      entry: {
        type: kind.type,
        id: line.id,
        title,
        popularity: line.popularity ?? 0,
        adult: line.adult ?? false,
      },
    };
  }
}
