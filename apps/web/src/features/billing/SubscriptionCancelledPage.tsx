import { Link, Navigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatProfileDate, trialDaysLeft } from '../../lib/profile-format.ts';
import { hasProAccess, useSession } from '../account/index.ts';
import { useNow } from '../quota/index.ts';
import { billingTexts } from './billing-texts.ts';

/**
 * /subscription-cancelled (docs/product-rules.md#pages): for Pro users only, everyone else goes home. Shows the
 * days of Pro access left, or that the subscription ended; 'Continue Browsing', 'Reactivate Pro'.
 */
export function SubscriptionCancelledPage() {
  const { data: me, isPending } = useSession();
  const now = useNow(60_000);
  if (isPending)
    return (
      <p className="sr-only" role="status">
        {billingTexts.loading}
      </p>
    );
  if (!me || !hasProAccess(me)) return <Navigate to="/" replace />;

  const end = me.subscriptionEndDate ?? (me.plan === 'Trial' ? me.trialEndDate : null);
  const days = trialDaysLeft(end, now);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4">
      <PageHeading title={billingTexts.cancelledTitle} />
      <p data-testid="cancelled-status">
        {!end
          ? billingTexts.stillActive
          : days > 0
            ? billingTexts.cancelledDaysLeft(days, formatProfileDate(end))
            : billingTexts.cancelledEnded}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/" className={buttonStyles.secondary}>
          Continue Browsing
        </Link>
        <Link to="/premium" className={buttonStyles.primary}>
          Reactivate Pro
        </Link>
      </div>
    </div>
  );
}
