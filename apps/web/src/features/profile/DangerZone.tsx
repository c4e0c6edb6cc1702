import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DeleteAccountDialog, dangerButton } from './DeleteAccountDialog.tsx';
import { ProfileSection } from './ProfileSection.tsx';

/** Spec §2 Danger Zone: 'Delete Account' opens the password-confirm dialog. */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection id="danger-zone" title="Danger Zone" tone="danger">
      <p className="text-sm text-muted">
        Deleting your account removes your profile, watchlist and watched list for good.
      </p>
      <div>
        <button type="button" onClick={() => setOpen(true)} className={dangerButton} aria-haspopup="dialog">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Account
        </button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} onDeleted={onDeleted} />
    </ProfileSection>
  );
}
