import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Component as HomeRoute } from './routes/home.tsx';
import { RootFallback, RootLayout } from './routes/root.tsx';
import { RouteError } from './routes/route-error.tsx';
import { loadTitleOverlayRoute, loadTitleRoute, withPageTexts } from './routes/title-route.ts';

/** A lazy route whose module exports several pages: picks one by name. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withPageTexts(load)) });
}
const info = () => import('./routes/info.tsx');
const lists = () => import('./routes/lists.tsx');
const billing = () => import('./routes/billing.tsx');
const contact = () => import('./routes/contact.tsx');
const help = () => import('./features/content/HelpPage.tsx');
const faq = () => import('./features/content/FaqPage.tsx');
const terms = () => import('./features/content/TermsPage.tsx');
const privacy = () => import('./features/content/PrivacyPage.tsx');

/**
 * React Router data mode. Every route but home is code-split so the first load of `/` stays
 * small (docs/performance.md#bars: ≤ 170 KB gzipped JS).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeRoute },
      { path: 'movie', lazy: loadTitleRoute },
      { path: 'movieoverlay', lazy: loadTitleOverlayRoute },
      { path: 'most-searched', lazy: () => withPageTexts(() => import('./routes/most-searched.tsx')) },
      { path: 'premium', lazy: page(billing, (m) => m.PremiumPage) },
      { path: 'upgrade', lazy: () => withPageTexts(() => import('./routes/upgrade.tsx')) },
      { path: 'login', lazy: () => withPageTexts(() => import('./routes/login.tsx')) },
      { path: 'watchlist', lazy: page(lists, (m) => m.WatchlistRoute) },
      { path: 'watched', lazy: page(lists, (m) => m.WatchedRoute) },
      // Signed-in only (docs/product-rules.md#pages): the page sends a signed-out visitor to /login.
      { path: 'profile', lazy: () => withPageTexts(() => import('./routes/profile.tsx')) },
      { path: 'profile/:username', lazy: () => withPageTexts(() => import('./routes/profile.tsx')) },
      // Pro users only (docs/product-rules.md#pages); the page sends everyone else home.
      { path: 'subscription-cancelled', lazy: page(billing, (m) => m.SubscriptionCancelledPage) },
      { path: 'thankyou', lazy: page(billing, (m) => m.ThankYouPage) },
      { path: 'google/action', lazy: () => withPageTexts(() => import('./routes/email-action.tsx')) },
      // Content pages: one chunk each; their heads come from PAGE_META (contracts).
      { path: 'help', lazy: page(help, (m) => m.HelpPage) },
      { path: 'faq', lazy: page(faq, (m) => m.FaqPage) },
      { path: 'terms', lazy: page(terms, (m) => m.TermsPage) },
      { path: 'privacypolicy', lazy: page(privacy, (m) => m.PrivacyPage) },
      { path: 'privacy', lazy: page(privacy, (m) => m.PrivacyPage) },
      { path: 'contact', lazy: page(contact, (m) => m.ContactPage) },
      { path: 'suggest', lazy: page(contact, (m) => m.SuggestPage) },
      { path: '*', lazy: page(info, (m) => m.NotFoundPage) },
    ],
  },
];
