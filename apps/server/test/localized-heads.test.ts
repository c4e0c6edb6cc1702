// The served head speaks the path's language (docs/architecture.md#languages): titles,
// descriptions, link previews and structured data, as crawlers that run no JavaScript read them.
// English paths keep the product's exact texts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_META, proProductJsonLd } from '@reelatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="description" content="Default." /><title>Default</title></head>
  <body><div id="root"></div></body>
</html>`;
const site = 'https://reelatlas.example';
let server: TestServer;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ra-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  server = await startTestServer({ webDistDir: dist, env: { PUBLIC_URL: site } });
});
afterAll(() => server?.stop());

const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<');

async function head(path: string) {
  const html = await (await fetch(`${server.url}${path}`, { redirect: 'manual' })).text();
  const part = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: string) => {
    const found = new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(part)?.[1];
    return found === undefined ? null : decode(found);
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(part)?.[1] ?? ''),
    description: meta('description'),
    ogTitle: meta('og:title'),
    jsonLd: [...part.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
    ),
  };
}

describe('the served head in the path’s language', () => {
  it('names and describes a page in German, English staying the product’s text', async () => {
    const de = await head('/de/faq');
    expect(de.title).toBe('Häufige Fragen · ReelAtlas');
    expect(de.description).toMatch(/^Antworten zu Tageslimits/);
    expect(de.ogTitle).toBe('Häufige Fragen · ReelAtlas');
    const en = await head('/faq');
    expect(en.title).toBe(`${PAGE_META['/faq'].title} · ReelAtlas`);
    expect(en.description).toBe(PAGE_META['/faq'].description);
  });

  it('fills in the plan figures, and gives the Pro product data the language and its address', async () => {
    const ja = await head('/ja/premium');
    expect(ja.title).toBe('プレミアム · ReelAtlas');
    expect(ja.description).toContain('1日 2 回の無料検索');
    const product = ja.jsonLd.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      url: `${site}/ja/premium`,
      offers: { url: `${site}/ja/premium`, price: '2.99' },
    });
    expect(String(product?.description)).toContain('7 日間無料');
    const en = await head('/premium');
    expect(en.jsonLd).toEqual([proProductJsonLd(site)]);
  });

  it('writes the Pro price as each language writes dollars', async () => {
    // Intl puts a no-break space between the amount and the sign where the language wants one.
    expect((await head('/de/premium')).description).toMatch(/mit Pro für 1,00\s\$ im Monat/);
    expect((await head('/ja/premium')).description).toContain('月額 $1.00 で無制限');
    expect((await head('/pt-BR/premium')).description).toMatch(/por US\$\s1,00 por mês/);
    expect((await head('/premium')).description).toContain('with Pro for $1.00 a month');
  });

  it('titles a title page in Arabic, with its structured data under /ar/', async () => {
    const ar = await head('/ar/movie?id=movie:603');
    expect(ar.title).toBe('أين تشاهد The Matrix (1999) · ReelAtlas');
    expect(ar.description).toMatch(/^أين تشاهد The Matrix \(1999\): /);
    expect(ar.jsonLd[0]).toMatchObject({
      '@type': 'Movie',
      name: 'The Matrix',
      url: `${site}/ar/movie?id=movie:603`,
    });
    const en = await head('/movie?id=movie:603');
    expect(en.title).toBe('Where to stream The Matrix (1999) · ReelAtlas');
  });

  it('says "page not found" in the language', async () => {
    expect((await head('/ko/no-such-page')).title).toBe('페이지를 찾을 수 없습니다 · ReelAtlas');
    expect((await head('/no-such-page')).title).toBe('Page not found · ReelAtlas');
  });
});
