import type { SubscriptionStatus } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { Clock } from '../ports/clock.ts';
import { effectivePlan, type PlanFields } from './paid-access.ts';

/**
 * check-subscription (docs/product-rules.md#plans-and-trial): the plan that holds now and its dates, from the caller's user
 * record as the database holds it at this request (the session lookup reads it), so the answer
 * is never older than the last subscription change, on any instance.
 */
export function checkSubscription(deps: { clock: Clock }, user: PlanFields | null): SubscriptionStatus {
  if (!user) throw new AppError('unauthorized');
  return {
    plan: effectivePlan(user, deps.clock.now()),
    trialEndDate: user.trialEndDate?.toISOString() ?? null,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
  };
}
