import type { AlertSettings, AlertSettingsUpdate } from '@reelatlas/contracts';
import type { PlanFields } from '../billing/paid-access.ts';
import { refuseAlertsForFree } from './alert-access.ts';
import { type AlertSettingsDeps, readAlertSettings } from './read-alert-settings.ts';

/**
 * Saves alert choices. Switching off (alerts or e-mails) is always allowed, so a user whose paid
 * access ended can still silence them; choosing what to be alerted of needs Pro or Trial.
 */
export async function updateAlertSettings(
  deps: AlertSettingsDeps,
  user: PlanFields & { id: string },
  patch: AlertSettingsUpdate,
): Promise<AlertSettings> {
  if (patch.watchlist === true || patch.scope !== undefined) refuseAlertsForFree(user, deps.clock.now());
  await deps.alerts.update(user.id, patch);
  return readAlertSettings(deps, user);
}
