import { type Me, proDeleteNotice } from '@reelatlas/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../components/Banner.tsx';
import { hasProAccess } from '../account/session-mirror.ts';
import { DeleteAccountDialog, dangerButton } from './DeleteAccountDialog.tsx';
import { ProfileSection } from './ProfileSection.tsx';

/** When paid access ends, for the notice: a cancellation's end date, a trial's end, else unknown. */
function paidUntil(me: Me): Date | null {
  const end = me.subscriptionEndDate ?? (me.plan === 'Trial' ? me.trialEndDate : null);
  return end ? new Date(end) : null;
}

/**
 * Spec §2 Danger Zone: 'Delete Account' opens the password-confirm dialog. While Pro or a trial
 * is active the button is disabled and spec §8's notice (with the end date) says why; the
 * server refuses the deletion too.
 */
export function DangerZone({ me, onDeleted }: { me: Me; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const paid = hasProAccess(me);
  return (
    <ProfileSection id="danger-zone" title="Danger Zone" tone="danger">
      <p className="text-sm text-muted">
        Deleting your account removes your profile, watchlist and watched list for good.
      </p>
      {paid ? (
        <div id="delete-blocked">
          <Banner tone="warning" testId="pro-delete-notice">
            {proDeleteNotice(paidUntil(me))}
          </Banner>
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
          Delete Account
        </button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} onDeleted={onDeleted} />
    </ProfileSection>
  );
}
