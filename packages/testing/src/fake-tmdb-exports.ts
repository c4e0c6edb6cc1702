import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** What the fake export server does with a file instead of serving it whole. */
export type ExportFault =
  | { kind: 'status'; status: number }
  /** Sends half of the gzip file, then closes the connection. */
  | { kind: 'truncate' };

export interface FakeTmdbExports {
  /** The exports' base, as TMDB_EXPORTS_URL takes it. */
  url: string;
  /** File name → its lines (JSON Lines, written as given: a test may put a bad line in). */
  files: Map<string, string[]>;
  /** Faults by file name. */
  faults: Map<string, ExportFault>;
  /** File names asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * TMDb's daily ID export files (https://files.tmdb.org/p/exports/…json.gz) served from memory,
 * gzipped on the fly, with a Content-Length like the real CDN. Unknown files answer 404.
 */
export async function startFakeTmdbExports(): Promise<FakeTmdbExports> {
  const files = new Map<string, string[]>();
  const faults = new Map<string, ExportFault>();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.split('/').pop() ?? '');
    requests.push(name);
    const fault = faults.get(name);
    if (fault?.kind === 'status') {
      res.writeHead(fault.status).end();
      return;
    }
    const lines = files.get(name);
    if (!lines) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    const body = gzipSync(lines.map((line) => `${line}\n`).join(''));
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(body.length) });
    if (fault?.kind === 'truncate') {
      res.write(body.subarray(0, Math.floor(body.length / 2)));
      res.destroy();
      return;
    }
    res.end(body);
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((ready) => server.once('listening', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/p/exports`,
    files,
    faults,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A movie line as TMDb writes it. */
export const exportMovieLine = (id: number, title: string, popularity = 1, adult = false) =>
  JSON.stringify({ adult, id, original_title: title, popularity, video: false });

/** A TV line as TMDb writes it. */
export const exportTvLine = (id: number, name: string, popularity = 1) =>
  JSON.stringify({ id, original_name: name, popularity });
