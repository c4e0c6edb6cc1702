import { LOCALES, localizedPath, ROBOTS_DISALLOW, SOURCE_LOCALE, sitemapPaths } from '@reelatlas/contracts';
import { escapeHtml } from '@reelatlas/core';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** Both answers are the same for every request; crawlers may keep them for an hour. */
const CACHE = 'public, max-age=3600';

/**
 * robots.txt and sitemap.xml for search engines, with absolute URLs on the site's public address
 * (PUBLIC_URL). Private and per-visitor pages and the API are kept out of the index.
 */
export function seoRoutes(siteUrl: string) {
  const site = siteUrl.replace(/\/+$/, '');
  const robots = [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
  // Every page in every language, each naming its alternates (as the pages' heads do).
  const url = (locale: (typeof LOCALES)[number]['code'], path: string) =>
    escapeHtml(`${site}${localizedPath(locale, path)}`);
  const alternates = (path: string) =>
    [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l.code}" href="${url(l.code, path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(SOURCE_LOCALE, path)}"/>`,
    ].join('');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...sitemapPaths().flatMap((path) =>
      LOCALES.map((l) => `  <url><loc>${url(l.code, path)}</loc>${alternates(path)}</url>`),
    ),
    '</urlset>',
    '',
  ].join('\n');

  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', CACHE);
      return c.text(robots);
    })
    .get('/sitemap.xml', (c) => {
      c.header('Cache-Control', CACHE);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(sitemap);
    });
}
