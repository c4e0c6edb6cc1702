import { selectTitleOverviews, type TitleOverview, type TitleRef } from '@reelatlas/core';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A title whose overviews a write replaces. */
export interface TitleOverviewsInput extends TitleRef {
  overviews: readonly TitleOverview[];
}

/** Rows per statement (one JSON parameter each; overviews are up to 2,000 characters). */
const OVERVIEWS_BATCH = 1_000;

/**
 * Replaces the stored overviews of these titles (in the caller's transaction, after their rows
 * were written), each list cleaned and capped by core's rule (selectTitleOverviews).
 */
export async function replaceTitleOverviews(
  tx: Tx | Db,
  items: readonly TitleOverviewsInput[],
): Promise<void> {
  if (!items.length) return;
  const keys = JSON.stringify(items.map(({ type, id }) => ({ type, id })));
  await tx.execute(
    sql`DELETE FROM title_overviews o USING jsonb_to_recordset(${keys}::jsonb) AS k(type text, id int)
        WHERE o.title_type = k.type AND o.title_id = k.id`,
  );
  const rows = items.flatMap((item) =>
    selectTitleOverviews(item.overviews).map((o) => ({
      title_type: item.type,
      title_id: item.id,
      language: o.language,
      country: o.country ?? '',
      overview: o.overview,
    })),
  );
  for (let i = 0; i < rows.length; i += OVERVIEWS_BATCH)
    await tx.execute(
      sql`INSERT INTO title_overviews (title_type, title_id, language, country, overview)
          SELECT r.title_type, r.title_id, r.language, r.country, r.overview
          FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + OVERVIEWS_BATCH))}::jsonb) AS r(
            title_type text, title_id int, language text, country text, overview text)
          ON CONFLICT DO NOTHING`,
    );
}
