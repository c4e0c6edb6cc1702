import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BannedPage } from '../features/banned/BannedPage.tsx';
import { AdSlot } from '../features/billing/AdSlot.tsx';
import { RouteHead } from '../features/content/RouteHead.tsx';
import { UpgradeOverlayProvider } from '../features/upgrade/UpgradeOverlayProvider.tsx';
import { AppSync } from '../layout/AppSync.tsx';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { LazyToaster } from '../layout/LazyToaster.tsx';
import { NavigationProgress } from '../layout/NavigationProgress.tsx';
import { SkipLink } from '../layout/SkipLink.tsx';
import { useFocusMainOnNavigate } from '../layout/use-focus-main-on-navigate.ts';
import { useBanned } from '../lib/banned-state.ts';
import { preloadTitlePageOnIntent } from './title-route.ts';

/** The app shell around every route: skip link, header, main landmark, footer, toasts, overlay. */
export function RootLayout() {
  useFocusMainOnNavigate();
  const banned = useBanned();
  useEffect(preloadTitlePageOnIntent, []);
  return (
    <UpgradeOverlayProvider>
      <AppSync />
      <RouteHead />
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <NavigationProgress />
        <Header />
        <main id="main" tabIndex={-1} className="w-full flex-1 px-4 py-6 outline-none sm:py-8">
          {banned ? <BannedPage /> : <Outlet />}
        </main>
        <AdSlot />
        <Footer />
      </div>
      <LazyToaster />
      <ScrollRestoration />
    </UpgradeOverlayProvider>
  );
}

/** Shown while the first lazy route's code loads. */
export function RootFallback() {
  return (
    <div className="mx-auto max-w-5xl p-8" aria-busy="true">
      <div className="h-8 w-48 animate-pulse rounded bg-surface-2" />
    </div>
  );
}
