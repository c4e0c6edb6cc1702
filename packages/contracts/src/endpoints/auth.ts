import { z } from 'zod';
import { resetPasswordSchema } from '../account-forms.ts';
import type { Endpoint } from './endpoint.ts';
import { authUserSchema } from './session.ts';

// Better Auth's own endpoints that the web calls, behind the server's allow-list
// (apps/server/src/routes/auth.ts). Their shapes are written as the web uses them: the fields
// it sends, and the part of each answer it reads.

const userAnswer = z.object({ user: authUserSchema });
/** Answers the web reads nothing from but their success. */
const okAnswer = z.object({}).loose();
const emailBody = z.object({ email: z.string() });

export const signInEndpoint = {
  method: 'post',
  path: '/api/auth/sign-in/email',
  body: z.object({ email: z.string(), password: z.string() }),
  response: userAnswer,
  servedBy: 'better-auth',
} as const satisfies Endpoint;

/** The server re-checks every field (its sign-up rules) before Better Auth sees them. */
export const signUpEndpoint = {
  method: 'post',
  path: '/api/auth/sign-up/email',
  body: z.object({
    name: z.string(),
    email: z.string(),
    password: z.string(),
    username: z.string(),
    country: z.string(),
  }),
  response: userAnswer,
  servedBy: 'better-auth',
} as const satisfies Endpoint;

export const signOutEndpoint = {
  method: 'post',
  path: '/api/auth/sign-out',
  body: z.object({}),
  response: okAnswer,
  servedBy: 'better-auth',
} as const satisfies Endpoint;

export const sendVerificationEmailEndpoint = {
  method: 'post',
  path: '/api/auth/send-verification-email',
  body: emailBody,
  response: okAnswer,
  servedBy: 'better-auth',
} as const satisfies Endpoint;

/** Called with fetch, not navigated to: without `callbackURL` Better Auth answers JSON. */
export const verifyEmailEndpoint = {
  method: 'get',
  path: '/api/auth/verify-email',
  query: z.object({ token: z.string() }),
  response: okAnswer,
  servedBy: 'better-auth',
} as const satisfies Endpoint;

export const requestPasswordResetEndpoint = {
  method: 'post',
  path: '/api/auth/request-password-reset',
  body: emailBody,
  response: okAnswer,
  servedBy: 'better-auth',
} as const satisfies Endpoint;

export const resetPasswordEndpoint = {
  method: 'post',
  path: '/api/auth/reset-password',
  body: resetPasswordSchema,
  response: okAnswer,
  servedBy: 'better-auth',
} as const satisfies Endpoint;

/**
 * 'Continue with Google': opened in a popup (a navigation, not a fetch), whose last page posts
 * the outcome back; the answer is HTML.
 */
export const googlePopupStartEndpoint = {
  method: 'get',
  path: '/api/auth/oauth-popup/start',
  query: z.object({
    provider: z.literal('google'),
    popupOrigin: z.string(),
    popupNonce: z.string(),
    callbackURL: z.string(),
    errorCallbackURL: z.string(),
  }),
  response: z.unknown(),
  servedBy: 'better-auth',
} as const satisfies Endpoint;
