import { billingMessages } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { BillingDeps } from './start-checkout.ts';

/** create-billing-portal-session (docs/product-rules.md#billing): where a subscriber manages, cancels or resumes. */
export async function openBillingPortal(
  deps: BillingDeps,
  callerId: string | null,
): Promise<{ url: string }> {
  if (!callerId) throw new AppError('unauthorized');
  const user = await deps.billing.user(callerId);
  if (!user) throw new AppError('unauthorized');
  const gateway = deps.gateway;
  if (!gateway) throw new AppError('service_unavailable', billingMessages.paymentsUnavailable);
  const subscriptions = await deps.billing.subscriptionsOf(user.id);
  const known = subscriptions.some((s) => s.provider === gateway.provider);
  if (!known && !(gateway.provider === 'stripe' && user.stripeCustomerId))
    throw new AppError('conflict', billingMessages.noSubscription);
  try {
    return await gateway.createPortal({ user });
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError('service_unavailable', billingMessages.portalFailed);
  }
}
