import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_PAGE_PATHS, FAQ_ENTRIES, PAGE_META } from '@reelatlas/contracts';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/routes/web.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// The shape of the built index.html: default title and description, an inline theme script.
const themeScript =
  "document.documentElement.classList.toggle('dark', localStorage.getItem('theme') !== 'light');";
const indexHtml = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description." />
    <title>Default title</title>
    <script>${themeScript}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const site = 'https://reelatlas.example';
let server: TestServer;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ra-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  server = await startTestServer({ webDistDir: dist, env: { PUBLIC_URL: site } });
});
afterAll(() => server?.stop());

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The raw HTML a crawler gets, read as a crawler reads it: no JavaScript runs. */
async function page(path: string) {
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => decode(m[1] ?? ''));
  const meta = (key: string) => tags(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'));
  return {
    res,
    html,
    titles: tags(/<title>([^<]*)<\/title>/g),
    meta,
    canonical: tags(/<link rel="canonical" href="([^"]*)"/g),
    jsonLd: tags(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    ),
  };
}

describe('per-page head in the served HTML', () => {
  it.each([
    ['/faq', 'Frequently Asked Questions · ReelAtlas', PAGE_META['/faq'].description],
    ['/premium', 'Premium · ReelAtlas', PAGE_META['/premium'].description],
    ['/terms', 'Terms of Service · ReelAtlas', PAGE_META['/terms'].description],
    ['/help', 'Help · ReelAtlas', PAGE_META['/help'].description],
    ['/privacypolicy', 'Privacy Policy · ReelAtlas', PAGE_META['/privacypolicy'].description],
  ])(
    '%s has its own title, description, Open Graph tags and canonical URL',
    async (path, title, description) => {
      const { res, titles, meta, canonical } = await page(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(titles).toEqual([title]);
      // The default description is replaced, not joined by a second one.
      expect(meta('description')).toEqual([description]);
      expect(meta('og:title')).toEqual([title]);
      expect(meta('og:description')).toEqual([description]);
      expect(meta('og:type')).toEqual(['website']);
      expect(meta('og:site_name')).toEqual(['ReelAtlas']);
      expect(meta('og:url')).toEqual([`${site}${path}`]);
      expect(canonical).toEqual([`${site}${path}`]);
    },
  );

  it('home gets its title and description on / itself (not the bare static index.html)', async () => {
    for (const path of ['/', '/index.html']) {
      const { titles, meta, canonical } = await page(path);
      expect(titles).toEqual(['ReelAtlas — where to stream, in every country']);
      expect(meta('description')).toEqual([PAGE_META['/'].description]);
      expect(meta('og:title')).toEqual(['ReelAtlas — where to stream, in every country']);
      expect(canonical).toEqual([`${site}/`]);
    }
  });

  it('/privacy shows the policy but names /privacypolicy as the one to index', async () => {
    const { titles, canonical, meta } = await page('/privacy');
    expect(titles).toEqual(['Privacy Policy · ReelAtlas']);
    expect(canonical).toEqual([`${site}/privacypolicy`]);
    expect(meta('og:url')).toEqual([`${site}/privacypolicy`]);
  });

  it('a title page names the title and where it streams, with its canonical URL and Movie data', async () => {
    for (const path of ['/movie?id=movie:603', '/movieoverlay?id=movie:603']) {
      const { res, titles, meta, canonical, jsonLd } = await page(path);
      expect(res.status).toBe(200);
      expect(titles).toEqual(['Where to stream The Matrix (1999) · ReelAtlas']);
      // Platforms by reach (Netflix in 2 countries first; "Amazon Prime Video, Freevee" split).
      expect(meta('description')).toEqual([
        'Where to stream The Matrix (1999): Netflix, Amazon Prime Video, Apple TV and 1 more in 3 countries. A hacker learns the truth about his reality.',
      ]);
      expect(meta('og:title')).toEqual(['Where to stream The Matrix (1999) · ReelAtlas']);
      expect(canonical).toEqual([`${site}/movie?id=movie:603`]);
      expect(jsonLd).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'Movie',
          name: 'The Matrix',
          url: `${site}/movie?id=movie:603`,
          description: 'A hacker learns the truth about his reality.',
          datePublished: '1999',
        },
      ]);
    }
  });

  it('a TV title page says TVSeries; text from the catalog is escaped in the head', async () => {
    const { jsonLd, html } = await page('/movie?id=tv:1399');
    expect(jsonLd[0]?.['@type']).toBe('TVSeries');
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(
      /<(?!\/?(meta|title|link|script|head|html|!doctype)\b)[a-z]/i,
    );
  });

  it('an unknown or malformed title falls back to the site defaults, without a canonical URL', async () => {
    for (const path of ['/movie?id=movie:999999', '/movie?id=<script>', '/movie', '/profile/maria']) {
      const { res, titles, meta, canonical, jsonLd, html } = await page(path);
      expect(res.status).toBe(200);
      expect(titles).toEqual(['ReelAtlas — where to stream, in every country']);
      expect(meta('description')).toEqual([
        'ReelAtlas: find which streaming services carry a movie or TV show, in every country, with flags, offer types and links.',
      ]);
      expect(meta('og:title')).toEqual(['ReelAtlas — where to stream, in every country']);
      expect(canonical).toEqual([]);
      expect(jsonLd).toEqual([]);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('answers an address the app has no page for with its "Page not found", 404 and noindex', async () => {
    for (const path of ['/no/such/page', '/movies', '/profile/maria/extra', '/help/x', '/wp-login.php']) {
      const { res, titles, meta, canonical, jsonLd, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(meta('robots')).toEqual(['noindex']);
      expect(titles).toEqual(['Page not found · ReelAtlas']);
      expect(canonical).toEqual([]);
      expect(jsonLd).toEqual([]);
      // The app itself still loads and shows its not-found page.
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('/assets/index-abc.js');
    }
  });

  it('answers every page of the app 200 without noindex, in any case and with a trailing slash', async () => {
    for (const path of [
      ...APP_PAGE_PATHS.map((path) => path.replace(':username', 'maria')),
      '/FAQ',
      '/watchlist/',
      '/index.html',
    ]) {
      const { res, meta } = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-robots-tag'), path).toBeNull();
      expect(meta('robots'), path).toEqual([]);
    }
  });

  it('marks every page as demo data exactly when /api/config says so, for the first render', async () => {
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as { demoCatalog: boolean };
    for (const path of ['/', '/most-searched', '/movie?id=tv:1399']) {
      const { html } = await page(path);
      expect(/<html [^>]*data-demo-catalog/.test(html), path).toBe(config.demoCatalog);
    }
  });

  it('a trailing slash gets the same page head', async () => {
    expect((await page('/faq/')).titles).toEqual(['Frequently Asked Questions · ReelAtlas']);
  });

  it('/faq carries FAQPage structured data with all 24 questions', async () => {
    const { jsonLd } = await page('/faq');
    expect(jsonLd).toHaveLength(1);
    const faq = jsonLd[0] as {
      '@context': string;
      '@type': string;
      mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    };
    expect(faq['@context']).toBe('https://schema.org');
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(24);
    expect(faq.mainEntity.map((q) => q.name)).toEqual(FAQ_ENTRIES.map((entry) => entry.question));
    for (const question of faq.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
  });

  it('/premium carries Product structured data offering Pro at 2.99 USD', async () => {
    const { jsonLd } = await page('/premium');
    expect(jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'ReelAtlas Pro',
        url: `${site}/premium`,
        offers: expect.objectContaining({ '@type': 'Offer', price: '2.99', priceCurrency: 'USD' }),
      }),
    ]);
  });

  it('the CSP stays strict: only the theme script is allowed inline, by hash; JSON-LD needs no exception', async () => {
    const themeHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
    for (const path of ['/', '/faq', '/premium']) {
      const { res } = await page(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${themeHash}`);
      expect(scriptSrc).not.toContain('unsafe');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  it('inline data blocks in a template get no CSP hash; executable inline scripts do', () => {
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const html =
      '<script type="application/ld+json">{"a":1}</script><script>run()</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('run()'), sha('go()')]);
  });

  it('text in the head is HTML-escaped', async () => {
    const { html } = await page('/faq');
    const head = html.slice(0, html.indexOf('</head>'));
    // Every JSON-LD body is free of raw markup characters, so none can end the script early.
    for (const [, body] of head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(body).not.toMatch(/[<>]/);
    }
  });
});

describe("a title page's served head: reach, never availability per country (docs/product-rules.md#pages-for-search-engines)", () => {
  // The Matrix streams on Netflix in SE and US, rents on Apple TV in US for $3.99, and is on
  // "Amazon Prime Video, Freevee" in DE, each offer with its own link (fixture catalog).
  it('names the widest-reaching platforms and the number of countries', async () => {
    const { meta, jsonLd } = await page('/movie?id=movie:603');
    const [description] = meta('description');
    expect(description).toContain('Netflix, Amazon Prime Video, Apple TV and 1 more in 3 countries');
    expect(meta('og:description')).toEqual([description]);
    expect(jsonLd[0]).not.toHaveProperty('offers');
  });

  it("a shared link's preview card: title with year, the where-to-stream description, a movie or a show", async () => {
    const matrix = await page('/movie?id=movie:603');
    const [description] = matrix.meta('description');
    expect(description).toMatch(/^Where to stream The Matrix \(1999\): /);
    for (const key of ['og:title', 'twitter:title'])
      expect(matrix.meta(key), key).toEqual(['Where to stream The Matrix (1999) · ReelAtlas']);
    for (const key of ['og:description', 'twitter:description'])
      expect(matrix.meta(key), key).toEqual([description]);
    expect(matrix.meta('og:type')).toEqual(['video.movie']);
    expect(matrix.meta('og:url')).toEqual([`${site}/movie?id=movie:603`]);
    // The fixture has no poster: a small card, and no image tags pointing nowhere.
    expect(matrix.meta('twitter:card')).toEqual(['summary']);
    expect(matrix.meta('og:image')).toEqual([]);
    expect(matrix.meta('twitter:image')).toEqual([]);
    expect((await page('/movie?id=tv:1399')).meta('og:type')).toEqual(['video.tv_show']);
    // Pages that are not a title stay websites.
    expect((await page('/faq')).meta('og:type')).toEqual(['website']);
  });

  it('never lists countries per platform, links or prices, anywhere in the served HTML', async () => {
    for (const path of ['/movie?id=movie:603', '/movieoverlay?id=movie:603']) {
      const { html } = await page(path);
      const lower = html.toLowerCase();
      // Links of the offers (and TMDb's watch pages, which the live catalog links to).
      expect(html).not.toContain('example.test/');
      expect(html).not.toContain('/watch?locale=');
      // Prices and offer types.
      expect(html).not.toContain('3.99');
      expect(html).not.toMatch(/\b(rent|buy|subscription)\b/i);
      // Countries, by name or code (a code would only appear quoted in data).
      for (const country of ['Sweden', 'United States', 'Germany'])
        expect(lower).not.toContain(country.toLowerCase());
      for (const code of ['SE', 'US', 'DE']) {
        expect(html).not.toContain(`"${code}"`);
        expect(html).not.toMatch(new RegExp(`Netflix[^<]{0,40}\\b${code}\\b`));
      }
      expect(html).not.toMatch(/🇸🇪|🇺🇸|🇩🇪/u);
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and private pages and points to the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/dev/', '/profile', '/login', '/watchlist', '/watched', '/google/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it('sitemap.xml is well-formed XML listing the public pages at absolute PUBLIC_URL addresses', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();

    const locs: string[] = [];
    let root = '';
    let namespace = '';
    let inLoc = false;
    const parser = new SaxesParser({ xmlns: true });
    parser.on('opentag', (tag) => {
      if (!root) {
        root = tag.local;
        namespace = tag.uri;
      }
      inLoc = tag.local === 'loc';
    });
    parser.on('text', (text) => {
      if (inLoc) locs.push(text);
    });
    parser.on('closetag', () => {
      inLoc = false;
    });
    // Throws on anything that is not well-formed XML.
    parser.write(xml).close();

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(root).toBe('urlset');
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs).toEqual(
      expect.arrayContaining(
        ['/', '/help', '/faq', '/terms', '/privacypolicy', '/premium', '/most-searched', '/contact'].map(
          (path) => `${site}${path}`,
        ),
      ),
    );
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/reelatlas\.example\//);
    // Duplicates and private pages stay out.
    expect(locs).not.toContain(`${site}/privacy`);
    expect(locs.some((loc) => /\/(profile|login|api|watchlist)/.test(loc))).toBe(false);
  });
});
