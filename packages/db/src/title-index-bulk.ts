import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';
import { TITLE_PREFIX_LENGTHS } from './schema.ts';

/**
 * The indexes of `titles` that a first sync of TMDb's exports builds once at the end instead of
 * keeping them up to date row by row: the same definitions as the migrations (0001, 0009, 0014, 0018).
 * A sorted build of 1.2 million entries costs a fraction of 1.2 million inserts into them.
 */
const DEFERRED_INDEXES: { name: string; create: string }[] = [
  {
    name: 'titles_search_trgm',
    create:
      'CREATE INDEX IF NOT EXISTS "titles_search_trgm" ON "titles" USING gin ("search_title" gin_trgm_ops) WITH (fastupdate = off)',
  },
  {
    name: 'titles_popularity',
    create:
      'CREATE INDEX IF NOT EXISTS "titles_popularity" ON "titles" USING btree ("popularity" DESC NULLS LAST)',
  },
  ...TITLE_PREFIX_LENGTHS.map((n) => ({
    name: `titles_prefix_${n}`,
    create: `CREATE INDEX IF NOT EXISTS "titles_prefix_${n}" ON "titles" USING btree (left(search_title, ${n}),(substr(search_title, ${n + 1}, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"id")`,
  })),
  {
    name: 'titles_search_range',
    create:
      'CREATE INDEX IF NOT EXISTS "titles_search_range" ON "titles" USING btree ("search_title" COLLATE "C") INCLUDE ("popularity", "adult", "type", "id")',
  },
];
/** The triggers keeping autocomplete's screen tables (title_trigrams, title_starts) whole. */
const TRIGGERS = [
  'titles_trigrams_insert',
  'titles_trigrams_update',
  'titles_starts_insert',
  'titles_starts_update',
];

/**
 * Before a bulk load: drops the deferred indexes and turns off the title_trigrams and title_starts
 * triggers. Queries still answer meanwhile, from sequential scans (slowly: minutes on a first sync).
 */
export async function deferTitleIndexes(db: Db): Promise<void> {
  for (const index of DEFERRED_INDEXES) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index.name}"`));
  for (const trigger of TRIGGERS)
    await db.execute(sql.raw(`ALTER TABLE "titles" DISABLE TRIGGER "${trigger}"`));
}

/**
 * Builds any deferred index that is missing, and turns the triggers back on with title_trigrams
 * and title_starts filled from every title. Idempotent and cheap when nothing is missing, so every
 * sync starts with it: a bulk load that died half-way leaves the table whole again at the next sync.
 */
export async function restoreTitleIndexes(db: Db): Promise<void> {
  const present = new Set(
    (
      await queryRows<{ name: string }>(
        db,
        sql`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'titles'`,
      )
    ).map((row) => row.name),
  );
  for (const index of DEFERRED_INDEXES.filter((i) => !present.has(i.name)))
    await db.transaction(async (tx) => {
      // A sorted build in memory rather than in temporary files (the default is 64 MB).
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(index.create));
    });
  const disabled = await queryRows<{ name: string }>(
    db,
    sql`SELECT tgname AS name FROM pg_trigger WHERE tgrelid = 'titles'::regclass AND tgenabled = 'D'`,
  );
  if (!disabled.length) return;
  for (const { name } of disabled) await db.execute(sql.raw(`ALTER TABLE "titles" ENABLE TRIGGER "${name}"`));
  // Rows written while the triggers were off: one pass over the table (after turning them on,
  // so no write falls between the two).
  await db.execute(
    sql`INSERT INTO title_trigrams (trigram)
        SELECT DISTINCT unnest(show_trgm(search_title)) FROM titles ON CONFLICT DO NOTHING`,
  );
  // 4: autocomplete-screen.ts's PREFIX_CHARS, as in the triggers (migration 0030).
  await db.execute(
    sql`INSERT INTO title_starts (start) SELECT DISTINCT left(search_title, 4) FROM titles ON CONFLICT DO NOTHING`,
  );
}
