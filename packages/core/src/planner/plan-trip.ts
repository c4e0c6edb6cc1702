import {
  type OfferType,
  PLANNER_LEAVING_DAYS,
  type PlannerCountry,
  type PlannerCountryResponse,
  type PlannerResponse,
  plannerMessages,
} from '@reelatlas/contracts';
import { effectivePlan, type PlanFields } from '../billing/paid-access.ts';
import { AppError } from '../common/app-error.ts';
import { utcDay } from '../common/day.ts';
import type { Clock } from '../ports/clock.ts';
import type { TripPlannerStore } from '../ports/planner.ts';

/** What the planner knows about the caller (null when signed out). */
export interface PlannerUser extends PlanFields {
  id: string;
  /** The account's country, the home country pinned on top; null when not a known country. */
  country: string | null;
}

export interface PlanTripDeps {
  planner: TripPlannerStore;
  clock: Clock;
  /** The catalog's time to live, when its titles are refreshed at all (a live catalog); else null. */
  titleTtlMs: number | null;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const nameOf = (code: string) => countryNames.of(code) ?? code;

/** Better first: on the user's services, then on any, then by English name (a stable order). */
function byRank(a: PlannerCountry, b: PlannerCountry): number {
  return b.mine - a.mine || b.any - a.any || nameOf(a.country).localeCompare(nameOf(b.country), 'en');
}

/** Pro and Trial while paid access runs (an ended trial or subscription is Free at once). */
const hasPro = (user: PlannerUser, now: Date) => effectivePlan(user, now) !== 'Free';

const staleBefore = (deps: PlanTripDeps): Date | null =>
  deps.titleTtlMs === null ? null : new Date(deps.clock.now().getTime() - deps.titleTtlMs);

/**
 * "Where to watch your list" (docs/product-rules.md#planner): countries ranked by how many watchlist titles stream there
 * on the user's services, then on any service, the home country pinned on top. Free users get only
 * how many titles stream somewhere: a country or a count on their services would say where a
 * title streams without a counted search (one title on the list, one service chosen).
 */
export async function planTrip(deps: PlanTripDeps, user: PlannerUser | null): Promise<PlannerResponse> {
  if (!user) throw new AppError('unauthorized');
  const rows = await deps.planner.summary(user.id, staleBefore(deps));
  if (!hasPro(user, deps.clock.now())) {
    return {
      access: 'preview',
      total: rows.total,
      hasServices: rows.services.length > 0,
      streaming: rows.streaming,
    };
  }
  const now = deps.clock.now();
  const leavingSoon = await deps.planner.leaving(
    user.id,
    utcDay(now),
    utcDay(new Date(now.getTime() + PLANNER_LEAVING_DAYS * 86_400_000)),
  );
  const ranked = [...rows.countries].sort(byRank);
  const home = user.country;
  const homeRow = home
    ? (ranked.find((row) => row.country === home) ?? { country: home, mine: 0, any: 0 })
    : null;
  return {
    access: 'full',
    total: rows.total,
    services: rows.services,
    home,
    countries: homeRow ? [homeRow, ...ranked.filter((row) => row.country !== home)] : ranked,
    refreshing: [...rows.stale].sort((a, b) => a.title.localeCompare(b.title, 'en')),
    // Only when there is some: an answer without keeps the shape it always had.
    ...(leavingSoon.length ? { leavingSoon } : {}),
  };
}

/** A streaming offer's order when a service has several in one country: subscription first. */
const OFFER_ORDER: readonly OfferType[] = ['subscription', 'free', 'ads', 'rent', 'buy'];

/**
 * One country of the planner (Pro and Trial): which watchlist titles stream there and on which
 * services, the user's first. A Free user is refused: this is the part of the answer Pro adds.
 */
export async function planTripCountry(
  deps: PlanTripDeps,
  user: PlannerUser | null,
  country: string,
): Promise<PlannerCountryResponse> {
  if (!user) throw new AppError('unauthorized');
  if (!hasPro(user, deps.clock.now())) throw new AppError('forbidden', plannerMessages.proOnly);
  const rows = await deps.planner.country(user.id, country, staleBefore(deps));
  const titles = new Map<string, PlannerCountryResponse['titles'][number]>();
  for (const row of rows) {
    const key = `${row.type}:${row.id}`;
    let title = titles.get(key);
    if (!title) {
      const { id, type, title: name, year, thumbnail, stale } = row;
      title = { id, type, title: name, year, thumbnail, stale, mine: [], others: [] };
      titles.set(key, title);
    }
    const offers = row.mine ? title.mine : title.others;
    const known = offers.find((offer) => offer.service === row.service);
    if (!known) offers.push({ service: row.service, offerType: row.offerType });
    else if (OFFER_ORDER.indexOf(row.offerType) < OFFER_ORDER.indexOf(known.offerType))
      known.offerType = row.offerType;
  }
  const byService = (a: { service: string }, b: { service: string }) =>
    a.service.localeCompare(b.service, 'en');
  const list = [...titles.values()].map((title) => ({
    ...title,
    mine: title.mine.sort(byService),
    others: title.others.sort(byService),
  }));
  list.sort(
    (a, b) =>
      Number(b.mine.length > 0) - Number(a.mine.length > 0) ||
      a.title.localeCompare(b.title, 'en') ||
      a.id - b.id,
  );
  return { country, titles: list };
}
