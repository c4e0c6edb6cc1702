import { type AlertSettings, alertTexts } from '@reelatlas/contracts';
import type { PlanFields } from '../billing/paid-access.ts';
import { AppError } from '../common/app-error.ts';
import type { TitleRef } from '../ports/catalog.ts';
import { refuseAlertsForFree } from './alert-access.ts';
import { type AlertSettingsDeps, readAlertSettings } from './read-alert-settings.ts';

/**
 * "Alert me" on or off for one watchlist title. On needs Pro or Trial; off is always allowed.
 * A title that is not on the watchlist has nothing to alert of.
 */
export async function setTitleAlert(
  deps: AlertSettingsDeps,
  user: PlanFields & { id: string },
  ref: TitleRef,
  alert: boolean,
): Promise<AlertSettings> {
  if (alert) refuseAlertsForFree(user, deps.clock.now());
  if (!(await deps.alerts.setTitleAlert(user.id, ref, alert)))
    throw new AppError('not_found', alertTexts.notOnWatchlist);
  return readAlertSettings(deps, user);
}
