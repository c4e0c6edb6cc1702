import { accountMessages, proDeleteNotice } from '@reelatlas/contracts';
import type { PlanFields } from '../billing/paid-access.ts';
import { AppError } from '../common/app-error.ts';
import { formatUtcDate } from '../common/format-utc-date.ts';
import type { AccountStore, PasswordVerifier } from '../ports/accounts.ts';
import type { BillingStore, TrialClaimStore } from '../ports/billing.ts';
import type { Clock } from '../ports/clock.ts';
import { accountDeletionBlock } from './account-deletion-block.ts';

export interface DeleteAccountDeps {
  accounts: Pick<AccountStore, 'passwordHash' | 'deleteUser'>;
  billing: Pick<BillingStore, 'subscriptionsOf'>;
  trials: Pick<TrialClaimStore, 'record'>;
  passwords: PasswordVerifier;
  clock: Clock;
}

/**
 * Deleting an account is refused while Pro or a trial runs (409, the notice names
 * until when, in UTC), then needs the account's password (403; an account without one cannot
 * confirm), and removes everything of the user at once. An account that used its trial
 * leaves its address in the trial registry (a trial recorded before the registry existed too), so
 * signing up again brings no second trial (docs/product-rules.md#account-deletion).
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  user: PlanFields & { id: string; email: string; trialUsed: boolean },
  password: string,
): Promise<void> {
  const block = await accountDeletionBlock(deps, user);
  if (block) throw new AppError('conflict', proDeleteNotice(block.until ? formatUtcDate(block.until) : null));
  const hash = await deps.accounts.passwordHash(user.id);
  const matches = hash ? await deps.passwords.verify({ hash, password }) : false;
  if (!matches) {
    throw new AppError('forbidden', accountMessages.incorrectPassword, {
      password: accountMessages.incorrectPassword,
    });
  }
  if (user.trialUsed) await deps.trials.record(user.email);
  await deps.accounts.deleteUser(user.id);
}
