import type { Me } from '@reelatlas/contracts';
import { ArrowRight, LogOut } from 'lucide-react';
import { Avatar } from '../../components/Avatar.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { slotText } from './slot-text.tsx';
import { useSignOut } from './use-sign-out.ts';

/** /login while signed in: who is signed in, and the way on or out. */
export function SignedInPanel({ me, onContinue }: { me: Me; onContinue: () => void }) {
  const { signOut, signingOut } = useSignOut();
  const t = useT();
  return (
    <section
      aria-label={t('account.yourAccount')}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
      data-testid="signed-in-panel"
    >
      <div className="flex items-center gap-3">
        <Avatar name={me.username} image={me.image} />
        <p>
          {slotText(t, 'account.signedInAs', {
            username: <strong>{me.username}</strong>,
            email: <span className="text-muted">{me.email}</span>,
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onContinue} className={buttonStyles.primary}>
          {t('account.continue')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
        <BusyButton
          type="button"
          onClick={() => void signOut()}
          busy={signingOut}
          busyLabel={t('account.signingOut')}
          className={buttonStyles.secondary}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('account.signOut')}
        </BusyButton>
      </div>
    </section>
  );
}
