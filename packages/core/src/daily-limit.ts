import { DAILY_SEARCHES, PRO_SEARCH_MAX } from '@reelatlas/contracts';
import type { Subject } from './subject.ts';

/** Daily allowance per tier (spec §1, §9). Pro and Trial are not counted at all. */
export function dailyLimit(subject: Subject): number {
  if (subject.kind === 'anonymous') return DAILY_SEARCHES.anonymous;
  return isUnlimited(subject) ? PRO_SEARCH_MAX : DAILY_SEARCHES.free;
}

export function isUnlimited(subject: Subject): boolean {
  return subject.kind === 'user' && (subject.plan === 'Pro' || subject.plan === 'Trial');
}
