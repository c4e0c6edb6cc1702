import { PlaceholderPage } from './PlaceholderPage.tsx';

/*
 * Static pages of the footer. Their full text (22-question FAQ, privacy policy, forms) comes in a
 * later release; each says so instead of pretending.
 */

export function HelpPage() {
  return (
    <PlaceholderPage title="Help">
      <p>
        Type a movie or TV show in the search box, pick it from the suggestions and ReelAtlas lists every
        streaming service that carries it, country by country.
      </p>
      <p>Anonymous visitors get 2 searches a day; the count resets at midnight UTC.</p>
      <p className="text-muted">A full help centre is coming soon.</p>
    </PlaceholderPage>
  );
}

export function FaqPage() {
  return (
    <PlaceholderPage title="Frequently Asked Questions">
      <p className="text-muted">The FAQ is coming soon.</p>
      <p>In short: searches reset at midnight UTC, and the availability shown is per country.</p>
    </PlaceholderPage>
  );
}

export function TermsPage() {
  return (
    <PlaceholderPage title="Terms of Service">
      <p className="text-muted">The full terms are being written and will be published here soon.</p>
      <p>
        Abusing the daily limits through private browsing or a VPN is forbidden and can lead to a permanent
        account and/or IP ban.
      </p>
    </PlaceholderPage>
  );
}

export function PrivacyPage() {
  return (
    <PlaceholderPage title="Privacy Policy">
      <p className="text-muted">The full privacy policy is coming soon.</p>
      <p>
        Today ReelAtlas stores your theme choice and your last viewed title in this browser, and counts
        searches with your IP address and a device cookie so the daily limit can be enforced.
      </p>
    </PlaceholderPage>
  );
}

export function ContactPage() {
  return (
    <PlaceholderPage title="Contact">
      <p className="text-muted">The contact form is coming soon.</p>
    </PlaceholderPage>
  );
}

export function SuggestPage() {
  return (
    <PlaceholderPage title="Suggest a Feature">
      <p className="text-muted">
        Feature suggestions need an account. Sign-in and the suggestion form are coming soon.
      </p>
    </PlaceholderPage>
  );
}

export function ThankYouPage() {
  return (
    <PlaceholderPage title="Thank you">
      <p className="text-muted">Checkout is not available yet, so there is nothing to confirm here.</p>
    </PlaceholderPage>
  );
}

export function NotFoundPage() {
  return (
    <PlaceholderPage title="Page not found">
      <p>There is no page at this address.</p>
    </PlaceholderPage>
  );
}
