import {
  type AuthUser,
  requestPasswordResetEndpoint,
  resetLinkCheckEndpoint,
  resetPasswordEndpoint,
  sendVerificationEmailEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signUpEndpoint,
  verifyEmailEndpoint,
} from '@reelatlas/contracts';
import { callAuth } from './auth-caller.ts';

export type { AuthUser } from '@reelatlas/contracts';

/** Better Auth's calls of the account forms (under /api/auth) and the reset link check; the session's are `sessionClient`. */
export const authClient = {
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

  /** Whether a reset link's code can still be used; nothing is spent (docs/product-rules.md#accounts). */
  checkResetLink: (token: string) => callAuth(resetLinkCheckEndpoint, { body: { token } }),

  resetPassword: (body: { newPassword: string; token: string }) => callAuth(resetPasswordEndpoint, { body }),
};
