import { plannerCountryEndpoint, plannerEndpoint } from '@reelatlas/contracts';
import { type PlannerUser, planTrip, planTripCountry } from '@reelatlas/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { isKnownCountry } from '../known-country.ts';
import { type RuleTable, withRules } from '../middleware/route-rules.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const summaryRoute = openApiRoute(plannerEndpoint, {
  tag: 'Planner',
  summary:
    "Where to watch the signed-in user's watchlist: countries ranked by titles streaming there on the user's services, then on any (Pro and Trial); Free users get only how many titles stream somewhere (never where or on what).",
  success: '`access: "full"` (Pro, Trial) or `access: "preview"` (Free).',
  errors: { 401: errorResponses[401] },
});

const countryRoute = openApiRoute(plannerCountryEndpoint, {
  tag: 'Planner',
  summary: 'Which watchlist titles stream in one country, and on which services (Pro and Trial).',
  success: 'The titles.',
  errors: {
    400: errorResponses[400],
    401: errorResponses[401],
    403: { description: '`forbidden`: the Free plan.', content: errorResponses[403].content },
  },
});

/**
 * The trip planner (docs/product-rules.md#planner). It reads only what is stored (no search is counted, no TMDb call
 * is made); stale titles are queued for the catalog's own refresh, which runs with a live catalog.
 */
/** Who may call, and how often (middleware/route-rules.ts). */
const tripPlannerRules: RuleTable = [
  [summaryRoute, { signIn: 'required' }],
  [countryRoute, { signIn: 'required' }],
];

export function tripPlannerRoutes(deps: AppDeps) {
  const caller = async (c: Context<AppEnv>): Promise<PlannerUser | null> => {
    const user = await signedInUser(deps, c);
    if (!user) return null;
    return {
      id: user.id,
      plan: user.plan,
      trialEndDate: user.trialEndDate ?? null,
      subscriptionEndDate: user.subscriptionEndDate ?? null,
      country: user.country && isKnownCountry(user.country) ? user.country : null,
    };
  };
  return withRules(createRouter(), deps, tripPlannerRules)
    .openapi(summaryRoute, async (c) => {
      const plan = await planTrip(deps.planner, await caller(c));
      c.header('Cache-Control', 'no-store');
      return c.json(plan, 200);
    })
    .openapi(countryRoute, async (c) => {
      const { country } = c.req.valid('param');
      const answer = await planTripCountry(deps.planner, await caller(c), country);
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 200);
    });
}
