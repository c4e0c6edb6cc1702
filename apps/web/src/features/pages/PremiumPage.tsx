import { DAILY_SEARCHES } from '@reelatlas/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ProStructuredData } from '../content/ProStructuredData.tsx';
import { PlanCard } from './PlanCard.tsx';

/** /premium for a logged-out visitor (spec §2 Premium screen): every button leads to sign-in. */
export function PremiumPage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title="Premium" />
      <ProStructuredData />
      <p className="text-muted">Compare the plans. Sign-in and checkout are coming soon.</p>
      <div className="grid gap-4 md:grid-cols-3">
        <PlanCard
          name="Free"
          price={<p className="text-3xl font-extrabold">$0</p>}
          features={['No account required', `${DAILY_SEARCHES.anonymous} searches a day`]}
        >
          <Link to="/login" className={buttonStyles.secondary}>
            Log in
          </Link>
        </PlanCard>
        <PlanCard
          name="Logged In"
          price={<p className="text-3xl font-extrabold">$0</p>}
          features={[
            'Free account',
            `${DAILY_SEARCHES.anonymous} + 1 bonus searches a day (${DAILY_SEARCHES.free} in total)`,
            'Watchlist and Watched pages',
          ]}
        >
          <Link to="/login" className={buttonStyles.secondary}>
            Log in
          </Link>
        </PlanCard>
        <PlanCard
          name="Pro"
          highlight
          price={
            <div>
              <p className="text-sm font-semibold text-link">7 Day Free Trial</p>
              <p className="text-3xl font-extrabold">
                $1.00<span className="text-base font-medium text-muted">/mo</span>{' '}
                <s className="text-base font-medium text-muted">
                  <span className="sr-only">was </span>$2.99
                </s>
              </p>
              <p className="text-xs text-muted">
                Renews automatically unless cancelled before the trial ends.
              </p>
            </div>
          }
          features={['Everything in Logged In', 'Unlimited searches', 'Ad-free (coming soon)']}
        >
          <Link to="/login" className={buttonStyles.primary}>
            Upgrade
          </Link>
        </PlanCard>
      </div>
    </div>
  );
}
