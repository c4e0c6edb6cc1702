import { accountMessages } from '@reelatlas/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '../../../test/field-messages.ts';
import { jsonResponse } from '../../../test/render-app.tsx';
import { renderRoute, sentBody, stubFetch } from '../../../test/render-route.tsx';
import { EmailActionPage } from './EmailActionPage.tsx';
import { loginNotices } from './login-notice.ts';

const open = (query: string) => renderRoute(<EmailActionPage />, '/google/action', `/google/action${query}`);
const goToLogin = () => screen.getByRole('link', { name: 'Go to Login' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EmailActionPage', () => {
  it.each(['', '?mode=verifyEmail', '?oobCode=abc'])("says 'Invalid action URL' for %j", (query) => {
    stubFetch({});
    open(query);
    expect(screen.getByText(accountMessages.invalidActionUrl)).toBeTruthy();
    expect(goToLogin().getAttribute('href')).toBe('/login');
  });

  it("says 'Unsupported action' for another mode", () => {
    const fetchMock = stubFetch({});
    open('?mode=recoverEmail&oobCode=abc');
    expect(screen.getByText(accountMessages.unsupportedAction)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies the email once, confirms, and goes to /login after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      'GET /api/auth/verify-email?token=tok%2B1': () => jsonResponse(200, { status: true, user: null }),
    });
    open('?mode=verifyEmail&oobCode=tok%2B1');
    expect(screen.getByRole('status').textContent).toMatch(/Verifying/);
    expect((await screen.findByTestId('email-verified')).textContent).toBe(accountMessages.emailVerified);
    await act(async () => {}); // lets the page's effect start its 2 s timer
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.queryByTestId('landed')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('landed').textContent).toBe(`/login notice=${loginNotices.emailVerified}`);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('verify-email'))).toHaveLength(1);
  });

  it.each([
    ['a used link (the server: conflict)', 409, { error: 'conflict', message: accountMessages.linkExpired }],
    ['a made-up code', 401, { code: 'INVALID_TOKEN', message: 'Invalid token' }],
    ['an expired link', 401, { code: 'TOKEN_EXPIRED', message: 'Token expired' }],
  ])("explains %s with the product text and 'Go to Login'", async (_, status, body) => {
    stubFetch({ 'GET /api/auth/verify-email?token=old': () => jsonResponse(status, body) });
    open('?mode=verifyEmail&oobCode=old');
    expect(await screen.findByText(accountMessages.linkExpired)).toBeTruthy();
    expect(screen.queryByText(accountMessages.emailVerified)).toBeNull();
    expect(goToLogin().getAttribute('href')).toBe('/login');
  });

  it('offers a retry when the network fails', async () => {
    let online = false;
    stubFetch({
      'GET /api/auth/verify-email?token=t': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { status: true });
      },
    });
    open('?mode=verifyEmail&oobCode=t');
    expect(await screen.findByText(accountMessages.networkError)).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('email-verified')).toBeTruthy();
  });
});

describe('EmailActionPage: reset password', () => {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  const CHECK = 'POST /api/password-reset/check';
  const live = { [CHECK]: () => jsonResponse(200, { valid: true }) };
  /** The page with a live link: the form shows once the code is checked. */
  const openLive = async (handlers: Parameters<typeof stubFetch>[0] = {}) => {
    const fetchMock = stubFetch({ ...live, ...handlers });
    open('?mode=resetPassword&oobCode=r1');
    await screen.findByLabelText('New password');
    return fetchMock;
  };

  it('checks the code when the page opens, without spending it, before showing the form', async () => {
    const fetchMock = await openLive();
    expect(sentBody(fetchMock, CHECK)).toEqual({ token: 'r1' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/reset-password'))).toBe(
      false,
    );
  });

  it.each([
    ['a used, expired or made-up code', () => jsonResponse(200, { valid: false })],
    ['a malformed code', () => jsonResponse(400, { error: 'validation_failed', message: 'token: too long' })],
  ])('says at once that %s cannot be used, and offers a new link', async (_, answer) => {
    const fetchMock = stubFetch({
      [CHECK]: answer,
      'POST /api/auth/request-password-reset': () => jsonResponse(200, { status: true }),
    });
    open('?mode=resetPassword&oobCode=r1');
    expect((await screen.findByTestId('reset-link-expired')).textContent).toBe(
      accountMessages.resetLinkExpired,
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(goToLogin().getAttribute('href')).toBe('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(document.activeElement?.id).toBe('reset-heading');
    type('Email', 'maria@example.test');
    type('Re-enter email', 'maria@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset password' }));
    expect(await screen.findByText(accountMessages.resetSent)).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /api/auth/request-password-reset')).toEqual({
      email: 'maria@example.test',
    });
  });

  it('offers a retry when the check cannot reach the server', async () => {
    let online = false;
    stubFetch({
      [CHECK]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { valid: true });
      },
    });
    open('?mode=resetPassword&oobCode=r1');
    expect(await screen.findByText(accountMessages.networkError)).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });

  it('checks the new password and that both entries match', async () => {
    const fetchMock = await openLive();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeTruthy();
    type('New password', 'Ab1');
    type('Confirm new password', 'Ab1');
    submit();
    expect(fieldMessages(screen.getByLabelText('New password'))).toEqual([accountMessages.passwordTooShort]);
    type('New password', 'Secret12');
    type('Confirm new password', 'Secret13');
    submit();
    expect(fieldMessages(screen.getByLabelText('Confirm new password'))).toEqual([
      accountMessages.passwordsDoNotMatch,
    ]);
    expect(screen.getByLabelText('New password').hasAttribute('aria-invalid')).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the check only
  });

  it('sets the password and goes to /login with a confirmation', async () => {
    const fetchMock = await openLive({
      'POST /api/auth/reset-password': () => jsonResponse(200, { status: true }),
    });
    type('New password', 'Secret12');
    type('Confirm new password', 'Secret12');
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('landed').textContent).toBe(`/login notice=${loginNotices.passwordReset}`),
    );
    expect(sentBody(fetchMock, 'POST /api/auth/reset-password')).toEqual({
      newPassword: 'Secret12',
      token: 'r1',
    });
  });

  it('explains a link used up meanwhile (in another tab) when the form is sent', async () => {
    await openLive({
      'POST /api/auth/reset-password': () =>
        jsonResponse(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    });
    type('New password', 'Secret12');
    type('Confirm new password', 'Secret12');
    submit();
    expect((await screen.findByTestId('reset-link-expired')).textContent).toBe(
      accountMessages.resetLinkExpired,
    );
    expect(goToLogin()).toBeTruthy();
  });

  it('keeps what was typed when the network fails', async () => {
    await openLive({
      'POST /api/auth/reset-password': () => Promise.reject(new TypeError('offline')),
    });
    type('New password', 'Secret12');
    type('Confirm new password', 'Secret12');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.networkError);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Secret12');
  });
});
