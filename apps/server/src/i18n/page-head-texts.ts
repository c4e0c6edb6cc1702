import {
  DEFAULT_PAGE_META,
  type JsonLd,
  type Locale,
  localizedPath,
  NOT_FOUND_TITLE,
  PAGE_HEAD_TEXT_IDS,
  PAGE_META,
  type PagePath,
  PRO_OFFER,
  pageHeadFigures,
  SOURCE_LOCALE,
  type TitlePageFacts,
  titlePageDescription,
  titlePageTitle,
} from '@reelatlas/contracts';
import { serverText } from './server-catalogs.ts';

/**
 * The served head's words in the path's language (docs/architecture.md#languages): English is
 * contracts' table and title rules, word for word; every other language is the `head` catalog.
 */
/** A table page's (or, with null, any other page's) title and description in `locale`. */
export function pageTextsIn(locale: Locale, path: PagePath | null): { title: string; description: string } {
  if (locale === SOURCE_LOCALE) {
    const meta = path ? PAGE_META[path] : DEFAULT_PAGE_META;
    return { title: meta.title, description: meta.description };
  }
  const ids = PAGE_HEAD_TEXT_IDS[path ?? '/'];
  return {
    title: serverText(locale, ids.title),
    description: serverText(locale, ids.description, pageHeadFigures(locale)),
  };
}

export function notFoundTitleIn(locale: Locale): string {
  return locale === SOURCE_LOCALE ? NOT_FOUND_TITLE : serverText(locale, 'head.notFound.title');
}

const MAX_DESCRIPTION = 200;
const nameWithYear = (facts: TitlePageFacts) => (facts.year ? `${facts.title} (${facts.year})` : facts.title);

/** "Where to stream The Matrix (1999)" in `locale`. */
export function titlePageTitleIn(locale: Locale, facts: TitlePageFacts): string {
  if (locale === SOURCE_LOCALE) return titlePageTitle(facts);
  return serverText(locale, 'head.titlePage.title', { name: nameWithYear(facts) });
}

/** The title page's description in `locale`, held to the same length as the English one. */
export function titlePageDescriptionIn(locale: Locale, facts: TitlePageFacts): string {
  if (locale === SOURCE_LOCALE) return titlePageDescription(facts);
  const shown = facts.platforms.slice(0, 3);
  const more = facts.platforms.length - shown.length;
  const values = { platforms: shown.join(', '), more, countries: facts.countries };
  const where = shown.length
    ? serverText(locale, more > 0 ? 'head.titlePage.whereMore' : 'head.titlePage.where', values)
    : serverText(locale, 'head.titlePage.none');
  const text = `${titlePageTitleIn(locale, facts)}: ${where} ${facts.description}`.trim();
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
}

export function posterAltIn(locale: Locale, title: string): string {
  return locale === SOURCE_LOCALE
    ? `Poster of ${title}`
    : serverText(locale, 'head.titlePage.posterAlt', { title });
}

/**
 * Structured data in `locale`: the Pro product's description in the language, and every `url`
 * of the site's own pages under the language's prefix. English is left exactly as contracts build it.
 */
export function structuredDataIn(locale: Locale, data: JsonLd, site: string): JsonLd {
  if (locale === SOURCE_LOCALE) return data;
  const localizeUrl = (value: unknown) =>
    typeof value === 'string' && value.startsWith(`${site}/`)
      ? `${site}${localizedPath(locale, value.slice(site.length))}`
      : value;
  const out: JsonLd = { ...data, url: localizeUrl(data.url) };
  if (data.url === undefined) delete out.url;
  if (data['@type'] === 'Product') {
    out.description = serverText(locale, 'head.pro.description', { trialDays: PRO_OFFER.trialDays });
    const offers = data.offers as Record<string, unknown> | undefined;
    if (offers) out.offers = { ...offers, url: localizeUrl(offers.url) };
  }
  return out;
}
