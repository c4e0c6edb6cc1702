import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CatalogTitleInput, replaceCatalog } from '@reelatlas/db';
import { fixtureTitles } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

// The built index.html's shape: one #root, one entry script.
const indexHtml = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description." />
    <title>Default title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

// Catalog text is community-edited (TMDb) or imported: String.replace would expand these
// patterns in a replacement string into the matched text and the template before and after it.
const title = "Cash $` Flow $& and $' more $$ $1";
const description = "Everything before: $`. Everything after: $'. The match: $&.";
const hostile: CatalogTitleInput = {
  type: 'movie',
  id: 990_001,
  title,
  year: 2001,
  rating: 7,
  votes: 100,
  popularity: 1,
  description,
  thumbnail: null,
  trailerUrl: null,
  seasons: null,
  availability: [{ country: 'SE', provider: 'Netflix', offerType: 'subscription', link: null, price: null }],
};

let server: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ra-dist-dollar-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  server = await startTestServer({
    webDistDir: dist,
    seedCatalog: (db) => replaceCatalog(db, 'demo', [...fixtureTitles, hostile]),
  });
});
afterAll(() => server?.stop());

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe("a title whose text holds $` $& $' (replacement patterns)", () => {
  it('is served as one page: one #root, one entry script, one head, the text literally', async () => {
    for (const path of ['/movie?id=movie:990001', '/movieoverlay?id=movie:990001']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html.match(/id="root"/g)).toHaveLength(1);
      expect(html.match(/<script type="module"[^>]*src="\/assets\/index-abc\.js"/g)).toHaveLength(1);
      expect(html.match(/<html\b/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).not.toContain('Default title');

      const titleText = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(titleText).toBe(`Where to stream ${title} (2001) · ReelAtlas`);
      const ogDescription = decode(/<meta property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? '');
      expect(ogDescription).toContain(description);
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
      ) as { name?: string; description?: string };
      expect(jsonLd.name).toBe(title);
      expect(jsonLd.description).toBe(description);
    }
  });
});
