import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useSignOut } from '../account/index.ts';

/**
 * The Session section (docs/product-rules.md#profile): 'Log Out', then home. `onLeaving` tells the page a sign-out it asked for is
 * under way (so it does not bounce to /login on the way home); `false` when it failed.
 */
export function SessionSection({ onLeaving }: { onLeaving: (leaving: boolean) => void }) {
  const navigate = useNavigate();
  const t = useT();
  const { signOut, signingOut } = useSignOut();

  const logOut = async () => {
    onLeaving(true);
    if (await signOut()) navigate('/', { replace: true });
    else onLeaving(false);
  };

  return (
    <ProfileSection id="session" title={t('profile.session')}>
      <div>
        <BusyButton
          type="button"
          onClick={() => void logOut()}
          busy={signingOut}
          busyLabel={t('profile.loggingOut')}
          className={buttonStyles.secondary}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('profile.logOut')}
        </BusyButton>
      </div>
    </ProfileSection>
  );
}
