import { BadgeCheck, LogOut } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { countryName } from '../../lib/countries.ts';
import { useSession } from './use-session.ts';
import { useSignOut } from './use-sign-out.ts';
import { VerifyEmailBanner } from './VerifyEmailBanner.tsx';

/**
 * /profile and /profile/{username}: signed-in only (spec §6). The full profile screen (username,
 * country, subscription, deletion) comes later; this shows the account and the Log Out action.
 */
export function ProfilePage() {
  const navigate = useNavigate();
  const { data: me, isPending, isError, refetch } = useSession();
  const { signOut, signingOut } = useSignOut();

  if (isPending)
    return <div aria-busy="true" className="mx-auto h-64 max-w-2xl animate-pulse rounded-xl bg-surface-2" />;
  if (isError) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-start gap-4">
        <PageHeading title="Profile" />
        <p role="alert" className="text-danger">
          Failed to load profile data
        </p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void refetch()}>
          Reload
        </button>
      </div>
    );
  }
  if (!me) return <Navigate to="/login" replace />;

  const logOut = async () => {
    if (await signOut()) navigate('/', { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeading title="Profile" />
      {me.emailVerified ? null : <VerifyEmailBanner email={me.email} />}
      <section
        aria-labelledby="account-heading"
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
      >
        <div className="flex items-center gap-4">
          <Avatar name={me.username} image={me.image} size="lg" />
          <h2 id="account-heading" className="text-xl font-bold">
            Account Information
          </h2>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted">Username</dt>
          <dd>{me.username}</dd>
          <dt className="text-muted">Email</dt>
          <dd className="flex items-center gap-1.5">
            {me.email}
            {me.emailVerified ? (
              <>
                <BadgeCheck aria-hidden="true" className="size-4 text-success" />
                <span className="sr-only">(verified)</span>
              </>
            ) : (
              <span className="text-muted">(not verified)</span>
            )}
          </dd>
          <dt className="text-muted">Country</dt>
          <dd>{countryName(me.country)}</dd>
          <dt className="text-muted">Account Type</dt>
          <dd>{me.plan}</dd>
        </dl>
        <p className="text-sm text-muted">Changing your username, country and subscription is coming soon.</p>
      </section>
      <section
        aria-labelledby="session-heading"
        className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6"
      >
        <h2 id="session-heading" className="text-xl font-bold">
          Session
        </h2>
        <BusyButton
          type="button"
          onClick={() => void logOut()}
          busy={signingOut}
          busyLabel="Logging out…"
          className={buttonStyles.secondary}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Log Out
        </BusyButton>
      </section>
    </div>
  );
}
