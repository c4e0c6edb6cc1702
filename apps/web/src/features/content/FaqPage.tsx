import { DAILY_SEARCHES, FAQ_SECTIONS, faqPageJsonLd, PRO_OFFER, VPN_OFFER } from '@reelatlas/contracts';
import { Link } from 'react-router';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ContentPage, ContentSection } from './ContentPage.tsx';
import { JsonLd } from './JsonLd.tsx';
import { richText } from './rich-text.tsx';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The FAQ's texts by id, in the order of the shared FAQ (contracts' FAQ_SECTIONS, which the
 * structured data reads in English): each section's title, each entry's question, answer and link
 * words. The anchors stay the English titles' slugs, so a link to a section works in every language.
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

const sections = FAQ_SECTIONS.map((section, at) => ({
  id: slug(section.title),
  texts: TEXTS[at],
  entries: section.entries.map((entry, index) => ({ link: entry.link, ids: TEXTS[at]?.entries[index] })),
}));

/** The numbers the answers name; prices are formatted by Intl in the visitor's language. */
function answerValues(locale: string) {
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

/**
 * /faq: every question visible (no accordions to hunt through), in the visitor's language, with
 * the same questions and answers (in English) as FAQPage structured data for search engines.
 */
export function FaqPage() {
  const t = useT();
  const values = answerValues(i18n.locale);
  const contents = sections.map((section) => ({ id: section.id, title: t(section.texts?.title ?? '') }));
  return (
    <ContentPage
      path="/faq"
      contents={contents}
      intro={<p>{richText(t('faq.intro'), [<Link key="contact" to="/contact" />])}</p>}
    >
      <JsonLd data={faqPageJsonLd()} />
      {sections.map((section, at) => (
        <ContentSection key={section.id} id={section.id} title={contents[at]?.title ?? ''}>
          {section.entries.map(({ ids, link }) =>
            ids ? (
              <div key={ids[0]} className="mt-5" data-testid="faq-entry">
                <h3 className="text-lg font-semibold">{t(ids[0], values)}</h3>
                <p className="mt-1!" data-testid="faq-answer">
                  {t(ids[1], values)}
                </p>
                {link && ids[2] ? (
                  <p className="mt-1! text-sm">
                    <Link to={link.to}>{t(ids[2])}</Link>
                  </p>
                ) : null}
              </div>
            ) : null,
          )}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
