import { myServicesEndpoint, saveMyServicesEndpoint } from '@reelatlas/contracts';
import { AppError, readMyServices, saveMyServices } from '@reelatlas/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { isKnownCountry } from '../known-country.ts';
import { ACCOUNT_WRITE, type RuleTable, withRules } from '../middleware/route-rules.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const getRoute = openApiRoute(myServicesEndpoint, {
  tag: 'Account',
  summary: "The signed-in user's services and home country (the account's country).",
  success: 'The choice.',
  errors: { 401: errorResponses[401] },
});

const putRoute = openApiRoute(saveMyServicesEndpoint, {
  tag: 'Account',
  summary: "Replaces the signed-in user's services; the country becomes the account's country.",
  success: 'Saved.',
  errors: { 400: errorResponses[400], 401: errorResponses[401] },
});

/** "My services" of a signed-in user: kept on the server, exported and deleted with the account. */
/** Who may call, and how often (middleware/route-rules.ts). */
const myServicesRules: RuleTable = [
  [getRoute, { signIn: 'required' }],
  [putRoute, { signIn: 'required', rateLimit: [ACCOUNT_WRITE] }],
];

export function myServicesRoutes(deps: AppDeps) {
  const rules = { ...deps, countries: { isKnown: isKnownCountry } };
  const requireUser = async (c: Context<AppEnv>) => {
    const user = await signedInUser(deps, c);
    if (!user) throw new AppError('unauthorized');
    return { id: user.id, country: user.country ?? null };
  };
  return withRules(createRouter(), deps, myServicesRules)
    .openapi(getRoute, async (c) => {
      const user = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await readMyServices(rules, user), 200);
    })
    .openapi(putRoute, async (c) => {
      const user = await requireUser(c);
      const saved = await saveMyServices(rules, user, c.req.valid('json'));
      c.header('Cache-Control', 'no-store');
      return c.json(saved, 200);
    });
}
