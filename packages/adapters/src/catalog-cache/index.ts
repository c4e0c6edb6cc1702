import type { Region, StreamingService, TitleSummary } from '@reelatlas/contracts';
import type {
  CatalogProvider,
  RememberingCatalog,
  TitleFetch,
  TitleRef,
  TitleWithAvailability,
} from '@reelatlas/core';
import { isPartial, normalizeTitle } from '@reelatlas/core';
import { LRUCache } from 'lru-cache';

export interface CatalogCacheOptions {
  /** How long an answer may be reused. */
  ttlMs: number;
  /** Entries per kind (autocomplete answers, titles). */
  maxEntries: number;
}

/** A write naming more names than this empties the cached suggestions rather than sift them. */
const FORGET_NAMED_MAX = 200;

/** The cache's answer to catalog writes (this process's, or another instance's once read). */
export interface CatalogCacheControl {
  /**
   * Drops the suggestions a write of these normalised names may change: every list the names
   * start with or contain, and every list shorter than asked (a new title may join it); all of
   * them when the names are not given (null) or too many.
   */
  forgetSuggestions(added: readonly string[] | null): void;
}

/**
 * A small in-process cache in front of a catalog. Autocomplete traffic is a few popular
 * prefixes typed over and over, and a title page is opened many times a day: both are served
 * from memory. Concurrent misses for one key share a single upstream call (LRUCache.fetch).
 * Per process by design: nothing here must survive a restart (docs/architecture.md#autocompletes-three-caches).
 */
export function withCatalogCache(
  inner: CatalogProvider,
  options: CatalogCacheOptions,
): RememberingCatalog & CatalogCacheControl {
  const common = { max: options.maxEntries, ttl: options.ttlMs };
  const suggestions = new LRUCache<string, TitleSummary[], number>({
    ...common,
    fetchMethod: (key, _stale, { context: limit }) =>
      inner.autocomplete(key.slice(key.indexOf(':') + 1), limit),
  });
  const titles = new LRUCache<string, TitleWithAvailability, { ref: TitleRef; fetch?: TitleFetch }>({
    ...common,
    // `undefined` is not cached, so a title added later is found on the next try. Concurrent
    // misses share the first one's fetch, `fetch` included.
    fetchMethod: async (_key, _stale, { context }) =>
      (await inner.getTitle(context.ref, context.fetch)) ?? undefined,
  });
  const matches = new LRUCache<string, TitleRef, { title: string; year: number | null }>({
    ...common,
    fetchMethod: async (_key, _stale, { context }) => (await inner.search(context)) ?? undefined,
  });
  const topRated = new LRUCache<number, TitleSummary[]>({
    max: 32,
    ttl: options.ttlMs,
    fetchMethod: (limit) => inner.topRated(limit),
  });

  // One entry: the catalog's country list, the same for every visitor.
  const regions = new LRUCache<'regions', Region[]>({
    max: 1,
    ttl: options.ttlMs,
    fetchMethod: () => inner.regions(),
  });

  // One entry: the catalog's services, the same for every visitor.
  const services = new LRUCache<'services', StreamingService[]>({
    max: 1,
    ttl: options.ttlMs,
    fetchMethod: () => inner.services(),
  });

  // What people type repeats (the same prefixes, keystroke by keystroke): the Unicode
  // normalisation of an input is remembered by its raw text, for a bounded number of inputs.
  const normalizedInputs = new LRUCache<string, string>({ max: options.maxEntries });
  const normalizedInput = (query: string) => {
    let normalized = normalizedInputs.get(query);
    if (normalized === undefined) {
      normalized = normalizeTitle(query);
      normalizedInputs.set(query, normalized);
    }
    return normalized;
  };
  const matchKey = (query: { title: string; year: number | null }) =>
    `${query.year ?? ''}:${normalizeTitle(query.title)}`;
  const getTitle = async (ref: TitleRef, fetch?: TitleFetch) =>
    (await titles.fetch(`${ref.type}:${ref.id}`, { context: { ref, fetch } })) ?? null;

  return {
    source: inner.source,
    forgetSuggestions(added) {
      if (added === null || added.length > FORGET_NAMED_MAX) {
        suggestions.clear();
        return;
      }
      if (!added.length) return;
      const stale: string[] = [];
      for (const [key, answer] of suggestions.entries()) {
        const colon = key.indexOf(':');
        const input = key.slice(colon + 1);
        if (answer.length < Number(key.slice(0, colon)) || added.some((name) => name.includes(input)))
          stale.push(key);
      }
      for (const key of stale) suggestions.delete(key);
    },
    async autocomplete(query, limit) {
      const key = `${limit}:${normalizedInput(query)}`;
      // A hit is answered as it is: fetch() would wrap it in promises and a stale check.
      const hit = suggestions.get(key);
      if (hit) return hit;
      const answer = (await suggestions.fetch(key, { context: limit })) ?? [];
      // Given while TMDb failed: served, not kept, so the full answer returns with TMDb.
      if (isPartial(answer)) suggestions.delete(key);
      return answer;
    },
    async search(query, ref) {
      // A picked title (id and type known) needs no matching at all when it exists.
      if (ref?.type) {
        const exact = { type: ref.type, id: ref.id };
        if (await getTitle(exact)) return exact;
      }
      if (ref) return inner.search(query, ref);
      return (await matches.fetch(matchKey(query), { context: query })) ?? null;
    },
    getTitle,
    async withOfferFacts(title) {
      const completed = await inner.withOfferFacts(title);
      // The next search (and a reopen's short way, peek) is answered with the completed title.
      const key = `${title.type}:${title.id}`;
      if (completed !== title && titles.get(key) === title) titles.set(key, completed);
      return completed;
    },
    async storedTitle(ref) {
      return titles.get(`${ref.type}:${ref.id}`) ?? inner.storedTitle(ref);
    },
    peek(query, ref) {
      // Only what `search` would answer from memory: a picked title, or a typed one matched before.
      const exact = ref?.type
        ? { type: ref.type, id: ref.id }
        : ref
          ? undefined
          : matches.get(matchKey(query));
      return exact && titles.get(`${exact.type}:${exact.id}`);
    },
    async topRated(limit) {
      return (await topRated.fetch(limit)) ?? [];
    },
    async regions() {
      return (await regions.fetch('regions')) ?? [];
    },
    async services() {
      return (await services.fetch('services')) ?? [];
    },
  };
}
