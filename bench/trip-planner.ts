// The trip planner's query (docs/product-rules.md#planner) on the synthetic 100k-title catalog: a user with 100
// watchlist titles and a handful of services, timed in process through the same store the server
// uses (no HTTP), one caller at a time. Bar: ≤ 50 ms for 100 titles.
// Usage: npm run bench:planner -- [--db=pglite|postgres] [--database-url=…] [--runs=200] [--vacuum]
// --vacuum first runs VACUUM on availability, as PostgreSQL's autovacuum does on its own (PGlite
// has no autovacuum): index-only scans then skip the table itself.
import { parseArgs } from 'node:util';
import { createTripPlannerStore, type Db, openDatabase, queryRows } from '@reelatlas/db';
import { sql } from 'drizzle-orm';
import { syntheticTarget } from './servers.ts';
import { DEFAULT_SEED, DEFAULT_TITLES } from './synthetic/generate.ts';
import { ensureSyntheticCatalog } from './synthetic/load.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '200' },
    vacuum: { type: 'boolean', default: false },
  },
});
if (flags.db !== 'pglite' && flags.db !== 'postgres') throw new Error('--db must be pglite or postgres');
const runs = Number(flags.runs);
const target = await syntheticTarget(flags.db, flags['database-url']);
await ensureSyntheticCatalog(target.database, {
  titles: DEFAULT_TITLES,
  seed: DEFAULT_SEED,
  log: (line) => process.stderr.write(`[catalog] ${line}\n`),
});
const database = await openDatabase(target.database);
await database.migrate();
const { db } = database;
if (flags.vacuum) await db.execute(sql`VACUUM availability`);
const store = createTripPlannerStore(db);
const USER = 'bench-trip-planner';
const WATCHLIST = 100;
const SERVICES = 5;

/** Writes the bench user's watchlist (100 titles) and services (the most widespread ones). */
async function prepare(db: Db, titles: { type: string; id: number }[]) {
  await db.execute(sql`DELETE FROM users WHERE id = ${USER}`);
  await db.execute(
    sql`INSERT INTO users (id, name, email, username, country, plan)
        VALUES (${USER}, 'bench', 'bench-trip-planner@example.test', 'bench-trip-planner', 'SE', 'Pro')`,
  );
  await db.execute(
    sql`INSERT INTO list_entries (user_id, list, title_type, title_id, title)
        SELECT ${USER}, 'watchlist', t.type, t.id, t.title
        FROM jsonb_to_recordset(${JSON.stringify(titles)}::jsonb) AS w(type text, id int)
        JOIN titles t ON t.type = w.type AND t.id = w.id`,
  );
  await db.execute(
    sql`INSERT INTO user_services (user_id, service)
        SELECT ${USER}, provider FROM availability GROUP BY provider
        ORDER BY count(DISTINCT country) DESC, provider LIMIT ${SERVICES}`,
  );
  await db.execute(sql`ANALYZE list_entries`);
  await db.execute(sql`ANALYZE user_services`);
}

/** The watchlists measured: the most widely offered titles (worst case) and a fixed sample. */
async function watchlists(db: Db) {
  const popular = await queryRows<{ type: string; id: number }>(
    db,
    sql`SELECT type, id FROM titles WHERE source = 'tmdb' ORDER BY popularity DESC, id LIMIT ${WATCHLIST}`,
  );
  // Every 997th title that has any offer: a spread over the whole catalog, the same every run.
  const sampled = await queryRows<{ type: string; id: number }>(
    db,
    sql`SELECT type, id FROM (
          SELECT t.type, t.id, row_number() OVER (ORDER BY t.type, t.id) AS n
          FROM titles t WHERE EXISTS (SELECT 1 FROM availability a WHERE a.title_type = t.type AND a.title_id = t.id)
        ) s WHERE n % 997 = 0 LIMIT ${WATCHLIST}`,
  );
  return {
    'the 100 most popular titles (the widest offers)': popular,
    '100 titles spread over the catalog': sampled,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function time(task: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await task();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const cells = [0.5, 0.95, 0.99].map((p) => percentile(times, p).toFixed(2));
  return `${cells.join(' | ')} | ${(times.at(-1) ?? 0).toFixed(2)} | ${((used.user + used.system) / 1000 / runs).toFixed(2)}`;
}

console.log(
  `\n### ${flags.db}${flags.vacuum ? ' (after VACUUM)' : ''}, ${runs} runs each (after 20 warm-up runs)\n`,
);
console.log(
  '| watchlist | query | offer rows read | p50 ms | p95 ms | p99 ms | max ms | client CPU ms/run |',
);
console.log('|---|---|--:|--:|--:|--:|--:|--:|');
const dayAgo = () => new Date(Date.now() - 24 * 3_600_000);
for (const [name, titles] of Object.entries(await watchlists(db))) {
  await prepare(db, titles);
  const [rows] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM list_entries e JOIN availability a
          ON a.title_type = e.title_type AND a.title_id = e.title_id
        WHERE e.user_id = ${USER} AND a.offer_type IN ('subscription', 'free', 'ads')`,
  );
  const summary = await store.summary(USER, dayAgo());
  const best = summary.countries.sort((a, b) => b.mine - a.mine || b.any - a.any)[0]?.country ?? 'US';
  const line = (query: string, cells: string) =>
    console.log(`| ${name} | ${query} | ${rows?.n ?? 0} | ${cells} |`);
  line('ranking (`summary`, titles fresh)', await time(() => store.summary(USER, dayAgo())));
  // Every title stale: the same statement also queues all 100 for the refresh (then finds them queued).
  line(
    'ranking, every title stale (queued)',
    await time(() => store.summary(USER, new Date(Date.now() + 3_600_000))),
  );
  line(`one country (\`country\`, ${best})`, await time(() => store.country(USER, best, dayAgo())));
  await db.execute(sql`DELETE FROM title_refresh_queue`);
}

// The plan, to show every table is reached by an index.
const plan = await queryRows<{ 'QUERY PLAN': string }>(
  db,
  sql`EXPLAIN SELECT a.country, count(*) FROM list_entries e
      JOIN availability a ON a.title_type = e.title_type AND a.title_id = e.title_id
      WHERE e.user_id = ${USER} AND e.list = 'watchlist' GROUP BY a.country`,
);
console.log(
  `\nPlan of the join at the heart of the ranking:\n\n${plan.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`,
);
await db.execute(sql`DELETE FROM users WHERE id = ${USER}`);
await database.close();
