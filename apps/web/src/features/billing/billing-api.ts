import {
  billingPortalEndpoint,
  type CheckoutRequest,
  checkoutEndpoint,
  checkSubscriptionEndpoint,
  type RedirectUrl,
  type SubscriptionStatus,
} from '@reelatlas/contracts';
import { callApi } from '../../lib/api-client.ts';

/** The billing calls. The session cookie identifies the caller. */
export const billingApi = {
  /** May answer without a URL (the web then says 'No checkout URL received.'). */
  startCheckout: (body: CheckoutRequest): Promise<{ url?: string | null }> =>
    callApi(checkoutEndpoint, { body }),

  openPortal: (): Promise<RedirectUrl> => callApi(billingPortalEndpoint),

  checkSubscription: (): Promise<SubscriptionStatus> => callApi(checkSubscriptionEndpoint),
};
