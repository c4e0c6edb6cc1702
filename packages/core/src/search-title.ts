import {
  parseSearchQuery,
  type Quota,
  type SearchResponse,
  type TitleDetails,
  type TitleType,
} from '@reelatlas/contracts';
import { AppError } from './app-error.ts';
import { dailyLimit, isUnlimited } from './daily-limit.ts';
import { utcDay } from './day.ts';
import { quotaView } from './get-quota.ts';
import { groupPlatforms } from './group-platforms.ts';
import type { BotCheck, CatalogProvider, Clock, SearchQuotaStore, TitleWithAvailability } from './ports.ts';
import { counterKeys, type Subject, viewerKey } from './subject.ts';

export interface SearchTitleDeps {
  catalog: CatalogProvider;
  quota: SearchQuotaStore;
  botCheck: BotCheck;
  clock: Clock;
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

/** The one counted call, as one object (see `searchTitleOutcome`). */
export async function searchTitle(
  deps: SearchTitleDeps,
  subject: Subject,
  input: SearchTitleInput,
): Promise<SearchResponse> {
  const { answer, quota } = await searchTitleOutcome(deps, subject, input);
  return { ...answer, quota };
}

/**
 * The one counted call (DESIGN.md §4). Order matters: bot check first (cheap to reject bots),
 * then the title (a miss costs nothing), then the counter — so only a successful search counts.
 */
export async function searchTitleOutcome(
  deps: SearchTitleDeps,
  subject: Subject,
  input: SearchTitleInput,
): Promise<SearchOutcome> {
  if (!(await deps.botCheck.verify(input.token, { ip: input.ip }))) throw new AppError('bot_check_failed');

  const parsed = parseSearchQuery(input.query);
  const ref = await deps.catalog.search(parsed, input.id ? { id: input.id, type: input.type } : undefined);
  const title = ref && (await deps.catalog.getTitle(ref));
  if (!title) throw new AppError('not_found');

  const now = deps.clock.now();
  let used = 0;
  if (!isUnlimited(subject)) {
    const result = await deps.quota.consume({
      day: utcDay(now),
      counterKeys: counterKeys(subject),
      limit: dailyLimit(subject),
      viewerKey: viewerKey(subject),
      titleKey: `${title.type}:${title.id}`,
    });
    if (!result.allowed) throw new AppError('limit_reached');
    used = result.used;
  }

  return { answer: titleAnswer(title, deps.catalog.source), quota: quotaView(subject, used, now) };
}
