import {
  accountMessages,
  CONTROL_CHARACTERS_MESSAGE,
  countryCodeSchema,
  DEFAULT_COUNTRY,
  defaultMessage,
  isSingleLineText,
  signUpSchema,
} from '@reelatlas/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { CLIENT_IP_HEADER } from '../auth/create-auth.ts';
import { isUsedVerificationLink } from '../auth/email-links.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { isKnownCountry, unknownCountryMessage } from '../known-country.ts';
import { errorResponse, validationResponse } from '../middleware/errors.ts';
import { emailInBody, rateLimit } from '../middleware/rate-limit.ts';

// The terms checkbox is a browser control; the server checks every field it receives. The
// country may be left out (the default, SE, is stored then).
const signUpBody = signUpSchema.omit({ acceptTerms: true }).extend({
  country: countryCodeSchema.default(DEFAULT_COUNTRY),
  // Better Auth's display name; stored as typed, so held to the same rules as a username.
  name: z.string().trim().max(100).refine(isSingleLineText, CONTROL_CHARACTERS_MESSAGE).optional(),
});

/**
 * Better Auth's endpoints under /api/auth. Sign-up is checked against the spec's rules first
 * (one message per failed password rule), and Better Auth is told the client IP this server
 * resolved, never one a client claims.
 */
export function authRoutes(deps: AppDeps) {
  const forward = async (request: Request, clientIp: string) => {
    const headers = new Headers(request.headers);
    headers.set(CLIENT_IP_HEADER, clientIp);
    const response = await deps.auth.handler(new Request(request, { headers }));
    return response.status === 429 ? asRateLimited(response) : response;
  };

  return (
    new Hono<AppEnv>()
      .use('/api/auth/sign-in/email', rateLimit(deps, 'signIn', emailInBody))
      .use('/api/auth/sign-up/email', rateLimit(deps, 'signUp', emailInBody))
      .use('/api/auth/request-password-reset', rateLimit(deps, 'resetPassword', emailInBody))
      .use('/api/auth/send-verification-email', rateLimit(deps, 'resendVerification', emailInBody))
      .post('/api/auth/sign-up/email', async (c) => {
        let body: unknown;
        try {
          body = await c.req.raw.clone().json();
        } catch {
          return errorResponse(c, 'validation_failed', 'The request body is not valid JSON.');
        }
        const parsed = signUpBody.safeParse(body);
        if (!parsed.success) return validationResponse(c, parsed.error);
        if (!isKnownCountry(parsed.data.country)) {
          return errorResponse(c, 'validation_failed', unknownCountryMessage, {
            fields: { country: unknownCountryMessage },
          });
        }
        return forward(c.req.raw, c.get('clientIp'));
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
