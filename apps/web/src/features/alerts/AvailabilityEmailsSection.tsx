import { alertTexts } from '@reelatlas/contracts';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { useAlertMutations, useAlertSettings } from './use-alerts.ts';

/**
 * The profile's "Availability e-mails" switch: the alert digests go out only while it is on.
 * An e-mail's unsubscribe link turns it off; this turns it back on.
 */
export function AvailabilityEmailsSection({ userId }: { userId: string }) {
  const { data } = useAlertSettings(userId);
  const { update } = useAlertMutations(userId);
  if (!data) return null;
  return (
    <ProfileSection id="alert-emails" title={alertTexts.emailsSwitch}>
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          role="switch"
          aria-checked={data.emails}
          className="size-4"
          checked={data.emails}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ emails: event.target.checked })}
        />
        E-mail me when a watchlist title I follow arrives on or leaves my services (one digest a day at most)
      </label>
      {data.allowed ? null : (
        <p className="text-sm text-muted">Alerts are part of Pro: nothing is sent on the Free plan.</p>
      )}
    </ProfileSection>
  );
}
