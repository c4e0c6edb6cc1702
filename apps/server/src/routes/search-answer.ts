import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { AvailabilityChange, Quota, TitleDetails, TitleInLanguageAnswer } from '@reelatlas/contracts';

/**
 * A search answer is a title's details (tens of KB with every country's offers, the same for
 * every visitor while the title is cached) plus the caller's quota (a hundred bytes). The big
 * part is serialised — and compressed — once per cached title; each request only adds its own
 * part: its quota and the title's recent changes (a few hundred bytes at most, and only for this
 * caller, who just searched the title — so they are never in the shared part).
 *
 * The gzip answer is spliced, as pigz does: the title part is compressed once as raw deflate
 * ending in a full flush (byte-aligned, nothing referenced across it), the quota part is
 * compressed on its own (quota and changes) as the final block, and the gzip trailer's CRC-32 continues the title
 * part's. The result is one ordinary gzip member any decoder reads.
 */
interface EncodedAnswer {
  /** The JSON without its closing brace. */
  head: Buffer;
  /** gzip header + raw deflate of `head`, full-flushed. */
  gzipHead: Buffer;
  crc: number;
}

const encoded = new WeakMap<TitleDetails, EncodedAnswer>();

// Fixed header: magic, deflate, no flags, no mtime, no extra flags, OS unknown (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

function encode(answer: TitleDetails): EncodedAnswer {
  const known = encoded.get(answer);
  if (known) return known;
  const json = JSON.stringify(answer);
  const head = Buffer.from(json.slice(0, -1));
  const deflated = deflateRawSync(head, { finishFlush: constants.Z_FULL_FLUSH });
  const result = { head, gzipHead: Buffer.concat([GZIP_HEADER, deflated]), crc: crc32(head) };
  encoded.set(answer, result);
  return result;
}

/** Whether the client takes gzip (and did not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The answer's bytes: `{...answer, quota, changes, named}` as JSON, gzipped when `gzip`. */
export function searchAnswerBody(
  answer: TitleDetails,
  own: { quota: Quota; changes?: AvailabilityChange[]; named?: TitleInLanguageAnswer },
  gzip: boolean,
): Uint8Array<ArrayBuffer> {
  const { head, gzipHead, crc } = encode(answer);
  // The answer has fields, so its JSON ends in a value and goes on with a comma.
  const changes = own.changes ? `,"changes":${JSON.stringify(own.changes)}` : '';
  const named = own.named ? `,"named":${JSON.stringify(own.named)}` : '';
  const tail = Buffer.from(`,"quota":${JSON.stringify(own.quota)}${changes}${named}}`);
  // Buffer.concat allocates a fresh (never shared) ArrayBuffer.
  if (!gzip) return Buffer.concat([head, tail]) as Uint8Array<ArrayBuffer>;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, crc), 0);
  trailer.writeUInt32LE((head.length + tail.length) >>> 0, 4);
  return Buffer.concat([gzipHead, deflateRawSync(tail), trailer]) as Uint8Array<ArrayBuffer>;
}
