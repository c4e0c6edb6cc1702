import { myServicesEndpoint, saveMyServicesEndpoint } from '@reelatlas/contracts';
import { AppError } from '@reelatlas/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { isKnownCountry, unknownCountryMessage } from '../known-country.ts';
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

const unknownServiceMessage = 'Pick services from the list.';

/** "My services" of a signed-in user: kept on the server, exported and deleted with the account. */
/** Who may call, and how often (middleware/route-rules.ts). */
const myServicesRules: RuleTable = [
  [getRoute, { signIn: 'required' }],
  [putRoute, { signIn: 'required', rateLimit: [ACCOUNT_WRITE] }],
];

export function myServicesRoutes(deps: AppDeps) {
  const requireUser = async (c: Context<AppEnv>) => {
    const user = await signedInUser(deps, c);
    if (!user) throw new AppError('unauthorized');
    return user;
  };
  const read = async (userId: string, country: string | null) => ({
    services: await deps.userServices.list(userId),
    country: country && isKnownCountry(country) ? country : null,
  });
  return withRules(createRouter(), deps, myServicesRules)
    .openapi(getRoute, async (c) => {
      const user = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await read(user.id, user.country ?? null), 200);
    })
    .openapi(putRoute, async (c) => {
      const user = await requireUser(c);
      const { services, country } = c.req.valid('json');
      if (country !== null && !isKnownCountry(country))
        throw new AppError('validation_failed', unknownCountryMessage, { country: unknownCountryMessage });
      // Only the catalog's own names: nothing else can ever match a title's offers.
      const known = new Set((await deps.catalog.services()).map((service) => service.name));
      if (services.some((name) => !known.has(name)))
        throw new AppError('validation_failed', unknownServiceMessage, { services: unknownServiceMessage });
      await deps.userServices.replace(user.id, services);
      // The account's country is the home country; "no country" leaves the account's as it is.
      if (country !== null && country !== user.country) await deps.accounts.setCountry(user.id, country);
      c.header('Cache-Control', 'no-store');
      return c.json(await read(user.id, country ?? user.country ?? null), 200);
    });
}
