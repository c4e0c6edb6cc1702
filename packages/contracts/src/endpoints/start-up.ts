import { quotaSchema } from '../quota.ts';
import { subscriptionStatusSchema } from '../subscription-status.ts';
import { topRatedQuerySchema, topRatedResponseSchema } from '../title-summary.ts';
import type { Endpoint } from './endpoint.ts';

// What a page reads as it starts, besides the config and the session (config.ts, session.ts):
// the daily counter, the home page's top-rated titles, a signed-in visitor's plan. Written with
// zod/mini, like their schemas (docs/architecture.md#the-start-up-answers).

export const quotaEndpoint = {
  method: 'get',
  path: '/api/quota',
  response: quotaSchema,
} as const satisfies Endpoint;

export const topRatedEndpoint = {
  method: 'get',
  path: '/api/top-rated',
  query: topRatedQuerySchema,
  response: topRatedResponseSchema,
} as const satisfies Endpoint;

/** A POST that reads (the product name and method): the plan and its dates, from the database. */
export const checkSubscriptionEndpoint = {
  method: 'post',
  path: '/api/check-subscription',
  response: subscriptionStatusSchema,
} as const satisfies Endpoint;
