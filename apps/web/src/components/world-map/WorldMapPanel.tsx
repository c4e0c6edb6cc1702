import {
  lazy,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { countryName } from '../../lib/countries.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import type { StreamEntry } from '../../lib/stream-entries.ts';
import { MarkerList, type MarkerListItem, Swatch } from '../MarkerList.tsx';
import { MapLoadBoundary } from './MapLoadBoundary.tsx';
import {
  countryOffers,
  describeCountry,
  keyboardOrder,
  type MapTier,
  TIER_TEXT_IDS,
} from './map-colouring.ts';
import { NO_OFFER_FILL, TierPatterns, tierFill } from './map-palette.tsx';

// The map's code and its shapes (projected at build time, build/world-shapes.ts) are a chunk of
// their own (≈ 47 KB gzipped), fetched when a title page's map comes near the viewport, so
// neither `/` nor the title page's first load waits for them or spends main-thread time on them.
const WorldMapSvg = lazy(() => import('./WorldMapSvg.tsx'));

/** True once the element is within 200 px of the viewport (at once where there is no observer). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (records) => {
        if (!records.some((record) => record.isIntersecting)) return;
        observer.disconnect();
        // A transition: drawing ~250 countries yields to the visitor's input.
        startTransition(() => setNear(true));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

interface WorldMapPanelProps {
  entries: readonly StreamEntry[];
  /** The list's country filter ('' for all). */
  country: string;
  onPickCountry: (code: string) => void;
  /** The visitor's services (provider names); the "Only my services" toggle shows when non-empty. */
  myServices?: readonly string[];
}

function Loading() {
  const t = useT();
  return (
    <p className="grid size-full place-items-center text-sm text-muted" data-testid="map-loading">
      {t('map.loading')}
    </p>
  );
}

function LegendSwatch({ prefix, tier }: { prefix: string; tier: MapTier | 'none' }) {
  return tier === 'none' ? (
    <Swatch fill={NO_OFFER_FILL} />
  ) : (
    <Swatch fill={tierFill(prefix, tier)} defs={<TierPatterns prefix={prefix} />} />
  );
}

/**
 * The title's world map (docs/product-rules.md#title-pages): every country of the title's data coloured by its best offer,
 * a legend with counts, the line that names the country pointed at or focused, and the toggle
 * "Only my services". Picking a country sets the list's country filter.
 */
export function WorldMapPanel({ entries, country, onPickCountry, myServices }: WorldMapPanelProps) {
  const t = useT();
  const id = useId();
  const prefix = `map${id.replace(/[^\w-]/g, '')}`;
  const [onlyMine, setOnlyMine] = useState(false);
  const mine = myServices && myServices.length > 0 ? myServices : undefined;
  const onlyMineOn = onlyMine && mine !== undefined;
  const allOffers = useMemo(() => countryOffers(entries), [entries]);
  const offers = useMemo(
    () => (onlyMineOn ? countryOffers(entries, mine) : allOffers),
    [onlyMineOn, entries, mine, allOffers],
  );
  const countries = useMemo(
    () => keyboardOrder(allOffers).map(({ code, name }) => ({ code, name })),
    [allOffers],
  );
  const [shown, setShown] = useState<string | null>(null);
  const { ref: boxRef, near } = useNearViewport<HTMLDivElement>();
  const nameOf = useCallback((code: string) => allOffers.get(code)?.name ?? countryName(code), [allOffers]);
  const describe = useCallback(
    (code: string) => describeCountry(t, nameOf(code), offers.get(code), onlyMineOn),
    [t, nameOf, offers, onlyMineOn],
  );

  const counts = new Map<MapTier, number>();
  for (const offer of offers.values()) counts.set(offer.tier, (counts.get(offer.tier) ?? 0) + 1);
  const legend: MarkerListItem[] = [
    ...(['subscription', 'free', 'paid', 'unknown'] as const)
      .filter((tier) => tier !== 'unknown' || counts.has('unknown'))
      .map((tier) => ({
        key: tier,
        marker: <LegendSwatch prefix={`${prefix}-legend-${tier}`} tier={tier} />,
        name: t(TIER_TEXT_IDS[tier]),
        countries: counts.get(tier) ?? 0,
      })),
    {
      key: 'none',
      marker: <LegendSwatch prefix={`${prefix}-legend-none`} tier="none" />,
      name: t(onlyMineOn ? 'map.notOnMine' : TIER_TEXT_IDS.none),
    },
  ];

  return (
    <section aria-labelledby={`${prefix}-heading`} className="flex flex-col gap-2" data-testid="map-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${prefix}-heading`} className="text-lg font-semibold">
          {t('map.heading')}
        </h3>
        {mine ? (
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--ra-ring)]"
              checked={onlyMine}
              onChange={(event) => setOnlyMine(event.target.checked)}
            />
            {t('map.onlyMine')}
          </label>
        ) : null}
      </div>
      <div
        ref={boxRef}
        className="aspect-[960/470] w-full overflow-hidden rounded-lg border border-border bg-surface-2"
      >
        <MapLoadBoundary>
          <Suspense fallback={<Loading />}>
            {near ? (
              <WorldMapSvg
                offers={offers}
                countries={countries}
                chosen={country}
                onPick={onPickCountry}
                onShow={setShown}
                describe={describe}
                patternPrefix={prefix}
              />
            ) : (
              <Loading />
            )}
          </Suspense>
        </MapLoadBoundary>
      </div>
      <MarkerList variant="legend" label={t('map.legend')} items={legend} />
      <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p data-testid="map-info">
          {shown ? describe(shown) : country ? t('map.showing', { country: nameOf(country) }) : t('map.hint')}
        </p>
        {country && !shown ? (
          <button
            type="button"
            className="rounded-md text-link underline underline-offset-2"
            onClick={() => onPickCountry('')}
          >
            {t('map.showAll')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
