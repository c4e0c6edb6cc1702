import { accountMessages } from '@reelatlas/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '../../test/field-messages.ts';
import { jsonResponse } from '../../test/render-app.tsx';
import { renderRoute, sentBody, stubFetch } from '../../test/render-route.tsx';
import { authTexts } from './auth-texts.ts';
import { EmailActionPage } from './EmailActionPage.tsx';

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
    expect(screen.getByTestId('landed').textContent).toBe(`/login notice=${accountMessages.emailVerified}`);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('verify-email'))).toHaveLength(1);
  });

  it.each(['INVALID_TOKEN', 'TOKEN_EXPIRED'])('explains a used or expired link (%s)', async (code) => {
    stubFetch({
      'GET /api/auth/verify-email?token=old': () => jsonResponse(401, { code, message: 'Invalid token' }),
    });
    open('?mode=verifyEmail&oobCode=old');
    expect(await screen.findByText(accountMessages.linkExpired)).toBeTruthy();
    expect(goToLogin()).toBeTruthy();
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

  it('checks the new password and that both entries match', () => {
    const fetchMock = stubFetch({});
    open('?mode=resetPassword&oobCode=r1');
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password and goes to /login with a confirmation', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/reset-password': () => jsonResponse(200, { status: true }),
    });
    open('?mode=resetPassword&oobCode=r1');
    type('New password', 'Secret12');
    type('Confirm new password', 'Secret12');
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('landed').textContent).toBe(`/login notice=${authTexts.passwordReset}`),
    );
    expect(sentBody(fetchMock, 'POST /api/auth/reset-password')).toEqual({
      newPassword: 'Secret12',
      token: 'r1',
    });
  });

  it('explains a used or expired link', async () => {
    stubFetch({
      'POST /api/auth/reset-password': () =>
        jsonResponse(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    });
    open('?mode=resetPassword&oobCode=r1');
    type('New password', 'Secret12');
    type('Confirm new password', 'Secret12');
    submit();
    expect(await screen.findByText(accountMessages.linkExpired)).toBeTruthy();
    expect(goToLogin()).toBeTruthy();
  });

  it('keeps what was typed when the network fails', async () => {
    stubFetch({
      'POST /api/auth/reset-password': () => Promise.reject(new TypeError('offline')),
    });
    open('?mode=resetPassword&oobCode=r1');
    type('New password', 'Secret12');
    type('Confirm new password', 'Secret12');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.networkError);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Secret12');
  });
});
