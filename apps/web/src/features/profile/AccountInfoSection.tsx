import type { Me } from '@reelatlas/contracts';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { trialDaysLeft } from '../../lib/profile-format.ts';
import { useDisplayDate } from '../account/index.ts';
import { useNow } from '../quota/index.ts';
import { UsernameRow } from './UsernameRow.tsx';

/** The trial's days left are re-counted every minute while the page stays open. */
const NOW_REFRESH_MS = 60_000;

function AccountType({ me }: { me: Me }) {
  const now = useNow(NOW_REFRESH_MS);
  const t = useT();
  const date = useDisplayDate();
  if (me.plan === 'Free') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span data-testid="account-type">Free</span>
        <Link to="/premium" className={buttonStyles.primary}>
          {t('profile.upgradeToPro')}
        </Link>
      </div>
    );
  }
  if (me.plan === 'Trial') {
    return (
      <span data-testid="account-type">
        Trial{' '}
        <span className="text-muted">
          · {t('profile.daysLeft', { days: trialDaysLeft(me.trialEndDate, now) })}
        </span>
      </span>
    );
  }
  return (
    <span data-testid="account-type">
      Pro
      {me.subscriptionEndDate ? (
        <span className="text-muted"> · {t('profile.proUntil', { date: date(me.subscriptionEndDate) })}</span>
      ) : null}
    </span>
  );
}

/** Account Information (docs/product-rules.md#profile): username, email, Member Since, Last Login, Account Type. */
export function AccountInfoSection({ me }: { me: Me }) {
  const t = useT();
  const date = useDisplayDate();
  return (
    <ProfileSection
      id="account-information"
      title={t('profile.accountInfo')}
      icon={<Avatar name={me.username} image={me.image} size="lg" />}
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-3">
        <dt className="text-muted sm:pt-2">{t('account.username')}</dt>
        <dd className="mb-2 sm:mb-0">
          <UsernameRow me={me} />
        </dd>
        <dt className="text-muted">{t('account.email')}</dt>
        <dd className="mb-2 flex flex-wrap items-center gap-1.5 break-all sm:mb-0">
          <span data-testid="profile-email">{me.email}</span>
          {me.emailVerified ? (
            <span className="inline-flex items-center gap-1 text-success" data-testid="email-verified">
              <BadgeCheck aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('profile.verified')}</span>
            </span>
          ) : (
            <span className="text-muted" data-testid="email-not-verified">
              ({t('profile.notVerified')})
            </span>
          )}
        </dd>
        <dt className="text-muted">{t('profile.memberSince')}</dt>
        <dd className="mb-2 sm:mb-0" data-testid="member-since">
          {date(me.createdAt)}
        </dd>
        <dt className="text-muted">{t('profile.lastLogin')}</dt>
        <dd className="mb-2 sm:mb-0" data-testid="last-login">
          {date(me.lastLogin)}
        </dd>
        <dt className="text-muted sm:pt-2">{t('profile.accountType')}</dt>
        <dd>
          <AccountType me={me} />
        </dd>
      </dl>
    </ProfileSection>
  );
}
