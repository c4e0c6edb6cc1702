import { accountMessages } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { AccountStore, CountryDirectory } from '../ports/accounts.ts';

export interface UpdateProfileDeps {
  accounts: Pick<AccountStore, 'setUsername' | 'setCountry' | 'setLanguage'>;
  countries: CountryDirectory;
}

/**
 * A username is free only when no other user has it in any case (409 with the
 * product's text, docs/product-rules.md#accounts), and a country must be one the dropdown offers. The username is written first:
 * a taken one stops the change before the country is looked at.
 */
export async function updateProfile(
  deps: UpdateProfileDeps,
  userId: string,
  change: { username?: string; country?: string; language?: string },
): Promise<void> {
  if (change.username !== undefined && !(await deps.accounts.setUsername(userId, change.username))) {
    throw new AppError('conflict', accountMessages.usernameTaken, {
      username: accountMessages.usernameTaken,
    });
  }
  if (change.country !== undefined) {
    if (!deps.countries.isKnown(change.country)) {
      throw new AppError('validation_failed', accountMessages.unknownCountry, {
        country: accountMessages.unknownCountry,
      });
    }
    await deps.accounts.setCountry(userId, change.country);
  }
  // The language was checked against the languages ReelAtlas speaks by the request's schema.
  if (change.language !== undefined) await deps.accounts.setLanguage(userId, change.language);
}
