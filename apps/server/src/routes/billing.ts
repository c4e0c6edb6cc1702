import { billingPortalEndpoint, checkoutEndpoint, checkSubscriptionEndpoint } from '@reelatlas/contracts';
import { checkSubscription, openBillingPortal, startCheckout } from '@reelatlas/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { type RuleTable, withRules } from '../middleware/route-rules.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const checkoutRoute = openApiRoute(checkoutEndpoint, {
  tag: 'Billing',
  summary:
    "Starts a Pro checkout for the caller's own account (`uid`); the 7-day trial only if never used. Answers where to send the browser.",
  success: 'The checkout page.',
  errors: {
    400: errorResponses[400],
    401: errorResponses[401],
    403: {
      description: "`forbidden` (another user's uid) or `email_not_verified`.",
      content: errorResponses[403].content,
    },
    409: { description: '`conflict`: a subscription is already live.', content: errorResponses[409].content },
    503: {
      description: '`service_unavailable`: the payment provider failed.',
      content: errorResponses[503].content,
    },
  },
});

const portalRoute = openApiRoute(billingPortalEndpoint, {
  tag: 'Billing',
  summary: 'Opens the billing portal (manage, cancel, resume) for the signed-in subscriber.',
  success: 'The portal page.',
  errors: {
    401: errorResponses[401],
    409: { description: '`conflict`: nothing to manage yet.', content: errorResponses[409].content },
    503: errorResponses[503],
  },
});

const checkRoute = openApiRoute(checkSubscriptionEndpoint, {
  tag: 'Billing',
  summary:
    "The caller's plan and its dates, as the database holds them now (never a cached answer). Never refused for calling often.",
  success: 'Plan and dates.',
  errors: { 401: errorResponses[401] },
});

/**
 * The billing calls. check-subscription answers from the user record the session lookup
 * has just read from the database (the read every signed-in call makes), so it costs no query
 * of its own: no cache (a cached answer outlived the change it described, per instance), and no
 * burst limit either, because the web client reads any failure, a 429 too, as "Free". The
 * product's once-per-60-s check is the web's pace (use-subscription-check.ts).
 */
/** Who may call (middleware/route-rules.ts); no burst limit, as said below. */
const billingRules: RuleTable = [
  [checkoutRoute, { signIn: 'required' }],
  [portalRoute, { signIn: 'required' }],
  [checkRoute, { signIn: 'required' }],
];

export function billingRoutes(deps: AppDeps) {
  const callerId = async (c: Context<AppEnv>) => (await signedInUser(deps, c))?.id ?? null;

  return withRules(createRouter(), deps, billingRules)
    .openapi(checkoutRoute, async (c) => {
      const body = c.req.valid('json');
      return c.json(await startCheckout(deps, await callerId(c), body), 200);
    })
    .openapi(portalRoute, async (c) => {
      return c.json(await openBillingPortal(deps, await callerId(c)), 200);
    })
    .openapi(checkRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(checkSubscription(deps, await signedInUser(deps, c)), 200);
    });
}
