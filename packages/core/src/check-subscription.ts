import type { SubscriptionStatus } from '@reelatlas/contracts';
import { AppError } from './app-error.ts';
import { effectivePlan } from './paid-access.ts';
import type { BillingStore, Clock } from './ports.ts';

/** Spec §7 check-subscription, from the database: the plan that holds now and its dates. */
export async function checkSubscription(
  deps: { billing: BillingStore; clock: Clock },
  callerId: string | null,
): Promise<SubscriptionStatus> {
  if (!callerId) throw new AppError('unauthorized');
  const user = await deps.billing.user(callerId);
  if (!user) throw new AppError('unauthorized');
  return {
    plan: effectivePlan(user, deps.clock.now()),
    trialEndDate: user.trialEndDate?.toISOString() ?? null,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
  };
}
