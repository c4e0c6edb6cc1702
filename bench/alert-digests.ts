// The alert digest job's database work at scale (the digests of docs/product-rules.md#alerts; "one query per user" from
// review): N Pro users with watchlists, services and alert settings, and a day of availability
// changes, then one round as `sendAlertDigests` makes it — the candidates, then per user the
// matching changes and the claim (or the skip) — through the same store, no e-mail sent.
// Usage: npm run bench:alerts -- [--db=pglite|postgres] [--users=10000] [--changes=20000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createAlertStore, openDatabase } from '@reelatlas/db';
import { sql } from 'drizzle-orm';
import { recreatePostgresDatabase } from './servers.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    users: { type: 'string', default: '10000' },
    changes: { type: 'string', default: '20000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/reelatlas_bench_alerts' },
  },
});
if (flags.db !== 'pglite' && flags.db !== 'postgres') throw new Error('--db must be pglite or postgres');
const users = Number(flags.users);
const changes = Number(flags.changes);
/** Titles the watchlists and changes are drawn from, and 12 services in 10 countries. */
const TITLES = 20_000;
const WATCHLIST = 20;
const SERVICES = 3;

const work = mkdtempSync(join(tmpdir(), 'reelatlas-alerts-'));
if (flags.db === 'postgres') await recreatePostgresDatabase(flags['database-url'] ?? '');
const database = await openDatabase(
  flags.db === 'postgres' ? { url: flags['database-url'] ?? '' } : { dataDir: join(work, 'pglite') },
);
await database.migrate();
const db = database.db;

const seedStarted = performance.now();
// Deterministic spread without a random source: a multiplicative hash of the row numbers.
await db.execute(sql`
  INSERT INTO users (id, name, email, email_verified, username, country, plan, is_pro, subscription_end_date)
  SELECT 'u' || g, 'User ' || g, 'user' || g || '@bench.test', true, 'user' || g,
         (ARRAY['SE','US','GB','DE','FR','JP','BR','IN','CA','AU'])[1 + g % 10], 'Pro', true, now() + interval '30 days'
  FROM generate_series(1, ${users}) g`);
await db.execute(sql`
  INSERT INTO alert_settings (user_id, whole_watchlist, scope)
  SELECT 'u' || g, g % 2 = 0, CASE WHEN g % 5 = 0 THEN 'anywhere' ELSE 'home' END FROM generate_series(1, ${users}) g`);
await db.execute(sql`
  INSERT INTO list_entries (user_id, list, title_type, title_id, title, year)
  SELECT DISTINCT ON (g, t) 'u' || g, 'watchlist', 'movie', t, 'Title ' || t, 2000
  FROM generate_series(1, ${users}) g, generate_series(1, ${WATCHLIST}) w,
       LATERAL (SELECT 1 + ((g * 7919 + w * 104729) * 2654435761::bigint % ${TITLES})::int AS t) x`);
// Half the users alert on their whole watchlist; the others mark five titles.
await db.execute(sql`
  INSERT INTO alert_titles (user_id, title_type, title_id)
  SELECT user_id, title_type, title_id FROM (
    SELECT l.*, row_number() OVER (PARTITION BY l.user_id ORDER BY l.title_id) AS n
    FROM list_entries l JOIN alert_settings s ON s.user_id = l.user_id AND NOT s.whole_watchlist) marked
  WHERE n <= 5`);
await db.execute(sql`
  INSERT INTO user_services (user_id, service)
  SELECT DISTINCT 'u' || g, 'Service ' || (1 + (g * 31 + s * 17) % 12)
  FROM generate_series(1, ${users}) g, generate_series(1, ${SERVICES}) s`);
await db.execute(sql`
  INSERT INTO availability_changes (title_type, title_id, country, provider, offer_type, change, changed_at)
  SELECT 'movie', 1 + (g * 2654435761::bigint % ${TITLES})::int,
         (ARRAY['SE','US','GB','DE','FR','JP','BR','IN','CA','AU'])[1 + g % 10],
         'Service ' || (1 + g % 12), 'subscription', CASE WHEN g % 3 = 0 THEN 'removed' ELSE 'added' END,
         now() - (g % 1440) * interval '1 minute'
  FROM generate_series(1, ${changes}) g`);
await db.execute(sql`ANALYZE`);
console.log(
  `[alerts] ${flags.db}: ${users.toLocaleString('en')} Pro users × ${WATCHLIST} watchlist titles, ${changes.toLocaleString('en')} changes in a day; seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);

const alerts = createAlertStore(db);
const day = new Date().toISOString().slice(0, 10);
const since = new Date(Date.now() - 7 * 86_400_000);
const started = performance.now();
const upTo = await alerts.newestChange();
const candidates = await alerts.digestCandidates(day);
const matchMs: number[] = [];
let digests = 0;
let changesSent = 0;
for (const user of candidates) {
  const t = performance.now();
  const found = await alerts.matchingChanges(user, upTo, since);
  matchMs.push(performance.now() - t);
  if (!found.length) await alerts.skipTo(user, upTo);
  else if (await alerts.claimDigest(user, day, upTo)) {
    digests++;
    changesSent += found.length;
  }
}
const seconds = (performance.now() - started) / 1000;
matchMs.sort((a, b) => a - b);
const at = (p: number) =>
  (matchMs[Math.min(matchMs.length - 1, Math.floor(matchMs.length * p))] ?? 0).toFixed(2);
console.log(
  '| candidates | digests | changes in them | round s | matching ms p50 / p95 / max |\n|--:|--:|--:|--:|--:|',
);
console.log(
  `| ${candidates.length.toLocaleString('en')} | ${digests.toLocaleString('en')} | ${changesSent.toLocaleString('en')} | ${seconds.toFixed(1)} | ${at(0.5)} / ${at(0.95)} / ${at(1)} |`,
);
await database.close();
rmSync(work, { recursive: true, force: true });
