import type { Me } from '@reelatlas/contracts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { formatProfileDate } from '../../lib/profile-format.ts';
import { billingTexts, useBillingPortal } from '../billing/index.ts';

/**
 * Subscription Management (docs/product-rules.md#profile), for Pro or Trial: 'Manage Subscription', plus 'Cancel Trial'
 * for a trial. Both open the billing portal, where cancelling and resuming happen.
 */
export function SubscriptionSection({ me }: { me: Me }) {
  const portal = useBillingPortal();
  const button = (label: string) => (
    <BusyButton
      type="button"
      onClick={portal.open}
      busy={portal.busy}
      busyLabel={billingTexts.loading}
      className={buttonStyles.secondary}
    >
      {label}
    </BusyButton>
  );
  return (
    <ProfileSection id="subscription-management" title="Subscription Management">
      {me.subscriptionEndDate ? (
        <p className="text-sm text-muted" data-testid="subscription-ends">
          Cancelled: Pro access ends {formatProfileDate(me.subscriptionEndDate)}.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {me.plan === 'Trial' && !me.subscriptionEndDate ? button('Cancel Trial') : null}
        {button('Manage Subscription')}
      </div>
    </ProfileSection>
  );
}
