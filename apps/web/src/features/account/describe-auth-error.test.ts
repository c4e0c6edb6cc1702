import { accountMessages, messages, offlineMessages } from '@reelatlas/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n/catalogs.ts';
import { AuthError } from './auth-error.ts';
import { describeAuthError } from './describe-auth-error.ts';

// The active language's texts, as the forms pass them (useT).
const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

const failure = (
  status: number,
  code: string | null,
  extra: Partial<ConstructorParameters<typeof AuthError>[0]> = {},
) => new AuthError({ status, code, message: 'raw', ...extra });

describe('describeAuthError', () => {
  it('never reveals whether the email or the password was wrong', () => {
    for (const code of ['INVALID_EMAIL_OR_PASSWORD', 'USER_NOT_FOUND', 'INVALID_PASSWORD']) {
      expect(describeAuthError(failure(401, code), t).message).toBe('Incorrect email or password.');
    }
  });

  it('puts field problems at their field', () => {
    expect(describeAuthError(failure(422, 'USER_ALREADY_EXISTS'), t)).toMatchObject({
      field: 'email',
      message: 'This email is already registered. Sign in or reset your password.',
    });
    expect(describeAuthError(failure(400, 'INVALID_EMAIL'), t)).toMatchObject({
      field: 'email',
      message: accountMessages.invalidEmail,
    });
    expect(describeAuthError(failure(400, 'PASSWORD_TOO_SHORT'), t)).toMatchObject({ field: 'password' });
  });

  it('passes on the fields of our validation answers', () => {
    const fields = { username: 'Username is already taken' };
    expect(describeAuthError(failure(400, 'validation_failed', { fields }), t).fields).toEqual(fields);
  });

  it('knows network failures, rate limits and bans', () => {
    expect(describeAuthError(failure(0, 'network_error'), t).message).toBe(accountMessages.networkError);
    expect(describeAuthError(failure(429, null), t).message).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(describeAuthError(failure(403, 'banned'), t).message).toBe(messages.banned);
  });

  it("shows our own user-facing texts, never Better Auth's raw ones", () => {
    expect(
      describeAuthError(failure(503, 'service_unavailable', { userFacing: true, message: 'Later.' }), t)
        .message,
    ).toBe('Later.');
    expect(describeAuthError(failure(500, 'SOMETHING'), t).message).toBe(accountMessages.fallback);
    expect(describeAuthError(failure(500, null), t, accountMessages.resetFailed).message).toBe(
      accountMessages.resetFailed,
    );
    expect(describeAuthError(new Error('x'), t).message).toBe(accountMessages.fallback);
  });
});

describe('describeAuthError offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a sign-in needs a connection when the browser is offline, the network error otherwise', () => {
    const failed = new AuthError({ status: 0, code: 'network_error', message: 'Network error' });
    expect(describeAuthError(failed, t).message).toBe(accountMessages.networkError);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(describeAuthError(failed, t).message).toBe(offlineMessages.needsConnection);
  });

  it('says so in the page’s language', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await activateLocale('de');
    try {
      const failed = new AuthError({ status: 0, code: 'network_error', message: 'Network error' });
      expect(describeAuthError(failed, t).message).toMatch(
        /^Du bist offline\. Dafür brauchst du eine Verbindung/,
      );
    } finally {
      await activateLocale('en');
    }
  });
});
