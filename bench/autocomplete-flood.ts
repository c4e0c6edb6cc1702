// What costly autocompletes from a few addresses do to everyone else: the built server on the demo
// catalog, with the production burst limits, eight addresses each sending 200-character inputs of
// common title words one after the other (each new, so none is a remembered miss), while another
// visitor reads `GET /api/quota` every 50 ms. Prints the quota's latency alone and under the flood.
// Usage: npm run build && npm run bench:autocomplete-flood -- [--db=pglite|postgres] [--seconds=15]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DATABASE_URL, ensurePostgresDatabase, repoRoot, startReelAtlas } from './servers.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    seconds: { type: 'string', default: '15' },
    'database-url': { type: 'string', default: `${BENCH_DATABASE_URL}_flood` },
  },
});
const seconds = Number(flags.seconds);
const url = flags['database-url'] ?? '';
if (flags.db === 'postgres') await ensurePostgresDatabase(url);
const server = await startReelAtlas({
  dataDir: join(repoRoot, `bench/.data-flood-${flags.db}`),
  databaseUrl: flags.db === 'postgres' ? url : undefined,
  // The burst limits as in production; the client addresses from X-Forwarded-For.
  env: { TRUST_PROXY: '1', RATE_LIMIT_MULTIPLIER: '1' },
});

const WORDS = ['the', 'of', 'love', 'man', 'night', 'and', 'story', 'life', 'dead', 'day', 'war', 'big'];
let seed = 11;
function longInput(): string {
  const words: string[] = [];
  while (words.join(' ').length < 200) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    words.push(WORDS[seed % WORDS.length] ?? 'the');
  }
  return words.join(' ').slice(0, 200).trim();
}

// Addresses of this run's own: the burst counters of a run a minute ago are still in the database.
const net = 1 + Math.floor(Math.random() * 250);
const address = (host: number) => `10.${net}.${host}.1`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The quota read by one visitor every 50 ms for `ms`: its latencies, sorted. */
async function quotaLatencies(ms: number): Promise<number[]> {
  const times: number[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const started = performance.now();
    await (await fetch(`${server.url}/api/quota`, { headers: { 'x-forwarded-for': address(200) } })).text();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times.sort((a, b) => a - b);
}

try {
  const quiet = await quotaLatencies(5_000);
  const statuses = new Map<number, number>();
  let flooding = true;
  const senders = Array.from({ length: 8 }, async (_, i) => {
    while (flooding) {
      const q = encodeURIComponent(longInput());
      const res = await fetch(`${server.url}/api/autocomplete?q=${q}`, {
        headers: { 'x-forwarded-for': address(i + 1) },
      });
      await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  });
  const flooded = await quotaLatencies(seconds * 1000);
  flooding = false;
  await Promise.all(senders);
  const row = (name: string, times: number[]) =>
    `| ${name} | ${times.length} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${percentile(times, 1).toFixed(1)} |`;
  console.log(`| /api/quota | n | p50 ms | p95 ms | max ms |\n|---|--:|--:|--:|--:|`);
  console.log(row('alone', quiet));
  console.log(row('under the flood', flooded));
  console.log(
    `\nautocomplete answers during the flood (429: the burst limit or "busy"): ${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}`,
  );
} finally {
  await server.stop();
}
