import { billingMessages, type Me } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { testMe } from '../../../test/me-fixture.ts';
import { profileServer } from '../../../test/profile-test-server.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute, sentBody } from '../../../test/render-route.tsx';
import { notify } from '../../lib/notify.ts';
import { goTo } from './go-to.ts';
import { PremiumPage } from './PremiumPage.tsx';
import { SubscriptionCancelledPage } from './SubscriptionCancelledPage.tsx';

vi.mock('../../lib/notify.ts', () => ({ notify: { info: vi.fn(), error: vi.fn() } }));
vi.mock('./go-to.ts', () => ({ goTo: vi.fn() }));

const DAY_MS = 86_400_000;
const config = () => jsonResponse(200, testConfig({ vpnAffiliateUrl: 'https://vpn.example/offer' }));
type Handlers = Parameters<typeof profileServer>[1];
const serve = (me: Me | null, handlers: Handlers = {}) =>
  profileServer(me, { 'GET /api/config': config, ...handlers });
const card = (name: string) => within(screen.getByRole('region', { name: `${name} plan` }));
const open = async () => {
  renderRoute(<PremiumPage />, '/premium');
  await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Loading...' })).toHaveLength(0));
};

beforeEach(() => {
  vi.mocked(notify.error).mockClear();
  vi.mocked(goTo).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Premium page', () => {
  it("shows 'Loading...' until the session is known", () => {
    serve(null, { 'GET /api/auth/get-session': () => new Promise<Response>(() => {}) });
    renderRoute(<PremiumPage />, '/premium');
    expect(card('Pro').getByRole('button', { name: 'Loading...' })).toBeTruthy();
  });

  it('logged out: Log in on Free and Logged In, Upgrade on Pro, and the trial offer', async () => {
    serve(null);
    await open();
    expect(card('Free').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(card('Logged In').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(card('Pro').getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/login');
    expect(card('Pro').getByText('7 Day Free Trial')).toBeTruthy();
    expect(card('Pro').getByTestId('pro-price').textContent).toBe('$1.00/mo was $2.99');
    expect(card('Pro').getByTestId('pro-price').querySelector('s')?.textContent).toBe('was $2.99');
  });

  it('signed-in Free: Sign out goes to the profile, Current, and Upgrade starts the checkout', async () => {
    const fetchMock = serve(testMe(), {
      'POST /api/create-checkout-session': () => jsonResponse(200, { url: '/dev/checkout' }),
    });
    const { router } = renderRoute(<PremiumPage />, '/premium');
    await screen.findByRole('button', { name: 'Upgrade' });
    expect((card('Logged In').getByRole('button', { name: 'Current' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(card('Pro').getByRole('button', { name: 'Upgrade' }));
    expect(await card('Pro').findByRole('button', { name: 'Loading...' })).toBeTruthy();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/dev/checkout'));
    expect(sentBody(fetchMock, 'POST /api/create-checkout-session')).toEqual({
      priceId: 'price_test_pro',
      uid: 'u1',
      isUpgrade: false,
    });
    fireEvent.click(card('Free').getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('signed-in unverified: Upgrade disabled with the warning', async () => {
    serve(testMe({ emailVerified: false }));
    await open();
    const upgrade = card('Pro').getByRole('button', { name: 'Upgrade' }) as HTMLButtonElement;
    expect(upgrade.disabled).toBe(true);
    expect(card('Pro').getByTestId('verify-to-upgrade').textContent).toBe(billingMessages.verifyToUpgrade);
  });

  it('a user who had a trial is offered $1.00 without the trial', async () => {
    serve(testMe({ trialUsed: true }));
    await open();
    expect(card('Pro').queryByText('7 Day Free Trial')).toBeNull();
    expect(card('Pro').getByTestId('pro-price').textContent).toContain('$1.00');
  });

  it('a trial this address already had: says so, then shows the plain price for the next press', async () => {
    let me = testMe();
    serve(null, {
      'GET /api/auth/get-session': () =>
        jsonResponse(200, {
          session: { id: 's' },
          user: { id: me.id, email: me.email, emailVerified: true },
        }),
      'GET /api/me': () => jsonResponse(200, me),
      'POST /api/create-checkout-session': () => {
        // The server marks the account's trial as used when it refuses it.
        me = testMe({ trialUsed: true });
        return jsonResponse(409, { error: 'conflict', message: billingMessages.trialAlreadyTaken });
      },
    });
    await open();
    expect(card('Pro').getByText('7 Day Free Trial')).toBeTruthy();
    fireEvent.click(card('Pro').getByRole('button', { name: 'Upgrade' }));
    expect((await card('Pro').findByRole('alert')).textContent).toBe(billingMessages.trialAlreadyTaken);
    await waitFor(() => expect(card('Pro').queryByText('7 Day Free Trial')).toBeNull());
    expect(goTo).not.toHaveBeenCalled();
  });

  it.each([
    [
      "the server's text",
      () => jsonResponse(409, { error: 'conflict', message: billingMessages.alreadyPro }),
      billingMessages.alreadyPro,
    ],
    ['no URL', () => jsonResponse(200, {}), billingMessages.noCheckoutUrl],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      billingMessages.checkoutFailed,
    ],
  ])('shows a failed checkout: %s', async (_name, answer, text) => {
    serve(testMe(), { 'POST /api/create-checkout-session': answer });
    await open();
    fireEvent.click(card('Pro').getByRole('button', { name: 'Upgrade' }));
    expect((await card('Pro').findByRole('alert')).textContent).toBe(text);
    expect(notify.error).toHaveBeenCalledWith(text);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('Trial: the banner with days left, Downgrade, Already logged in, Current', async () => {
    serve(
      testMe({
        plan: 'Trial',
        isPro: true,
        isTrial: true,
        trialUsed: true,
        trialEndDate: new Date(Date.now() + 2.2 * DAY_MS).toISOString(),
      }),
    );
    await open();
    expect(screen.getByTestId('trial-banner').textContent).toContain('3 days left');
    expect(card('Free').getByRole('button', { name: 'Downgrade' })).toBeTruthy();
    expect(card('Logged In').getByRole('button', { name: 'Already logged in' })).toBeTruthy();
    expect(card('Pro').getByRole('button', { name: 'Current' })).toBeTruthy();
    expect(card('Pro').queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });
});

describe('Subscription cancelled page', () => {
  it('sends a Free user home', async () => {
    serve(testMe());
    renderRoute(<SubscriptionCancelledPage />, '/subscription-cancelled');
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
  });

  it('shows the days of Pro access left, Continue Browsing and Reactivate Pro', async () => {
    serve(
      testMe({
        plan: 'Pro',
        isPro: true,
        subscriptionEndDate: new Date(Date.now() + 4.5 * DAY_MS).toISOString(),
      }),
    );
    renderRoute(<SubscriptionCancelledPage />, '/subscription-cancelled');
    expect((await screen.findByTestId('cancelled-status')).textContent).toMatch(/5 more days, until/);
    expect(screen.getByRole('link', { name: 'Continue Browsing' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Reactivate Pro' }).getAttribute('href')).toBe('/premium');
  });
});

describe('Premium structured data', () => {
  it('/premium carries Product JSON-LD offering Pro at 2.99 USD', async () => {
    serve(null);
    await open();
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(1);
    const product = JSON.parse(scripts[0]?.textContent ?? '') as Record<string, unknown>;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'ReelAtlas Pro',
      url: `${window.location.origin}/premium`,
      offers: { '@type': 'Offer', price: '2.99', priceCurrency: 'USD' },
    });
  });
});
