import { ProfileSection } from '../../components/ProfileSection.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useAlertMutations, useAlertSettings } from './use-alerts.ts';

/**
 * The profile's "Availability e-mails" switch: the alert digests go out only while it is on.
 * An e-mail's unsubscribe link turns it off; this turns it back on.
 */
export function AvailabilityEmailsSection({ userId }: { userId: string }) {
  const t = useT();
  const { data } = useAlertSettings(userId);
  const { update } = useAlertMutations(userId);
  if (!data) return null;
  return (
    <ProfileSection id="alert-emails" title={t('alerts.emailsSwitch')}>
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
        {t('alerts.emailsLabel')}
      </label>
      {data.allowed ? null : <p className="text-sm text-muted">{t('alerts.emailsFree')}</p>}
    </ProfileSection>
  );
}
