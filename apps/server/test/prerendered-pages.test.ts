import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_META } from '@reelatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

// The web build's output: index.html with an empty #root, and dist/prerendered/ holding the
// markup of the pages it rendered ahead of time plus the manifest naming their paths.
const themeScript = "document.documentElement.classList.toggle('dark', true);";
const indexHtml = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta name="description" content="Default description." />
    <title>Default title</title>
    <script>${themeScript}</script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const homeMarkup = '<main><h1>ReelAtlas</h1><p>Costs $1 &amp; more</p></main>';
const titleMarkup = '<main><div data-testid="title-skeleton"></div></main>';
let server: TestServer;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ra-prerendered-'));
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'prerendered', 'home.html'), homeMarkup);
  writeFileSync(join(dist, 'prerendered', 'title.html'), titleMarkup);
  writeFileSync(
    join(dist, 'prerendered', 'manifest.json'),
    JSON.stringify({ '/': 'home.html', '/movie': 'title.html', '/movieoverlay': 'title.html' }),
  );
  server = await startTestServer({ webDistDir: dist, env: { PUBLIC_URL: 'https://reelatlas.example' } });
});
afterAll(() => server?.stop());

async function get(path: string) {
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];
  return { res, html, root };
}

describe('prerendered pages', () => {
  it('/ and /index.html carry the home markup in #root, with the home head', async () => {
    for (const path of ['/', '/index.html', '/?movie=603']) {
      const { res, html, root } = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // Inserted as is: `$1` and entities are the markup's own, not replacement patterns.
      expect(root).toBe(homeMarkup);
      expect(html).toContain('<title>ReelAtlas');
    }
  });

  it('the title page and its overlay variant carry the title shell', async () => {
    for (const path of ['/movie?id=movie:603', '/movieoverlay?id=tv:1396', '/movie']) {
      const { res, root } = await get(path);
      expect(res.status).toBe(200);
      expect(root).toBe(titleMarkup);
    }
  });

  it('every other page keeps the empty #root, with its own head', async () => {
    const { html, root } = await get('/faq');
    expect(root).toBe('');
    expect(html).toContain(`<title>${PAGE_META['/faq'].title} · ReelAtlas</title>`);
    expect((await get('/no-such-page')).root).toBe('');
  });

  it('the CSP still allows the theme script on a prerendered page', async () => {
    const { res } = await get('/');
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });
});
