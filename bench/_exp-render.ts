import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { startReelAtlas } from './servers.ts';
const cpu = Number(process.argv[2] ?? 1);
const trialsN = Number(process.argv[3] ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), 'reelatlas-uxp-'));
const app = await startReelAtlas({ dataDir, env: { TRUST_PROXY: '1', ALTCHA_MAX_NUMBER: '20000' } });
const titles = ((await (await fetch(`${app.url}/api/top-rated`)).json()) as any).results;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const self = new Map<string, number>();
let totalUs = 0;
const consumers = new Map<string, SourceMapConsumer | null>();
function mapFrame(url: string, line: number, col: number): string {
  const file = url.split('/assets/')[1];
  if (!file) return url || '(native)';
  if (!consumers.has(file)) {
    const p = `apps/web/dist/assets/${file}.map`;
    consumers.set(file, existsSync(p) ? new SourceMapConsumer(JSON.parse(readFileSync(p, 'utf8'))) : null);
  }
  const c = consumers.get(file);
  if (!c) return file;
  const pos = c.originalPositionFor({ line: line + 1, column: col });
  return `${pos.name ?? '?'} ${(pos.source ?? '').replace(/^.*node_modules\//, 'nm/').replace(/^.*\/src\//, 'src/')}:${pos.line}`;
}
for (let t = 0; t < trialsN; t++) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.0.${t + 1}` }, viewport: cpu > 1 ? { width: 412, height: 915 } : { width: 1280, height: 900 } });
  await context.addInitScript(`window.__rows = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.identifier === 'platform-row') window.__rows.push(e.renderTime || e.loadTime); }).observe({ type: 'element', buffered: true });`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${app.url}/`);
  const title = titles[t % titles.length];
  const box = page.getByRole('combobox', { name: 'Search a movie or TV show' });
  await box.click();
  await box.pressSequentially(title.title.slice(0, 8), { delay: 120 });
  await page.getByRole('option').filter({ hasText: title.title }).first().waitFor();
  await page.waitForTimeout(1500);
  const options = await page.getByRole('option').allTextContents();
  const index = Math.max(0, options.findIndex((x) => x.includes(title.title)));
  for (let i = 0; i <= index; i++) await box.press('ArrowDown');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  if (process.env.PROF) { await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start'); }
  const t0 = await page.evaluate(() => performance.timeOrigin + performance.now());
  await box.press('Enter');
  await page.locator('[elementtiming="platform-row"]').first().waitFor();
  await page.waitForFunction(() => (window as any).__rows.length > 0);
  const rowAt = await page.evaluate(() => performance.timeOrigin + Math.min(...(window as any).__rows));
  await page.waitForTimeout(50);
  const { profile } = process.env.PROF ? ((await cdp.send('Profiler.stop')) as any) : { profile: { nodes: [], samples: [], timeDeltas: [] } };
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const evs = trace.traceEvents as any[];
  // main thread: the CrRendererMain thread of the page's renderer
  const names = evs.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const nav = evs.find((e) => e.name === 'TracingStartedInBrowser' || e.name === 'TracingStartedInPage');
  const byName = new Map<string, number>();
  // Convert: trace ts in µs on the monotonic clock; use Enter's key event as t0 (EventDispatch keydown)
  const keydown = evs.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown' );
  const startTs = keydown?.ts ?? 0;
  const endTs = startTs + (rowAt - t0) * 1000;
  const mainTids = new Set(names.map((e) => `${e.pid}:${e.tid}`));
  for (const e of evs) {
    if (e.ph !== 'X' || !mainTids.has(`${e.pid}:${e.tid}`) || e.ts < startTs || e.ts > endTs) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0));
  }
  console.log('trial', t, 'Enter→row', (rowAt - t0).toFixed(0), 'ms;', [...byName].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(' | '));
  const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
  profile.samples.forEach((id: number, i: number) => {
    const n: any = nodes.get(id); const d = profile.timeDeltas[i] ?? 0;
    if (n.callFrame.functionName === '(idle)') return;
    totalUs += d;
    const k = n.callFrame.url ? mapFrame(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber) : n.callFrame.functionName;
    self.set(k, (self.get(k) ?? 0) + d);
  });
  if (t === 0) writeFileSync(`/tmp/render-${cpu}x.cpuprofile`, JSON.stringify(profile));
  await context.close();
}
await browser.close(); await app.stop();
console.log('busy ms per trial', (totalUs / 1000 / trialsN).toFixed(1));
const byFile = new Map<string, number>();
for (const [k, v] of self) { const f = k.split(' ').slice(1).join(' ').replace(/:\d+$/, ''); byFile.set(f, (byFile.get(f) ?? 0) + v); }
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000 / trialsN).toFixed(1).padStart(7), 'ms', k);
console.log('--- by file');
for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000 / trialsN).toFixed(1).padStart(7), 'ms', k);
