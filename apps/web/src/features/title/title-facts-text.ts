import type { TitleDetails } from '@reelatlas/contracts';

export type FactsInput = Pick<TitleDetails, 'year' | 'release_year' | 'type' | 'rating' | 'seasons'>;

/** The page language's text for an id (what useT returns). */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * Year, kind and, for TV, the number of seasons: the plain facts of the title page. Their texts
 * are the shell's: the first paint of a stored title (shell/paint-first-view.ts) shows them too.
 */
export function titleFactTexts(movie: FactsInput, t: Translate): string[] {
  const year = movie.year ?? movie.release_year;
  const facts: string[] = [];
  if (year) facts.push(String(year));
  facts.push(movie.type === 'tv' ? t('kind.tv') : t('kind.movie'));
  if (movie.type === 'tv' && movie.seasons) facts.push(t('kind.seasons', { count: movie.seasons }));
  return facts;
}

const ratingFormats = new Map<string, Intl.NumberFormat>();

/**
 * One decimal, without a trailing ".0" (7 → "7", 7.25 → "7.3"; "7,3" in German). The language
 * is a parameter: the first paint (inlined in the HTML) must not carry the texts' library.
 */
export function formatRating(rating: number, locale: string): string {
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
    ratingFormats.set(locale, format);
  }
  return format.format(Math.round(rating * 10) / 10);
}
