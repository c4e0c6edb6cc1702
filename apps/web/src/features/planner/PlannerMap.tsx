import type { PlannerCountry } from '@reelatlas/contracts';
import { Suspense, useCallback, useId, useMemo, useState } from 'react';
// The title page's map (its shapes and code are one chunk, shared), coloured by the planner's counts.
import { LazyWorldMapSvg } from '../../components/world-map/lazy-world-map.ts';
import { MapLoadBoundary } from '../../components/world-map/MapLoadBoundary.tsx';
import type { CountryOffers } from '../../components/world-map/map-colouring.ts';
import { NO_OFFER_FILL } from '../../components/world-map/map-palette.tsx';
import { countryName } from '../../lib/countries.ts';
import { bucketOf, countBuckets, countryLine, mapCount, OTHERS_ONLY_COLOUR } from './planner-text.ts';

const NO_OFFERS: ReadonlyMap<string, CountryOffers> = new Map();

const loading = (
  <p className="grid size-full place-items-center text-sm text-muted" data-testid="map-loading">
    Loading the map…
  </p>
);

function Swatch({ colour }: { colour: string }) {
  return (
    <svg width="22" height="14" aria-hidden="true" className="shrink-0 rounded-sm border border-fg/40">
      <rect width="22" height="14" fill={colour} />
    </svg>
  );
}

/**
 * A compact world map of the planner: each country coloured by how many watchlist titles stream
 * there on the user's services (on any service when none are chosen). Selecting one shows its
 * titles, as the ranked list does.
 */
export function PlannerMap({
  countries,
  total,
  hasServices,
  chosen,
  onPick,
}: {
  countries: readonly PlannerCountry[];
  total: number;
  hasServices: boolean;
  chosen: string;
  onPick: (code: string) => void;
}) {
  const id = useId();
  const prefix = `planner${id.replace(/[^\w-]/g, '')}`;
  const [shown, setShown] = useState<string | null>(null);
  const rows = useMemo(() => new Map(countries.map((row) => [row.country, row])), [countries]);
  const buckets = useMemo(
    () => countBuckets(Math.max(0, ...countries.map((row) => mapCount(row, hasServices)))),
    [countries, hasServices],
  );
  // Every country where something streams, by name: the map's keyboard order.
  const order = useMemo(
    () =>
      countries
        .filter((row) => row.any > 0)
        .map((row) => ({ code: row.country, name: countryName(row.country) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    [countries],
  );
  const fill = useCallback(
    (code: string) => {
      const row = rows.get(code);
      if (!row || row.any === 0) return NO_OFFER_FILL;
      const count = mapCount(row, hasServices);
      return count === 0 ? OTHERS_ONLY_COLOUR : (bucketOf(buckets, count)?.colour ?? NO_OFFER_FILL);
    },
    [rows, buckets, hasServices],
  );
  const describe = useCallback(
    (code: string) => {
      const row = rows.get(code) ?? { country: code, mine: 0, any: 0 };
      return countryLine(countryName(code), row, total, hasServices);
    },
    [rows, total, hasServices],
  );
  const showsOthersOnly = hasServices && countries.some((row) => row.any > 0 && row.mine === 0);

  return (
    <section aria-labelledby={`${prefix}-heading`} className="flex flex-col gap-2" data-testid="planner-map">
      <h3 id={`${prefix}-heading`} className="sr-only">
        Map of your list
      </h3>
      <div className="aspect-[960/470] w-full overflow-hidden rounded-lg border border-border bg-surface-2">
        <MapLoadBoundary>
          <Suspense fallback={loading}>
            <LazyWorldMapSvg
              offers={NO_OFFERS}
              countries={order}
              chosen={chosen}
              onPick={onPick}
              onShow={setShown}
              describe={describe}
              patternPrefix={prefix}
              fill={fill}
            />
          </Suspense>
        </MapLoadBoundary>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Map legend">
        {buckets.map((bucket) => (
          <li key={bucket.from} className="inline-flex items-center gap-2">
            <Swatch colour={bucket.colour} />
            {bucket.from === bucket.to ? bucket.from : `${bucket.from}–${bucket.to}`}{' '}
            {hasServices ? 'on your services' : 'titles'}
          </li>
        ))}
        {showsOthersOnly ? (
          <li className="inline-flex items-center gap-2">
            <Swatch colour={OTHERS_ONLY_COLOUR} />
            Only on other services
          </li>
        ) : null}
        <li className="inline-flex items-center gap-2">
          <Swatch colour={NO_OFFER_FILL} />
          None of your list
        </li>
      </ul>
      <p className="min-h-5 text-sm" data-testid="planner-map-info">
        {shown
          ? describe(shown)
          : 'Point at or focus a country to see its count; select it to see its titles.'}
      </p>
    </section>
  );
}
