// What a person waits for (docs/performance.md#bars): Enter on an autocomplete suggestion, or a click on a
// home poster, until the first platform row of the title page is on screen. Debian's Chromium,
// a fresh browser context (profile) and a fresh client address per trial, the demo catalog, the
// production build with the default ALTCHA difficulty, and CPU throttled through the DevTools
// protocol for phones. Usage: npm run build && npm run bench:ux [-- --trials=15 --cpu=1,4
// --paths=suggestion,poster --label=after]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { repoRoot, startReelAtlas } from './servers.ts';
import { summarise, type Timing } from './ux-stats.ts';

const { values: flags } = parseArgs({
  options: {
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    trials: { type: 'string', default: '15' },
    cpu: { type: 'string', default: '1,4' },
    paths: { type: 'string', default: 'suggestion,poster' },
    label: { type: 'string' },
    // How long the visitor looks at the suggestions (or the grid) before choosing, in ms.
    think: { type: 'string', default: '600' },
  },
});
const log = (line: string) => process.stderr.write(`[bench:ux] ${line}\n`);
const trials = Math.max(1, Number(flags.trials));
const cpuRates = flags.cpu.split(',').map(Number);
const paths = flags.paths.split(',') as ('suggestion' | 'poster')[];
const thinkMs = Number(flags.think);

const dataDir = mkdtempSync(join(tmpdir(), 'reelatlas-ux-'));
log('starting the production server on a fresh data dir (builds the demo catalog, ~30 s)…');
const app = await startReelAtlas({
  dataDir,
  // A fresh x-forwarded-for per trial stands for a fresh visitor; the real ALTCHA difficulty.
  env: { TRUST_PROXY: '1', ALTCHA_MAX_NUMBER: '20000' },
});

/**
 * Installed before any page script: marks the Enter / click, and reads when the first platform
 * row was painted from the Element Timing API (the title page marks each card's first row).
 */
const PROBE = `(() => {
  const marks = (window.__ux = { start: null, row: null });
  // Settled once the row is painted: awaited in one evaluation, so the bench polls nothing in the
  // page while it renders (a poll every frame cost the measured page ~35 ms at 4× CPU).
  window.__uxRow = new Promise((resolve) => { marks.painted = resolve; });
  const arm = () => { if (marks.start === null) marks.start = performance.now(); };
  addEventListener('keydown', (e) => { if (e.key === 'Enter' && window.__uxArmed) arm(); }, true);
  addEventListener('click', () => { if (window.__uxArmed) arm(); }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (marks.start === null || entry.identifier !== 'platform-row') continue;
      const painted = entry.renderTime || entry.loadTime;
      if (painted > marks.start && (marks.row === null || painted < marks.row)) marks.row = painted;
      if (marks.row !== null) marks.painted();
    }
  }).observe({ type: 'element', buffered: true });
})();`;

interface Titles {
  results: { id: number; type: string; title: string }[];
}
const titles = ((await (await fetch(`${app.url}/api/top-rated`)).json()) as Titles).results;

async function newVisitorPage(browser: Browser, trial: number, cpu: number) {
  const context = await browser.newContext({
    // 198.18.0.0/15 is the benchmarking range: a fresh address, so the daily limit never binds.
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${Math.floor(trial / 250)}.${(trial % 250) + 1}` },
    viewport: cpu > 1 ? { width: 412, height: 915 } : { width: 1280, height: 900 },
  });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page };
}

/** What the page measured, plus where the time went by the search request's resource timing. */
async function readTiming(page: Page): Promise<Timing> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    page.evaluate(() => (window as unknown as { __uxRow: Promise<void> }).__uxRow),
    new Promise((_, fail) => {
      timer = setTimeout(() => fail(new Error('no platform row within 30 s')), 30_000);
    }),
  ]).finally(() => clearTimeout(timer));
  return page.evaluate(() => {
    const marks = (window as unknown as { __ux: { start: number; row: number } }).__ux;
    const search = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/api/search'))
      .at(-1) as PerformanceResourceTiming | undefined;
    return {
      total: marks.row - marks.start,
      beforeRequest: search ? search.startTime - marks.start : Number.NaN,
      server: search ? search.responseEnd - search.startTime : Number.NaN,
      render: search ? marks.row - search.responseEnd : Number.NaN,
    };
  });
}

async function suggestionTrial(browser: Browser, trial: number, cpu: number): Promise<Timing> {
  const { context, page } = await newVisitorPage(browser, trial, cpu);
  try {
    const title = titles[trial % titles.length] ?? { title: 'Inception' };
    await page.goto(`${app.url}/`);
    const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
    await box.click();
    // Typed like a person: a key every 120 ms (the bot check and the title page's code may load
    // meanwhile, as they would for a real visitor).
    await box.pressSequentially(title.title.slice(0, 8), { delay: 120 });
    const option = page.getByRole('option').filter({ hasText: title.title }).first();
    await option.waitFor();
    await page.waitForTimeout(thinkMs);
    // Keyboard to the matching option, then Enter (the measured moment).
    const options = await page.getByRole('option').allTextContents();
    const index = Math.max(
      0,
      options.findIndex((text) => text.includes(title.title)),
    );
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    await page.evaluate(() => {
      (window as unknown as { __uxArmed: boolean }).__uxArmed = true;
    });
    await box.press('Enter');
    return await readTiming(page);
  } finally {
    await context.close();
  }
}

async function posterTrial(browser: Browser, trial: number, cpu: number): Promise<Timing> {
  const { context, page } = await newVisitorPage(browser, trial, cpu);
  try {
    await page.goto(`${app.url}/`);
    const posters = page.locator('main ul.grid > li > button');
    await posters.first().waitFor();
    // A visitor looks at the grid (and moves the pointer) before choosing.
    await page.mouse.move(200, 300);
    await page.waitForTimeout(thinkMs * 2);
    await page.evaluate(() => {
      (window as unknown as { __uxArmed: boolean }).__uxArmed = true;
    });
    await posters.nth(trial % 6).click();
    return await readTiming(page);
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: flags.chrome,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const rows: ReturnType<typeof summarise>[] = [];
let visitor = 0;
try {
  for (const cpu of cpuRates) {
    for (const path of paths) {
      const timings: Timing[] = [];
      for (let trial = 0; trial < trials; trial++) {
        visitor += 1;
        const run = path === 'suggestion' ? suggestionTrial : posterTrial;
        timings.push(await run(browser, visitor, cpu));
      }
      const row = summarise(`${path}, ${cpu}× CPU`, timings);
      log(`${row.name}: p50 ${row.total.p50} ms, p95 ${row.total.p95} ms`);
      rows.push(row);
    }
  }
} finally {
  await browser.close();
  await app.stop();
}

const table = [
  '| path, CPU | Enter/click → first row p50 | p95 | before the request (p50) | server (p50) | render (p50) |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.total.p50} ms | ${r.total.p95} ms | ${r.beforeRequest.p50} ms | ${r.server.p50} ms | ${r.render.p50} ms |`,
  ),
].join('\n');
console.log(table);
const date = new Date().toISOString().slice(0, 10);
const file = resolve(repoRoot, `bench/results/${date}-ux${flags.label ? `-${flags.label}` : ''}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ command: process.argv.slice(2), trials, thinkMs, rows }, null, 2)}\n`,
);
log(`written ${file}`);
