import type { Me } from '@reelatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../components/Banner.tsx';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { hasProAccess, useDisplayDate } from '../account/index.ts';
import { DeleteAccountDialog, dangerButton } from './DeleteAccountDialog.tsx';
import { profileApi } from './profile-api.ts';

/** What the record alone tells about the end of paid access: a cancellation's end, a trial's end. */
function endFromRecord(me: Me): string | null {
  return me.subscriptionEndDate ?? (me.plan === 'Trial' ? me.trialEndDate : null) ?? null;
}

/**
 * The Danger Zone (docs/product-rules.md#account-deletion): 'Delete Account' opens the password-confirm dialog. While Pro or a trial
 * is active the button is disabled and the product notice says why, until when (the end of the
 * current period, which the server reads from the subscription: a renewing Pro plan has no end
 * date on the record) and how to delete at once; the server refuses the deletion too.
 */
export function DangerZone({ me, onDeleted }: { me: Me; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const date = useDisplayDate();
  const paid = hasProAccess(me);
  const status = useQuery({
    queryKey: queryKeys.deletionStatus(me.plan, me.trialEndDate, me.subscriptionEndDate),
    queryFn: ({ signal }) => profileApi.deletionStatus(signal),
    enabled: paid,
  });
  const until = status.data?.paidUntil ?? endFromRecord(me);
  return (
    <ProfileSection id="danger-zone" title={t('profile.dangerZone')} tone="danger">
      <p className="text-sm text-muted">{t('profile.dangerIntro')}</p>
      {paid ? (
        <div id="delete-blocked" className="flex flex-col gap-2">
          <Banner tone="warning" testId="pro-delete-notice">
            {until ? t('profile.proDeleteNoticeUntil', { date: date(until) }) : t('profile.proDeleteNotice')}
          </Banner>
          <Link to="/contact" className="self-start text-sm text-link underline underline-offset-2">
            {t('profile.contactSupport')}
          </Link>
        </div>
      ) : null}
      <div>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={dangerButton}
          aria-haspopup="dialog"
          disabled={paid}
          aria-describedby={paid ? 'delete-blocked' : undefined}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('profile.deleteAccount')}
        </button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} onDeleted={onDeleted} />
    </ProfileSection>
  );
}
