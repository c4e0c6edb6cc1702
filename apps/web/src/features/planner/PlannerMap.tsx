import type { PlannerCountry } from '@reelatlas/contracts';
import { Suspense, useCallback, useId, useMemo, useState } from 'react';
import { MarkerList, Swatch } from '../../components/MarkerList.tsx';
import { LazyWorldMapSvg } from '../../components/world-map/lazy-world-map.ts';
import { MapLoadBoundary } from '../../components/world-map/MapLoadBoundary.tsx';
import type { CountryOffers } from '../../components/world-map/map-colouring.ts';
// The title page's map (its shapes and code are one chunk, shared), coloured by the planner's counts.
import { countryName } from '../../lib/countries.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { countryLine, type MapClass, mapClassFill, mapClassOf } from './planner-text.ts';

const NO_OFFERS: ReadonlyMap<string, CountryOffers> = new Map();

function MapLoading() {
  const t = useT();
  return (
    <p className="grid size-full place-items-center text-sm text-muted" data-testid="map-loading">
      {t('planner.map.loading')}
    </p>
  );
}
const loading = <MapLoading />;

/**
 * A compact world map of the planner: each country coloured by whether watchlist titles stream
 * there on the user's services (on any service when none are chosen), only on other services, or
 * not at all. Selecting one shows its titles, as the ranked list does.
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
  const t = useT();
  const id = useId();
  const prefix = `planner${id.replace(/[^\w-]/g, '')}`;
  const [shown, setShown] = useState<string | null>(null);
  const rows = useMemo(() => new Map(countries.map((row) => [row.country, row])), [countries]);
  const classCounts = useMemo(() => {
    const counts: Record<MapClass, number> = { mine: 0, others: 0, none: 0 };
    for (const row of countries) counts[mapClassOf(row, hasServices)] += 1;
    return counts;
  }, [countries, hasServices]);
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
      return mapClassFill(row ? mapClassOf(row, hasServices) : 'none');
    },
    [rows, hasServices],
  );
  const describe = useCallback(
    (code: string) => {
      const row = rows.get(code) ?? { country: code, mine: 0, any: 0 };
      return countryLine(countryName(code), row, total, hasServices, t);
    },
    [rows, total, hasServices, t],
  );

  return (
    <section aria-labelledby={`${prefix}-heading`} className="flex flex-col gap-2" data-testid="planner-map">
      <h3 id={`${prefix}-heading`} className="sr-only">
        {t('planner.map.heading')}
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
      <MarkerList
        variant="legend"
        label={t('planner.map.legend')}
        testId="planner-legend"
        items={[
          {
            key: 'mine',
            marker: <Swatch fill={mapClassFill('mine')} />,
            name: hasServices ? t('planner.map.mine') : t('planner.map.any'),
            countries: classCounts.mine,
          },
          ...(classCounts.others > 0
            ? [
                {
                  key: 'others',
                  marker: <Swatch fill={mapClassFill('others')} />,
                  name: t('planner.map.others'),
                  countries: classCounts.others,
                },
              ]
            : []),
          { key: 'none', marker: <Swatch fill={mapClassFill('none')} />, name: t('planner.map.none') },
        ]}
      />
      <p className="min-h-5 text-sm" data-testid="planner-map-info">
        {shown ? describe(shown) : t('planner.map.hint')}
      </p>
    </section>
  );
}
