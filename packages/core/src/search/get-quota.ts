import type { Quota } from '@reelatlas/contracts';
import { nextUtcMidnight, utcDay } from '../common/day.ts';
import type { Clock } from '../ports/clock.ts';
import type { SearchQuotaStore } from '../ports/quota.ts';
import { dailyLimit, isUnlimited, searchCounters } from './daily-limit.ts';
import { type CounterRules, planOf, type Subject } from './subject.ts';

export interface QuotaDeps {
  quota: SearchQuotaStore;
  clock: Clock;
  counterRules?: CounterRules;
}

export function quotaView(subject: Subject, used: number, now: Date): Quota {
  const limit = dailyLimit(subject);
  const shown = isUnlimited(subject) ? 0 : Math.min(used, limit);
  const quota: Quota = {
    used: shown,
    limit,
    remaining: limit - shown,
    resetAt: nextUtcMidnight(now).toISOString(),
    plan: planOf(subject),
  };
  // Counted as a visitor until the e-mail is verified (docs/product-rules.md#who-is-counted): the web says so.
  if (subject.kind === 'user' && !subject.emailVerified && !isUnlimited(subject))
    quota.emailUnverified = true;
  return quota;
}

/** What the caller's next search is allowed: the same counters and limits a search checks. */
export async function getQuota(deps: QuotaDeps, subject: Subject): Promise<Quota> {
  const now = deps.clock.now();
  const used = isUnlimited(subject)
    ? 0
    : await deps.quota.used(utcDay(now), searchCounters(subject, deps.counterRules), dailyLimit(subject));
  return quotaView(subject, used, now);
}
