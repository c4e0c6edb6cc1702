import type { Quota } from '@reelatlas/contracts';
import { dailyLimit, isUnlimited } from './daily-limit.ts';
import { nextUtcMidnight, utcDay } from './day.ts';
import type { Clock, SearchQuotaStore } from './ports.ts';
import { counterKeys, planOf, type Subject } from './subject.ts';

export interface QuotaDeps {
  quota: SearchQuotaStore;
  clock: Clock;
}

export function quotaView(subject: Subject, used: number, now: Date): Quota {
  const limit = dailyLimit(subject);
  const shown = isUnlimited(subject) ? 0 : Math.min(used, limit);
  return {
    used: shown,
    limit,
    remaining: limit - shown,
    resetAt: nextUtcMidnight(now).toISOString(),
    plan: planOf(subject),
  };
}

export async function getQuota(deps: QuotaDeps, subject: Subject): Promise<Quota> {
  const now = deps.clock.now();
  const used = isUnlimited(subject) ? 0 : await deps.quota.used(utcDay(now), counterKeys(subject));
  return quotaView(subject, used, now);
}
