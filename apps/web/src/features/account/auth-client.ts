import {
  type AuthUser,
  meEndpoint,
  requestPasswordResetEndpoint,
  resetLinkCheckEndpoint,
  resetPasswordEndpoint,
  sendVerificationEmailEndpoint,
  sessionEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signUpEndpoint,
  verifyEmailEndpoint,
} from '@reelatlas/contracts';
import { createCaller, type ErrorMapping } from '../../lib/api-client.ts';
import { AuthError, authErrorFromResponse } from './auth-error.ts';

export type { AuthUser } from '@reelatlas/contracts';

/** Better Auth answers `{code, message}`: its failures, and those of our account routes, are AuthError. */
const authErrors: ErrorMapping = {
  network: () => new AuthError({ status: 0, code: 'network_error', message: 'Network error' }),
  failed: authErrorFromResponse,
  invalid: (status, detail) => new AuthError({ status, code: 'invalid_response', message: detail }),
};

const callAuth = createCaller(authErrors);

/** Better Auth's calls (under /api/auth), the user record, and the reset link check. */
export const authClient = {
  /** `null` when signed out. */
  getSession: (signal?: AbortSignal) => callAuth(sessionEndpoint, { signal }),

  me: (signal?: AbortSignal) => callAuth(meEndpoint, { signal }),

  signIn: async (body: { email: string; password: string }): Promise<AuthUser> =>
    (await callAuth(signInEndpoint, { body })).user,

  signUp: async (body: {
    name: string;
    email: string;
    password: string;
    username: string;
    country: string;
  }): Promise<AuthUser> => (await callAuth(signUpEndpoint, { body })).user,

  signOut: () => callAuth(signOutEndpoint, { body: {} }),

  sendVerificationEmail: (email: string) => callAuth(sendVerificationEmailEndpoint, { body: { email } }),

  requestPasswordReset: (email: string) => callAuth(requestPasswordResetEndpoint, { body: { email } }),

  /** A fetch, not a navigation: without callbackURL Better Auth answers JSON. */
  verifyEmail: (token: string) => callAuth(verifyEmailEndpoint, { query: { token } }),

  /** Whether a reset link's code can still be used; nothing is spent (spec §4). */
  checkResetLink: (token: string) => callAuth(resetLinkCheckEndpoint, { body: { token } }),

  resetPassword: (body: { newPassword: string; token: string }) => callAuth(resetPasswordEndpoint, { body }),
};
