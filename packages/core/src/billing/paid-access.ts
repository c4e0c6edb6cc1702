/** The plan fields of a user record that decide Pro access (docs/product-rules.md#plans-and-trial). */
export interface PlanFields {
  plan: 'Free' | 'Trial' | 'Pro';
  trialEndDate?: Date | null;
  subscriptionEndDate?: Date | null;
}

/**
 * Until when paid access runs, or null when it does not: Pro (until a cancelled subscription's
 * end date, if any), or Trial before its end date.
 */
export function paidAccessUntil(user: PlanFields, now: Date): Date | null | 'open-ended' {
  if (user.plan === 'Pro') {
    if (!user.subscriptionEndDate) return 'open-ended';
    return user.subscriptionEndDate > now ? user.subscriptionEndDate : null;
  }
  if (user.plan === 'Trial' && user.trialEndDate && user.trialEndDate > now) return user.trialEndDate;
  return null;
}

/**
 * The plan that holds right now: the stored one while paid access runs, Free once its end date
 * has passed (access ends exactly then, even before the provider's "ended" event arrives).
 */
export function effectivePlan(user: PlanFields, now: Date): 'Free' | 'Trial' | 'Pro' {
  return paidAccessUntil(user, now) ? user.plan : 'Free';
}
