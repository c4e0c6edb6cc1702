import { type Me, meSchema, resetLinkStatusSchema } from '@reelatlas/contracts';
import { z } from 'zod';
import { AuthError, authErrorFromResponse } from './auth-error.ts';

/**
 * Calls to Better Auth (`/api/auth/*`) and `/api/me`. Same origin, so the session cookie flows
 * with `credentials: 'same-origin'`. Answers are validated; failures are AuthError.
 */
async function call<S extends z.ZodType>(path: string, schema: S, init?: RequestInit): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new AuthError({ status: 0, code: 'network_error', message: 'Network error' });
  }
  if (!response.ok) throw await authErrorFromResponse(response);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AuthError({ status: response.status, code: 'invalid_response', message: 'Not JSON' });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new AuthError({ status: response.status, code: 'invalid_response', message: parsed.error.message });
  }
  return parsed.data;
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const authUser = z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() });
export type AuthUser = z.infer<typeof authUser>;

const sessionAnswer = z.object({ user: authUser }).nullable();
const userAnswer = z.object({ user: authUser });
const okAnswer = z.object({}).loose();

export const authClient = {
  /** `null` when signed out. */
  getSession: (signal?: AbortSignal) => call('/api/auth/get-session', sessionAnswer, { signal }),

  me: (signal?: AbortSignal): Promise<Me> => call('/api/me', meSchema, { signal }),

  signIn: async (body: { email: string; password: string }): Promise<AuthUser> =>
    (await call('/api/auth/sign-in/email', userAnswer, post(body))).user,

  signUp: async (body: {
    name: string;
    email: string;
    password: string;
    username: string;
    country: string;
  }): Promise<AuthUser> => (await call('/api/auth/sign-up/email', userAnswer, post(body))).user,

  signOut: () => call('/api/auth/sign-out', okAnswer, post({})),

  sendVerificationEmail: (email: string) =>
    call('/api/auth/send-verification-email', okAnswer, post({ email })),

  requestPasswordReset: (email: string) =>
    call('/api/auth/request-password-reset', okAnswer, post({ email })),

  /** A fetch, not a navigation: without callbackURL Better Auth answers JSON. */
  verifyEmail: (token: string) => call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, okAnswer),

  /** Whether a reset link's code can still be used; nothing is spent (spec §4). */
  checkResetLink: (token: string) =>
    call('/api/password-reset/check', resetLinkStatusSchema, post({ token })),

  resetPassword: (body: { newPassword: string; token: string }) =>
    call('/api/auth/reset-password', okAnswer, post(body)),
};
