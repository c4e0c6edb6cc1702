import type { Me } from '@reelatlas/contracts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { testMe } from '../../../test/me-fixture.ts';
import { profileServer } from '../../../test/profile-test-server.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute } from '../../../test/render-route.tsx';
import { AdSlot } from './AdSlot.tsx';
import { markPortalVisit } from './portal-marker.ts';
import { ThankYouPage } from './ThankYouPage.tsx';
import { usePortalReturn } from './use-portal-return.ts';
import { useSubscriptionCheck } from './use-subscription-check.ts';

const DAY_MS = 86_400_000;
const config = () => jsonResponse(200, testConfig({ vpnAffiliateUrl: 'https://vpn.example/offer' }));
const serve = (me: Me | null, handlers: Parameters<typeof profileServer>[1] = {}) =>
  profileServer(me, {
    'GET /api/config': config,
    'GET /api/quota': () => jsonResponse(404, {}),
    ...handlers,
  });

function PortalReturn() {
  usePortalReturn();
  return <p>home</p>;
}
function SubscriptionCheck() {
  useSubscriptionCheck();
  return <p>page</p>;
}
const comeBackToTab = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ad slot (docs/product-rules.md#plans-and-trial: Free users see ads; our own offers only)', () => {
  it('offers the partner VPN to an anonymous visitor, marked sponsored', async () => {
    serve(null);
    renderRoute(<AdSlot />, '/');
    const link = await screen.findByRole('link', { name: 'Get the offer' });
    expect(link.getAttribute('href')).toBe('https://vpn.example/offer');
    expect(link.getAttribute('rel')).toContain('sponsored');
    expect(document.querySelector('script')).toBeNull();
  });

  it('offers Pro to a signed-in Free user', async () => {
    serve(testMe());
    renderRoute(<AdSlot />, '/');
    expect((await screen.findByRole('link', { name: 'See Pro' })).getAttribute('href')).toBe('/premium');
  });

  it('shows nothing to Pro and Trial users, or on the pages about paying', async () => {
    for (const [me, path] of [
      [testMe({ plan: 'Pro', isPro: true }), '/'],
      [
        testMe({ plan: 'Trial', isTrial: true, trialEndDate: new Date(Date.now() + DAY_MS).toISOString() }),
        '/',
      ],
      [testMe(), '/premium'],
    ] as const) {
      const fetchMock = serve(me);
      renderRoute(<AdSlot />, path);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));
      await waitFor(() => expect(screen.queryByTestId('ad-slot')).toBeNull());
      cleanup();
    }
  });
});

describe('/thankyou', () => {
  it('says Pro is being activated until the webhook lands, then that it is active', async () => {
    let me = testMe();
    profileServer(null, {
      'GET /api/auth/get-session': () =>
        jsonResponse(200, {
          session: { id: 's' },
          user: { id: me.id, email: me.email, emailVerified: true },
        }),
      'GET /api/me': () => jsonResponse(200, me),
      'GET /api/quota': () => jsonResponse(404, {}),
    });
    renderRoute(<ThankYouPage />, '/thankyou');
    const status = await screen.findByTestId('thank-you');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Your checkout succeeded. Pro access is being activated — this takes a few seconds.',
      ),
    );
    me = testMe({ plan: 'Pro', isPro: true });
    await waitFor(
      () =>
        expect(screen.getByTestId('thank-you').textContent).toBe(
          'Your checkout succeeded and your Pro access is active. Enjoy unlimited searches.',
        ),
      {
        timeout: 4000,
      },
    );
    expect(screen.getByRole('link', { name: 'Start Searching' }).getAttribute('href')).toBe('/');
  });
});

describe('back from the billing portal (docs/product-rules.md#billing)', () => {
  it('goes to /subscription-cancelled when the subscription now has an end date', async () => {
    serve(
      testMe({
        plan: 'Pro',
        isPro: true,
        subscriptionEndDate: new Date(Date.now() + 9 * DAY_MS).toISOString(),
      }),
    );
    markPortalVisit();
    renderRoute(<PortalReturn />, '/');
    expect((await screen.findByTestId('landed')).textContent).toBe('/subscription-cancelled');
  });

  it('stays put when nothing was cancelled, and only once after a visit', async () => {
    const fetchMock = serve(testMe({ plan: 'Pro', isPro: true }));
    markPortalVisit();
    renderRoute(<PortalReturn />, '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));
    expect(screen.getByText('home')).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('subscription check (docs/product-rules.md#plans-and-trial: at most once per 60 s)', () => {
  it('checks when the tab comes back, re-reads the user when the plan changed, and waits 60 s', async () => {
    let meCalls = 0;
    const fetchMock = serve(testMe(), {
      'GET /api/me': () => {
        meCalls++;
        return jsonResponse(200, testMe());
      },
      'POST /api/check-subscription': () =>
        jsonResponse(200, { plan: 'Pro', trialEndDate: null, subscriptionEndDate: null }),
    });
    renderRoute(<SubscriptionCheck />, '/');
    await waitFor(() => expect(meCalls).toBe(1));
    const checks = () => fetchMock.mock.calls.filter(([url]) => url === '/api/check-subscription').length;

    comeBackToTab();
    await waitFor(() => expect(checks()).toBe(1));
    await waitFor(() => expect(meCalls).toBe(2));
    comeBackToTab();
    expect(checks()).toBe(1);

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    comeBackToTab();
    await waitFor(() => expect(checks()).toBe(2));
  });
});
