import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { TitlePageFacts } from '@reelatlas/contracts';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../context.ts';
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

/** Where the web build writes prerendered pages (apps/web/scripts/prerender.mjs). */
const PRERENDER_DIR = 'prerendered';
const emptyRoot = /<div id="root"><\/div>/;

/**
 * The pages the web build rendered ahead of time, by path: index.html with the page's markup in
 * #root, which the browser paints before any JavaScript has run and then hydrates. Empty when the
 * build wrote none (every page then starts from the bare index.html).
 */
export function prerenderedTemplates(distDir: string, template: string): Map<string, string> {
  const dir = join(distDir, PRERENDER_DIR);
  const manifestPath = join(dir, 'manifest.json');
  const templates = new Map<string, string>();
  if (!existsSync(manifestPath) || !emptyRoot.test(template)) return templates;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>;
  for (const [path, file] of Object.entries(manifest)) {
    const markupPath = join(dir, basename(file));
    if (!existsSync(markupPath)) continue;
    const markup = readFileSync(markupPath, 'utf8');
    templates.set(
      path,
      template.replace(emptyRoot, () => `<div id="root">${markup}</div>`),
    );
  }
  return templates;
}

export interface WebApp {
  routes: Hono<AppEnv>;
  scriptHashes: string[];
}

/**
 * The built SPA: hashed assets cached for a year, every other GET outside /api answered with
 * index.html so client-side routes survive a reload. Each page's copy carries its own title,
 * description, Open Graph tags and structured data, for crawlers that run no JavaScript.
 */
export function webRoutes(
  distDir: string | undefined,
  siteUrl: string,
  lookupTitle?: TitleFactsLookup,
): WebApp {
  const routes = new Hono<AppEnv>();
  const indexPath = distDir && join(distDir, 'index.html');
  if (!distDir || !indexPath || !existsSync(indexPath)) {
    routes.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503),
    );
    return { routes, scriptHashes: [] };
  }
  const html = readFileSync(indexPath, 'utf8');
  const basePage = pageHtmlRenderer(html, siteUrl);
  // One renderer per prerendered file (the title page's shell serves two paths).
  const renderers = new Map<string, ReturnType<typeof pageHtmlRenderer>>();
  const prerendered = new Map<string, ReturnType<typeof pageHtmlRenderer>>();
  for (const [path, template] of prerenderedTemplates(distDir, html)) {
    const renderer = renderers.get(template) ?? pageHtmlRenderer(template, siteUrl);
    renderers.set(template, renderer);
    prerendered.set(path, renderer);
  }
  const rendererFor = (path: string) => prerendered.get(path) ?? basePage;
  const servePage = (c: Context<AppEnv>, path = c.req.path) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(rendererFor(path).page(path));
  };
  // A title page's head names the title and where it streams (link previews, crawlers).
  const serveTitlePage = async (c: Context<AppEnv>) => {
    const match = /^(movie|tv):(\d{1,9})$/.exec(c.req.query('id') ?? '');
    const facts =
      match && lookupTitle
        ? await withinTime(
            lookupTitle({ type: match[1] as 'movie' | 'tv', id: Number(match[2]) }),
            TITLE_LOOKUP_MS,
          )
        : null;
    if (!facts) return servePage(c);
    c.header('Cache-Control', 'no-cache');
    return c.html(rendererFor(c.req.path).title(facts));
  };
  const root = relative(process.cwd(), distDir) || '.';
  // Before the static files, which would answer these with the bare index.html.
  routes.get('/', (c) => servePage(c));
  routes.get('/index.html', (c) => servePage(c, '/'));
  routes.get('/movie', serveTitlePage);
  routes.get('/movieoverlay', serveTitlePage);
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
  routes.get('*', (c) => servePage(c));
  // Hashes of every page's inline scripts, should a prerendered page ever hold one of its own.
  const scriptHashes = new Set([html, ...renderers.keys()].flatMap(inlineScriptHashes));
  return { routes, scriptHashes: [...scriptHashes] };
}
