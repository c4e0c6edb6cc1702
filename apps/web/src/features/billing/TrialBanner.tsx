import type { Me } from '@reelatlas/contracts';
import { Banner } from '../../components/Banner.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { trialDaysLeft } from '../../lib/profile-format.ts';
import { useLocale } from '../account/index.ts';
import { useNow } from '../quota/index.ts';
import { proPrices } from './price.ts';

/** A trial's days left (rounded up, never below 0), re-counted every minute. */
export function TrialBanner({ me }: { me: Me }) {
  const now = useNow(60_000);
  const t = useT();
  const locale = useLocale();
  if (me.plan !== 'Trial') return null;
  return (
    <Banner tone="info" testId="trial-banner">
      {t('billing.trialBanner', {
        days: trialDaysLeft(me.trialEndDate, now),
        price: proPrices(locale).amount,
      })}
    </Banner>
  );
}
