import {
  AUTOCOMPLETE_MIN_CHARS,
  DAILY_SEARCHES,
  LIST_LIMITS,
  PRO_OFFER,
  TOP_RATED_PAGE_COUNT,
} from '@reelatlas/contracts';
import { Link } from 'react-router';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ContentPage, ContentSection } from './ContentPage.tsx';
import { richText } from './rich-text.tsx';
import { TmdbAttribution } from './TmdbAttribution.tsx';

/** The page's sections: anchors (the same in every language) and the ids of their titles. */
const sections = [
  { id: 'searching', title: 'help.searching.title' },
  { id: 'results', title: 'help.results.title' },
  { id: 'limits', title: 'help.limits.title' },
  { id: 'account', title: 'help.account.title' },
  { id: 'pro', title: 'help.pro.title' },
  { id: 'vpn', title: 'help.vpn.title' },
  { id: 'troubleshooting', title: 'help.troubleshooting.title' },
  { id: 'data', title: 'help.data.title' },
  { id: 'more-help', title: 'help.more.title' },
];

/** /help: how to use ReelAtlas, from the first search to getting support. */
export function HelpPage() {
  const t = useT();
  const contents = sections.map((section) => ({ id: section.id, title: t(section.title) }));
  const titleOf = (id: string) => contents.find((section) => section.id === id)?.title ?? id;
  const price = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'USD' }).format(
    Number(PRO_OFFER.monthlyUsd),
  );
  return (
    <ContentPage path="/help" contents={contents} intro={<p>{t('help.intro')}</p>}>
      <ContentSection id="searching" title={titleOf('searching')}>
        <ol>
          <li>
            {richText(t('help.searching.type', { min: AUTOCOMPLETE_MIN_CHARS }), [
              <Link key="home" to="/" />,
            ])}
          </li>
          <li>{t('help.searching.pick')}</li>
          <li>{t('help.searching.opens')}</li>
        </ol>
        <p>
          {richText(t('help.searching.browse', { count: TOP_RATED_PAGE_COUNT }), [
            <Link key="most" to="/most-searched" />,
          ])}
        </p>
      </ContentSection>

      <ContentSection id="results" title={titleOf('results')}>
        <p>{t('help.results.groups')}</p>
        <ul>
          <li>{richText(t('help.results.platforms'), [<strong key="popular" />, <strong key="other" />])}</li>
          <li>{t('help.results.filters')}</li>
        </ul>
      </ContentSection>

      <ContentSection id="limits" title={titleOf('limits')}>
        <ul>
          <li>{t('help.limits.anonymous', { count: DAILY_SEARCHES.anonymous })}</li>
          <li>
            {t('help.limits.free', { count: DAILY_SEARCHES.free, anonymous: DAILY_SEARCHES.anonymous })}
          </li>
          <li>{t('help.limits.pro')}</li>
        </ul>
        <p>{richText(t('help.limits.counter'), [<Link key="premium" to="/premium" />])}</p>
      </ContentSection>

      <ContentSection id="account" title={titleOf('account')}>
        <p>{richText(t('help.account.create'), [<Link key="login" to="/login" />])}</p>
        <ul>
          <li>
            {richText(
              t('help.account.lists', { watchlist: LIST_LIMITS.watchlist, watched: LIST_LIMITS.watched }),
              [<Link key="watchlist" to="/watchlist" />, <Link key="watched" to="/watched" />],
            )}
          </li>
          <li>{richText(t('help.account.profile'), [<Link key="profile" to="/profile" />])}</li>
        </ul>
      </ContentSection>

      <ContentSection id="pro" title={titleOf('pro')}>
        <p>
          {richText(t('help.pro.text', { price, trialDays: PRO_OFFER.trialDays }), [
            <Link key="faq" to="/faq" />,
          ])}
        </p>
      </ContentSection>

      <ContentSection id="vpn" title={titleOf('vpn')}>
        <p>{t('help.vpn.text')}</p>
      </ContentSection>

      <ContentSection id="troubleshooting" title={titleOf('troubleshooting')}>
        <dl className="mt-3 flex flex-col gap-4">
          <div>
            <dt className="font-semibold">{t('help.troubleshooting.check.q')}</dt>
            <dd className="mt-1">{t('help.troubleshooting.check.a')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('help.troubleshooting.notFound.q')}</dt>
            <dd className="mt-1">{t('help.troubleshooting.notFound.a')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('help.troubleshooting.email.q')}</dt>
            <dd className="mt-1">{t('help.troubleshooting.email.a')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('help.troubleshooting.missing.q')}</dt>
            <dd className="mt-1">{t('help.troubleshooting.missing.a')}</dd>
          </div>
        </dl>
      </ContentSection>

      <ContentSection id="data" title={titleOf('data')}>
        <p>{t('help.data.text')}</p>
        <div className="mt-3">
          <TmdbAttribution />
        </div>
      </ContentSection>

      <ContentSection id="more-help" title={titleOf('more-help')}>
        <ul>
          <li>{richText(t('help.more.faq'), [<Link key="faq" to="/faq" />])}</li>
          <li>{richText(t('help.more.contact'), [<Link key="contact" to="/contact" />])}</li>
          <li>{richText(t('help.more.suggest'), [<Link key="suggest" to="/suggest" />])}</li>
          <li>
            {richText(t('help.more.policies'), [
              <Link key="privacy" to="/privacypolicy" />,
              <Link key="terms" to="/terms" />,
            ])}
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
