import type { JsonLd } from './structured-data.ts';

/** The facts of a title that its page's head tells crawlers and link previews. */
export interface TitlePageFacts {
  type: 'movie' | 'tv';
  id: number;
  title: string;
  year: number | null;
  description: string;
  thumbnail: string | null;
  /** Platform names by how many countries carry the title, most first. */
  platforms: string[];
  /** How many countries have at least one offer. */
  countries: number;
}

const MAX_DESCRIPTION = 200;

const nameWithYear = (facts: TitlePageFacts) => (facts.year ? `${facts.title} (${facts.year})` : facts.title);

/** The title page's address: the one canonical form of `/movie?id=type:id`. */
export function titlePagePath(facts: Pick<TitlePageFacts, 'type' | 'id'>): string {
  return `/movie?id=${facts.type}:${facts.id}`;
}

/** "Where to stream The Matrix (1999)": the page's document title (before the site name). */
export function titlePageTitle(facts: TitlePageFacts): string {
  return `Where to stream ${nameWithYear(facts)}`;
}

/** "Where to stream The Matrix (1999): Netflix, Max and 3 more in 80 countries. A hacker…" */
export function titlePageDescription(facts: TitlePageFacts): string {
  const shown = facts.platforms.slice(0, 3);
  const more = facts.platforms.length - shown.length;
  const where = shown.length
    ? `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''} in ${facts.countries} ${facts.countries === 1 ? 'country' : 'countries'}.`
    : 'No streaming offers are known right now.';
  const text = `${titlePageTitle(facts)}: ${where} ${facts.description}`.trim();
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
}

/** schema.org Movie or TVSeries for the title page. */
export function titleStructuredData(facts: TitlePageFacts, siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': facts.type === 'tv' ? 'TVSeries' : 'Movie',
    name: facts.title,
    url: `${siteUrl}${titlePagePath(facts)}`,
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.thumbnail ? { image: facts.thumbnail } : {}),
    ...(facts.year ? { datePublished: String(facts.year) } : {}),
  };
}
