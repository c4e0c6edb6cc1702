import {
  accountMessages,
  CONTROL_CHARACTERS_MESSAGE,
  changePasswordSchema,
  countryCodeSchema,
  DEFAULT_COUNTRY,
  isSingleLineText,
  type RateLimitName,
  resetPasswordSchema,
  signUpSchema,
} from '@reelatlas/contracts';
import { type Context, Hono } from 'hono';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { CLIENT_IP_HEADER } from '../auth/create-auth.ts';
import { isUsedVerificationLink } from '../auth/email-links.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { localizedAuthAnswer } from '../i18n/auth-answer.ts';
import { localeOfHeaders, requestLocale } from '../i18n/request-locale.ts';
import { isKnownCountry, unknownCountryMessage } from '../known-country.ts';
import { errorResponse, validationResponse } from '../middleware/errors.ts';
import { type LimitRule, type RouteRules, type RuleTable, withRules } from '../middleware/route-rules.ts';

// The terms checkbox is a browser control; the server checks every field it receives. The
// country may be left out (the default, SE, is stored then).
const signUpBody = signUpSchema.omit({ acceptTerms: true }).extend({
  country: countryCodeSchema.default(DEFAULT_COUNTRY),
  // Better Auth's display name; stored as typed, so held to the same rules as a username.
  name: z.string().trim().max(100).refine(isSingleLineText, CONTROL_CHARACTERS_MESSAGE).optional(),
});

/**
 * The Better Auth endpoints the web app uses — the only ones forwarded (docs/product-rules.md#accounts). Everything
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

const byEmail = (limit: RateLimitName): LimitRule => ({ limit, account: 'email' });
const EACH_ENDPOINT: RouteRules = { rateLimit: [{ limit: 'authEndpoint', perPath: true }] };

/**
 * How often each forwarded endpoint may be called (middleware/route-rules.ts), per IP and, where
 * the form names one, per account. These are the only limits of /api/auth: Better Auth's own
 * limiter is off (auth/create-auth.ts).
 */
export const AUTH_RULES: Readonly<Record<string, RouteRules>> = {
  '/api/auth/get-session': EACH_ENDPOINT,
  '/api/auth/sign-up/email': {
    // Each account is another daily allowance on the machine: valid sign-ups also count against
    // a cap per IP per UTC day.
    rateLimit: [byEmail('signUp'), { limit: 'signUpDaily', counts: 'valid' }],
  },
  // Failed guesses only, and never so that guesses from elsewhere lock the owner out.
  '/api/auth/sign-in/email': { rateLimit: [{ ...byEmail('signIn'), backoff: 'failures' }] },
  '/api/auth/sign-out': EACH_ENDPOINT,
  '/api/auth/send-verification-email': { rateLimit: [byEmail('resendVerification')] },
  '/api/auth/verify-email': EACH_ENDPOINT,
  // Every reset e-mail counts, but requests from elsewhere never stop the owner asking for one.
  '/api/auth/request-password-reset': { rateLimit: [{ ...byEmail('resetPassword'), backoff: 'requests' }] },
  '/api/auth/reset-password': EACH_ENDPOINT,
  '/api/auth/change-password': { rateLimit: [{ limit: 'changePassword' }] },
  '/api/auth/revoke-other-sessions': EACH_ENDPOINT,
  '/api/auth/oauth-popup/start': EACH_ENDPOINT,
  '/api/auth/callback/google': EACH_ENDPOINT,
  '/api/auth/error': EACH_ENDPOINT,
};

/**
 * The sign-up hook picks a username whose look (its key) is free, but another sign-up may store
 * a look-alike between that read and the insert; the key's unique index then refuses the insert
 * and Better Auth answers 422 FAILED_TO_CREATE_USER with nothing stored. Asked again, the hook
 * sees the winner's name and picks the next free one, so both sign-ups succeed.
 */
async function signUpAllowingOneRace(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await send();
    if (res.status !== 422 || attempt === 3) return res;
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    if (body?.code !== 'FAILED_TO_CREATE_USER') return res;
  }
}

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
 * (sign-up, reset, change) is checked against the product rules first (one message per failed
 * rule), and Better Auth is told the client IP this server resolved, never one a client claims.
 */
export function authRoutes(deps: AppDeps) {
  // The sign-up as the route checks it (the country known too): what the daily cap counts.
  const validSignUp = signUpBody.refine((body) => isKnownCountry(body.country));
  const rules: RuleTable = Object.entries(AUTH_RULES).flatMap(([path, declared]) =>
    (FORWARDED_AUTH_ENDPOINTS[path] ?? []).map(
      (method) =>
        [
          { method, path, body: path.endsWith('/sign-up/email') ? validSignUp : undefined },
          declared,
        ] as const,
    ),
  );

  /** `body`: what was checked, sent instead of the raw body, so no unchecked field gets through. */
  const forward = async (request: Request, clientIp: string, body?: unknown) => {
    const headers = new Headers(request.headers);
    headers.set(CLIENT_IP_HEADER, clientIp);
    const init: RequestInit = { headers };
    if (body !== undefined) {
      headers.delete('content-length');
      init.body = JSON.stringify(body);
    }
    const answer = await deps.auth.handler(new Request(request, init));
    return localizedAuthAnswer(answer, localeOfHeaders(request.headers));
  };

  const router = new Hono<AppEnv>().use('/api/auth/*', async (c, next) => {
    const methods = FORWARDED_AUTH_ENDPOINTS[c.req.path];
    if (!methods?.includes(c.req.method as 'GET' | 'POST'))
      return errorResponse(c, 'not_found', 'No such API route.');
    await next();
  });
  return (
    withRules(router, deps, rules)
      .post('/api/auth/sign-up/email', async (c) => {
        const checked = await checkedBody(c, signUpBody);
        if (checked instanceof Response) return checked;
        const { country } = checked.data as z.output<typeof signUpBody>;
        if (!isKnownCountry(country)) {
          return errorResponse(c, 'validation_failed', unknownCountryMessage, {
            fields: { country: unknownCountryMessage },
          });
        }
        // The account speaks the page's language (the web's calls name it), whatever the form says.
        const body = { ...(checked.data as object), language: requestLocale(c) };
        return signUpAllowingOneRace(() => forward(c.req.raw, c.get('clientIp'), body));
      })
      .post('/api/auth/reset-password', async (c) => {
        const checked = await checkedBody(c, resetPasswordSchema);
        return checked instanceof Response ? checked : forward(c.req.raw, c.get('clientIp'), checked.data);
      })
      .post('/api/auth/change-password', async (c) => {
        const checked = await checkedBody(c, changePasswordSchema);
        if (checked instanceof Response) return checked;
        // A new password ends every other session of the account, as a reset does: whoever
        // signed in elsewhere with the old password (maybe the reason for the change) is out.
        const body = { ...(checked.data as object), revokeOtherSessions: true };
        return forward(c.req.raw, c.get('clientIp'), body);
      })
      // A used verification link says so (docs/product-rules.md#messages) instead of Better Auth's "verified" answer.
      .get('/api/auth/verify-email', async (c) => {
        if (await isUsedVerificationLink(deps.auth, c.req.query('token'))) {
          return errorResponse(c, 'conflict', accountMessages.linkExpired);
        }
        return forward(c.req.raw, c.get('clientIp'));
      })
      .on(['GET', 'POST'], '/api/auth/*', (c) => forward(c.req.raw, c.get('clientIp')))
  );
}
