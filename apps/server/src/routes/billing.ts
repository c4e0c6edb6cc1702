import { createRoute } from '@hono/zod-openapi';
import {
  checkoutRequestSchema,
  redirectUrlSchema,
  SUBSCRIPTION_CHECK_INTERVAL_MS,
  type SubscriptionStatus,
  subscriptionStatusSchema,
} from '@reelatlas/contracts';
import { checkSubscription, openBillingPortal, startCheckout } from '@reelatlas/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';

const redirectContent = { 'application/json': { schema: redirectUrlSchema } };

const checkoutRoute = createRoute({
  method: 'post',
  path: '/api/create-checkout-session',
  summary:
    "Starts a Pro checkout for the caller's own account (`uid`); the 7-day trial only if never used. Answers where to send the browser.",
  request: { body: { required: true, content: { 'application/json': { schema: checkoutRequestSchema } } } },
  responses: {
    200: { description: 'The checkout page.', content: redirectContent },
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

const portalRoute = createRoute({
  method: 'post',
  path: '/api/create-billing-portal-session',
  summary: 'Opens the billing portal (manage, cancel, resume) for the signed-in subscriber.',
  responses: {
    200: { description: 'The portal page.', content: redirectContent },
    401: errorResponses[401],
    409: { description: '`conflict`: nothing to manage yet.', content: errorResponses[409].content },
    503: errorResponses[503],
  },
});

const checkRoute = createRoute({
  method: 'post',
  path: '/api/check-subscription',
  summary: `The caller's plan and its dates, from the database. Read at most once per ${SUBSCRIPTION_CHECK_INTERVAL_MS / 1000} s per user: calls in between get the same answer.`,
  responses: {
    200: {
      description: 'Plan and dates.',
      content: { 'application/json': { schema: subscriptionStatusSchema } },
    },
    401: errorResponses[401],
  },
});

/**
 * Spec §7's billing calls. check-subscription is throttled with a cached answer rather than a
 * 429: the spec's client reads any failure as "Free", so a refusal would wrongly downgrade the
 * page. The cache is per instance (DESIGN.md §1 allows caches in memory).
 */
export function billingRoutes(deps: AppDeps) {
  const checks = new Map<string, { at: number; status: SubscriptionStatus }>();
  const callerId = async (c: Context<AppEnv>) => (await signedInUser(deps, c))?.id ?? null;

  return createRouter()
    .openapi(checkoutRoute, async (c) => {
      const body = c.req.valid('json');
      return c.json(await startCheckout(deps, await callerId(c), body), 200);
    })
    .openapi(portalRoute, async (c) => {
      return c.json(await openBillingPortal(deps, await callerId(c)), 200);
    })
    .openapi(checkRoute, async (c) => {
      const id = await callerId(c);
      const now = deps.clock.now().getTime();
      c.header('Cache-Control', 'no-store');
      const cached = id ? checks.get(id) : undefined;
      if (id && cached && now - cached.at < SUBSCRIPTION_CHECK_INTERVAL_MS) return c.json(cached.status, 200);
      const status = await checkSubscription(deps, id);
      if (id) {
        if (checks.size >= 10_000) checks.clear();
        checks.set(id, { at: now, status });
      }
      return c.json(status, 200);
    });
}
