import { accountMessages, billingMessages, proDeleteNotice } from '@reelatlas/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '../../../test/field-messages.ts';
import { fakeMe, profileServer, renderProfile } from '../../../test/profile-test-server.tsx';
import { jsonResponse } from '../../../test/render-app.tsx';
import { sentBody } from '../../../test/render-route.tsx';
import { notify } from '../../lib/notify.ts';
import { formatProfileDate } from '../../lib/profile-format.ts';
import { goTo } from '../billing/go-to.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: { info: vi.fn(), error: vi.fn() } }));
vi.mock('../billing/go-to.ts', () => ({ goTo: vi.fn() }));

const DAY_MS = 86_400_000;
const open = renderProfile;
const loaded = () => screen.findByRole('heading', { level: 2, name: 'Account Information' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(notify.info).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(goTo).mockClear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfilePage: loading and access', () => {
  it('sends a signed-out visitor to /login', async () => {
    profileServer(null);
    open();
    expect((await screen.findByTestId('landed')).textContent).toBe('/login');
  });

  it('shows a skeleton while loading', () => {
    profileServer(fakeMe(), { 'GET /api/auth/get-session': () => new Promise<Response>(() => {}) });
    open();
    expect(screen.getByTestId('profile-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });

  it("says 'Failed to load profile data' with a Reload that tries again", async () => {
    let fail = true;
    profileServer(fakeMe(), {
      'GET /api/me': () =>
        fail ? jsonResponse(500, { error: 'internal', message: 'x' }) : jsonResponse(200, fakeMe()),
    });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.profileLoadFailed);
    fail = false;
    fireEvent.click(button('Reload'));
    await loaded();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the same screen on /profile/{username}', async () => {
    profileServer(fakeMe());
    open('/profile/maria');
    await loaded();
    expect(screen.getByTestId('profile-username').textContent).toBe('maria');
  });
});

describe('ProfilePage: Account Information', () => {
  it("shows the username, verified email, dates as 'MMM dd, yyyy, HH:mm' and a Free plan with an upgrade link", async () => {
    profileServer(fakeMe());
    open();
    await loaded();
    const info = section('Account Information');
    expect(within(info).getByTestId('profile-username').textContent).toBe('maria');
    expect(within(info).getByTestId('profile-email').textContent).toBe('maria@example.com');
    expect(within(info).getByTestId('email-verified').textContent).toBe('Verified');
    expect(within(info).getByTestId('member-since').textContent).toBe('Jan 05, 2025, 09:07');
    expect(within(info).getByTestId('last-login').textContent).toBe('Mar 14, 2026, 18:30');
    expect(within(info).getByTestId('account-type').textContent).toBe('Free');
    expect(within(info).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/premium');
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Subscription Management' })).toBeNull();
  });

  it("shows 'N/A' for missing dates, 'Not verified' and the yellow resend banner", async () => {
    profileServer(fakeMe({ emailVerified: false, createdAt: null, lastLogin: undefined }));
    open();
    await loaded();
    expect(screen.getByTestId('member-since').textContent).toBe('N/A');
    expect(screen.getByTestId('last-login').textContent).toBe('N/A');
    expect(screen.getByTestId('email-not-verified').textContent).toBe('(Not verified)');
    expect(
      within(screen.getByTestId('verify-email-banner')).getByRole('button', { name: 'Resend email' }),
    ).toBeTruthy();
  });

  it('resends the verification mail, then counts down 60 s', async () => {
    const fetchMock = profileServer(fakeMe({ emailVerified: false }), {
      'POST /api/auth/send-verification-email': () => jsonResponse(200, { status: true }),
    });
    open();
    await loaded();
    fireEvent.click(button('Resend email'));
    const wait = await screen.findByRole('button', { name: /^Resend in \d+s$/ });
    expect(wait.textContent).toMatch(/Resend in (60|59)s/);
    expect((wait as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetchMock, 'POST /api/auth/send-verification-email')).toEqual({
      email: 'maria@example.com',
    });
  });

  it('explains a missing admin section to an account on the admin list, with a button that sends the reset email', async () => {
    const fetchMock = profileServer(fakeMe({ adminSetup: 'reset_password' }), {
      'POST /api/auth/request-password-reset': () => jsonResponse(200, { status: true }),
    });
    open();
    await loaded();
    const banner = screen.getByTestId('admin-setup-banner');
    expect(banner.textContent).toContain("maria@example.com is on this site's admin list");
    fireEvent.click(within(banner).getByRole('button', { name: 'Send the reset email' }));
    expect(await within(banner).findByText(/Reset email sent/)).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /api/auth/request-password-reset')).toEqual({
      email: 'maria@example.com',
    });
    expect(within(banner).getByRole('button', { name: /^Send again in \d+s$/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('asks a listed account to sign in again when that is all that is missing; says nothing otherwise', async () => {
    profileServer(fakeMe({ adminSetup: 'sign_in_again' }));
    open();
    await loaded();
    expect(screen.getByTestId('admin-setup-banner').textContent).toContain('Sign out and sign in again');
    expect(screen.queryByRole('button', { name: 'Send the reset email' })).toBeNull();
    cleanup();
    profileServer(fakeMe());
    open();
    await loaded();
    expect(screen.queryByTestId('admin-setup-banner')).toBeNull();
  });

  it('reports a failed resend', async () => {
    profileServer(fakeMe({ emailVerified: false }), {
      'POST /api/auth/send-verification-email': () => jsonResponse(500, { code: 'X', message: 'boom' }),
    });
    open();
    await loaded();
    fireEvent.click(button('Resend email'));
    expect(await screen.findByText(accountMessages.resendFailed)).toBeTruthy();
  });

  it.each([
    ['2.2 days ahead', 2.2, '3 days left'],
    ['exactly 7 days ahead', 7, '7 days left'],
    ['in the past', -1.5, '0 days left'],
    ['half a day ahead', 0.5, '1 day left'],
  ])('rounds the trial days up, minimum 0 (%s)', async (_name, days, text) => {
    profileServer(
      fakeMe({
        plan: 'Trial',
        isTrial: true,
        trialEndDate: new Date(Date.now() + days * DAY_MS).toISOString(),
      }),
    );
    open();
    await loaded();
    expect(screen.getByTestId('account-type').textContent).toBe(`Trial · ${text}`);
  });

  it('shows Pro and the end date of a cancelled subscription', async () => {
    profileServer(
      fakeMe({ plan: 'Pro', isPro: true, subscriptionEndDate: new Date(2026, 5, 1, 8, 0).toISOString() }),
    );
    open();
    await loaded();
    expect(screen.getByTestId('account-type').textContent).toBe('Pro · Pro access until Jun 01, 2026, 08:00');
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });
});

describe('ProfilePage: username', () => {
  it('changes the username: Change focuses the field, Save sends it trimmed, the header data updates', async () => {
    const fetchMock = profileServer(fakeMe());
    const { queryClient } = open();
    await loaded();
    fireEvent.click(button('Change username'));
    const input = screen.getByLabelText('New username') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.value).toBe('maria');
    fireEvent.change(input, { target: { value: '  maria_new ' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(screen.getByTestId('profile-username').textContent).toBe('maria_new'));
    expect(sentBody(fetchMock, 'PATCH /api/me')).toEqual({ username: 'maria_new' });
    expect(queryClient.getQueryData<{ username: string }>(['session'])?.username).toBe('maria_new');
    await waitFor(() => expect(document.activeElement).toBe(button('Change username')));
    expect(notify.info).toHaveBeenCalledWith(
      `Username updated. Your profile link is now ${window.location.origin}/profile/maria_new`,
      {
        duration: 3000,
      },
    );
  });

  it('follows the new name on /profile/{username}', async () => {
    profileServer(fakeMe());
    const { router } = open('/profile/maria');
    await loaded();
    fireEvent.click(button('Change username'));
    fireEvent.change(screen.getByLabelText('New username'), { target: { value: 'maria 2' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/maria%202'));
  });

  it("refuses an empty username on the client with 'Username cannot be empty'", async () => {
    const fetchMock = profileServer(fakeMe());
    open();
    await loaded();
    fireEvent.click(button('Change username'));
    const input = screen.getByLabelText('New username');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(button('Save'));
    expect(fieldMessages(input)).toEqual([accountMessages.usernameEmpty]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it.each([
    [
      'a taken name',
      () =>
        jsonResponse(409, {
          error: 'conflict',
          message: accountMessages.usernameTaken,
          fields: { username: accountMessages.usernameTaken },
        }),
      accountMessages.usernameTaken,
    ],
    [
      "the server's own check",
      () =>
        jsonResponse(400, {
          error: 'validation_failed',
          message: 'username: Username must be at most 30 characters',
          fields: { username: 'Username must be at most 30 characters' },
        }),
      'Username must be at most 30 characters',
    ],
    [
      'any other failure',
      () => jsonResponse(500, { error: 'internal', message: 'x' }),
      accountMessages.usernameUpdateFailed,
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      accountMessages.usernameUpdateFailed,
    ],
  ])('shows %s at the field and keeps the edit open', async (_name, answer, text) => {
    profileServer(fakeMe(), { 'PATCH /api/me': answer });
    open();
    await loaded();
    fireEvent.click(button('Change username'));
    const input = screen.getByLabelText('New username') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'taken' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(fieldMessages(input)).toEqual([text]));
    expect(input.value).toBe('taken');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByTestId('profile-username')).toBeNull();
  });

  it('Cancel and Escape leave the name as it was and return focus to Change', async () => {
    const fetchMock = profileServer(fakeMe());
    open();
    await loaded();
    fireEvent.click(button('Change username'));
    fireEvent.change(screen.getByLabelText('New username'), { target: { value: 'other' } });
    fireEvent.click(button('Cancel'));
    expect(screen.getByTestId('profile-username').textContent).toBe('maria');
    await waitFor(() => expect(document.activeElement).toBe(button('Change username')));
    fireEvent.click(button('Change username'));
    fireEvent.keyDown(screen.getByLabelText('New username'), { key: 'Escape' });
    expect(screen.queryByLabelText('New username')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

describe('ProfilePage: country', () => {
  it("enables 'Update Country' only when the choice differs, then toasts '✅ Country updated!'", async () => {
    const fetchMock = profileServer(fakeMe({ country: 'SE' }));
    open();
    await loaded();
    const countries = within(section('Country Settings'));
    const select = countries.getByLabelText('Country') as HTMLSelectElement;
    const update = countries.getByRole('button', { name: 'Update Country' }) as HTMLButtonElement;
    expect(select.value).toBe('SE');
    expect(update.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'DE' } });
    expect(update.disabled).toBe(false);
    fireEvent.change(select, { target: { value: 'SE' } });
    expect(update.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'DE' } });
    fireEvent.click(update);
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith(accountMessages.countryUpdated));
    expect(sentBody(fetchMock, 'PATCH /api/me')).toEqual({ country: 'DE' });
    expect(select.value).toBe('DE');
    expect((countries.getByRole('button', { name: 'Update Country' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("toasts '❌ Failed to update country.' and keeps the choice", async () => {
    profileServer(fakeMe(), {
      'PATCH /api/me': () => jsonResponse(500, { error: 'internal', message: 'x' }),
    });
    open();
    await loaded();
    const select = screen.getByLabelText('Country') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'FR' } });
    fireEvent.click(button('Update Country'));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(accountMessages.countryUpdateFailed));
    expect(select.value).toBe('FR');
    expect((button('Update Country') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('ProfilePage: subscription, data, session', () => {
  it('opens the billing portal from Cancel Trial and Manage Subscription, marking the visit', async () => {
    const fetchMock = profileServer(
      fakeMe({ plan: 'Trial', isTrial: true, trialEndDate: new Date(Date.now() + DAY_MS).toISOString() }),
      { 'POST /api/create-billing-portal-session': () => jsonResponse(200, { url: '/dev/billing' }) },
    );
    open();
    await loaded();
    const subscription = within(section('Subscription Management'));
    fireEvent.click(subscription.getByRole('button', { name: 'Cancel Trial' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/dev/billing'));
    expect(sessionStorage.getItem('billingPortalVisit')).toBe('1');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/create-billing-portal-session')).toHaveLength(
      1,
    );
    expect(subscription.getAllByRole('button', { name: 'Loading...' })).toHaveLength(2);
  });

  it("toasts 'Failed to open billing portal. Please try again later.' when the portal fails", async () => {
    profileServer(fakeMe({ plan: 'Pro', isPro: true }), {
      'POST /api/create-billing-portal-session': () =>
        jsonResponse(503, { error: 'service_unavailable', message: 'x' }),
    });
    open();
    await loaded();
    fireEvent.click(
      within(section('Subscription Management')).getByRole('button', { name: 'Manage Subscription' }),
    );
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(billingMessages.portalFailed));
    expect(goTo).not.toHaveBeenCalled();
  });

  it('refuses deletion while a trial runs, with the notice and its end date', async () => {
    const end = new Date(Date.now() + 3 * DAY_MS).toISOString();
    profileServer(fakeMe({ plan: 'Trial', isTrial: true, trialEndDate: end }), {
      'GET /api/me/deletion': () => jsonResponse(200, { allowed: false, paidUntil: end }),
    });
    open();
    await loaded();
    const notice = screen.getByTestId('pro-delete-notice');
    expect(notice.textContent).toBe(proDeleteNotice(formatProfileDate(end)));
    expect(notice.textContent).toContain('forfeit the remaining time, contact support');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact');
    expect((button('Delete Account') as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a renewing Pro plan's next renewal (from the server) in 'MMM dd, yyyy, HH:mm'", async () => {
    const renewal = new Date(2026, 11, 21, 12, 5);
    profileServer(fakeMe({ plan: 'Pro', isPro: true, subscriptionEndDate: null }), {
      'GET /api/me/deletion': () => jsonResponse(200, { allowed: false, paidUntil: renewal.toISOString() }),
    });
    open();
    await loaded();
    await waitFor(() =>
      expect(screen.getByTestId('pro-delete-notice').textContent).toBe(
        proDeleteNotice('Dec 21, 2026, 12:05'),
      ),
    );
    expect((button('Delete Account') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the notice without a date when the end is not known', async () => {
    profileServer(fakeMe({ plan: 'Pro', isPro: true, subscriptionEndDate: null }), {
      'GET /api/me/deletion': () => jsonResponse(200, { allowed: false, paidUntil: null }),
    });
    open();
    await loaded();
    expect(screen.getByTestId('pro-delete-notice').textContent).toBe(proDeleteNotice(null));
    expect(screen.getByTestId('pro-delete-notice').textContent).not.toMatch(/until|N\/A/);
  });

  it('has no Cancel Trial for Pro', async () => {
    profileServer(fakeMe({ plan: 'Pro', isPro: true }));
    open();
    await loaded();
    expect(
      within(section('Subscription Management')).getByRole('button', { name: 'Manage Subscription' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Trial' })).toBeNull();
  });

  it('downloads the export under the name the server gives', async () => {
    profileServer(fakeMe(), {
      'GET /api/me/export': () =>
        new Response('{"user":{}}', {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="reelatlas-my-data.json"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    open();
    await loaded();
    fireEvent.click(button('Download my data'));
    await waitFor(() => expect(clicked).toEqual(['reelatlas-my-data.json blob:export']));
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('reports a failed export', async () => {
    profileServer(fakeMe(), {
      'GET /api/me/export': () => jsonResponse(500, { error: 'internal', message: 'x' }),
    });
    open();
    await loaded();
    fireEvent.click(button('Download my data'));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to download your data. Please try again.'),
    );
  });

  it('logs out and goes home (not to /login)', async () => {
    profileServer(fakeMe(), { 'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }) });
    const { router } = open();
    await loaded();
    fireEvent.click(button('Log Out'));
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('user_logged_in')).toBe('false');
  });
});
