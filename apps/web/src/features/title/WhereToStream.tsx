import type { Region, TitleDetails } from '@reelatlas/contracts';
import { ChevronDown, Map as MapIcon } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { buttonStyles } from '../../components/button-styles.ts';
import { WorldMapPanel } from '../../components/world-map/WorldMapPanel.tsx';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { filterByLanguage, languageOptions, primaryLanguage } from '../../lib/offer-facts-text.ts';
import {
  countryNamedBy,
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
import {
  appliedWatchLanguage,
  chooseWatchLanguage,
  useChosenWatchLanguage,
} from '../../lib/watch-language.ts';
import { hasSourcedFacts, JustWatchAttribution, OfferFactsCredit } from '../content/index.ts';
import { rowsWithin, useRowBudget } from './first-rows.ts';
import { PlatformCard } from './PlatformCard.tsx';
import { personalise } from './personal-order.ts';
import { StreamFilterBar } from './StreamFilterBar.tsx';
import { WhereToStreamTitle } from './WhereToStreamTitle.tsx';

const NO_SERVICES: readonly string[] = [];
const NO_ENTRIES: StreamEntry[] = [];

/**
 * The cards drawn so far: those with rows in the budget. The rest (below a phone's screen) come
 * a moment later, a few rows at a time (first-rows.ts), so nothing visible moves.
 */
function cardsDrawn(groups: PlatformGroup[], drawnRows: Map<string, number> | null): PlatformGroup[] {
  return drawnRows ? groups.filter((group) => (drawnRows.get(group.name) ?? 0) > 0) : groups;
}

/** The page language's text for an id (what useT returns). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** "3 platforms in 1 country": the answer's size, each count in its language's plural form. */
export function summaryText(platforms: number, countries: number, t: Translate): string {
  if (platforms === 0) return t('title.summary.none');
  return t('title.summary', { platforms, countries });
}

/**
 * Brings the picked country's answer into view (its first row, or the "not streaming there"
 * note) when a country is picked by any control: on a phone it is below the controls or the map.
 */
function useRevealPicked(picked: string) {
  const results = useRef<HTMLDivElement>(null);
  const last = useRef(picked);
  useEffect(() => {
    if (picked === last.current) return;
    last.current = picked;
    if (!picked) return;
    const target = results.current?.querySelector('[data-testid="stream-entry"], [data-testid="no-match"]');
    // Only as far as needed: an answer already on screen does not move.
    target?.scrollIntoView?.({ block: 'nearest' });
  }, [picked]);
  return results;
}

/**
 * The 'Where to Stream' panel: filters, then the answer (Popular and, collapsible, Other
 * platforms) first, the world map beside it on a wide screen and behind a button on a narrow one.
 */
export function WhereToStream({
  movie,
  regions,
  services = NO_SERVICES,
  home = null,
  note = null,
}: {
  movie: Pick<TitleDetails, 'availability' | 'platforms' | 'source'>;
  /** The countries the catalog covers, once known (GET /api/regions). */
  regions?: readonly Region[];
  /** The visitor's services ("My services"): listed first, marked as theirs. */
  services?: readonly string[];
  /** The visitor's country: first in every platform's list. */
  home?: string | null;
  /** A line beside the heading: what the search that opened the title left ("1 search left today"). */
  note?: string | null;
}) {
  const t = useT();
  const otherId = useId();
  const mapId = `${otherId}-map`;
  const entries = useMemo(() => toStreamEntries(movie), [movie]);
  // The selects' options and the map's colouring wait until the first rows have painted: the
  // first render sees no entries here, the next one (in the background) all of them.
  const later = useDeferredValue(entries, NO_ENTRIES);
  const countries = useMemo(() => countryOptions(later), [later]);
  const platforms = useMemo(() => platformOptions(later), [later]);
  const locale = useLocale();
  const languages = useMemo(() => languageOptions(later, locale), [later, locale]);
  const suggestedLanguage = primaryLanguage(locale.toLowerCase());
  // The language filter follows the visitor's choice (kept for the visit, shared with "For you"),
  // else the page's language where every offer says its languages (lib/watch-language.ts).
  // From the first render (one pass over the rows): decided only after the first paint, it
  // removed the rows without that language from under the visitor's eyes (a layout shift).
  const chosen = useChosenWatchLanguage();
  const language = useMemo(() => appliedWatchLanguage(entries, chosen, locale), [entries, chosen, locale]);
  const notStreaming = useMemo(
    () => (later === NO_ENTRIES ? [] : notStreamingOptions(later, regions)),
    [later, regions],
  );
  const [otherFilters, setOtherFilters] = useState<StreamFilters>(emptyFilters);
  const filters = useMemo(() => ({ ...otherFilters, language }), [otherFilters, language]);
  const setFilters = (next: StreamFilters | ((current: StreamFilters) => StreamFilters)) => {
    const value = typeof next === 'function' ? next(filters) : next;
    if (value.language !== language) chooseWatchLanguage(value.language);
    setOtherFilters(value);
  };
  // A country's full name typed in the text filter picks it, as the Country select does.
  const named = useMemo(() => {
    if (filters.country || !filters.text.trim()) return null;
    const known = [...new Map(entries.map((entry) => [entry.country, entry.countryName])).entries()].map(
      ([code, name]) => ({ code, name }),
    );
    return countryNamedBy(filters.text, [...known, ...notStreaming]);
  }, [filters.country, filters.text, entries, notStreaming]);
  const applied = useMemo(
    () => (named ? { ...filters, text: '', country: named.code } : filters),
    [filters, named],
  );
  const picked = applied.country;
  const chosenNowhere = notStreaming.find((country) => country.code === picked);
  // null = follow the default (open only when no popular platform is shown); a click overrides it.
  const [otherToggled, setOtherToggled] = useState<boolean | null>(null);
  const [mapOpen, setMapOpen] = useState(false);

  const filtered = useMemo(
    () => filterByLanguage(filterEntries(entries, applied), applied.language),
    [entries, applied],
  );
  // The map colours the countries where the title can be watched in the chosen language.
  const mapEntries = useMemo(() => filterByLanguage(later, applied.language), [later, applied.language]);
  const chosenLanguage = languages.find((language) => language.code === applied.language);
  const groups = useMemo(
    () => personalise(groupByPlatform(filtered), services, home),
    [filtered, services, home],
  );
  const otherOpen = otherToggled ?? isOtherOpenByDefault(groups);
  const platformCount = groups.popular.length + groups.other.length;
  const countryCount = useMemo(() => new Set(filtered.map((entry) => entry.country)).size, [filtered]);
  // The first paint shows the first rows only; the rest follow in steps, all in within a moment.
  const shown = useMemo(() => [...groups.popular, ...(otherOpen ? groups.other : [])], [groups, otherOpen]);
  const budget = useRowBudget(shown.reduce((sum, group) => sum + group.entries.length, 0));
  const drawnRows = useMemo(() => (budget === null ? null : rowsWithin(shown, budget)), [budget, shown]);
  const resultsRef = useRevealPicked(picked);

  return (
    <section aria-labelledby="where-to-stream" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="where-to-stream" className="text-xl font-bold sm:text-2xl">
          <WhereToStreamTitle />
        </h2>
        {note ? (
          <p role="status" className="text-sm text-muted" data-testid="search-notice">
            {note}
          </p>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p
          className="rounded-lg border border-border bg-surface p-6 text-center text-muted"
          data-testid="streams-nowhere"
        >
          {t('title.streamsNowhere')}
        </p>
      ) : (
        <>
          <StreamFilterBar
            filters={filters}
            onChange={setFilters}
            countries={countries}
            notStreaming={notStreaming}
            platforms={platforms}
            languages={languages}
            suggestedLanguage={suggestedLanguage}
          />
          {/* On a wide screen the map is a column beside the answer; on a narrow one, behind a button. */}
          <div className="flex flex-col gap-3 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-6">
            <div className="flex min-h-9 flex-wrap items-center justify-between gap-2 lg:col-start-1 lg:row-start-1">
              <p className="text-sm text-muted" aria-live="polite" data-testid="stream-summary">
                {summaryText(platformCount, countryCount, t)}
              </p>
              <button
                type="button"
                className="inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-medium text-link underline-offset-2 hover:underline lg:hidden"
                aria-expanded={mapOpen}
                aria-controls={mapId}
                onClick={() => setMapOpen(!mapOpen)}
              >
                <MapIcon aria-hidden="true" className="size-4" />
                {mapOpen ? t('title.map.hide') : t('title.map.show')}
              </button>
            </div>
            <div
              id={mapId}
              className={`${mapOpen ? '' : 'max-lg:hidden'} lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1`}
            >
              <WorldMapPanel
                entries={mapEntries}
                country={picked}
                onPickCountry={(country) =>
                  // A country typed in the text filter gives way to the one picked on the map.
                  setFilters((current) => ({ ...current, text: named ? '' : current.text, country }))
                }
                myServices={services}
              />
            </div>
            <div ref={resultsRef} className="flex min-w-0 flex-col gap-3 lg:col-start-1 lg:row-start-2">
              {filtered.length === 0 ? (
                <div
                  className="flex scroll-my-4 flex-col items-center gap-3 rounded-lg border border-border bg-surface p-6 text-center"
                  data-testid="no-match"
                >
                  <p>
                    {chosenNowhere
                      ? t('title.notStreamingIn', { country: chosenNowhere.name })
                      : chosenLanguage
                        ? t('title.noMatchLanguage', { language: chosenLanguage.label })
                        : t('title.noMatch')}
                  </p>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    onClick={() => setFilters(emptyFilters)}
                  >
                    {t('title.clearFilters')}
                  </button>
                </div>
              ) : (
                <>
                  {/* Without a popular platform the list starts with Other Platforms, opened. */}
                  {groups.popular.length > 0 ? (
                    <section aria-labelledby={`${otherId}-popular`} className="flex flex-col gap-3">
                      <h3 id={`${otherId}-popular`} className="text-lg font-semibold">
                        {t('title.popularPlatforms')}
                      </h3>
                      {cardsDrawn(groups.popular, drawnRows).map((group) => (
                        <PlatformCard
                          key={group.name}
                          group={group}
                          headingLevel="h4"
                          rowLimit={drawnRows?.get(group.name)}
                        />
                      ))}
                    </section>
                  ) : null}
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
                          {t('title.otherPlatforms')}
                          <span className="text-sm font-normal text-muted">({groups.other.length})</span>
                          <ChevronDown
                            aria-hidden="true"
                            className={`size-5 transition-transform ${otherOpen ? 'rotate-180' : ''}`}
                          />
                        </button>
                      </h3>
                      <div id={`${otherId}-other`} hidden={!otherOpen} className="flex flex-col gap-3">
                        {otherOpen
                          ? cardsDrawn(groups.other, drawnRows).map((group) => (
                              <PlatformCard
                                key={group.name}
                                group={group}
                                headingLevel="h4"
                                rowLimit={drawnRows?.get(group.name)}
                              />
                            ))
                          : null}
                      </div>
                    </section>
                  ) : null}
                </>
              )}
            </div>
          </div>
          {movie.source === 'tmdb' ? <JustWatchAttribution /> : null}
          {hasSourcedFacts(movie) ? <OfferFactsCredit /> : null}
        </>
      )}
    </section>
  );
}
