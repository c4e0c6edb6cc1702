import { DAILY_SEARCHES, PRO_SEARCH_MAX } from '@reelatlas/contracts';
import {
  type CounterRules,
  countedAsVisitor,
  type DailyCounter,
  dailyCounters,
  type Subject,
} from './subject.ts';

/**
 * Daily allowance per tier (docs/product-rules.md#daily-searches). Pro and Trial are not counted at all;
 * an unverified account has the anonymous allowance.
 */
export function dailyLimit(subject: Subject): number {
  if (isUnlimited(subject)) return PRO_SEARCH_MAX;
  return countedAsVisitor(subject) ? DAILY_SEARCHES.anonymous : DAILY_SEARCHES.free;
}

export function isUnlimited(subject: Subject): boolean {
  return subject.kind === 'user' && (subject.plan === 'Pro' || subject.plan === 'Trial');
}

/** The counters of a counted search of `subject` (none for Pro and Trial). */
export function searchCounters(subject: Subject, rules?: CounterRules): DailyCounter[] {
  if (isUnlimited(subject)) return [];
  return dailyCounters(subject, DAILY_SEARCHES.anonymous, DAILY_SEARCHES.free, rules);
}
