import {
  buildSearchQuery,
  numericIdOrUndefined,
  type SearchRequest,
  type TitleDetails,
  type TitleType,
} from '@reelatlas/contracts';

/** What a search is for: a picked title (id + type known) or only typed text. */
export interface SearchTarget {
  title: string;
  year?: number | null;
  id?: number | string | null;
  type?: TitleType;
}

/** Query is "Title (year)" when a year is known; the id only when numeric; type when known. */
export function buildSearchRequest(
  target: SearchTarget,
  token: string,
  options: { isTrending?: boolean; freeOnly?: boolean } = {},
): SearchRequest {
  const request: SearchRequest = { query: buildSearchQuery(target), token };
  const id = numericIdOrUndefined(target.id);
  if (id !== undefined) request.id = id;
  if (target.type) request.type = target.type;
  if (options.isTrending) request.isTrending = true;
  if (options.freeOnly) request.freeOnly = true;
  return request;
}

/**
 * `?movie=` holds a title or a numeric id (docs/product-rules.md#pages). A bare number is sent as the id, with the
 * number as the query text since the title is unknown.
 */
export function targetFromMovieParam(value: string): SearchTarget | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^\d{1,10}$/.test(trimmed) ? { title: trimmed, id: Number(trimmed) } : { title: trimmed };
}

/** Title ids in URLs are `{type}:{id}`. */
export function titlePath(movie: Pick<TitleDetails, 'type' | 'id'>): string {
  return `/movie?id=${movie.type}:${movie.id}`;
}
