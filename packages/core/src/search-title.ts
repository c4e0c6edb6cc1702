import { parseSearchQuery, type Quota, type TitleDetails, type TitleType } from '@reelatlas/contracts';
import { AppError } from './app-error.ts';
import { dailyLimit, isUnlimited, searchCounters } from './daily-limit.ts';
import { utcDay } from './day.ts';
import { quotaView } from './get-quota.ts';
import { groupPlatforms } from './group-platforms.ts';
import type {
  BotCheck,
  CatalogProvider,
  Clock,
  ConsumeSearchInput,
  SearchQuotaStore,
  TitleWithAvailability,
} from './ports.ts';
import { type CounterRules, type Subject, viewerKey } from './subject.ts';

export interface SearchTitleDeps {
  catalog: CatalogProvider;
  quota: SearchQuotaStore;
  botCheck: BotCheck;
  clock: Clock;
  counterRules?: CounterRules;
}

export interface SearchTitleInput {
  query: string;
  token: string;
  id?: number | null;
  type?: TitleType;
  ip: string;
}

/** A successful search: the title's answer (the same object for as long as the title is cached) and the quota. */
export interface SearchOutcome {
  answer: TitleDetails;
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
    id: title.id,
    type: title.type,
    title: title.title,
    year: title.year,
    release_year: title.year,
    rating: title.rating,
    description: title.description,
    thumbnail: title.thumbnail,
    trailer_url: title.trailerUrl,
    seasons: title.seasons,
    platforms: groupPlatforms(title.availability),
    availability: title.availability,
    source,
  };
  answers.set(title, answer);
  return answer;
}

/**
 * The one counted call (DESIGN.md §4). Order matters: bot check first (cheap to reject bots),
 * then the title (a miss costs nothing), then the counter — so only a successful search counts.
 *
 * A title already in memory takes a shorter way with the same order: the token's signature is
 * checked, the title read from memory, and then one statement spends the token and tells
 * whether this is a reopen (the common case: a title page opened again), which is not counted.
 */
export async function searchTitleOutcome(
  deps: SearchTitleDeps,
  subject: Subject,
  input: SearchTitleInput,
): Promise<SearchOutcome> {
  const claim = deps.botCheck.claim?.(input.token, { ip: input.ip });
  if (claim === null) throw new AppError('bot_check_failed');

  const parsed = parseSearchQuery(input.query);
  const pick = input.id ? { id: input.id, type: input.type } : undefined;
  const now = deps.clock.now();
  const viewing = (title: TitleWithAvailability): ConsumeSearchInput => ({
    day: utcDay(now),
    counters: searchCounters(subject, deps.counterRules),
    limit: dailyLimit(subject),
    viewerKey: viewerKey(subject),
    titleKey: `${title.type}:${title.id}`,
  });
  const outcome = (title: TitleWithAvailability, used: number): SearchOutcome => ({
    answer: titleAnswer(title, deps.catalog.source),
    quota: quotaView(subject, used, now),
  });

  const inMemory = claim && deps.quota.spendAndCheckReopen ? deps.catalog.peek?.(parsed, pick) : undefined;
  let title: TitleWithAvailability | null | undefined;
  if (claim && inMemory && deps.quota.spendAndCheckReopen) {
    const gate = await deps.quota.spendAndCheckReopen(claim, viewing(inMemory));
    if (!gate.spent) throw new AppError('bot_check_failed');
    if (isUnlimited(subject)) return outcome(inMemory, 0);
    if (gate.seen) return outcome(inMemory, gate.used);
    title = inMemory;
  } else {
    const passed =
      claim && deps.botCheck.spend
        ? await deps.botCheck.spend(claim)
        : await deps.botCheck.verify(input.token, { ip: input.ip });
    if (!passed) throw new AppError('bot_check_failed');
    const ref = await deps.catalog.search(parsed, pick);
    title = ref && (await deps.catalog.getTitle(ref));
  }
  if (!title) throw new AppError('not_found');
  if (isUnlimited(subject)) return outcome(title, 0);

  const result = await deps.quota.consume(viewing(title));
  if (!result.allowed) throw new AppError('limit_reached');
  return outcome(title, result.used);
}
