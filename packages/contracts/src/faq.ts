import { DAILY_SEARCHES, VPN_OFFER } from './limits.ts';
import { PRO_OFFER } from './pro-offer.ts';

/**
 * The FAQ (docs/product-rules.md#pages: 22 questions on VPNs, the trial, charges, cancelling, limits, other tools,
 * privacy and support). One source for the visible page and its FAQPage structured data, so the
 * two can never disagree. Answers are plain text; `link` is an extra pointer shown after one.
 */
export interface FaqEntry {
  question: string;
  answer: string;
  link?: { to: string; label: string };
}

export interface FaqSection {
  title: string;
  entries: FaqEntry[];
}

const { anonymous, free } = DAILY_SEARCHES;
const price = `$${PRO_OFFER.monthlyUsd}`;

export const FAQ_SECTIONS: FaqSection[] = [
  {
    title: 'Searches and daily limits',
    entries: [
      {
        question: 'How many searches do I get each day?',
        answer: `Without an account you get ${anonymous} searches a day. A free account adds a bonus search once its e-mail is verified, for ${free} in total. Pro members search as much as they like.`,
      },
      {
        question: 'When does my daily count reset?',
        answer:
          'Every day at midnight UTC, the same moment for everyone. The "Resets in" countdown under the search box counts down to that moment in your own time zone.',
      },
      {
        question: 'What counts as a search?',
        answer:
          'Only a search that finds a title and opens its Where to Stream list. Autocomplete suggestions, browsing Most Loved Picks, a search that finds nothing and reopening a title you already opened today are all free.',
      },
      {
        question: 'Can I get more searches with a private window, another browser or a VPN?',
        answer:
          'No. Searches are counted on our server, per account and per connection, so a new window or a cleared browser starts from the same count. Getting around the limits this way is against our Terms and can lead to a permanent account and/or IP ban.',
        link: { to: '/terms', label: 'Read the Terms of Service' },
      },
    ],
  },
  {
    title: 'Watching with a VPN',
    entries: [
      {
        question: 'Why does a title show up in some countries and not others?',
        answer:
          'Streaming services buy rights country by country, so the same service has a different catalog in each country. ReelAtlas lists every country where each service carries the title.',
      },
      {
        question: 'How do I use a VPN to watch a title I found here?',
        answer:
          'Search the title, pick a country where a service you already pay for carries it, connect your VPN to a server in that country, then open the service. If it still shows the old catalog, sign out of the app and back in, or clear its cache.',
      },
      {
        question: 'Is it allowed to stream through a VPN?',
        answer:
          "That depends on the law where you are and on each streaming service's terms, and many services limit their catalog to the country of your subscription. Check both before you connect. ReelAtlas only tells you where a title is available.",
      },
      {
        question: 'Which VPN do you recommend?',
        answer: `The offer in our footer (${VPN_OFFER.discountPercent}% off plus ${VPN_OFFER.extraMonths} extra months) is an affiliate link: if you buy through it we may earn a commission, at no extra cost to you. It never changes which services or countries we show.`,
      },
    ],
  },
  {
    title: 'Pro, the free trial and charges',
    entries: [
      {
        question: 'What do I get with Pro?',
        answer:
          'Unlimited searches every day, where to watch your whole watchlist country by country, and e-mail alerts when your watchlist titles arrive on your services, plus everything a free account has: the watchlist and the watched list. An ad-free experience is coming soon.',
        link: { to: '/premium', label: 'Compare the plans' },
      },
      {
        question: 'What is “Where to watch your list”?',
        answer:
          'A Pro feature of your watchlist for planning trips: every country ranked by how many of your watchlist titles stream there on the services you pay for, and on any service, with your home country on top and a map of your list. Pick a country to see which titles stream there and on which service. It reads the availability we already hold, so it costs no searches. Free accounts see how many of their titles stream somewhere.',
        link: { to: '/watchlist', label: 'Open your watchlist' },
      },
      {
        question: 'What are availability alerts?',
        answer:
          'A Pro feature: press "Alert me" on a watchlist title, or switch alerts on for the whole watchlist, and we e-mail you (at most once a day) when it arrives on or leaves your services, in your country or anywhere, as you choose. Every title page also shows its recent changes. Stop the e-mails with the link in any of them, or on your Profile.',
      },
      {
        question: 'How does the free trial work?',
        answer: `If you have never had Pro, your subscription starts with a ${PRO_OFFER.trialDays}-day free trial. You enter a card when you start it, but nothing is charged during the trial. Each account can have one trial.`,
      },
      {
        question: 'When will I be charged?',
        answer: `When the trial ends, unless you cancel before then, and after that once a month at ${price} until you cancel. The subscription renews automatically. If you already used your trial, the first charge is made when you subscribe.`,
      },
      {
        question: `Why is $${PRO_OFFER.listPriceUsd} crossed out on the Premium page?`,
        answer: `$${PRO_OFFER.listPriceUsd} a month is Pro's regular price. For now Pro costs ${price} a month, and that is the price you pay.`,
      },
      {
        question: 'Who handles my card details?',
        answer:
          'Payments are processed by our card payment provider, Stripe. Your card number goes straight to them: ReelAtlas never sees or stores it.',
      },
    ],
  },
  {
    title: 'Cancelling and your account',
    entries: [
      {
        question: 'How do I cancel my subscription or my trial?',
        answer:
          'Open your Profile and use Manage Subscription (or Cancel Trial during a trial) in the Subscription Management section. You can cancel at any time.',
        link: { to: '/profile', label: 'Go to your profile' },
      },
      {
        question: 'What happens after I cancel?',
        answer:
          'You keep Pro until the end of the period you already paid for, or until the trial ends, and you are not charged again. Then your account returns to the free plan with your lists intact. You can reactivate Pro from the Premium page.',
      },
      {
        question: 'Can I get a refund?',
        answer:
          'Payments for a month that has started are not refunded, except where consumer law gives you that right. If you think you were charged by mistake, contact us and we will look into it.',
        link: { to: '/contact', label: 'Contact us' },
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Open your Profile, go to the Danger Zone and choose Delete Account, then confirm with your password. While Pro or a trial is active you cannot delete the account yourself: cancel and wait for it to end, or contact us to delete it at once and give up the remaining time.',
      },
    ],
  },
  {
    title: 'ReelAtlas and other tools',
    entries: [
      {
        question: 'How is ReelAtlas different from other streaming guides?',
        answer:
          'Most guides answer "what can I watch in my country?". ReelAtlas answers "where in the world can I stream this?": one search shows every country and service at once, grouped by platform, with filters for country and platform. It is built for travellers and VPN users.',
      },
      {
        question: 'Where does the availability data come from, and how current is it?',
        answer:
          'Title details come from TMDB and availability from JustWatch through TMDB, refreshed regularly. Catalogs change often, so check the service before you subscribe. A "Demo catalog: sample data" note means this installation shows generated sample availability instead.',
      },
    ],
  },
  {
    title: 'Privacy and support',
    entries: [
      {
        question: 'What do you keep about me?',
        answer:
          'For an account: your email address, username, country, lists and plan. For everyone: your IP address and a device cookie, used to count daily searches and stop abuse. We do not sell your data or use advertising or analytics cookies.',
        link: { to: '/privacypolicy', label: 'Read the Privacy Policy' },
      },
      {
        question: 'Can I get a copy of my data or correct it?',
        answer:
          'Yes. Your Profile lets you change your username and country and download everything stored about your account as a file. For anything else, such as a correction or an objection, write to us through the contact form.',
      },
      {
        question: 'How do I contact support?',
        answer:
          'Use the contact form with your name, email address and message; we answer by email. Signed-in users can also send feature ideas with the suggestion form.',
        link: { to: '/contact', label: 'Open the contact form' },
      },
    ],
  },
];

/** Every question in page order. */
export const FAQ_ENTRIES: FaqEntry[] = FAQ_SECTIONS.flatMap((section) => section.entries);
