import {
  type CheckoutRequest,
  type RedirectUrl,
  redirectUrlSchema,
  type SubscriptionStatus,
  subscriptionStatusSchema,
} from '@reelatlas/contracts';
import { z } from 'zod';
import { request } from '../../lib/api.ts';

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** Checkout may answer without a URL (spec §8 'No checkout URL received.'). */
const maybeUrl = z.object({ url: z.string().nullish() });

/** Spec §7's billing calls. The session cookie identifies the caller. */
export const billingApi = {
  startCheckout: (body: CheckoutRequest): Promise<{ url?: string | null }> =>
    request('/api/create-checkout-session', maybeUrl, post(body)),

  openPortal: (): Promise<RedirectUrl> =>
    request('/api/create-billing-portal-session', redirectUrlSchema, post()),

  checkSubscription: (): Promise<SubscriptionStatus> =>
    request('/api/check-subscription', subscriptionStatusSchema, post()),
};
