import type { Region, TitleDetails } from '@reelatlas/contracts';
import { ChevronDown } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { buttonStyles } from '../../components/button-styles.ts';
import { WorldMapPanel } from '../../components/world-map/WorldMapPanel.tsx';
import {
  countryOptions,
  emptyFilters,
  filterEntries,
  groupByPlatform,
  isOtherOpenByDefault,
  notStreamingOptions,
  type PlatformGroup,
  platformOptions,
  type StreamEntry,
  type StreamFilters,
  toStreamEntries,
} from '../../lib/stream-entries.ts';
import { JustWatchAttribution } from '../content/index.ts';
import { firstPaintRows, useRenderAll } from './first-rows.ts';
import { PlatformCard } from './PlatformCard.tsx';
import { personalise } from './personal-order.ts';
import { StreamFilterBar } from './StreamFilterBar.tsx';

const NO_SERVICES: readonly string[] = [];
const NO_ENTRIES: StreamEntry[] = [];

/**
 * The cards of the first paint: those with rows in it. The rest (below a phone's screen) come a
 * moment later with every row, so nothing visible moves.
 */
function firstPaint(groups: PlatformGroup[], firstRows: Map<string, number> | null): PlatformGroup[] {
  return firstRows ? groups.filter((group) => (firstRows.get(group.name) ?? 0) > 0) : groups;
}

/** The 'Where to Stream' panel: filters, then Popular and (collapsible) Other platforms. */
export function WhereToStream({
  movie,
  regions,
  services = NO_SERVICES,
  home = null,
}: {
  movie: Pick<TitleDetails, 'availability' | 'platforms' | 'source'>;
  /** The countries the catalog covers, once known (GET /api/regions). */
  regions?: readonly Region[];
  /** The visitor's services ("My services"): listed first, marked as theirs. */
  services?: readonly string[];
  /** The visitor's country: first in every platform's list. */
  home?: string | null;
}) {
  const otherId = useId();
  const entries = useMemo(() => toStreamEntries(movie), [movie]);
  // The selects' options and the map's colouring wait until the first rows have painted: the
  // first render sees no entries here, the next one (in the background) all of them.
  const later = useDeferredValue(entries, NO_ENTRIES);
  const countries = useMemo(() => countryOptions(later), [later]);
  const platforms = useMemo(() => platformOptions(later), [later]);
  const notStreaming = useMemo(
    () => (later === NO_ENTRIES ? [] : notStreamingOptions(later, regions)),
    [later, regions],
  );
  const [filters, setFilters] = useState<StreamFilters>(emptyFilters);
  const chosenNowhere = notStreaming.find((country) => country.code === filters.country);
  // null = follow the default (open only when no popular platform is shown); a click overrides it.
  const [otherToggled, setOtherToggled] = useState<boolean | null>(null);

  const filtered = useMemo(() => filterEntries(entries, filters), [entries, filters]);
  const groups = useMemo(
    () => personalise(groupByPlatform(filtered), services, home),
    [filtered, services, home],
  );
  const otherOpen = otherToggled ?? isOtherOpenByDefault(groups);
  const platformCount = groups.popular.length + groups.other.length;
  // The first paint shows the first rows only; every row is in the page a moment later.
  const renderAll = useRenderAll();
  const firstRows = useMemo(
    () => (renderAll ? null : firstPaintRows([...groups.popular, ...(otherOpen ? groups.other : [])])),
    [renderAll, groups, otherOpen],
  );

  return (
    <section aria-labelledby="where-to-stream" className="flex flex-col gap-4">
      <h2 id="where-to-stream" className="text-2xl font-bold">
        Where to Stream
      </h2>
      {entries.length === 0 ? (
        <p
          className="rounded-lg border border-border bg-surface p-6 text-center text-muted"
          data-testid="streams-nowhere"
        >
          This title is not available on any streaming service right now.
        </p>
      ) : (
        <>
          <StreamFilterBar
            filters={filters}
            onChange={setFilters}
            countries={countries}
            notStreaming={notStreaming}
            platforms={platforms}
          />
          <WorldMapPanel
            entries={later}
            country={filters.country}
            onPickCountry={(country) => setFilters((current) => ({ ...current, country }))}
            myServices={services}
          />
          <p className="text-sm text-muted" aria-live="polite" data-testid="stream-summary">
            {filtered.length === 0
              ? '0 platforms'
              : `${platformCount} ${platformCount === 1 ? 'platform' : 'platforms'} in ${new Set(filtered.map((e) => e.country)).size} countries`}
          </p>
          {filtered.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-border bg-surface p-6 text-center">
              <p>
                {chosenNowhere
                  ? `Not streaming in ${chosenNowhere.name} right now: no service there carries this title.`
                  : 'No streaming options match your filters.'}
              </p>
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => setFilters(emptyFilters)}
              >
                Clear filters
              </button>
            </div>
          ) : (
            <>
              <section aria-labelledby={`${otherId}-popular`} className="flex flex-col gap-3">
                <h3 id={`${otherId}-popular`} className="text-lg font-semibold">
                  Popular Platforms
                </h3>
                {groups.popular.length === 0 ? (
                  <p className="text-sm text-muted">None of the popular platforms carry this title here.</p>
                ) : (
                  firstPaint(groups.popular, firstRows).map((group) => (
                    <PlatformCard
                      key={group.name}
                      group={group}
                      headingLevel="h4"
                      rowLimit={firstRows?.get(group.name)}
                    />
                  ))
                )}
              </section>
              {groups.other.length > 0 ? (
                <section className="flex flex-col gap-3">
                  <h3 className="text-lg font-semibold">
                    <button
                      type="button"
                      aria-expanded={otherOpen}
                      aria-controls={`${otherId}-other`}
                      onClick={() => setOtherToggled(!otherOpen)}
                      className="inline-flex items-center gap-2 rounded-md"
                    >
                      Other Platforms
                      <span className="text-sm font-normal text-muted">({groups.other.length})</span>
                      <ChevronDown
                        aria-hidden="true"
                        className={`size-5 transition-transform ${otherOpen ? 'rotate-180' : ''}`}
                      />
                    </button>
                  </h3>
                  <div id={`${otherId}-other`} hidden={!otherOpen} className="flex flex-col gap-3">
                    {otherOpen
                      ? firstPaint(groups.other, firstRows).map((group) => (
                          <PlatformCard
                            key={group.name}
                            group={group}
                            headingLevel="h4"
                            rowLimit={firstRows?.get(group.name)}
                          />
                        ))
                      : null}
                  </div>
                </section>
              ) : null}
            </>
          )}
          {movie.source === 'tmdb' ? <JustWatchAttribution /> : null}
        </>
      )}
    </section>
  );
}
