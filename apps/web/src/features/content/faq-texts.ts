import { DAILY_SEARCHES, FAQ_SECTIONS, type JsonLd, PRO_OFFER, VPN_OFFER } from '@reelatlas/contracts';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The FAQ's texts by id, in the order of the shared FAQ (contracts' FAQ_SECTIONS, its English
 * words and links): each section's title, each entry's question, answer and link words. The anchors stay the English titles' slugs, so a link to a section works in every language.
 */
type EntryIds = readonly [question: string, answer: string, link?: string];

const TEXTS: readonly { title: string; entries: readonly EntryIds[] }[] = [
  {
    title: 'faq.limits.title',
    entries: [
      ['faq.limits.perDay.q', 'faq.limits.perDay.a'],
      ['faq.limits.reset.q', 'faq.limits.reset.a'],
      ['faq.limits.counts.q', 'faq.limits.counts.a'],
      ['faq.limits.evade.q', 'faq.limits.evade.a', 'faq.limits.evade.link'],
    ],
  },
  {
    title: 'faq.vpn.title',
    entries: [
      ['faq.vpn.countries.q', 'faq.vpn.countries.a'],
      ['faq.vpn.how.q', 'faq.vpn.how.a'],
      ['faq.vpn.allowed.q', 'faq.vpn.allowed.a'],
      ['faq.vpn.which.q', 'faq.vpn.which.a'],
    ],
  },
  {
    title: 'faq.pro.title',
    entries: [
      ['faq.pro.what.q', 'faq.pro.what.a', 'faq.pro.what.link'],
      ['faq.pro.planner.q', 'faq.pro.planner.a', 'faq.pro.planner.link'],
      ['faq.pro.alerts.q', 'faq.pro.alerts.a'],
      ['faq.pro.trial.q', 'faq.pro.trial.a'],
      ['faq.pro.charged.q', 'faq.pro.charged.a'],
      ['faq.pro.crossed.q', 'faq.pro.crossed.a'],
      ['faq.pro.card.q', 'faq.pro.card.a'],
    ],
  },
  {
    title: 'faq.account.title',
    entries: [
      ['faq.account.cancel.q', 'faq.account.cancel.a', 'faq.account.cancel.link'],
      ['faq.account.after.q', 'faq.account.after.a'],
      ['faq.account.refund.q', 'faq.account.refund.a', 'faq.account.refund.link'],
      ['faq.account.delete.q', 'faq.account.delete.a'],
    ],
  },
  {
    title: 'faq.tools.title',
    entries: [
      ['faq.tools.different.q', 'faq.tools.different.a'],
      ['faq.tools.data.q', 'faq.tools.data.a'],
    ],
  },
  {
    title: 'faq.privacy.title',
    entries: [
      ['faq.privacy.keep.q', 'faq.privacy.keep.a', 'faq.privacy.keep.link'],
      ['faq.privacy.copy.q', 'faq.privacy.copy.a'],
      ['faq.privacy.support.q', 'faq.privacy.support.a', 'faq.privacy.support.link'],
    ],
  },
];

export const faqSections = FAQ_SECTIONS.map((section, at) => ({
  id: slug(section.title),
  texts: TEXTS[at],
  entries: section.entries.map((entry, index) => ({ link: entry.link, ids: TEXTS[at]?.entries[index] })),
}));

/** The numbers the answers name; prices are formatted by Intl in the visitor's language. */
export function faqAnswerValues(locale: string) {
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  return {
    anonymous: DAILY_SEARCHES.anonymous,
    free: DAILY_SEARCHES.free,
    price: usd.format(Number(PRO_OFFER.monthlyUsd)),
    listPrice: usd.format(Number(PRO_OFFER.listPriceUsd)),
    trialDays: PRO_OFFER.trialDays,
    discount: VPN_OFFER.discountPercent,
    extraMonths: VPN_OFFER.extraMonths,
  };
}

type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * FAQPage structured data in the page's language: the questions and answers the page shows, with
 * the same values (docs/architecture.md#languages). One source for the page in the browser and
 * for the served head, which the build writes from it for every language (shell/first-views.tsx).
 */
export function faqStructuredData(t: Translate, locale: string): JsonLd {
  const values = faqAnswerValues(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqSections.flatMap((section) =>
      section.entries.flatMap(({ ids }) =>
        ids
          ? [
              {
                '@type': 'Question',
                name: t(ids[0], values),
                acceptedAnswer: { '@type': 'Answer', text: t(ids[1], values) },
              },
            ]
          : [],
      ),
    ),
  };
}
