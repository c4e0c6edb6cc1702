import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { queryRows } from './rows.ts';

export interface Readiness {
  /** The database answered a query. */
  database: boolean;
  /** Migrations shipped with this build that the database has not applied (start-up applies them). */
  pendingMigrations: number;
}

// Resolved through the package (not relative to this file) so it also works from the bundled server.
const journalPath = createRequire(import.meta.url).resolve('@reelatlas/db/migrations/meta/_journal.json');

/** `when` of each migration shipped with this build: drizzle records it as `created_at`. */
function shippedMigrations(): number[] {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((entry) => entry.when);
}

/** One round trip to the database (health checks); throws when it does not answer. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`SELECT 1`);
}

/**
 * Whether this instance can serve: the database answers, and every migration of this build is
 * applied. Compared the way drizzle's migrator decides what to apply (by the newest `created_at`
 * in drizzle.__drizzle_migrations), so "pending" means exactly what the next start would run.
 */
export async function checkReadiness(database: Database): Promise<Readiness> {
  try {
    await pingDatabase(database);
  } catch {
    return { database: false, pendingMigrations: shippedMigrations().length };
  }
  let newestApplied = -1;
  try {
    const rows = await queryRows<{ created_at: string | number | null }>(
      database.db,
      sql`SELECT max(created_at) AS created_at FROM drizzle.__drizzle_migrations`,
    );
    newestApplied = Number(rows[0]?.created_at ?? -1);
  } catch {
    // No migrations table yet: nothing is applied.
  }
  return {
    database: true,
    pendingMigrations: shippedMigrations().filter((when) => when > newestApplied).length,
  };
}

/** The database's liveness and readiness, as the health routes ask for them. */
export interface DatabaseHealth {
  ping(): Promise<void>;
  readiness(): Promise<Readiness>;
}

export function databaseHealth(database: Database): DatabaseHealth {
  return { ping: () => pingDatabase(database), readiness: () => checkReadiness(database) };
}
