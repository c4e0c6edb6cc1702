import { PLANNER_LEAVING_MAX, STREAMING_OFFER_TYPES } from '@reelatlas/contracts';
import type { TripCountryRow, TripLeavingRow, TripPlannerStore, TripSummaryRows } from '@reelatlas/core';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './rows.ts';

const streaming = sql.raw(STREAMING_OFFER_TYPES.map((type) => `'${type}'`).join(', '));
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Both drivers hand back json columns parsed; a text column (some setups) is parsed here. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The trip planner's reads (docs/product-rules.md#planner), each one statement. Every access is by an index: the
 * user's watchlist and services by their primary keys' user prefix, each title's availability by
 * the availability key's (type, id[, country]) prefix, its freshness by the titles key. So the cost
 * grows with the watchlist's offers (≤ 100 titles), never with the catalog.
 */
export function createTripPlannerStore(db: Db): TripPlannerStore {
  return {
    async summary(userId, staleBefore): Promise<TripSummaryRows> {
      const [row] = await queryRows<{
        total: number | string;
        streaming: number | string;
        services: unknown;
        countries: unknown;
        stale: unknown;
      }>(
        db,
        sql`WITH list AS (
              SELECT e.title_type, e.title_id, e.title, t.source, t.fetched_at
              FROM list_entries e
              LEFT JOIN titles t ON t.type = e.title_type AND t.id = e.title_id
              WHERE e.user_id = ${userId} AND e.list = 'watchlist'
            ),
            mine AS (
              SELECT coalesce(array_agg(service ORDER BY service), '{}') AS services
              FROM user_services WHERE user_id = ${userId}
            ),
            -- Per title, its countries: one index range of availability each, grouped as it is read.
            per_title AS (
              SELECT l.title_type, l.title_id, c.country, c.on_mine
              FROM list l CROSS JOIN mine m
              CROSS JOIN LATERAL (
                SELECT a.country, bool_or(a.provider = ANY (m.services)) AS on_mine
                FROM availability a
                WHERE a.title_type = l.title_type AND a.title_id = l.title_id
                  AND a.offer_type IN (${streaming})
                GROUP BY a.country
              ) c
            ),
            per_country AS (
              SELECT country, (count(*) FILTER (WHERE on_mine))::int AS mine, count(*)::int AS any_count
              FROM per_title GROUP BY country
            ),
            stale AS (
              SELECT title_type, title_id, title FROM list
              WHERE source = 'tmdb' AND fetched_at < ${iso(staleBefore)}::timestamptz
            ),
            -- Runs once whether read or not: the catalog's refresh takes these titles first.
            queued AS (
              INSERT INTO title_refresh_queue (title_type, title_id)
              SELECT title_type, title_id FROM stale
              ON CONFLICT DO NOTHING
              RETURNING 1
            )
            SELECT
              (SELECT count(*) FROM list)::int AS total,
              (SELECT count(DISTINCT (title_type, title_id)) FROM per_title)::int AS streaming,
              (SELECT array_to_json(services) FROM mine) AS services,
              (SELECT coalesce(json_agg(json_build_array(country, mine, any_count)), '[]'::json)
                 FROM per_country) AS countries,
              (SELECT coalesce(json_agg(json_build_array(title_type, title_id, title)), '[]'::json)
                 FROM stale) AS stale`,
      );
      if (!row) throw new Error('the planner summary returned no row');
      return {
        total: Number(row.total),
        streaming: Number(row.streaming),
        services: parsed<string[]>(row.services),
        countries: parsed<[string, number, number][]>(row.countries).map(([country, mine, any]) => ({
          country,
          mine: Number(mine),
          any: Number(any),
        })),
        stale: parsed<['movie' | 'tv', number, string][]>(row.stale).map(([type, id, title]) => ({
          type,
          id: Number(id),
          title,
        })),
      };
    },

    async country(userId, country, staleBefore): Promise<TripCountryRow[]> {
      const rows = await queryRows<Omit<TripCountryRow, 'id'> & { id: number | string }>(
        db,
        sql`SELECT e.title_id AS id, e.title_type AS type, e.title, e.year, e.thumbnail,
                   coalesce(t.source = 'tmdb' AND t.fetched_at < ${iso(staleBefore)}::timestamptz, false) AS stale,
                   a.provider AS service, a.offer_type AS "offerType",
                   EXISTS (SELECT 1 FROM user_services s
                           WHERE s.user_id = ${userId} AND s.service = a.provider) AS mine
            FROM list_entries e
            JOIN availability a
              ON a.title_type = e.title_type AND a.title_id = e.title_id AND a.country = ${country}
            LEFT JOIN titles t ON t.type = e.title_type AND t.id = e.title_id
            WHERE e.user_id = ${userId} AND e.list = 'watchlist' AND a.offer_type IN (${streaming})`,
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    async leaving(userId, from, to): Promise<TripLeavingRow[]> {
      const rows = await queryRows<Omit<TripLeavingRow, 'id'> & { id: number | string }>(
        db,
        sql`SELECT e.title_id AS id, e.title_type AS type, e.title, a.country, a.provider AS service,
                   a.offer_type AS "offerType", a.expires_on::text AS "leavesOn"
            FROM list_entries e
            JOIN availability a ON a.title_type = e.title_type AND a.title_id = e.title_id
            JOIN user_services s ON s.user_id = ${userId} AND s.service = a.provider
            WHERE e.user_id = ${userId} AND e.list = 'watchlist'
              AND a.expires_on BETWEEN ${from}::date AND ${to}::date
            ORDER BY a.expires_on, e.title, a.country, a.provider, a.offer_type
            LIMIT ${PLANNER_LEAVING_MAX}`,
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}
