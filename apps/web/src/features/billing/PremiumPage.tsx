import { billingMessages, DAILY_SEARCHES, type Me } from '@reelatlas/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '../../components/Banner.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { hasProAccess, useLocale, useSession } from '../account/index.ts';
import { ProStructuredData } from '../content/index.ts';
import { PlanCard } from '../pages/index.ts';
import { PlannerPremiumNote } from '../planner/index.ts';
import { billingText } from './billing-texts.ts';
import { proPrices } from './price.ts';
import { TrialBanner } from './TrialBanner.tsx';
import { useBillingPortal } from './use-billing-portal.ts';
import { useCheckout } from './use-checkout.ts';

/** '7 Day Free Trial' for first-timers; $1.00 (with $2.99 struck through) for everyone. */
function ProPrice({ trialOffered }: { trialOffered: boolean }) {
  const t = useT();
  const price = proPrices(useLocale());
  return (
    <div>
      {trialOffered ? (
        <p className="text-sm font-semibold text-link" data-testid="trial-offer">
          {t('billing.trialOffer')}
        </p>
      ) : null}
      <p className="text-3xl font-extrabold" data-testid="pro-price">
        {price.amount}
        <span className="text-base font-medium text-muted">{t('billing.perMonth')}</span>{' '}
        <s className="text-base font-medium text-muted">
          <span className="sr-only">{t('billing.was')} </span>
          {price.oldAmount}
        </s>
      </p>
      <p className="text-xs text-muted">
        {trialOffered ? t('billing.renewsAfterTrial') : t('billing.renewsMonthly')}
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
  const t = useT();
  return (
    <div className="flex w-full flex-col items-start gap-2">
      <BusyButton
        type="button"
        className={buttonStyles.primary}
        onClick={checkout.start}
        disabled={!me.emailVerified}
        busy={checkout.busy}
        busyLabel={t('billing.loading')}
        aria-describedby={me.emailVerified ? undefined : 'verify-to-upgrade'}
      >
        {t('billing.upgrade')}
      </BusyButton>
      {me.emailVerified ? null : (
        <div id="verify-to-upgrade">
          <Banner tone="warning" testId="verify-to-upgrade">
            {billingText(billingMessages.verifyToUpgrade, t)}
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
  const t = useT();
  return (
    <BusyButton
      type="button"
      className={buttonStyles.primary}
      onClick={portal.open}
      busy={portal.busy}
      busyLabel={t('billing.loading')}
    >
      {t('billing.reactivatePro')}
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
  const t = useT();
  const price = proPrices(useLocale());
  const toProfile = () => void navigate('/profile');
  const paid = hasProAccess(me ?? null);
  const trialOffered = !me?.trialUsed;

  let freeAction: ReactNode;
  let loggedInAction: ReactNode;
  let proAction: ReactNode;
  if (isPending) {
    freeAction = loggedInAction = proAction = current(t('billing.loading'));
  } else if (!me) {
    freeAction = (
      <Link to="/login" className={buttonStyles.secondary}>
        {t('account.logIn')}
      </Link>
    );
    loggedInAction = (
      <Link to="/login" className={buttonStyles.secondary}>
        {t('account.logIn')}
      </Link>
    );
    proAction = (
      <Link to="/login" className={buttonStyles.primary}>
        {t('billing.upgrade')}
      </Link>
    );
  } else if (paid) {
    freeAction = (
      <button type="button" className={buttonStyles.secondary} onClick={toProfile}>
        {t('billing.downgrade')}
      </button>
    );
    loggedInAction = current(t('billing.alreadyLoggedIn'));
    proAction = (
      <>
        {current(t('billing.current'))}
        {me.subscriptionEndDate ? <ResumeButton /> : null}
      </>
    );
  } else {
    freeAction = (
      <button type="button" className={buttonStyles.secondary} onClick={toProfile}>
        {t('account.signOut')}
      </button>
    );
    loggedInAction = current(t('billing.current'));
    proAction = <UpgradeButton me={me} />;
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title={t('nav.premium')} />
      <ProStructuredData />
      {me ? <TrialBanner me={me} /> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <PlanCard
          name="Free"
          price={<p className="text-3xl font-extrabold">{price.free}</p>}
          features={[
            t('billing.featureNoAccount'),
            t('billing.featureSearches', { count: DAILY_SEARCHES.anonymous }),
          ]}
        >
          {freeAction}
        </PlanCard>
        <PlanCard
          name={t('billing.planLoggedIn')}
          price={<p className="text-3xl font-extrabold">{price.free}</p>}
          features={[
            t('billing.featureFreeAccount'),
            t('billing.featureBonus', { base: DAILY_SEARCHES.anonymous, total: DAILY_SEARCHES.free }),
            t('billing.featureLists'),
          ]}
        >
          {loggedInAction}
        </PlanCard>
        <PlanCard
          name="Pro"
          highlight
          price={<ProPrice trialOffered={trialOffered} />}
          features={[
            t('billing.featureEverything'),
            t('billing.featureUnlimited'),
            t('billing.featureAlerts'),
            t('billing.adFree'),
          ]}
        >
          {proAction}
        </PlanCard>
      </div>
      <PlannerPremiumNote />
      <section aria-labelledby="pro-alerts-heading" className="flex flex-col gap-2" data-testid="pro-alerts">
        <h2 id="pro-alerts-heading" className="text-xl font-bold">
          {t('billing.alertsHeading')}
        </h2>
        <p>{t('billing.alertsText')}</p>
      </section>
    </div>
  );
}
