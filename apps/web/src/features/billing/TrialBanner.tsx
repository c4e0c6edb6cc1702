import type { Me } from '@reelatlas/contracts';
import { Banner } from '../../components/Banner.tsx';
import { trialDaysLeft } from '../../lib/profile-format.ts';
import { useNow } from '../quota/index.ts';
import { billingTexts } from './billing-texts.ts';

/** A trial's days left (rounded up, never below 0), re-counted every minute. */
export function TrialBanner({ me }: { me: Me }) {
  const now = useNow(60_000);
  if (me.plan !== 'Trial') return null;
  return (
    <Banner tone="info" testId="trial-banner">
      {billingTexts.trialBanner(trialDaysLeft(me.trialEndDate, now))}
    </Banner>
  );
}
