// Each language's page carries its own pre-rendered first view (the data block the page paints
// before the app loads), from the build's first-views.json; anything odd keeps English's block.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_VIEWS_FILE, firstViewsBlock, firstViewsJson } from '@reelatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstViewTemplates } from '../src/routes/first-view-pages.ts';
import { inlineScriptHashes } from '../src/routes/web.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const views = (words: string) => ({ home: `<main><p>${words}</p></main>`, title: {} });
const english = firstViewsJson(views('Find where to stream'));
const indexHtml = `<!doctype html>
<html lang="en" class="dark">
  <head><meta charset="UTF-8" /><title>Default title</title></head>
  <body><div id="root"></div>
    ${firstViewsBlock('en', english)}
    <script>boot()</script>
  </body>
</html>`;

function dist(file: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'ra-first-views-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  if (file !== undefined)
    writeFileSync(join(dir, FIRST_VIEWS_FILE), typeof file === 'string' ? file : JSON.stringify(file));
  return dir;
}

/** The first views block's language and JSON in a page. */
function block(html: string) {
  const match =
    /<script type="application\/json" id="first-views" data-lang="([^"]+)">([^<]*)<\/script>/.exec(html);
  return match ? { lang: match[1], json: match[2] } : null;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    webDistDir: dist({
      en: english,
      de: firstViewsJson(views('Finde, wo du streamen kannst')),
      ar: firstViewsJson(views('ابحث <b>هنا</b>')),
    }),
  });
});
afterAll(() => server?.stop());

describe("each language's first view", () => {
  it('serves /de/ and /de/movie with the German block, / with the English one', async () => {
    for (const path of ['/de/', '/de/movie?id=movie:603']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(block(html)).toEqual({
        lang: 'de',
        json: firstViewsJson(views('Finde, wo du streamen kannst')),
      });
      expect(html).toContain('lang="de"');
    }
    expect(block(await (await fetch(`${server.url}/`)).text())).toEqual({ lang: 'en', json: english });
  });

  it("keeps markup in a language's views as JSON text: nothing can leave the data block", async () => {
    const html = await (await fetch(`${server.url}/ar/`)).text();
    expect(block(html)?.lang).toBe('ar');
    expect(html).not.toContain('<b>');
    expect(JSON.parse(block(html)?.json ?? '').home).toContain('<b>هنا</b>');
  });

  it('a language the file lacks keeps the English block (the page then paints nothing before the app)', async () => {
    expect(block(await (await fetch(`${server.url}/ja/`)).text())?.lang).toBe('en');
  });

  it('leaves the inline scripts, and so the CSP hashes, the same in every language', async () => {
    const de = await (await fetch(`${server.url}/de/`)).text();
    const en = await (await fetch(`${server.url}/`)).text();
    expect(inlineScriptHashes(de)).toEqual(inlineScriptHashes(en));
    expect(inlineScriptHashes(de)).toHaveLength(1);
  });
});

describe('a first-views file that is not what the build wrote', () => {
  const german = (file: unknown) => block(firstViewTemplates(dist(file), indexHtml)('de'));

  it('is ignored when missing, unreadable, or not an object', () => {
    expect(german(undefined)?.lang).toBe('en');
    expect(german('{not json')?.lang).toBe('en');
    expect(german('"de"')?.lang).toBe('en');
    expect(german(null)?.lang).toBe('en');
  });

  it('ignores a language whose text could close its script, and unknown languages', () => {
    expect(german({ de: '"</script><script>alert(1)</script>"' })?.lang).toBe('en');
    const template = firstViewTemplates(dist({ xx: english, __proto__: english }), indexHtml);
    expect(block(template('de'))?.lang).toBe('en');
  });

  it('replaces a text holding $& or $1 as it is', () => {
    expect(german({ de: '"$& $1 $`"' })?.json).toBe('"$& $1 $`"');
  });
});
