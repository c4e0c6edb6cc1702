import {
  DAILY_SEARCHES,
  DEFAULT_PAGE_META,
  type JsonLd,
  PAGE_META,
  type PagePath,
  PRO_OFFER,
  SOURCE_LOCALE,
} from '@reelatlas/contracts';

type T = (id: string, values?: Record<string, unknown>) => string;

/**
 * The head's words of each page in the language shown (docs/architecture.md#languages), as the
 * server writes them for the first load: English is contracts' table word for word; every other
 * language reads the `head` texts (the home page's, on the first load of `/`, are in `shell`).
 * The server's own `head` catalog holds the same texts; a test keeps the two alike.
 */
const PAGE_TEXTS: Record<PagePath, { title: string; description: string }> = {
  '/': { title: 'head.default.title', description: 'head.default.description' },
  '/most-searched': { title: 'head.mostSearched.title', description: 'head.mostSearched.description' },
  '/premium': { title: 'head.premium.title', description: 'head.premium.description' },
  '/help': { title: 'head.help.title', description: 'head.help.description' },
  '/faq': { title: 'head.faq.title', description: 'head.faq.description' },
  '/terms': { title: 'head.terms.title', description: 'head.terms.description' },
  '/privacypolicy': { title: 'head.privacy.title', description: 'head.privacy.description' },
  '/privacy': { title: 'head.privacy.title', description: 'head.privacy.description' },
  '/contact': { title: 'head.contact.title', description: 'head.contact.description' },
};

const PLAN_FIGURES = {
  anonymous: DAILY_SEARCHES.anonymous,
  free: DAILY_SEARCHES.free,
  price: PRO_OFFER.monthlyUsd,
  trialDays: PRO_OFFER.trialDays,
};

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
  const ids = PAGE_TEXTS[path ?? '/'];
  return { title: t(ids.title), description: t(ids.description, PLAN_FIGURES) };
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
