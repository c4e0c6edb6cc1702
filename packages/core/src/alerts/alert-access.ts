import { alertTexts } from '@reelatlas/contracts';
import { effectivePlan, type PlanFields } from '../billing/paid-access.ts';
import { AppError } from '../common/app-error.ts';

/**
 * Alerts are a paid feature: Pro, or Trial while it runs. An ended trial or subscription is Free
 * at once, so its alerts can no longer be switched on (switching off is always allowed).
 */
export function alertsAllowed(user: PlanFields, now: Date): boolean {
  return effectivePlan(user, now) !== 'Free';
}

/** Refuses a Free user's attempt to switch alerts on, with the text the profile shows. */
export function refuseAlertsForFree(user: PlanFields, now: Date): void {
  if (!alertsAllowed(user, now)) throw new AppError('forbidden', alertTexts.refusedForFree);
}
