import type { Me } from '@reelatlas/contracts';
import { buttonStyles } from '../../components/button-styles.ts';
import { notify } from '../../lib/notify.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { profileTexts } from './profile-texts.ts';

/**
 * Spec §2 Subscription Management, for Pro or Trial. Billing (the payment provider's portal) is
 * not built yet, so the buttons say so instead of pretending.
 */
export function SubscriptionSection({ me }: { me: Me }) {
  const billingUnavailable = () => notify.info(profileTexts.billingUnavailable);
  return (
    <ProfileSection id="subscription-management" title="Subscription Management">
      <div className="flex flex-wrap gap-2">
        {me.plan === 'Trial' ? (
          <button type="button" onClick={billingUnavailable} className={buttonStyles.secondary}>
            Cancel Trial
          </button>
        ) : null}
        <button type="button" onClick={billingUnavailable} className={buttonStyles.secondary}>
          Manage Subscription
        </button>
      </div>
    </ProfileSection>
  );
}
