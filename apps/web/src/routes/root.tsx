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
import { PageFrame } from '../layout/PageFrame.tsx';
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
      <PageFrame
        before={
          <>
            <SkipLink />
            <NavigationProgress />
          </>
        }
        header={<Header />}
        after={
          <>
            <AdSlot />
            <Footer />
          </>
        }
      >
        {banned ? <BannedPage /> : <Outlet />}
      </PageFrame>
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
