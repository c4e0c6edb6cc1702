import {
  DEFAULT_PAGE_META,
  type JsonLd,
  PAGE_HEAD_TEXT_IDS,
  PAGE_META,
  type PagePath,
  PRO_OFFER,
  pageHeadFigures,
  SOURCE_LOCALE,
} from '@reelatlas/contracts';

type T = (id: string, values?: Record<string, unknown>) => string;

/**
 * The head's words of each page in the language shown (docs/architecture.md#languages), as the
 * server writes them for the first load: English is contracts' table word for word; every other
 * language reads the `head` texts (the home page's, on the first load of `/`, are in `shell`).
 * The server's own `head` catalog holds the same texts; a test keeps the two alike.
 */
/** A table page's (or, with null, any other page's) title and description in `locale`. */
export function pageHeadTexts(
  path: PagePath | null,
  locale: string,
  t: T,
): { title: string; description: string } {
  if (locale === SOURCE_LOCALE) {
    const meta = path ? PAGE_META[path] : DEFAULT_PAGE_META;
    return { title: meta.title, description: meta.description };
  }
  const ids = PAGE_HEAD_TEXT_IDS[path ?? '/'];
  return { title: t(ids.title), description: t(ids.description, pageHeadFigures(locale)) };
}

/** The Pro product's data in `locale`: its description in the language, its address `url`. */
export function proProductIn(data: JsonLd, locale: string, url: string, t: T): JsonLd {
  if (locale === SOURCE_LOCALE) return data;
  const offers = data.offers as Record<string, unknown>;
  return {
    ...data,
    description: t('head.pro.description', { trialDays: PRO_OFFER.trialDays }),
    url,
    offers: { ...offers, url },
  };
}
