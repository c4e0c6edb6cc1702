import type { Me } from '@reelatlas/contracts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useDisplayDate } from '../account/index.ts';
import { useBillingPortal } from '../billing/index.ts';

/**
 * Subscription Management (docs/product-rules.md#profile), for Pro or Trial: 'Manage Subscription', plus 'Cancel Trial'
 * for a trial. Both open the billing portal, where cancelling and resuming happen.
 */
export function SubscriptionSection({ me }: { me: Me }) {
  const portal = useBillingPortal();
  const t = useT();
  const date = useDisplayDate();
  const button = (label: string) => (
    <BusyButton
      type="button"
      onClick={portal.open}
      busy={portal.busy}
      busyLabel={t('billing.loading')}
      className={buttonStyles.secondary}
    >
      {label}
    </BusyButton>
  );
  return (
    <ProfileSection id="subscription-management" title={t('profile.subscription')}>
      {me.subscriptionEndDate ? (
        <p className="text-sm text-muted" data-testid="subscription-ends">
          {t('profile.cancelledEnds', { date: date(me.subscriptionEndDate) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {me.plan === 'Trial' && !me.subscriptionEndDate ? button(t('profile.cancelTrial')) : null}
        {button(t('profile.manageSubscription'))}
      </div>
    </ProfileSection>
  );
}
