import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const builtApp = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

/**
 * Two versions of the built app, as two deploys leave them: the first a copy of the build, the
 * second the same app with every script and style renamed (as a build with changed sources
 * names its files by their new contents) and its worker and index.html changed to match. The
 * first version's files are not in the second: a page that asks the server for one gets a 404.
 */
export function twoBuilds(): { first: string; second: string; renamed: Map<string, string> } {
  if (!existsSync(join(builtApp, 'sw.js'))) throw new Error('build the app first (npm run build)');
  const first = mkdtempSync(join(tmpdir(), 'ra-build-1-'));
  const second = mkdtempSync(join(tmpdir(), 'ra-build-2-'));
  cpSync(builtApp, first, { recursive: true });
  cpSync(builtApp, second, { recursive: true });
  const assets = join(second, 'assets');
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const next = name.replace(/\.(js|css)$/, 'v2.$1');
    renamed.set(name, next);
  }
  const rewrite = (text: string) => {
    let out = text;
    // Every reference is a path: `/name`, `./name` or `assets/name`; a slash always comes first.
    for (const [from, to] of renamed) out = out.split(`/${from}`).join(`/${to}`);
    return out;
  };
  for (const [from, to] of renamed) {
    writeFileSync(join(assets, to), rewrite(readFileSync(join(assets, from), 'utf8')));
    // The old name is gone from the new deploy.
    rmSync(join(assets, from));
  }
  for (const file of ['index.html', 'sw.js', 'first-views.json']) {
    const path = join(second, file);
    if (existsSync(path)) writeFileSync(path, rewrite(readFileSync(path, 'utf8')));
  }
  // index.html changed, so its precache revision does too (Workbox keeps an entry by revision).
  const sw = join(second, 'sw.js');
  writeFileSync(
    sw,
    readFileSync(sw, 'utf8').replace(
      /(url:"index\.html",revision:")[0-9a-f]+"/,
      (_all, start: string) => `${start}${'2'.repeat(32)}"`,
    ),
  );
  return { first, second, renamed };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * Serves one build at a time, as a deploy swaps them: the files of `current()`, index.html for
 * any other page, and /api passed to the suite's server (so the app works as usual).
 */
export async function deployServer(
  current: () => string,
  apiOrigin: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const api = new URL(apiOrigin);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname.startsWith('/api/') || url.pathname === '/healthz') {
      const upstream = request(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const root = current();
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    const isFile = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    if (!isFile && /\.[a-z0-9]+$/i.test(path)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('gone');
      return;
    }
    const served = isFile ? file : join(root, 'index.html');
    res.writeHead(200, {
      'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
      'cache-control': served.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(readFileSync(served));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
