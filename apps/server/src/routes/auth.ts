import { countryCodeSchema, DEFAULT_COUNTRY, signUpSchema } from '@reelatlas/contracts';
import { Hono } from 'hono';
import { CLIENT_IP_HEADER } from '../auth/create-auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { isKnownCountry, unknownCountryMessage } from '../known-country.ts';
import { errorResponse, validationResponse } from '../middleware/errors.ts';

// The terms checkbox is a browser control; the server checks every field it receives. The
// country may be left out (the default, SE, is stored then).
const signUpBody = signUpSchema
  .omit({ acceptTerms: true })
  .extend({ country: countryCodeSchema.default(DEFAULT_COUNTRY) });

/**
 * Better Auth's endpoints under /api/auth. Sign-up is checked against the spec's rules first
 * (one message per failed password rule), and Better Auth is told the client IP this server
 * resolved, never one a client claims.
 */
export function authRoutes(deps: AppDeps) {
  const forward = (request: Request, clientIp: string) => {
    const headers = new Headers(request.headers);
    headers.set(CLIENT_IP_HEADER, clientIp);
    return deps.auth.handler(new Request(request, { headers }));
  };

  return new Hono<AppEnv>()
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
    .on(['GET', 'POST'], '/api/auth/*', (c) => forward(c.req.raw, c.get('clientIp')));
}
