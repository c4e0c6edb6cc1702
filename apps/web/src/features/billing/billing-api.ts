import type { CheckoutRequest, RedirectUrl, SubscriptionStatus } from '@reelatlas/contracts';
import { callApi } from '../../lib/api-client.ts';

/** The billing calls. The session cookie identifies the caller. */
export const billingApi = {
  /** May answer without a URL (the web then says 'No checkout URL received.'). */
  startCheckout: (body: CheckoutRequest): Promise<{ url?: string | null }> =>
    callApi((checks) => checks.checkoutEndpoint, { body }),

  openPortal: (): Promise<RedirectUrl> => callApi((checks) => checks.billingPortalEndpoint),

  checkSubscription: (): Promise<SubscriptionStatus> => callApi((checks) => checks.checkSubscriptionEndpoint),
};
