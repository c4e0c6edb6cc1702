import {
  AUTOCOMPLETE_MIN_CHARS,
  DAILY_SEARCHES,
  LIST_LIMITS,
  PRO_OFFER,
  TOP_RATED_PAGE_COUNT,
} from '@reelatlas/contracts';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from './ContentPage.tsx';
import { TmdbAttribution } from './TmdbAttribution.tsx';

const sections = [
  { id: 'searching', title: 'Find where a title streams' },
  { id: 'results', title: 'Read the Where to Stream list' },
  { id: 'limits', title: 'Daily searches' },
  { id: 'account', title: 'Your account and lists' },
  { id: 'pro', title: 'Pro and billing' },
  { id: 'vpn', title: 'Watching from abroad' },
  { id: 'troubleshooting', title: 'Troubleshooting' },
  { id: 'data', title: 'About our data' },
  { id: 'more-help', title: 'Still need help?' },
];
const titleOf = (id: string) => sections.find((section) => section.id === id)?.title ?? id;

/** /help: how to use ReelAtlas, from the first search to getting support. */
export function HelpPage() {
  return (
    <ContentPage
      path="/help"
      contents={sections}
      intro={
        <p>
          ReelAtlas answers one question: where in the world can I stream this? Here is how to get the most
          out of it.
        </p>
      }
    >
      <ContentSection id="searching" title={titleOf('searching')}>
        <ol>
          <li>
            Type a movie or TV show in the search box on the <Link to="/">home page</Link>. Suggestions appear
            after {AUTOCOMPLETE_MIN_CHARS} characters.
          </li>
          <li>
            Pick the right title from the suggestions (the year helps tell remakes apart), or press Search to
            use what you typed.
          </li>
          <li>
            The title page opens with its poster, year, rating, description, a Watch Trailer link and the
            Where to Stream list.
          </li>
        </ol>
        <p>
          Not sure what to watch? The home page shows top-rated titles, and{' '}
          <Link to="/most-searched">Most Loved Picks</Link> lists the top {TOP_RATED_PAGE_COUNT}.
        </p>
      </ContentSection>

      <ContentSection id="results" title={titleOf('results')}>
        <p>
          Where to Stream groups the title's offers by streaming service. Each service lists every country
          where it carries the title, with the country's flag and name, the kind of offer (subscription, free,
          free with ads, rent or buy) and a link to open it.
        </p>
        <ul>
          <li>
            <strong>Popular Platforms</strong> are the big, well-known services.{' '}
            <strong>Other Platforms</strong> is collapsed to keep the list short; it opens by itself when no
            popular service has the title.
          </li>
          <li>
            Narrow the list with the filters: type part of a service or country name, or choose one country or
            one platform. Clear filters brings everything back.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="limits" title={titleOf('limits')}>
        <ul>
          <li>Without an account: {DAILY_SEARCHES.anonymous} searches a day.</li>
          <li>
            With a free account: {DAILY_SEARCHES.free} a day ({DAILY_SEARCHES.anonymous} plus 1 bonus).
          </li>
          <li>With Pro: unlimited.</li>
        </ul>
        <p>
          The counter under the search box shows how many you have used, and the countdown shows when they
          reset: every day at midnight UTC. Only a search that finds a title counts. When you run out, you can
          sign in for a bonus search or <Link to="/premium">upgrade to Pro</Link>.
        </p>
      </ContentSection>

      <ContentSection id="account" title={titleOf('account')}>
        <p>
          <Link to="/login">Create an account</Link> with your email address, a username and your country,
          then follow the link in the email we send to verify your address. Until you do, a yellow banner
          offers to send the email again.
        </p>
        <ul>
          <li>
            Save titles to your <Link to="/watchlist">Watchlist</Link> (up to {LIST_LIMITS.watchlist}) or mark
            them as <Link to="/watched">Watched</Link> (up to {LIST_LIMITS.watched}) from the title page. This
            needs a verified email address. Remove them on the list pages.
          </li>
          <li>
            Your <Link to="/profile">Profile</Link> lets you change your username and country, download your
            data, manage a subscription and delete your account.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="pro" title={titleOf('pro')}>
        <p>
          Pro gives you unlimited searches for ${PRO_OFFER.monthlyUsd} a month. If you have never had Pro, it
          starts with a {PRO_OFFER.trialDays}-day free trial that turns into a paid monthly subscription
          unless you cancel before it ends. Cancel or change your card any time under Subscription Management
          in your Profile. The <Link to="/faq">FAQ</Link> explains charges, cancelling and refunds.
        </p>
      </ContentSection>

      <ContentSection id="vpn" title={titleOf('vpn')}>
        <p>
          Streaming catalogs differ by country. When you travel, a VPN connected to a server in a country from
          the list can let you reach that country's catalog on a service you pay for. Check that the service's
          terms and local law allow it. The VPN offer in the footer is an affiliate link.
        </p>
      </ContentSection>

      <ContentSection id="troubleshooting" title={titleOf('troubleshooting')}>
        <dl className="mt-3 flex flex-col gap-4">
          <div>
            <dt className="font-semibold">"Security check not ready" or "verification failed"</dt>
            <dd className="mt-1">
              Before each search your browser solves a small security puzzle to keep bots out. Reload the
              page, and if it keeps failing, try a normal (not private) window or pause extensions that block
              scripts.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">"Movie not found"</dt>
            <dd className="mt-1">
              Check the spelling, try the original title, or pick a suggestion instead of pressing Search. A
              search that finds nothing does not count.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">No verification or password reset email</dt>
            <dd className="mt-1">
              Look in your spam folder, then ask for a new one: Resend email on the banner, or Forgot password
              on the sign-in page. Each can be sent again after a short wait.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">A service does not have the title after all</dt>
            <dd className="mt-1">
              Catalogs change often, and a service may show its catalog for the country you connect from.
              Check the service before you subscribe.
            </dd>
          </div>
        </dl>
      </ContentSection>

      <ContentSection id="data" title={titleOf('data')}>
        <p>
          Titles, posters and descriptions come from TMDB, and streaming availability from JustWatch through
          TMDB. When an installation runs without a TMDB connection, it shows a generated demo catalog and
          says "Demo catalog: sample data" on every screen that uses it.
        </p>
        <div className="mt-3">
          <TmdbAttribution />
        </div>
      </ContentSection>

      <ContentSection id="more-help" title={titleOf('more-help')}>
        <ul>
          <li>
            Read the <Link to="/faq">Frequently Asked Questions</Link>.
          </li>
          <li>
            Write to us with the <Link to="/contact">contact form</Link>.
          </li>
          <li>
            Have an idea? Signed-in users can <Link to="/suggest">suggest a feature</Link>.
          </li>
          <li>
            How we handle your data: <Link to="/privacypolicy">Privacy Policy</Link>. The rules of the
            service: <Link to="/terms">Terms of Service</Link>.
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
