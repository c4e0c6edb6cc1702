import { billingMessages, DAILY_SEARCHES, type Me, PRO_PRICE } from '@reelatlas/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '../../components/Banner.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { hasProAccess, useSession } from '../account/index.ts';
import { ProStructuredData } from '../content/index.ts';
import { PlanCard } from '../pages/index.ts';
import { PlannerPremiumNote } from '../planner/index.ts';
import { billingTexts } from './billing-texts.ts';
import { TrialBanner } from './TrialBanner.tsx';
import { useBillingPortal } from './use-billing-portal.ts';
import { useCheckout } from './use-checkout.ts';

/** '7 Day Free Trial' for first-timers; $1.00 (with $2.99 struck through) for everyone. */
function ProPrice({ trialOffered }: { trialOffered: boolean }) {
  return (
    <div>
      {trialOffered ? (
        <p className="text-sm font-semibold text-link" data-testid="trial-offer">
          7 Day Free Trial
        </p>
      ) : null}
      <p className="text-3xl font-extrabold" data-testid="pro-price">
        {PRO_PRICE.amount}
        <span className="text-base font-medium text-muted">/{PRO_PRICE.interval}</span>{' '}
        <s className="text-base font-medium text-muted">
          <span className="sr-only">was </span>
          {PRO_PRICE.oldAmount}
        </s>
      </p>
      <p className="text-xs text-muted">
        {trialOffered
          ? 'Renews automatically unless cancelled before the trial ends.'
          : 'Renews monthly unless cancelled.'}
      </p>
    </div>
  );
}

const current = (label: string) => (
  <button type="button" disabled className={buttonStyles.secondary}>
    {label}
  </button>
);

/** The Pro card's button for a signed-in user without Pro: Upgrade, once the e-mail is verified. */
function UpgradeButton({ me }: { me: Me }) {
  const checkout = useCheckout(me);
  return (
    <div className="flex w-full flex-col items-start gap-2">
      <BusyButton
        type="button"
        className={buttonStyles.primary}
        onClick={checkout.start}
        disabled={!me.emailVerified}
        busy={checkout.busy}
        busyLabel={billingTexts.loading}
        aria-describedby={me.emailVerified ? undefined : 'verify-to-upgrade'}
      >
        Upgrade
      </BusyButton>
      {me.emailVerified ? null : (
        <div id="verify-to-upgrade">
          <Banner tone="warning" testId="verify-to-upgrade">
            {billingMessages.verifyToUpgrade}
          </Banner>
        </div>
      )}
      {checkout.error ? (
        <p role="alert" className="text-sm text-danger">
          {checkout.error}
        </p>
      ) : null}
    </div>
  );
}

/** A cancelled subscriber may resume in the billing portal before the end date. */
function ResumeButton() {
  const portal = useBillingPortal();
  return (
    <BusyButton
      type="button"
      className={buttonStyles.primary}
      onClick={portal.open}
      busy={portal.busy}
      busyLabel={billingTexts.loading}
    >
      Reactivate Pro
    </BusyButton>
  );
}

/**
 * /premium (docs/product-rules.md#plans-and-trial): three plan cards whose buttons follow the user's state —
 * logged out, signed in without Pro (verified or not), or Pro/Trial — plus the trial banner.
 */
export function PremiumPage() {
  const { data: me, isPending } = useSession();
  const navigate = useNavigate();
  const toProfile = () => void navigate('/profile');
  const paid = hasProAccess(me ?? null);
  const trialOffered = !me?.trialUsed;

  let freeAction: ReactNode;
  let loggedInAction: ReactNode;
  let proAction: ReactNode;
  if (isPending) {
    freeAction = loggedInAction = proAction = current(billingTexts.loading);
  } else if (!me) {
    freeAction = (
      <Link to="/login" className={buttonStyles.secondary}>
        Log in
      </Link>
    );
    loggedInAction = (
      <Link to="/login" className={buttonStyles.secondary}>
        Log in
      </Link>
    );
    proAction = (
      <Link to="/login" className={buttonStyles.primary}>
        Upgrade
      </Link>
    );
  } else if (paid) {
    freeAction = (
      <button type="button" className={buttonStyles.secondary} onClick={toProfile}>
        Downgrade
      </button>
    );
    loggedInAction = current('Already logged in');
    proAction = (
      <>
        {current('Current')}
        {me.subscriptionEndDate ? <ResumeButton /> : null}
      </>
    );
  } else {
    freeAction = (
      <button type="button" className={buttonStyles.secondary} onClick={toProfile}>
        Sign out
      </button>
    );
    loggedInAction = current('Current');
    proAction = <UpgradeButton me={me} />;
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title="Premium" />
      <ProStructuredData />
      {me ? <TrialBanner me={me} /> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <PlanCard
          name="Free"
          price={<p className="text-3xl font-extrabold">$0</p>}
          features={['No account required', `${DAILY_SEARCHES.anonymous} searches a day`]}
        >
          {freeAction}
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
          {loggedInAction}
        </PlanCard>
        <PlanCard
          name="Pro"
          highlight
          price={<ProPrice trialOffered={trialOffered} />}
          features={[
            'Everything in Logged In',
            'Unlimited searches',
            'Availability alerts: an e-mail when a watchlist title arrives on your services',
            billingTexts.adFree,
          ]}
        >
          {proAction}
        </PlanCard>
      </div>
      <PlannerPremiumNote />
      <section aria-labelledby="pro-alerts-heading" className="flex flex-col gap-2" data-testid="pro-alerts">
        <h2 id="pro-alerts-heading" className="text-xl font-bold">
          Availability alerts
        </h2>
        <p>
          Press &ldquo;Alert me&rdquo; on a watchlist title, or switch alerts on for your whole watchlist, and
          Pro e-mails you when it arrives on one of your services, in your country or anywhere you choose: one
          digest a day at most, with a link to each title page and a one-click way to stop.
        </p>
      </section>
    </div>
  );
}
