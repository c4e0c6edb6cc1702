import type { Plan, Quota } from '@reelatlas/contracts';

/** The page language's text for an id (what useT returns). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** Pro and Trial are not counted (docs/product-rules.md#plans-and-trial). */
export function isUnlimitedPlan(plan: Plan): boolean {
  return plan === 'Pro' || plan === 'Trial';
}

export function hasSearchesLeft(quota: Quota): boolean {
  return isUnlimitedPlan(quota.plan) || quota.remaining > 0;
}

/**
 * 'used N of 2', never more than the max. Pro and Trial are not counted: the server holds them
 * at 0 of a nominal maximum, which the counter says as what it means
 * (docs/product-rules.md#plans-and-trial).
 */
export function formatCounter(quota: Pick<Quota, 'used' | 'limit' | 'plan'>, t: Translate): string {
  if (isUnlimitedPlan(quota.plan)) return t('quota.unlimited');
  const used = Math.max(0, Math.min(quota.used, quota.limit));
  return t('quota.used', { used, limit: quota.limit });
}

/** The note beside the title page's answer after a search: what is left today. */
export function formatSearchesLeft(quota: Pick<Quota, 'remaining' | 'plan'>, t: Translate): string {
  if (isUnlimitedPlan(quota.plan)) return t('search.left.unlimited');
  if (quota.remaining <= 0) return t('search.left.none');
  return t('search.left', { count: quota.remaining });
}
