import type { AlertSettings } from '@reelatlas/contracts';
import type { PlanFields } from '../billing/paid-access.ts';
import type { AlertSettingsStore } from '../ports/alerts.ts';
import type { Clock } from '../ports/clock.ts';
import { alertsAllowed } from './alert-access.ts';

export interface AlertSettingsDeps {
  alerts: AlertSettingsStore;
  clock: Clock;
}

/** A signed-in user's alert choices, and whether the plan lets them be switched on right now. */
export async function readAlertSettings(
  deps: AlertSettingsDeps,
  user: PlanFields & { id: string },
): Promise<AlertSettings> {
  return { ...(await deps.alerts.settings(user.id)), allowed: alertsAllowed(user, deps.clock.now()) };
}
