import {
  DATA_ERASURE_DAYS,
  MINIMUM_AGE,
  OPERATOR_COUNTRY,
  PRO_OFFER,
  TRIAL_RECORD_NOTE,
} from '@reelatlas/contracts';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from './ContentPage.tsx';

/** When the policy last changed; shown on the page. */
const UPDATED = '2026-11-26';

const sections = [
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'data-we-collect', title: 'Data we collect' },
  { id: 'trial-and-subscription', title: 'Trial and subscription data' },
  { id: 'why', title: 'Why we use it' },
  { id: 'third-parties', title: 'Third parties' },
  { id: 'international-transfers', title: 'International transfers' },
  { id: 'cookies', title: 'Cookies and local storage' },
  { id: 'retention', title: 'How long we keep data' },
  { id: 'deletion', title: 'Deleting your account' },
  { id: 'gdpr-rights', title: 'Your rights under the GDPR' },
  { id: 'ccpa-rights', title: 'Your rights in California (CCPA)' },
  { id: 'security', title: 'Security' },
  { id: 'children', title: 'Children' },
  { id: 'changes', title: 'Changes to this policy' },
  { id: 'governing-law', title: 'Governing law' },
  { id: 'contact', title: 'Contact' },
];
const titleOf = (id: string) => sections.find((section) => section.id === id)?.title ?? id;

/** /privacypolicy and /privacy: what ReelAtlas stores, why, for how long, and your rights. */
export function PrivacyPage() {
  return (
    <ContentPage
      path="/privacypolicy"
      englishOnly
      updated={UPDATED}
      contents={sections}
      intro={
        <p>
          ReelAtlas collects as little as it needs to run a fair daily limit, your account and your
          subscription. We do not sell your data, and we do not use advertising or analytics cookies.
        </p>
      }
    >
      <ContentSection id="who-we-are" title={titleOf('who-we-are')}>
        <p>
          ReelAtlas is run by an operator based in {OPERATOR_COUNTRY}, who is the controller of your personal
          data under the EU General Data Protection Regulation (GDPR). You can reach us about anything in this
          policy through the <Link to="/contact">contact form</Link>.
        </p>
      </ContentSection>

      <ContentSection id="data-we-collect" title={titleOf('data-we-collect')}>
        <h3 className="mt-4 text-lg font-semibold">When you visit</h3>
        <ul>
          <li>
            Your IP address (for IPv6, the network part) and a random device identifier in a cookie, with the
            number of searches made today and the titles opened today. This is how the daily limit works.
          </li>
          <li>
            The result of the security check your browser solves before a search. It is a small calculation
            done on your device and checked by our own server.
          </li>
          <li>
            Technical logs of requests (time, page, status). Our logs leave out IP addresses, email addresses,
            query strings and the contents of forms.
          </li>
        </ul>
        <h3 className="mt-4 text-lg font-semibold">When you create an account</h3>
        <ul>
          <li>Your email address, username, country and whether your email address is verified.</li>
          <li>Your password, stored only as a salted hash that cannot be turned back into the password.</li>
          <li>
            When you joined and last signed in, and your active sessions (with the IP address and browser they
            came from), so you stay signed in and we can spot misuse.
          </li>
          <li>The titles on your watchlist and watched list.</li>
          <li>
            If you use availability alerts (Pro): which watchlist titles you asked to be alerted about, or
            your whole watchlist, where (your country or anywhere), whether availability e-mails are on, and
            the day of the last alert e-mail. The alert e-mail goes to your verified address, at most once a
            day, and lists the changes on your services for those titles. To stop it, use the unsubscribe link
            in any alert e-mail (no sign-in needed) or switch off &ldquo;Availability e-mails&rdquo; in your{' '}
            <Link to="/profile">Profile</Link>; the choices are in your data download and deleted with your
            account.
          </li>
          <li>
            If you sign in with Google: the name, email address and profile picture Google shares with us.
          </li>
        </ul>
        <h3 className="mt-4 text-lg font-semibold">When you write to us</h3>
        <ul>
          <li>
            Your name, email address and message from the contact form, and the suggestions you send while
            signed in.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="trial-and-subscription" title={titleOf('trial-and-subscription')}>
        <p>
          When you start Pro we keep your plan (Free, Trial or Pro), whether you have already used your{' '}
          {PRO_OFFER.trialDays}-day free trial (each person gets one), when the trial or subscription ends,
          and the customer and subscription references of our payment provider. Your card details go straight
          to the payment provider; we never see or store your card number.
        </p>
        <p>{TRIAL_RECORD_NOTE}</p>
      </ContentSection>

      <ContentSection id="why" title={titleOf('why')}>
        <ul>
          <li>
            To provide the service you ask for: searches, your account, your lists and your subscription
            (performance of a contract).
          </li>
          <li>
            To keep the daily limits fair and the site safe, including bans for abuse (our legitimate interest
            in preventing abuse).
          </li>
          <li>
            To send the emails the service needs: verification, password reset and subscription messages
            (performance of a contract).
          </li>
          <li>To answer your messages (our legitimate interest, and your request).</li>
          <li>To keep accounting records of payments (a legal obligation).</li>
        </ul>
        <p>We do not use your data for advertising profiles or automated decisions about you.</p>
      </ContentSection>

      <ContentSection id="third-parties" title={titleOf('third-parties')}>
        <p>We share data only with service providers that help us run ReelAtlas, and only what they need:</p>
        <ul>
          <li>our hosting and database providers, which store the data above;</li>
          <li>our email delivery provider, which sends our emails to your address;</li>
          <li>Stripe, which processes card payments and manages subscriptions;</li>
          <li>Google, only if you choose to sign in with Google;</li>
          <li>
            Google reCAPTCHA, only if an installation uses it as its security check instead of our own; Google
            then receives data about your browser.
          </li>
        </ul>
        <p>
          Title and availability data comes from TMDB and JustWatch; our server fetches it without any data
          about you. The VPN offer in the footer takes you to another company's site, whose own privacy policy
          applies there. We may disclose data when the law requires it. We never sell personal data.
        </p>
      </ContentSection>

      <ContentSection id="international-transfers" title={titleOf('international-transfers')}>
        <p>
          We are based in {OPERATOR_COUNTRY}, in the European Union, and keep your data in the EU where we
          can. Some of our providers, such as Stripe and Google, may process it in other countries, including
          the United States. When data leaves the European Economic Area, it is protected by an adequacy
          decision of the European Commission (such as the EU-US Data Privacy Framework) or by the
          Commission's Standard Contractual Clauses.
        </p>
      </ContentSection>

      <ContentSection id="cookies" title={titleOf('cookies')}>
        <p>We use only cookies that ReelAtlas needs to work:</p>
        <ul>
          <li>a session cookie that keeps you signed in (for up to 30 days, or until you sign out);</li>
          <li>
            a signed device cookie that counts this browser's daily searches (kept for up to a year), part of
            how the free daily allowance is enforced.
          </li>
        </ul>
        <p>
          Your browser's local storage also keeps your theme (dark or light), the last title you viewed, a
          title you were about to search before signing in, and copies of your plan and search count for
          display. These never leave your device unless you send them to us. There are no advertising,
          tracking or analytics cookies.
        </p>
      </ContentSection>

      <ContentSection id="retention" title={titleOf('retention')}>
        <ul>
          <li>Account data: for as long as you have an account.</li>
          <li>
            Search counters and spent security checks: only as long as needed to enforce the daily limit.
          </li>
          <li>Messages you send us: for as long as we need them to deal with your request.</li>
          <li>Payment records: as long as Swedish bookkeeping law requires (currently seven years).</li>
        </ul>
      </ContentSection>

      <ContentSection id="deletion" title={titleOf('deletion')}>
        <p>
          You can delete your account from your <Link to="/profile">Profile</Link> (not while Pro or a trial
          is active). Your profile, lists, sessions and search counters are deleted at once, and messages you
          sent us are detached from you. Any remaining copies, such as in backups and email logs, are erased
          within {DATA_ERASURE_DAYS} days of the deletion. Only payment records the law requires us to keep
          are kept longer, and, if you had a free trial, the keyed hash of your address (and of your card's
          fingerprint) described under trial data.
        </p>
      </ContentSection>

      <ContentSection id="gdpr-rights" title={titleOf('gdpr-rights')}>
        <p>Wherever you live, you can ask us to:</p>
        <ul>
          <li>give you a copy of your data (your Profile can download it for you at any time);</li>
          <li>correct data that is wrong (you can change your username and country yourself);</li>
          <li>delete your data;</li>
          <li>restrict how we use it, or object to uses based on our legitimate interest;</li>
          <li>hand your data to you in a portable format.</li>
        </ul>
        <p>
          Use the <Link to="/contact">contact form</Link>; we answer within one month. You may also complain
          to the Swedish Authority for Privacy Protection (IMY) or the data protection authority where you
          live.
        </p>
      </ContentSection>

      <ContentSection id="ccpa-rights" title={titleOf('ccpa-rights')}>
        <p>
          If you live in California, the California Consumer Privacy Act (CCPA) gives you the right to know
          what personal information we collect, use and disclose, to have it deleted or corrected, and not to
          be treated differently for using these rights. The categories we collect are identifiers (such as
          your email address and IP address), commercial information (your plan and subscription) and internet
          activity (searches counted against the daily limit), for the purposes described above.
        </p>
        <p>
          We do not sell your personal information or share it for cross-context behavioural advertising, and
          we do not collect sensitive personal information. To make a request, use the{' '}
          <Link to="/contact">contact form</Link>; you may also have an authorised agent make it for you. We
          will confirm who you are before acting on it.
        </p>
      </ContentSection>

      <ContentSection id="security" title={titleOf('security')}>
        <p>
          Connections to ReelAtlas are encrypted (HTTPS), passwords are stored only as salted hashes, session
          cookies cannot be read by scripts, and only the people who run the service can reach the database.
          No system is perfectly secure; if a breach puts your data at risk, we will tell you and the
          authorities as the law requires.
        </p>
      </ContentSection>

      <ContentSection id="children" title={titleOf('children')}>
        <p>
          ReelAtlas is not meant for children under {MINIMUM_AGE}, and you must be at least {MINIMUM_AGE} to
          create an account. If you believe a child under {MINIMUM_AGE} has given us personal data, contact us
          and we will delete it.
        </p>
      </ContentSection>

      <ContentSection id="changes" title={titleOf('changes')}>
        <p>
          When this policy changes we update the date at the top of this page, and we tell account holders by
          email before an important change applies.
        </p>
      </ContentSection>

      <ContentSection id="governing-law" title={titleOf('governing-law')}>
        <p>
          This policy is governed by Swedish law, together with the GDPR. This does not take away any
          protection the law of the country where you live gives you.
        </p>
      </ContentSection>

      <ContentSection id="contact" title={titleOf('contact')}>
        <p>
          For questions or requests about your data, write to us through the{' '}
          <Link to="/contact">contact form</Link>. See also our <Link to="/terms">Terms of Service</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
