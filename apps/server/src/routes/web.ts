import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  chooseLocale,
  DEMO_CATALOG_ATTRIBUTE,
  isAppPagePath,
  LOCALE_COOKIE,
  type Locale,
  localizedPath,
  SOURCE_LOCALE,
  splitLocalePath,
  type TitlePageFacts,
} from '@reelatlas/contracts';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { faqStructuredDataIn } from './faq-structured-data.ts';
import { firstViewTemplates } from './first-view-pages.ts';
import { pageHtmlRenderer } from './page-head.ts';

/** A `type` that makes a script a data block (JSON-LD): the browser never runs it. */
const dataBlockType = /\btype=["']?(?!module\b|text\/javascript\b|application\/javascript\b)[^"'\s>]/i;

/**
 * CSP hashes of the inline scripts in index.html (the theme script runs before first paint).
 * Data blocks are left out: they are not executed, so allowing them would only widen the policy.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !dataBlockType.test(m[1] ?? ''))
    .map((m) => m[2] ?? '')
    .filter((body) => body.trim())
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/** A title's head facts by its `type:id`, or null when unknown. */
export type TitleFactsLookup = (ref: { type: 'movie' | 'tv'; id: number }) => Promise<TitlePageFacts | null>;

/**
 * Whether a title page's head may be looked up for this request: 'lookup'; 'default' (the
 * site's default head, no lookup); 'limited' (the default head with 429; the gate set
 * Retry-After).
 */
export type TitlePageGate = (c: Context<AppEnv>) => Promise<'lookup' | 'default' | 'limited'>;

/** A crawler's first load should not wait on a slow catalog: past this, the default head is served. */
const TITLE_LOOKUP_MS = 400;

async function withinTime<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), ms);
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface WebApp {
  routes: Hono<AppEnv>;
  scriptHashes: string[];
}

/**
 * The built SPA: hashed assets cached for a year, every page of the app answered with index.html
 * so client-side routes survive a reload, any other address with it and 404. Each page's copy carries its own title,
 * description, Open Graph tags and structured data, for crawlers that run no JavaScript.
 */
export function webRoutes(
  distDir: string | undefined,
  siteUrl: string,
  lookupTitle?: TitleFactsLookup,
  options: { demoCatalog?: boolean; titlePageGate?: TitlePageGate } = {},
): WebApp {
  const routes = new Hono<AppEnv>();
  const indexPath = distDir && join(distDir, 'index.html');
  if (!distDir || !indexPath || !existsSync(indexPath)) {
    routes.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503),
    );
    return { routes, scriptHashes: [] };
  }
  const built = readFileSync(indexPath, 'utf8');
  // Lets the first render show the demo catalog note before /api/config answers: the note
  // appearing later pushed the page down (a layout shift Lighthouse counted).
  const html = options.demoCatalog ? built.replace(/<html\b/i, `<html ${DEMO_CATALOG_ATTRIBUTE}`) : built;
  const pageHtml = pageHtmlRenderer(firstViewTemplates(distDir, html), siteUrl, faqStructuredDataIn(distDir));
  const servePage = (c: Context<AppEnv>, path: string, locale: Locale) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(pageHtml.page(path, locale));
  };
  // A title page's head names the title and where it streams (link previews, crawlers).
  const serveTitlePage = async (c: Context<AppEnv>, path: string, locale: Locale) => {
    const match = /^(movie|tv):(\d{1,9})$/.exec(c.req.query('id') ?? '');
    const verdict = match && options.titlePageGate ? await options.titlePageGate(c) : 'lookup';
    // The app still loads (it reads everything else from the API); a crawler is told to slow down.
    if (verdict === 'limited') return c.html(pageHtml.page(path, locale), 429);
    const facts =
      match && verdict === 'lookup' && lookupTitle
        ? await withinTime(
            lookupTitle({ type: match[1] as 'movie' | 'tv', id: Number(match[2]) }),
            TITLE_LOOKUP_MS,
          )
        : null;
    if (!facts) return servePage(c, path, locale);
    c.header('Cache-Control', 'no-cache');
    return c.html(pageHtml.title(facts, locale));
  };
  /**
   * A page in the language its path names (`/de/movie`). On an English path, a visitor whose
   * stored choice or (on a first visit) browser asks for another language is sent to that
   * language's path; a crawler sends neither, so it gets the English page it asked for.
   */
  const serveAppPage = (c: Context<AppEnv>) => {
    const split = splitLocalePath(c.req.path);
    const path = split.path === '/index.html' ? '/' : split.path;
    const page = /^\/(movie|movieoverlay)\/?$/i.test(path) ? serveTitlePage : servePage;
    if (split.locale) return page(c, path, split.locale);
    c.header('Vary', 'Cookie, Accept-Language');
    const wanted = chooseLocale({
      pathname: path,
      stored: getCookie(c, LOCALE_COOKIE),
      acceptLanguage: c.req.header('Accept-Language'),
    });
    if (wanted === SOURCE_LOCALE) return page(c, path, SOURCE_LOCALE);
    c.header('Cache-Control', 'no-cache');
    return c.redirect(`${localizedPath(wanted, path)}${new URL(c.req.url).search}`, 302);
  };
  const root = relative(process.cwd(), distDir) || '.';
  // Before the static files, which would answer these with the bare index.html.
  routes.get('/', serveAppPage);
  routes.get('/index.html', serveAppPage);
  routes.get('/movie', serveAppPage);
  routes.get('/movieoverlay', serveAppPage);
  routes.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        const hashed = path.includes('/assets/');
        c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // Any other address: the app's own pages as they are; the rest its "Page not found", with 404
  // and noindex so a dead link is never indexed as a page of the site (the app still loads).
  routes.get('*', (c) => {
    const { locale, path } = splitLocalePath(c.req.path);
    if (isAppPagePath(path)) return serveAppPage(c);
    c.header('Cache-Control', 'no-cache');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(pageHtml.notFound(locale ?? SOURCE_LOCALE), 404);
  });
  return { routes, scriptHashes: inlineScriptHashes(html) };
}
