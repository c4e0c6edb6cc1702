import { accountMessages } from '@reelatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import {
  AdminSetupBanner,
  accountText,
  hasProAccess,
  useSession,
  VerifyEmailBanner,
} from '../account/index.ts';
import { AdminSections } from '../admin/index.ts';
import { AvailabilityEmailsSection } from '../alerts/index.ts';
import { AccountInfoSection } from './AccountInfoSection.tsx';
import { CountrySection } from './CountrySection.tsx';
import { DangerZone } from './DangerZone.tsx';
import { DataSection } from './DataSection.tsx';
import { forgetDeletedAccount } from './forget-account.ts';
import { LanguageSection } from './LanguageSection.tsx';
import { MyServicesSection } from './MyServicesSection.tsx';
import { SessionSection } from './SessionSection.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';

const page = 'mx-auto flex w-full max-w-2xl flex-col gap-6';

function ProfileSkeleton() {
  const t = useT();
  return (
    <div className={page} aria-busy="true" data-testid="profile-skeleton">
      <PageHeading title={t('profile.title')} />
      <p className="sr-only" role="status">
        {t('profile.loading')}
      </p>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col gap-3 rounded-xl border border-border p-6"
        >
          <div className="h-6 w-48 animate-pulse rounded bg-surface-2" />
          <div className="h-4 w-full animate-pulse rounded bg-surface-2" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-surface-2" />
        </div>
      ))}
    </div>
  );
}

/**
 * /profile and /profile/{username}: the same screen, for the signed-in user only (docs/product-rules.md#profile, docs/product-rules.md#pages).
 * Sections: verification banner, Account Information, Country Settings, Subscription Management
 * (Pro or Trial), Your data, Session, Danger Zone.
 */
export function ProfilePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const { data: me, isPending, isError, isRefetching, refetch } = useSession();
  /** A sign-out or deletion the user asked for: home, not /login, once the session is gone. */
  const [leaving, setLeaving] = useState(false);

  if (me) {
    const onDeleted = async () => {
      setLeaving(true);
      await navigate('/', { replace: true });
      notify.info(t('profile.accountDeleted'));
      await forgetDeletedAccount(queryClient);
    };

    return (
      <div className={page}>
        <PageHeading title={t('profile.title')} />
        {me.emailVerified ? null : <VerifyEmailBanner email={me.email} />}
        {me.adminSetup ? <AdminSetupBanner email={me.email} step={me.adminSetup} /> : null}
        <AccountInfoSection me={me} />
        <CountrySection me={me} />
        <LanguageSection me={me} />
        <MyServicesSection />
        <AvailabilityEmailsSection userId={me.id} />
        {hasProAccess(me) ? <SubscriptionSection me={me} /> : null}
        {me.isAdmin ? <AdminSections /> : null}
        <DataSection />
        <SessionSection onLeaving={setLeaving} />
        <DangerZone me={me} onDeleted={() => void onDeleted()} />
      </div>
    );
  }
  if (leaving) return null;
  if (isPending) return <ProfileSkeleton />;
  if (isError) {
    return (
      <div className={`${page} items-start`}>
        <PageHeading title={t('profile.title')} />
        <p role="alert" className="text-danger">
          {accountText(accountMessages.profileLoadFailed, t)}
        </p>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void refetch()}
          disabled={isRefetching}
        >
          <RotateCw aria-hidden="true" className={`size-4 ${isRefetching ? 'animate-spin' : ''}`} />
          {t('profile.reload')}
        </button>
      </div>
    );
  }
  return <Navigate to="/login" replace />;
}
