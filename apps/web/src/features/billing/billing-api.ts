import type { CheckoutRequest, RedirectUrl, SubscriptionStatus } from '@reelatlas/contracts';
import { callApi } from '../../lib/api-client.ts';
import { lazyEndpoints } from '../../lib/load-answer-checks.ts';

/** The billing calls. The session cookie identifies the caller. */
export const billingApi = {
  /** May answer without a URL (the web then says 'No checkout URL received.'). */
  startCheckout: (body: CheckoutRequest): Promise<{ url?: string | null }> =>
    callApi(lazyEndpoints.checkout, { body }),

  openPortal: (): Promise<RedirectUrl> => callApi(lazyEndpoints.billingPortal),

  checkSubscription: (): Promise<SubscriptionStatus> => callApi(lazyEndpoints.checkSubscription),
};
