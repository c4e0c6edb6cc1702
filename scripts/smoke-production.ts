// `node --import tsx scripts/smoke-production.ts URL`: what a load balancer and a first visitor
// see of a freshly started production server. Waits until /healthz answers, then checks /readyz,
// that the built web app is served, and that one real search works (the ALTCHA challenge solved
// as the browser's widget does). Exits non-zero with a reason otherwise.
import { autocompleteResponseSchema, searchResponseSchema } from '@reelatlas/contracts';
import { solveAltcha } from '@reelatlas/testing';

const base = process.argv[2]?.replace(/\/$/, '');
const waitSeconds = Number(process.argv[3] ?? 180);
if (!base) {
  console.error('usage: node --import tsx scripts/smoke-production.ts URL [WAIT_SECONDS]');
  process.exit(2);
}

function fail(message: string): never {
  console.error(`production smoke test: ${message}`);
  process.exit(1);
}

async function waitForHealth() {
  const deadline = Date.now() + waitSeconds * 1000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/healthz`).catch(() => undefined);
    if (res?.ok) return (await res.json()) as { status: string; database: string };
    await new Promise((r) => setTimeout(r, 500));
  }
  fail(`/healthz did not answer 200 within ${waitSeconds} s`);
}

const health = await waitForHealth();
console.log(`/healthz: ${JSON.stringify(health)}`);

const ready = await fetch(`${base}/readyz`);
const readiness = (await ready.json().catch(() => null)) as { status?: string } | null;
if (ready.status !== 200 || readiness?.status !== 'ready')
  fail(`/readyz answered ${ready.status}: ${JSON.stringify(readiness)}`);
console.log(`/readyz: ${JSON.stringify(readiness)}`);

const home = await fetch(`${base}/`);
const html = await home.text();
if (home.status !== 200 || !html.includes('<div id="root">') || !/\/assets\/index-[\w-]+\.js/.test(html))
  fail(`/ did not serve the built web app (status ${home.status})`);

const suggestions = autocompleteResponseSchema.parse(
  await (await fetch(`${base}/api/autocomplete?q=${encodeURIComponent('matrix')}`)).json(),
);
const pick = suggestions[0];
if (!pick) fail('autocomplete found no title for "matrix"');

const token = await solveAltcha(base);
const search = await fetch(`${base}/api/search`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({
    query: `${pick.title}${pick.year ? ` (${pick.year})` : ''}`,
    id: pick.id,
    type: pick.type,
    token,
  }),
});
if (search.status !== 200) fail(`POST /api/search answered ${search.status}: ${await search.text()}`);
const answer = searchResponseSchema.parse(await search.json());
if (!answer.platforms.length) fail(`the search for ${pick.title} found no platforms`);
console.log(`search: "${answer.title}" on ${answer.platforms.length} platforms`);
console.log('production smoke test passed');
