import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/**
 * A database handle of either driver (pg or PGlite), with this package's schema. A file of its
 * own: database.ts opens one and rows.ts reads through one, and database.ts imports rows.ts.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
