import {
  accountMessages,
  CONTROL_CHARACTERS_MESSAGE,
  changePasswordSchema,
  countryCodeSchema,
  DEFAULT_COUNTRY,
  defaultMessage,
  isSingleLineText,
  resetPasswordSchema,
  signUpSchema,
} from '@reelatlas/contracts';
import { type Context, Hono } from 'hono';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { CLIENT_IP_HEADER } from '../auth/create-auth.ts';
import { isUsedVerificationLink } from '../auth/email-links.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { isKnownCountry, unknownCountryMessage } from '../known-country.ts';
import { errorResponse, validationResponse } from '../middleware/errors.ts';
import { emailInBody, enforceRateLimit, rateLimit } from '../middleware/rate-limit.ts';

// The terms checkbox is a browser control; the server checks every field it receives. The
// country may be left out (the default, SE, is stored then).
const signUpBody = signUpSchema.omit({ acceptTerms: true }).extend({
  country: countryCodeSchema.default(DEFAULT_COUNTRY),
  // Better Auth's display name; stored as typed, so held to the same rules as a username.
  name: z.string().trim().max(100).refine(isSingleLineText, CONTROL_CHARACTERS_MESSAGE).optional(),
});

/**
 * The Better Auth endpoints the web app uses — the only ones forwarded (issue 12). Everything
 * else Better Auth offers (update-user, change-email, delete-user, list-accounts, …) answers 404:
 * profile changes go through `PATCH /api/me` and its schemas. revoke-other-sessions is "sign out
 * everywhere else", a session's own business.
 */
export const FORWARDED_AUTH_ENDPOINTS: Readonly<Record<string, readonly ('GET' | 'POST')[]>> = {
  '/api/auth/get-session': ['GET'],
  '/api/auth/sign-up/email': ['POST'],
  '/api/auth/sign-in/email': ['POST'],
  '/api/auth/sign-out': ['POST'],
  '/api/auth/send-verification-email': ['POST'],
  '/api/auth/verify-email': ['GET'],
  '/api/auth/request-password-reset': ['POST'],
  '/api/auth/reset-password': ['POST'],
  '/api/auth/change-password': ['POST'],
  '/api/auth/revoke-other-sessions': ['POST'],
  // 'Continue with Google' in a popup (Google may post the callback as a form).
  '/api/auth/oauth-popup/start': ['GET'],
  '/api/auth/callback/google': ['GET', 'POST'],
  '/api/auth/error': ['GET'],
};

/** A JSON body checked against `schema` (400 with one message per field), or a response to send. */
async function checkedBody(c: Context<AppEnv>, schema: ZodType): Promise<{ data: unknown } | Response> {
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    return errorResponse(c, 'validation_failed', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { data: parsed.data } : validationResponse(c, parsed.error);
}

/**
 * Better Auth's endpoints under /api/auth, the allow-listed ones only. Every new password
 * (sign-up, reset, change) is checked against the spec's rules first (one message per failed
 * rule), and Better Auth is told the client IP this server resolved, never one a client claims.
 */
export function authRoutes(deps: AppDeps) {
  /** `body`: what was checked, sent instead of the raw body, so no unchecked field gets through. */
  const forward = async (request: Request, clientIp: string, body?: unknown) => {
    const headers = new Headers(request.headers);
    headers.set(CLIENT_IP_HEADER, clientIp);
    const init: RequestInit = { headers };
    if (body !== undefined) {
      headers.delete('content-length');
      init.body = JSON.stringify(body);
    }
    const response = await deps.auth.handler(new Request(request, init));
    return response.status === 429 ? asRateLimited(response) : response;
  };

  return (
    new Hono<AppEnv>()
      .use('/api/auth/*', async (c, next) => {
        const methods = FORWARDED_AUTH_ENDPOINTS[c.req.path];
        if (!methods?.includes(c.req.method as 'GET' | 'POST'))
          return errorResponse(c, 'not_found', 'No such API route.');
        await next();
      })
      .use('/api/auth/sign-in/email', rateLimit(deps, 'signIn', emailInBody))
      .use('/api/auth/sign-up/email', rateLimit(deps, 'signUp', emailInBody))
      .use('/api/auth/request-password-reset', rateLimit(deps, 'resetPassword', emailInBody))
      .use('/api/auth/send-verification-email', rateLimit(deps, 'resendVerification', emailInBody))
      .post('/api/auth/sign-up/email', async (c) => {
        const checked = await checkedBody(c, signUpBody);
        if (checked instanceof Response) return checked;
        const { country } = checked.data as z.output<typeof signUpBody>;
        if (!isKnownCountry(country)) {
          return errorResponse(c, 'validation_failed', unknownCountryMessage, {
            fields: { country: unknownCountryMessage },
          });
        }
        // Each account is another daily allowance on the machine: a cap per IP per UTC day.
        await enforceRateLimit(deps, c, 'signUpDaily');
        return forward(c.req.raw, c.get('clientIp'), checked.data);
      })
      .post('/api/auth/reset-password', async (c) => {
        const checked = await checkedBody(c, resetPasswordSchema);
        return checked instanceof Response ? checked : forward(c.req.raw, c.get('clientIp'), checked.data);
      })
      .post('/api/auth/change-password', async (c) => {
        const checked = await checkedBody(c, changePasswordSchema);
        return checked instanceof Response ? checked : forward(c.req.raw, c.get('clientIp'), checked.data);
      })
      // A used verification link says so (spec §8) instead of Better Auth's "verified" answer.
      .get('/api/auth/verify-email', async (c) => {
        if (await isUsedVerificationLink(deps.auth, c.req.query('token'))) {
          return errorResponse(c, 'conflict', accountMessages.linkExpired);
        }
        return forward(c.req.raw, c.get('clientIp'));
      })
      .on(['GET', 'POST'], '/api/auth/*', (c) => forward(c.req.raw, c.get('clientIp')))
  );
}

/** Better Auth's own limit (the other auth routes) answered in the API's shape, with Retry-After. */
function asRateLimited(response: Response): Response {
  const retryAfter = response.headers.get('x-retry-after') ?? response.headers.get('retry-after') ?? '60';
  return new Response(JSON.stringify({ error: 'rate_limited', message: defaultMessage.rate_limited }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': retryAfter, 'cache-control': 'no-store' },
  });
}
