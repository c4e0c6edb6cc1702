import { DAILY_SEARCHES } from './limits.ts';
import { formatUsd, PRO_OFFER } from './pro-offer.ts';

/**
 * Title, description and indexing of every public page, in one table. The server writes them into
 * the HTML it serves (crawlers that run no JavaScript see them); the web app renders the same
 * values in the document head as the visitor navigates.
 */

export const SITE_NAME = 'ReelAtlas';

/**
 * Marks the head tags the server wrote for one page. The web app removes them when it starts and
 * renders its own for each page it shows, so the head never holds two descriptions.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

export interface PageMeta {
  /** The page's own name: its h1 and, with the site name, its document title. */
  title: string;
  /** One or two sentences for search results and link previews (≤ 160 characters). */
  description: string;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** Where search engines should index this content, when another path shows the same page. */
  canonicalPath?: string;
}

/** What every page without an entry below gets (a title page, the profile, a 404). */
export const DEFAULT_PAGE_META: Omit<PageMeta, 'sitemap'> = {
  title: 'ReelAtlas — where to stream, in every country',
  description:
    'ReelAtlas: find which streaming services carry a movie or TV show, in every country, with flags, offer types and links.',
};

export const PAGE_META = {
  '/': { ...DEFAULT_PAGE_META, sitemap: true },
  '/most-searched': {
    title: 'Most Loved Picks',
    description:
      'The 20 top-rated movies and TV shows on ReelAtlas: open one to see where it streams worldwide.',
    sitemap: true,
  },
  '/premium': {
    title: 'Premium',
    description: `Compare ReelAtlas plans: ${DAILY_SEARCHES.anonymous} free searches a day, ${DAILY_SEARCHES.free} with a free account, or unlimited with Pro for $${PRO_OFFER.monthlyUsd} a month after a ${PRO_OFFER.trialDays}-day free trial.`,
    sitemap: true,
  },
  '/help': {
    title: 'Help',
    description:
      'How to search ReelAtlas, read the Where to Stream list, use filters, understand daily limits and get support.',
    sitemap: true,
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description:
      'Answers about daily search limits, the Pro trial and charges, cancelling, using a VPN, privacy and support on ReelAtlas.',
    sitemap: true,
  },
  '/terms': {
    title: 'Terms of Service',
    description:
      'The terms for using ReelAtlas: accounts, fair use of the daily limits, the Pro subscription and trial, and Swedish law.',
    sitemap: true,
  },
  '/privacypolicy': {
    title: 'Privacy Policy',
    description:
      'What ReelAtlas collects and why, who it shares data with, cookies, your GDPR and CCPA rights, and how deletion works.',
    sitemap: true,
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'What ReelAtlas collects and why, who it shares data with, cookies, your GDPR and CCPA rights, and how deletion works.',
    sitemap: false,
    canonicalPath: '/privacypolicy',
  },
  '/contact': {
    title: 'Contact',
    description: 'Send the ReelAtlas team a question, a problem report or a data request.',
    sitemap: true,
  },
} as const satisfies Record<string, PageMeta>;

export type PagePath = keyof typeof PAGE_META;

/** The text of the browser tab: "Page · ReelAtlas", or the home page's full title. */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
}

/** The table entry for a path (a trailing slash is ignored), or null for pages without one. */
export function pageMetaFor(pathname: string): (PageMeta & { path: PagePath }) | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!Object.hasOwn(PAGE_META, path)) return null;
  const key = path as PagePath;
  return { path: key, ...PAGE_META[key] };
}

/** Public pages for sitemap.xml, in table order. */
export function sitemapPaths(): PagePath[] {
  return (Object.keys(PAGE_META) as PagePath[]).filter((path) => PAGE_META[path].sitemap);
}

/** Paths crawlers should skip: private, per-visitor or transactional pages and the API. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/dev/',
  '/profile',
  '/login',
  '/watchlist',
  '/watched',
  '/suggest',
  '/upgrade',
  '/movieoverlay',
  '/thankyou',
  '/subscription-cancelled',
  '/google/',
] as const;

/** On `<html>` when the server serves the demo catalog, so the first render can say so. */
export const DEMO_CATALOG_ATTRIBUTE = 'data-demo-catalog';

/**
 * The ids of each page's head texts in the language catalogs (the server's `head` catalog and the
 * web's `head` area hold the same texts), read by the server for the first load and by the web
 * when it takes over the head (docs/architecture.md#languages).
 */
export const PAGE_HEAD_TEXT_IDS: Record<PagePath, { title: string; description: string }> = {
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

/**
 * The figures the head texts name (`{anonymous}`, `{free}`, `{price}`, `{trialDays}`) in a
 * language: the price as that language writes dollars (`Intl`), for the server and the web alike.
 */
export function pageHeadFigures(locale: string) {
  return {
    anonymous: DAILY_SEARCHES.anonymous,
    free: DAILY_SEARCHES.free,
    price: formatUsd(Number(PRO_OFFER.monthlyUsd), locale),
    trialDays: PRO_OFFER.trialDays,
  };
}
