import { accountMessages } from '@reelatlas/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/config-fixture.ts';
import { fieldMessages } from '../../../test/field-messages.ts';
import { testMe } from '../../../test/me-fixture.ts';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute, sentBody, stubFetch } from '../../../test/render-route.tsx';
import { LoginPage } from './LoginPage.tsx';
import { loginNotices } from './login-notice.ts';

const me = (emailVerified: boolean) => testMe({ emailVerified });
const authUser = (emailVerified: boolean) => ({
  user: { id: 'u1', email: 'maria@example.com', emailVerified, name: 'maria' },
});

/** Signed out until a sign-in succeeds; then the session of `verified`. A sign-up opens none. */
function server(handlers: Parameters<typeof stubFetch>[0] = {}, verified = true) {
  let signedIn = false;
  const signedInWith = (status: number, body: unknown) => () => {
    if (status === 200) signedIn = true;
    return jsonResponse(status, body);
  };
  return stubFetch({
    'GET /api/auth/get-session': () =>
      jsonResponse(200, signedIn ? { session: { id: 's' }, user: authUser(verified).user } : null),
    'GET /api/me': () => jsonResponse(200, me(verified)),
    'POST /api/auth/sign-in/email': signedInWith(200, authUser(verified)),
    'POST /api/auth/sign-up/email': () => jsonResponse(200, { token: null, ...authUser(false) }),
    ...handlers,
  });
}

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const form = () => screen.findByRole('heading', { name: 'Welcome Back' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginPage: sign in', () => {
  it('shows each required-field message at its field and focuses the first', async () => {
    server();
    renderRoute(<LoginPage />, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In / Sign Up' })).toBeTruthy();
    await form();
    submit('Sign In');
    expect(fieldMessages(field('Email'))).toEqual([accountMessages.emailRequired]);
    expect(fieldMessages(field('Password'))).toEqual([accountMessages.passwordRequired]);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
  });

  it('checks the email shape', async () => {
    server();
    renderRoute(<LoginPage />, '/login');
    await form();
    type('Email', 'not-an-email');
    type('Password', 'x');
    submit('Sign In');
    expect(fieldMessages(field('Email'))).toEqual([accountMessages.invalidEmail]);
    expect(field('Password').hasAttribute('aria-invalid')).toBe(false);
  });

  it('answers a wrong password or unknown email with one neutral text and keeps what was typed', async () => {
    server({
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    });
    renderRoute(<LoginPage />, '/login');
    await form();
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    submit('Sign In');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password.');
    expect((field('Email') as HTMLInputElement).value).toBe('maria@example.com');
    expect((field('Password') as HTMLInputElement).value).toBe('Secret1');
  });

  it.each([
    ['too many attempts', () => jsonResponse(429, { message: 'Too many requests.' }), /Too many attempts/],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      accountMessages.networkError,
    ],
    ['an unknown failure', () => jsonResponse(500, { code: 'X', message: 'boom' }), accountMessages.fallback],
  ])('reports %s', async (_name, answer, text) => {
    server({ 'POST /api/auth/sign-in/email': answer });
    renderRoute(<LoginPage />, '/login');
    await form();
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    submit('Sign In');
    expect((await screen.findByRole('alert')).textContent).toMatch(text);
  });

  it('goes home after a verified sign-in', async () => {
    const fetchMock = server();
    renderRoute(<LoginPage />, '/login');
    await form();
    type('Email', ' maria@example.com ');
    type('Password', 'Secret1');
    submit('Sign In');
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(sentBody(fetchMock, 'POST /api/auth/sign-in/email')).toEqual({
      email: 'maria@example.com',
      password: 'Secret1',
    });
  });

  it('returns to the title page the upsell\'s "Log in" came from; any other address goes home', async () => {
    server();
    renderRoute(<LoginPage />, '/login', `/login?next=${encodeURIComponent('/movie?id=tv:1396')}`);
    await form();
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    submit('Sign In');
    expect((await screen.findByTestId('landed')).textContent).toBe('/movie?id=tv:1396');
    cleanup();
    server();
    renderRoute(<LoginPage />, '/login', `/login?next=${encodeURIComponent('https://evil.example/')}`);
    await form();
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    submit('Sign In');
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
  });

  it('runs the pending search after sign-in, once', async () => {
    localStorage.setItem('pendingMovie', JSON.stringify({ title: 'The Matrix', year: 1999, id: 603 }));
    server();
    renderRoute(<LoginPage />, '/login');
    await form();
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    submit('Sign In');
    expect((await screen.findByTestId('landed')).textContent).toBe('/?movie=The%20Matrix%20(1999)');
    expect(localStorage.getItem('pendingMovie')).toBeNull();
  });

  it('signs in an unverified account and shows the yellow resend prompt', async () => {
    server({}, false);
    renderRoute(<LoginPage />, '/login');
    await form();
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    submit('Sign In');
    const banner = await screen.findByTestId('verify-email-banner');
    expect(banner.textContent).toContain('maria@example.com');
    expect(within(banner).getByRole('button', { name: 'Resend email' })).toBeTruthy();
    expect(screen.getByTestId('signed-in-panel').textContent).toContain('maria');
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('shows the confirmation carried from the email action page', async () => {
    server();
    renderRoute(<LoginPage />, '/login', {
      pathname: '/login',
      state: { notice: loginNotices.emailVerified },
    });
    expect((await screen.findByText(accountMessages.emailVerified)).closest('[role="status"]')).toBeTruthy();
  });

  it('shows no confirmation for a text it did not send', async () => {
    server();
    renderRoute(<LoginPage />, '/login', {
      pathname: '/login',
      state: { notice: '<img src=x onerror=alert(1)> Your account was upgraded' },
    });
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(screen.queryByText(/upgraded/)).toBeNull();
  });
});

describe('LoginPage: sign up', () => {
  const openSignUp = async () => {
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Create Account' });
  };

  it('lists one message per failed password rule and asks for every field and the terms', async () => {
    server();
    renderRoute(<LoginPage />, '/login');
    await openSignUp();
    type('Email', 'maria@example.com');
    type('Password', 'abc');
    submit('Sign Up');
    expect(fieldMessages(field('Password'))).toEqual([
      accountMessages.passwordTooShort,
      accountMessages.passwordNeedsUppercase,
      accountMessages.passwordNeedsDigit,
    ]);
    expect(fieldMessages(field('Username'))).toEqual([accountMessages.completeAllFields]);
    expect(fieldMessages(screen.getByRole('checkbox', { name: /I accept the Terms/ }))).toEqual([
      accountMessages.completeAllFields,
    ]);
    expect(field('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('offers every country by name, sorted, with Sweden preselected, and links the terms', async () => {
    server();
    renderRoute(<LoginPage />, '/login');
    await openSignUp();
    const country = field('Country') as HTMLSelectElement;
    expect(country.value).toBe('SE');
    expect(country.selectedOptions[0]?.textContent).toBe('Sweden');
    const names = [...country.options].map((option) => option.textContent ?? '');
    expect(names.length).toBeGreaterThan(200);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(screen.getByRole('link', { name: /Terms of Service/ }).getAttribute('href')).toBe('/terms');
  });

  it('preselects the guessed country, says it was suggested, and sends what the visitor leaves', async () => {
    const fetchMock = server(
      { 'POST /api/auth/send-verification-email': () => jsonResponse(200, {}) },
      false,
    );
    renderRoute(<LoginPage suggestedCountry={{ code: 'JP', source: 'browser' }} />, '/login');
    await openSignUp();
    const country = field('Country') as HTMLSelectElement;
    expect(country.value).toBe('JP');
    expect(screen.getByTestId('country-hint').textContent).toBe(
      'Suggested from your browser’s language and time zone.',
    );
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    type('Username', 'maria');
    fireEvent.click(screen.getByRole('checkbox'));
    submit('Sign Up');
    await screen.findByTestId('account-created');
    expect(sentBody(fetchMock, 'POST /api/auth/sign-up/email')).toMatchObject({ country: 'JP' });
  });

  it('says nothing of a guess for a country the visitor chose before', async () => {
    server();
    renderRoute(<LoginPage suggestedCountry={{ code: 'DE', source: 'choice' }} />, '/login');
    await openSignUp();
    expect((field('Country') as HTMLSelectElement).value).toBe('DE');
    expect(screen.queryByTestId('country-hint')).toBeNull();
  });

  it('shows an already registered email at the email field', async () => {
    server({
      'POST /api/auth/sign-up/email': () =>
        jsonResponse(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists.' }),
    });
    renderRoute(<LoginPage />, '/login');
    await openSignUp();
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    type('Username', 'maria');
    fireEvent.click(screen.getByRole('checkbox'));
    submit('Sign Up');
    await waitFor(() => expect(fieldMessages(field('Email'))[0]).toMatch(/already registered/));
    expect((field('Username') as HTMLInputElement).value).toBe('maria');
  });

  it("puts the server's validation messages at their fields", async () => {
    server({
      'POST /api/auth/sign-up/email': () =>
        jsonResponse(400, {
          error: 'validation_failed',
          message: 'The request was not valid.',
          fields: { password: accountMessages.passwordNeedsDigit },
        }),
    });
    renderRoute(<LoginPage />, '/login');
    await openSignUp();
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    type('Username', 'maria');
    fireEvent.click(screen.getByRole('checkbox'));
    submit('Sign Up');
    await waitFor(() =>
      expect(fieldMessages(field('Password'))).toEqual([accountMessages.passwordNeedsDigit]),
    );
  });

  it('answers a sign-up with one "check your inbox" banner with a resend cooldown, and the sign-in form', async () => {
    const fetchMock = server(
      { 'POST /api/auth/send-verification-email': () => jsonResponse(200, { status: true }) },
      false,
    );
    renderRoute(<LoginPage />, '/login');
    await openSignUp();
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    type('Username', ' maria ');
    fireEvent.change(field('Country'), { target: { value: 'DE' } });
    fireEvent.click(screen.getByRole('checkbox'));
    submit('Sign Up');

    const banner = await screen.findByTestId('account-created');
    expect(banner.textContent).toContain(
      'Check your inbox: we sent an email to maria@example.com. Follow its link to verify your address, then sign in here.',
    );
    // One banner says it: no second one asking for the same verification.
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
    // No session: the form is back on sign-in with the address kept, ready once the link is followed.
    expect(await form()).toBeTruthy();
    expect((field('Email') as HTMLInputElement).value).toBe('maria@example.com');
    expect(sentBody(fetchMock, 'POST /api/auth/sign-up/email')).toEqual({
      email: 'maria@example.com',
      password: 'Secret1',
      country: 'DE',
      name: 'maria',
      username: 'maria',
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(banner).getByRole('button', { name: 'Resend email' }));
    const cooling = await within(banner).findByRole('button', { name: 'Resend in 60s' });
    expect((cooling as HTMLButtonElement).disabled).toBe(true);
    expect(banner.textContent).toContain('Verification email sent!');
    expect(sentBody(fetchMock, 'POST /api/auth/send-verification-email')).toEqual({
      email: 'maria@example.com',
    });
    await act(async () => {}); // lets the cooldown's interval start
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(banner).getByRole('button', { name: 'Resend in 59s' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(within(banner).getByRole('button', { name: 'Resend email' })).toBeTruthy();
  });

  it('says when resending fails', async () => {
    server({ 'POST /api/auth/send-verification-email': () => jsonResponse(500, { message: 'x' }) }, false);
    localStorage.clear();
    renderRoute(<LoginPage />, '/login');
    await form();
    type('Email', 'maria@example.com');
    type('Password', 'Secret1');
    submit('Sign In');
    const banner = await screen.findByTestId('verify-email-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Resend email' }));
    expect(await within(banner).findByText(accountMessages.resendFailed)).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Resend email' })).toBeTruthy();
  });
});

describe('LoginPage: forgot password', () => {
  const openReset = async () => {
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Reset Password' });
  };

  it('needs the email in both fields, matching and well formed', async () => {
    server();
    renderRoute(<LoginPage />, '/login');
    await openReset();
    submit('Send reset password');
    expect(fieldMessages(field('Email'))).toEqual([accountMessages.resetEmailBothFields]);
    type('Email', 'maria@example.com');
    type('Re-enter email', 'other@example.com');
    submit('Send reset password');
    expect(fieldMessages(field('Re-enter email'))).toEqual([accountMessages.resetEmailsDoNotMatch]);
    expect(field('Email').hasAttribute('aria-invalid')).toBe(false);
    type('Email', 'maria');
    type('Re-enter email', 'maria');
    submit('Send reset password');
    expect(fieldMessages(field('Email'))).toEqual([accountMessages.invalidEmail]);
  });

  it('sends the mail, confirms with the product text and waits 30 s before the next one', async () => {
    const fetchMock = server({
      'POST /api/auth/request-password-reset': () => jsonResponse(200, { status: true }),
    });
    renderRoute(<LoginPage />, '/login');
    await form();
    type('Email', 'maria@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Reset Password' });
    // The address typed for sign-in is kept.
    expect((field('Email') as HTMLInputElement).value).toBe('maria@example.com');
    type('Re-enter email', 'Maria@example.com');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit('Send reset password');
    expect(await screen.findByText(accountMessages.resetSent)).toBeTruthy();
    const wait = screen.getByRole('button', { name: 'Wait 30s' }) as HTMLButtonElement;
    expect(wait.disabled).toBe(true);
    expect(sentBody(fetchMock, 'POST /api/auth/request-password-reset')).toEqual({
      email: 'maria@example.com',
    });
    // Let React run the countdown's effect (it starts the timer) before the clock moves.
    await act(async () => {});
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: 'Send reset password' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('offline')), accountMessages.networkError],
    ['a server failure', () => jsonResponse(500, {}), accountMessages.resetFailed],
  ])('reports %s', async (_name, answer, text) => {
    server({ 'POST /api/auth/request-password-reset': answer });
    renderRoute(<LoginPage />, '/login');
    await openReset();
    type('Email', 'maria@example.com');
    type('Re-enter email', 'maria@example.com');
    submit('Send reset password');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reset password' })).toBeTruthy();
  });
});

describe('LoginPage: Google', () => {
  it('says Google sign-in is not configured when the config says so, without calling the server', async () => {
    const fetchMock = server({
      'GET /api/config': () => jsonResponse(200, testConfig()),
    });
    const { queryClient } = renderRoute(<LoginPage />, '/login');
    await form();
    await waitFor(() => expect(queryClient.getQueryData(['config'])).toBeTruthy());
    submit('Continue with Google');
    expect(await screen.findByText(/Google sign-in is not configured/)).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /api/auth/sign-in/social')).toBeUndefined();
  });

  /** A stand-in for the popup window; `nonce` is the one this attempt must answer with. */
  function fakePopup(opened: boolean) {
    const popup = {
      closed: false,
      close: vi.fn(() => {
        popup.closed = true;
      }),
    };
    let url = '';
    vi.spyOn(window, 'open').mockImplementation((target) => {
      url = String(target);
      return opened ? (popup as unknown as Window) : null;
    });
    const nonce = () => new URL(url).searchParams.get('popupNonce') ?? '';
    const post = (data: Record<string, unknown>, origin = window.location.origin) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin,
          data: { type: 'better-auth:oauth-popup', nonce: nonce(), ...data },
        }),
      );
    return { popup, post, url: () => new URL(url) };
  }

  it('opens Google in a popup on this site, and says so when the browser blocks it', async () => {
    server();
    const { url } = fakePopup(false);
    renderRoute(<LoginPage />, '/login');
    await form();
    submit('Continue with Google');
    expect(await screen.findByText(accountMessages.googleBlocked)).toBeTruthy();
    expect(url().pathname).toBe('/api/auth/oauth-popup/start');
    expect(url().searchParams.get('provider')).toBe('google');
    expect(url().searchParams.get('popupOrigin')).toBe(window.location.origin);
  });

  it('says the window was closed when the popup closes without an answer', async () => {
    server();
    const { popup } = fakePopup(true);
    renderRoute(<LoginPage />, '/login');
    await form();
    submit('Continue with Google');
    expect(await screen.findByRole('button', { name: /Waiting for Google/ })).toBeTruthy();
    popup.closed = true;
    expect(await screen.findByText(accountMessages.googleClosed, {}, { timeout: 2000 })).toBeTruthy();
  });

  it.each([
    ['access_denied', accountMessages.googleCancelled],
    ['state_mismatch', accountMessages.googleFailed],
  ])('shows the product text when the popup reports %s, and closes it', async (code, text) => {
    server();
    const { popup, post } = fakePopup(true);
    renderRoute(<LoginPage />, '/login');
    await form();
    submit('Continue with Google');
    await screen.findByRole('button', { name: /Waiting for Google/ });
    post({ error: { code } }, 'https://evil.example'); // another site's message is ignored
    post({ nonce: 'other-attempt', error: { code: 'x' } });
    post({ error: { code } });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
  });

  it('goes on to the pending search once the popup reports a sign-in', async () => {
    localStorage.setItem('pendingMovie', JSON.stringify({ title: 'Heat', year: 1995 }));
    let signedIn = false;
    server({
      'GET /api/auth/get-session': () =>
        jsonResponse(200, signedIn ? { session: { id: 's' }, user: authUser(true).user } : null),
    });
    const { post } = fakePopup(true);
    renderRoute(<LoginPage />, '/login');
    await form();
    submit('Continue with Google');
    await screen.findByRole('button', { name: /Waiting for Google/ });
    signedIn = true;
    post({ token: 'session-token' });
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `/?movie=${encodeURIComponent('Heat (1995)')}`,
    );
  });

  it.each([
    ['access_denied', accountMessages.googleCancelled],
    ['internal_server_error', accountMessages.googleFailed],
  ])('shows the product text when Google sends the browser back to /login with %s', async (code, text) => {
    server();
    renderRoute(<LoginPage />, '/login', `/login?error=${code}`);
    expect(await screen.findByText(text)).toBeTruthy();
    await form();
  });
});
