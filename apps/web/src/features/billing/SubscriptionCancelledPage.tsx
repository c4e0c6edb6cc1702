import { Link, Navigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { trialDaysLeft } from '../../lib/profile-format.ts';
import { hasProAccess, useDisplayDate, useSession } from '../account/index.ts';
import { useNow } from '../quota/index.ts';

/**
 * /subscription-cancelled (docs/product-rules.md#pages): for Pro users only, everyone else goes home. Shows the
 * days of Pro access left, or that the subscription ended; 'Continue Browsing', 'Reactivate Pro'.
 */
export function SubscriptionCancelledPage() {
  const { data: me, isPending } = useSession();
  const now = useNow(60_000);
  const t = useT();
  const date = useDisplayDate();
  if (isPending)
    return (
      <p className="sr-only" role="status">
        {t('billing.loading')}
      </p>
    );
  if (!me || !hasProAccess(me)) return <Navigate to="/" replace />;

  const end = me.subscriptionEndDate ?? (me.plan === 'Trial' ? me.trialEndDate : null);
  const days = trialDaysLeft(end, now);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4">
      <PageHeading title={t('billing.cancelledTitle')} />
      <p data-testid="cancelled-status">
        {!end
          ? t('billing.stillActive')
          : days > 0
            ? t('billing.cancelledDaysLeft', { days, date: date(end) })
            : t('billing.cancelledEnded')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/" className={buttonStyles.secondary}>
          {t('billing.continueBrowsing')}
        </Link>
        <Link to="/premium" className={buttonStyles.primary}>
          {t('billing.reactivatePro')}
        </Link>
      </div>
    </div>
  );
}
