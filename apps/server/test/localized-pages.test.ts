// Each language's pages, as a crawler and a first visit get them: the prefixed paths with their
// `<html lang dir>` and canonical address, the `hreflang` alternates in every head, the choice of
// a stored language or the browser's on English paths, and hostile language input ignored.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES } from '@reelatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

const indexHtml = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description." />
    <title>Default title</title>
  </head>
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

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? null;
  return { res, html, htmlTag, alternates, canonical };
}

describe('a language prefix', () => {
  it('serves /de/ in German: lang, ltr, its own canonical address, every alternate and x-default', async () => {
    const { res, htmlTag, alternates, canonical } = await get('/de/');
    expect(res.status).toBe(200);
    expect(htmlTag).toContain('lang="de"');
    expect(htmlTag).toContain('dir="ltr"');
    expect(canonical).toBe(`${site}/de/`);
    expect(Object.keys(alternates).sort()).toEqual([...LOCALES.map((l) => l.code), 'x-default'].sort());
    expect(alternates.en).toBe(`${site}/`);
    expect(alternates['x-default']).toBe(`${site}/`);
    expect(alternates.ar).toBe(`${site}/ar/`);
    expect(alternates['pt-BR']).toBe(`${site}/pt-BR/`);
  });

  it('serves an Arabic title page right to left, its alternates keeping the title', async () => {
    const { res, htmlTag, alternates } = await get('/ar/movie?id=movie:603');
    expect(res.status).toBe(200);
    expect(htmlTag).toContain('lang="ar"');
    expect(htmlTag).toContain('dir="rtl"');
    // With the catalog's facts the alternates name the title; without, the page's path.
    expect(alternates.ja).toMatch(new RegExp(`^${site}/ja/movie`));
    expect(alternates['x-default']).toMatch(new RegExp(`^${site}/movie`));
  });

  it('serves every language of a content page; English keeps its path and gets the same alternates', async () => {
    for (const { code, dir } of LOCALES) {
      const path = code === 'en' ? '/faq' : `/${code}/faq`;
      const { res, htmlTag, canonical, alternates } = await get(path);
      expect(res.status, path).toBe(200);
      expect(htmlTag, path).toContain(`lang="${code}" dir="${dir}"`);
      expect(canonical, path).toBe(`${site}${path}`);
      expect(alternates.fr, path).toBe(`${site}/fr/faq`);
      expect(alternates['x-default'], path).toBe(`${site}/faq`);
    }
  });

  it('answers an unknown page under a prefix with 404, in that language, never echoing the path', async () => {
    const { res, htmlTag, html } = await get('/de/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.status).toBe(404);
    expect(htmlTag).toContain('lang="de"');
    expect(html).not.toContain('<script>alert');
  });

  it('treats an unknown or hostile prefix as an unknown English page', async () => {
    for (const path of ['/xx/', '/en/faq', '/de-XX/faq', '/%22%3E%3Cb%3E/faq']) {
      const { res, htmlTag, html } = await get(path);
      expect(res.status, path).toBe(404);
      expect(htmlTag, path).toContain('lang="en"');
      expect(html, path).not.toContain('"><b>');
    }
  });
});

describe('the language of an English path', () => {
  it('sends a first visit whose browser asks for German to the German page, query kept', async () => {
    const { res } = await get('/movie?id=movie:603', { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/de/movie?id=movie:603');
    expect(res.headers.get('vary')).toContain('Accept-Language');
  });

  it('follows the stored choice before the browser, English included', async () => {
    const toJapanese = await get('/faq', { Cookie: 'lang=ja', 'Accept-Language': 'de' });
    expect(toJapanese.res.headers.get('location')).toBe('/ja/faq');
    const english = await get('/faq', { Cookie: 'lang=en', 'Accept-Language': 'de' });
    expect(english.res.status).toBe(200);
    expect(english.htmlTag).toContain('lang="en"');
  });

  it('ignores a hostile cookie or a 10 KB Accept-Language: English, no error, nothing reflected', async () => {
    const hostile: Record<string, string>[] = [
      { Cookie: 'lang="><script>alert(1)</script>' },
      { Cookie: `lang=${'de'.repeat(2_000)}` },
      { 'Accept-Language': `${'<b>x</b>;q=0.9,'.repeat(700)}`.slice(0, 10_240) },
      { 'Accept-Language': 'zz-ZZ,<svg onload=alert(1)>' },
    ];
    for (const headers of hostile) {
      const { res, html, htmlTag } = await get('/', headers);
      expect(res.status).toBe(200);
      expect(htmlTag).toContain('lang="en"');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<b>x</b>');
      expect(html).not.toContain('<svg');
    }
  });
});

describe('sitemap.xml', () => {
  it('lists every public page in every language, each with its alternates', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const { code } of LOCALES) {
      const prefix = code === 'en' ? '' : `/${code}`;
      expect(locs).toContain(`${site}${prefix}/faq`);
      expect(locs).toContain(code === 'en' ? `${site}/` : `${site}/${code}/`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${site}/ar/faq"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/faq"/>`);
  });
});
