/**
 * The query text is the title plus "(year)" when a year exists; the id is sent only
 * when numeric. The server parses the same shape back with `parseSearchQuery`.
 */
export function buildSearchQuery(movie: {
  title: string;
  year?: number | null;
  release_year?: number | null;
}): string {
  const year = movie.year ?? movie.release_year;
  return year ? `${movie.title} (${year})` : movie.title;
}

export function numericIdOrUndefined(id: unknown): number | undefined {
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return id;
  if (typeof id === 'string' && /^\d{1,10}$/.test(id)) return Number(id);
  return undefined;
}

const TRAILING_YEAR = /^(.*\S)\s*\((\d{4})\)\s*$/;

export function parseSearchQuery(query: string): { title: string; year: number | null } {
  const match = TRAILING_YEAR.exec(query.trim());
  if (match?.[1] && match[2]) return { title: match[1], year: Number(match[2]) };
  return { title: query.trim(), year: null };
}
