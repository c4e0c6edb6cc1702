import { DAILY_SEARCHES, MINIMUM_AGE, PRO_OFFER } from '@reelatlas/contracts';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from './ContentPage.tsx';
import { TMDB_NOTICE } from './TmdbAttribution.tsx';

/** When the terms last changed; shown on the page. */
const UPDATED = '2026-11-21';

const sections = [
  { id: 'about', title: 'About these terms' },
  { id: 'eligibility', title: 'Who can use ReelAtlas' },
  { id: 'service', title: 'What ReelAtlas does, and does not' },
  { id: 'fair-use', title: 'Daily limits and fair use' },
  { id: 'pro', title: 'Pro, the free trial and payments' },
  { id: 'account', title: 'Your account and closing it' },
  { id: 'affiliates', title: 'Affiliate links and ads' },
  { id: 'your-content', title: 'What you send us' },
  { id: 'ownership', title: 'Who owns what' },
  { id: 'liability', title: 'Our responsibility' },
  { id: 'changes', title: 'Changes' },
  { id: 'law', title: 'Governing law and disputes' },
  { id: 'contact', title: 'Contact' },
];
const titleOf = (id: string) => sections.find((section) => section.id === id)?.title ?? id;

/** /terms: the rules of the service, in plain words. */
export function TermsPage() {
  const price = `$${PRO_OFFER.monthlyUsd}`;
  return (
    <ContentPage
      path="/terms"
      englishOnly
      updated={UPDATED}
      contents={sections}
      intro={
        <p>
          These terms are the agreement between you and ReelAtlas. We have kept them short and plain; please
          read them before you create an account or subscribe.
        </p>
      }
    >
      <ContentSection id="about" title={titleOf('about')}>
        <p>
          ReelAtlas ("we", "us") is a website that shows where movies and TV shows can be streamed, country by
          country. It is run by an operator based in Sweden. By using ReelAtlas you accept these terms and our{' '}
          <Link to="/privacypolicy">Privacy Policy</Link>. If you do not accept them, please do not use the
          service.
        </p>
      </ContentSection>

      <ContentSection id="eligibility" title={titleOf('eligibility')}>
        <ul>
          <li>You must be at least {MINIMUM_AGE} years old to use ReelAtlas or create an account.</li>
          <li>
            If you are under 18, you need a parent or guardian's permission before you start a paid
            subscription.
          </li>
          <li>
            An account is for one person. Give accurate details, keep your password to yourself, and tell us
            if you think someone else has used your account.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="service" title={titleOf('service')}>
        <p>
          ReelAtlas is a guide. We do not stream, sell or rent any title ourselves: the links take you to
          streaming services run by others, under their own terms and prices. Availability comes from
          third-party sources and changes often, so we cannot promise that a title is on a service in a
          country at the moment you look, or that our information is complete. Check with the service before
          you subscribe to it.
        </p>
      </ContentSection>

      <ContentSection id="fair-use" title={titleOf('fair-use')}>
        <p>
          Visitors get {DAILY_SEARCHES.anonymous} searches a day, free accounts {DAILY_SEARCHES.free}, and Pro
          members unlimited searches. The count resets at midnight UTC. You agree not to:
        </p>
        <ul>
          <li>
            get around the daily limits, for example with private browsing, clearing cookies, switching VPN
            servers or IP addresses, or opening several accounts;
          </li>
          <li>use bots, scrapers or other automated means to search or copy the catalog;</li>
          <li>interfere with the security check, the site's security or other people's use of it;</li>
          <li>use ReelAtlas for anything unlawful.</li>
        </ul>
        <p>
          Abusing the limits is forbidden and is punished with a permanent ban of the account and/or the IP
          address involved. We may also suspend access without notice while we look into suspected abuse.
        </p>
      </ContentSection>

      <ContentSection id="pro" title={titleOf('pro')}>
        <ul>
          <li>
            Pro costs {price} a month (its regular price, ${PRO_OFFER.listPriceUsd}, is shown crossed out) and
            gives unlimited searches.
          </li>
          <li>
            First-time subscribers start with a {PRO_OFFER.trialDays}-day free trial, one per person. You
            enter a card when the trial starts; nothing is charged during it.
          </li>
          <li>
            The subscription renews automatically. Unless you cancel before the trial ends, your card is
            charged {price} when it ends and then every month until you cancel.
          </li>
          <li>
            You can cancel at any time from your <Link to="/profile">Profile</Link>. You keep Pro until the
            end of the period already paid for (or of the trial), and you are not charged again.
          </li>
          <li>
            Payments are handled by our payment provider, Stripe. Prices include any taxes we are required to
            charge. If we change the price, we tell you at least 30 days before it applies, and you can cancel
            before then.
          </li>
          <li>
            Months already started are not refunded, except where the law says otherwise. If you are a
            consumer in the EU, you may withdraw from a new subscription within 14 days: you asked for Pro to
            start at once, so we refund what you paid minus a fair share for the days you used it.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="account" title={titleOf('account')}>
        <p>
          You can delete your account yourself from your Profile at any time, except while Pro or a trial is
          active: then cancel and wait for it to end, or <Link to="/contact">contact us</Link> to delete it at
          once and give up the remaining time. We may close or suspend an account that breaks these terms.
        </p>
      </ContentSection>

      <ContentSection id="affiliates" title={titleOf('affiliates')}>
        <p>
          Some links, such as the VPN offer in the footer, are affiliate links: if you buy through them we may
          earn a commission, at no extra cost to you. They never change which services or countries we show.
          Free plans may show advertising; Pro is set to be ad-free when that arrives.
        </p>
      </ContentSection>

      <ContentSection id="your-content" title={titleOf('your-content')}>
        <p>
          When you send us a message or a feature suggestion, you confirm it is lawful and yours to send. We
          may use suggestions to improve ReelAtlas without owing you anything for them.
        </p>
      </ContentSection>

      <ContentSection id="ownership" title={titleOf('ownership')}>
        <p>
          The ReelAtlas site, its design and its code belong to us. Titles, posters and descriptions belong to
          their owners and reach us through TMDB; availability data comes from JustWatch through TMDB.{' '}
          {TMDB_NOTICE}
        </p>
      </ContentSection>

      <ContentSection id="liability" title={titleOf('liability')}>
        <p>
          We work to keep ReelAtlas available and accurate, but we provide it as it is, without a promise that
          it will always be available, error-free or complete. We are not responsible for the streaming
          services we link to, or for indirect losses such as a subscription you took out because of
          information here. Our total liability to you is limited to what you paid us in the 12 months before
          the claim. Nothing in these terms limits rights you have under consumer law that cannot be limited.
        </p>
      </ContentSection>

      <ContentSection id="changes" title={titleOf('changes')}>
        <p>
          We may change ReelAtlas and these terms. We announce important changes on the site, and by email to
          account holders at least 30 days before they apply. If you keep using ReelAtlas after a change, the
          new terms apply; if you do not agree, you can close your account.
        </p>
      </ContentSection>

      <ContentSection id="law" title={titleOf('law')}>
        <p>
          These terms are governed by Swedish law, and disputes are settled by Swedish courts. If you are a
          consumer, you keep the protection of the mandatory laws of the country where you live, and you may
          also bring a complaint to the Swedish National Board for Consumer Disputes (ARN). Please contact us
          first: most problems are solved quickly that way.
        </p>
      </ContentSection>

      <ContentSection id="contact" title={titleOf('contact')}>
        <p>
          Questions about these terms? Use the <Link to="/contact">contact form</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
