import { TRIAL_RECORD_NOTE } from '@reelatlas/contracts';
import type { AccountExport, AccountStore } from '../ports/accounts.ts';
import type { TrialClaimStore } from '../ports/billing.ts';
import type { Clock } from '../ports/clock.ts';

/**
 * The GDPR access copy: every stored row of the user, and when it was taken
 * (docs/product-rules.md#profile);
 * with whether the trial registry holds the hash of the user's address, which outlives the account.
 */
export async function exportAccountData(
  deps: { accounts: Pick<AccountStore, 'exportUser'>; trials: Pick<TrialClaimStore, 'taken'>; clock: Clock },
  user: { id: string; email: string },
): Promise<{ exportedAt: string; trialRecord: { kept: boolean; note: string } } & AccountExport> {
  return {
    exportedAt: deps.clock.now().toISOString(),
    ...(await deps.accounts.exportUser(user.id)),
    trialRecord: { kept: await deps.trials.taken(user.email), note: TRIAL_RECORD_NOTE },
  };
}
