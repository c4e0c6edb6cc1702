import { accountMessages, messages, offlineMessages } from '@reelatlas/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from './auth-error.ts';
import { authTexts } from './auth-texts.ts';
import { describeAuthError } from './describe-auth-error.ts';

const failure = (
  status: number,
  code: string | null,
  extra: Partial<ConstructorParameters<typeof AuthError>[0]> = {},
) => new AuthError({ status, code, message: 'raw', ...extra });

describe('describeAuthError', () => {
  it('never reveals whether the email or the password was wrong', () => {
    for (const code of ['INVALID_EMAIL_OR_PASSWORD', 'USER_NOT_FOUND', 'INVALID_PASSWORD']) {
      expect(describeAuthError(failure(401, code)).message).toBe(authTexts.incorrectCredentials);
    }
  });

  it('puts field problems at their field', () => {
    expect(describeAuthError(failure(422, 'USER_ALREADY_EXISTS'))).toMatchObject({
      field: 'email',
      message: authTexts.emailRegistered,
    });
    expect(describeAuthError(failure(400, 'INVALID_EMAIL'))).toMatchObject({
      field: 'email',
      message: accountMessages.invalidEmail,
    });
    expect(describeAuthError(failure(400, 'PASSWORD_TOO_SHORT'))).toMatchObject({ field: 'password' });
  });

  it('passes on the fields of our validation answers', () => {
    const fields = { username: 'Username is already taken' };
    expect(describeAuthError(failure(400, 'validation_failed', { fields })).fields).toEqual(fields);
  });

  it('knows network failures, rate limits and bans', () => {
    expect(describeAuthError(failure(0, 'network_error')).message).toBe(accountMessages.networkError);
    expect(describeAuthError(failure(429, null)).message).toBe(authTexts.tooManyAttempts);
    expect(describeAuthError(failure(403, 'banned')).message).toBe(messages.banned);
  });

  it("shows our own user-facing texts, never Better Auth's raw ones", () => {
    expect(
      describeAuthError(failure(503, 'service_unavailable', { userFacing: true, message: 'Later.' })).message,
    ).toBe('Later.');
    expect(describeAuthError(failure(500, 'SOMETHING')).message).toBe(accountMessages.fallback);
    expect(describeAuthError(failure(500, null), accountMessages.resetFailed).message).toBe(
      accountMessages.resetFailed,
    );
    expect(describeAuthError(new Error('x')).message).toBe(accountMessages.fallback);
  });
});

describe('describeAuthError offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a sign-in needs a connection when the browser is offline, the network error otherwise', () => {
    const failed = new AuthError({ status: 0, code: 'network_error', message: 'Network error' });
    expect(describeAuthError(failed).message).toBe(accountMessages.networkError);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(describeAuthError(failed).message).toBe(offlineMessages.needsConnection);
  });
});
