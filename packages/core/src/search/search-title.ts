import {
  type AvailabilityChange,
  type NotFreeReason,
  parseSearchQuery,
  type Quota,
  type TitleDetails,
  type TitleType,
} from '@reelatlas/contracts';
import { titleFacts } from '../catalog/get-title-facts.ts';
import { groupPlatforms } from '../catalog/group-platforms.ts';
import { AppError } from '../common/app-error.ts';
import { utcDay } from '../common/day.ts';
import type { TitleChangesStore } from '../ports/alerts.ts';
import type { LocalBotCheck, SearchBotCheck } from '../ports/bot-check.ts';
import type {
  CatalogProvider,
  PickedTitle,
  RememberingCatalog,
  TitleFetch,
  TitleWithAvailability,
  TypedTitle,
} from '../ports/catalog.ts';
import type { Clock } from '../ports/clock.ts';
import type { ConsumeSearchInput, SearchQuotaStore } from '../ports/quota.ts';
import { dailyLimit, isUnlimited, searchCounters } from './daily-limit.ts';
import { quotaView } from './get-quota.ts';
import { searchedTitleChanges } from './searched-title-changes.ts';
import { type CounterRules, type Subject, viewerKey } from './subject.ts';

export interface SearchTitleDeps {
  /** The catalog with its in-process memory: a title opened again is answered from there. */
  catalog: RememberingCatalog;
  quota: SearchQuotaStore;
  /** Which kind decides the way a search takes (see searchTitleOutcome). */
  botCheck: SearchBotCheck;
  clock: Clock;
  counterRules?: CounterRules;
  /** With it, a successful search also answers the title's recent changes (see searchTitleOutcome). */
  titleChanges?: Pick<TitleChangesStore, 'recentChanges'>;
}

export interface SearchTitleInput {
  query: string;
  token: string;
  id?: number | null;
  type?: TitleType;
  ip: string;
  /** Answer only when the search costs nothing (see searchTitleOutcome). */
  freeOnly?: boolean;
}

/** A successful search: the title's answer (the same object for as long as the title is cached) and the quota. */
export interface SearchOutcome {
  answer: TitleDetails;
  quota: Quota;
  /** The title's recent changes, for this caller only (never part of the shared `answer`). */
  changes?: AvailabilityChange[];
}

/**
 * A `freeOnly` search that would have cost one (`search_not_free`) or that none are left for
 * (`limit_reached`): nothing counted, nothing answered. A reply, not a refusal: the caller asked
 * whether it is free, and "no" is the usual answer for a title page opened from a link.
 */
export interface NotFreeOutcome {
  notFree: NotFreeReason;
  quota: Quota;
}

const answers = new WeakMap<TitleWithAvailability, TitleDetails>();

/**
 * The title part of a search answer. Catalog caches hand out the same title object until it is
 * refreshed, so this is built (platforms grouped) once per cached title, and callers may cache
 * what they derive from it (its JSON) by its identity.
 */
export function titleAnswer(title: TitleWithAvailability, source: CatalogProvider['source']): TitleDetails {
  const known = answers.get(title);
  if (known?.source === source) return known;
  const answer: TitleDetails = {
    ...titleFacts(title, source),
    platforms: groupPlatforms(title.availability),
    availability: title.availability,
  };
  answers.set(title, answer);
  return answer;
}

/**
 * The title a search names, through the catalog (a miss costs nothing). A picked title with its
 * type is that title when it exists (CatalogProvider.search's rule), so it is asked for directly:
 * then the fetch, when there is one, carries `fetch` as a typed search's does.
 */
async function findTitle(
  catalog: CatalogProvider,
  typed: TypedTitle,
  pick: PickedTitle | undefined,
  fetch: TitleFetch,
) {
  if (pick?.type) {
    const picked = await catalog.getTitle({ type: pick.type, id: pick.id }, fetch);
    if (picked) return picked;
  }
  const ref = await catalog.search(typed, pick);
  return ref && (await catalog.getTitle(ref, fetch));
}

/**
 * A title the search found; `reopenedUsed`: a reopen (not counted), with the day's use;
 * `reopenChecked`: the reopen check already answered "not opened today".
 */
type Found = { title: TitleWithAvailability; reopenedUsed?: number; reopenChecked?: boolean };

/**
 * A local bot check (ALTCHA): the token's every check but the replay one runs here first, so a
 * title already in memory can take the short way: one statement spends the token and tells
 * whether this viewer opened the title today (a reopen, not counted). Otherwise the token is
 * spent and the catalog asked, as with a remote check.
 */
async function viaLocalCheck(
  deps: SearchTitleDeps,
  botCheck: LocalBotCheck,
  input: SearchTitleInput,
  viewing: (title: TitleWithAvailability) => ConsumeSearchInput,
  fetch: TitleFetch,
): Promise<Found | null> {
  const claim = botCheck.claim(input.token, { ip: input.ip });
  if (!claim) throw new AppError('bot_check_failed');
  const { typed, pick } = searchTarget(input);
  const inMemory = deps.catalog.peek(typed, pick);
  if (inMemory) {
    const gate = await deps.quota.spendAndCheckReopen(claim, viewing(inMemory));
    if (!gate.spent) throw new AppError('bot_check_failed');
    return gate.seen
      ? { title: inMemory, reopenedUsed: gate.used }
      : { title: inMemory, reopenChecked: true };
  }
  if (!(await botCheck.spend(claim))) throw new AppError('bot_check_failed');
  const title = await findTitle(deps.catalog, typed, pick, fetch);
  return title && { title };
}

/** A remote bot check (reCAPTCHA): its provider verifies the token, then the catalog is asked. */
async function viaRemoteCheck(
  deps: SearchTitleDeps,
  input: SearchTitleInput,
  fetch: TitleFetch,
): Promise<Found | null> {
  const { typed, pick } = searchTarget(input);
  if (!(await deps.botCheck.verify(input.token, { ip: input.ip }))) throw new AppError('bot_check_failed');
  const title = await findTitle(deps.catalog, typed, pick, fetch);
  return title && { title };
}

function searchTarget(input: SearchTitleInput): { typed: TypedTitle; pick: PickedTitle | undefined } {
  return {
    typed: parseSearchQuery(input.query),
    pick: input.id ? { id: input.id, type: input.type } : undefined,
  };
}

/**
 * The one counted call (docs/product-rules.md#daily-searches). Order matters: bot check first (cheap to reject bots),
 * then the title (a miss costs nothing), then the counter — so only a successful search counts.
 * The bot check's kind chooses the way (viaLocalCheck, viaRemoteCheck); both keep that order.
 * `freeOnly` (a title page opened from a link, before the visitor chose to spend a search)
 * answers only what costs nothing: Pro and Trial, or a title this viewer opened today; anything
 * else ends as a NotFreeOutcome.
 */
export function searchTitleOutcome(
  deps: SearchTitleDeps,
  subject: Subject,
  input: SearchTitleInput & { freeOnly?: false },
): Promise<SearchOutcome>;
export function searchTitleOutcome(
  deps: SearchTitleDeps,
  subject: Subject,
  input: SearchTitleInput,
): Promise<SearchOutcome | NotFreeOutcome>;
export async function searchTitleOutcome(
  deps: SearchTitleDeps,
  subject: Subject,
  input: SearchTitleInput,
): Promise<SearchOutcome | NotFreeOutcome> {
  const now = deps.clock.now();
  const viewing = (title: TitleWithAvailability): ConsumeSearchInput => ({
    day: utcDay(now),
    counters: searchCounters(subject, deps.counterRules),
    limit: dailyLimit(subject),
    viewerKey: viewerKey(subject),
    titleKey: `${title.type}:${title.id}`,
  });
  // Every way to this point is a search that proves the view (Pro or Trial, a reopen, a counted
  // search): exactly what readTitleChanges asks, so the changes come along and the title page
  // need not ask (and the server need not re-check) a second time. A refusal never gets here.
  // Only here may the catalog ask its paid second source for offer facts (withOfferFacts): the
  // title was fetched before the search was counted, and a refused search must not spend it.
  const outcome = async (found: TitleWithAvailability, used: number): Promise<SearchOutcome> => {
    const title = await deps.catalog.withOfferFacts(found);
    return {
      answer: titleAnswer(title, deps.catalog.source),
      quota: quotaView(subject, used, now),
      ...(deps.titleChanges && { changes: await searchedTitleChanges(deps.titleChanges, title, now) }),
    };
  };

  // A title fetched now may have its paid offer facts asked alongside TMDb rather than after the
  // count, when the search will most likely be counted: Pro or Trial, or a search left today. The
  // count still follows the title; read only when the catalog is about to fetch (docs/catalog.md#streaming-availability-api).
  const fetch: TitleFetch = {
    mayAskOfferFacts: async () =>
      !input.freeOnly &&
      (isUnlimited(subject) ||
        (await deps.quota.used(
          utcDay(now),
          searchCounters(subject, deps.counterRules),
          dailyLimit(subject),
        )) < dailyLimit(subject)),
  };
  const found =
    deps.botCheck.kind === 'local'
      ? await viaLocalCheck(deps, deps.botCheck, input, viewing, fetch)
      : await viaRemoteCheck(deps, input, fetch);
  if (!found) throw new AppError('not_found');
  // Pro and Trial searches are counted nowhere; a reopen is not counted again.
  if (isUnlimited(subject)) return outcome(found.title, 0);
  if (found.reopenedUsed !== undefined) return outcome(found.title, found.reopenedUsed);
  if (input.freeOnly) {
    // Nothing is counted here: a reopen is answered, anything else is not, and the caller
    // learns why (a search to spend, or none left) with the day's use.
    const check = await deps.quota.checkReopen(viewing(found.title));
    if (check.seen) return outcome(found.title, check.used);
    return {
      notFree: check.used >= dailyLimit(subject) ? 'limit_reached' : 'search_not_free',
      quota: quotaView(subject, check.used, now),
    };
  }

  // Not a reopen a moment ago: the counter need not ask again before it locks (it checks under the lock).
  const result = await deps.quota.consume(viewing(found.title), { reopenChecked: found.reopenChecked });
  if (!result.allowed) throw new AppError('limit_reached');
  return outcome(found.title, result.used);
}
