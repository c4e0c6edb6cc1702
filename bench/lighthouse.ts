// Lighthouse (mobile profile, Debian Chromium) and first-load JavaScript weight of `/` and the
// title page, against docs/performance.md#bars: first load of `/` ≤ 170 KB of JS gzipped, performance ≥ 95,
// accessibility 100. Runs the production build (`npm run build` first) on a fresh temporary
// DATA_DIR. Usage: npm run lighthouse [-- --chrome=/usr/bin/chromium --runs=3
// --pages=home,title,de,ar,title-de,title-ar --lhr-dir=/tmp/lhr]
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { solveAltcha } from '@reelatlas/testing';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { repoRoot, startReelAtlas } from './servers.ts';

const { values: flags } = parseArgs({
  options: {
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'home,title' },
    // Names the results file `<date>-lighthouse-<label>.json`, so variants do not overwrite each other.
    label: { type: 'string' },
    // Every run's full report, for reading what Lighthouse saw (LCP element, tasks, requests).
    'lhr-dir': { type: 'string' },
  },
});
const log = (line: string) => process.stderr.write(`[lighthouse] ${line}\n`);
const runs = Math.max(1, Number(flags.runs));
const pages = new Set(flags.pages.split(','));
const lhrDir = flags['lhr-dir'] && resolve(flags['lhr-dir']);
if (lhrDir) mkdirSync(lhrDir, { recursive: true });

if (!existsSync(resolve(repoRoot, 'apps/web/dist/index.html'))) {
  console.error('No production build of the web app: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'reelatlas-lighthouse-'));
log('starting the production server on a fresh data dir (builds the demo catalog, ~30 s)…');
const app = await startReelAtlas({ dataDir });
const chrome = await launch({
  chromePath: flags.chrome,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});

interface PageResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Median run's metrics. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript loaded during the audit, gzipped bodies (the files of apps/web/dist, gzip -6). */
  jsKb: number;
  /**
   * Of which requested before the observed first contentful paint: what Lighthouse's simulation
   * may charge to first paint (scripts the HTML names, or a loader fetches, before it paints).
   */
  criticalJsKb: number;
  /** Every byte transferred (headers included). */
  totalKb: number;
  failing: string[];
  /** Each script of the first load, KB as transferred. */
  scripts: Record<string, number>;
}

/** The title page shows the last viewed title from localStorage (docs/product-rules.md#title-pages): put one there. */
async function storeLastViewed() {
  const token = await solveAltcha(app.url);
  const response = await fetch(`${app.url}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'The Matrix (1999)', token }),
  });
  if (!response.ok) throw new Error(`search for the title page answered ${response.status}`);
  const { quota: _quota, ...movie } = (await response.json()) as Record<string, unknown>;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${app.url}/robots.txt`);
  await page.evaluate((value) => localStorage.setItem('lastViewedMovie', value), JSON.stringify(movie));
  await page.close();
  await browser.close();
  return movie as { type: string; id: number };
}

const webDist = resolve(repoRoot, 'apps/web/dist');
/** A built file's size gzipped as the server sends it (0 for what is not one of ours). */
function gzippedBytes(path: string): number {
  const file = join(webDist, path);
  return path.startsWith('/assets/') && existsSync(file)
    ? gzipSync(readFileSync(file), { level: 6 }).length
    : 0;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const median = <T>(items: T[], by: (t: T) => number) =>
  [...items].sort((x, y) => by(x) - by(y))[Math.floor(items.length / 2)] as T;

/** Tries per run: on a loaded machine Lighthouse sometimes loses the trace (NO_NAVSTART), and one lost run ended the whole bench. */
const ATTEMPTS = 3;

/** One Lighthouse run of `url`, tried again when Lighthouse itself failed to record it. */
async function lighthouseRun(url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Lighthouse's reset before each run clears the HTTP cache (a first load) but, by default,
      // not localStorage, where the title page finds its title.
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${runtimeError.message}`);
    log(`${url}: ${runtimeError.code}, trying again (${attempt}/${ATTEMPTS})`);
  }
}

async function audit(page: string, url: string): Promise<PageResult> {
  const results: PageResult[] = [];
  for (let run = 0; run < runs; run++) {
    const lhr = await lighthouseRun(url);
    if (lhrDir) {
      // One file per page and run: `home-1.json`, `de-1.json`, `title-page-de-movie-1.json`.
      const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
      writeFileSync(join(lhrDir, name), JSON.stringify(lhr));
    }
    const items =
      (
        lhr.audits['network-requests']?.details as {
          items?: {
            url: string;
            resourceType?: string;
            transferSize?: number;
            networkRequestTime?: number;
          }[];
        }
      )?.items ?? [];
    const scripts = Object.fromEntries(
      items
        .filter((i) => i.resourceType === 'Script')
        .map((i) => [
          new URL(i.url).pathname,
          Math.round(gzippedBytes(new URL(i.url).pathname) / 102.4) / 10,
        ]),
    );
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] })?.items?.[0];
    const firstPaint = observed?.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
    const critical = items
      .filter((i) => i.resourceType === 'Script' && (i.networkRequestTime ?? 0) < firstPaint)
      .map((i) => new URL(i.url).pathname);
    const js = Object.keys(scripts).reduce((sum, path) => sum + gzippedBytes(path), 0);
    const criticalJs = [...new Set(critical)].reduce((sum, path) => sum + gzippedBytes(path), 0);
    const total = items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${a?.id} (${score(a?.score)})`);
    results.push({
      page,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      jsKb: Math.round(js / 102.4) / 10,
      criticalJsKb: Math.round(criticalJs / 102.4) / 10,
      totalKb: Math.round(total / 102.4) / 10,
      failing: [...new Set(failing)],
      scripts,
    });
    log(
      `${page} run ${run + 1}/${runs}: performance ${results.at(-1)?.performance}, accessibility ${results.at(-1)?.accessibility}`,
    );
  }
  // The median run by performance score (Lighthouse's own advice for noisy machines).
  return median(results, (r) => r.performance);
}

const rows: PageResult[] = [];
try {
  if (pages.has('home')) rows.push(await audit('/', `${app.url}/`));
  // Another language's home: its shell texts are a chunk of their own, and its first view is German.
  if (pages.has('de')) rows.push(await audit('/de/', `${app.url}/de/`));
  // Right to left: the Arabic shell and first view.
  if (pages.has('ar')) rows.push(await audit('/ar/', `${app.url}/ar/`));
  // The title page in English and, with title-de / title-ar, under the language's prefix.
  const titlePages = (
    [
      ['title', ''],
      ['title-de', '/de'],
      ['title-ar', '/ar'],
    ] as const
  ).filter(([name]) => pages.has(name));
  if (titlePages.length > 0) {
    const movie = await storeLastViewed();
    for (const [, prefix] of titlePages) {
      rows.push(
        await audit(`title page (${prefix}/movie)`, `${app.url}${prefix}/movie?id=${movie.type}:${movie.id}`),
      );
    }
  }
} finally {
  chrome.kill();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB gzip (before first paint) | all KB transferred | below 90 |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} (${r.criticalJsKb}) | ${r.totalKb} | ${r.failing.join(', ') || '—'} |`,
  ),
].join('\n');
console.log(`\nLighthouse ${runs} run(s) per page, median by performance; mobile profile\n\n${table}`);
const outDir = resolve(repoRoot, 'bench/results');
mkdirSync(outDir, { recursive: true });
const suffix = flags.label ? `-${flags.label.replace(/[^\w.-]/g, '_')}` : '';
const file = join(outDir, `${new Date().toISOString().slice(0, 10)}-lighthouse${suffix}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), chrome: flags.chrome, runs, rows, table }, null, 2)}\n`,
);
log(`results written to ${file}`);
for (const r of rows) {
  const missed = [
    r.performance < 95 && `performance ${r.performance} < 95`,
    r.accessibility < 100 && `accessibility ${r.accessibility} < 100`,
    r.page === '/' && r.jsKb > 170 && `first-load JS ${r.jsKb} KB > 170 KB`,
  ].filter(Boolean);
  console.log(`${r.page}: bars ${missed.length ? `missed (${missed.join(', ')})` : 'met'}`);
}
