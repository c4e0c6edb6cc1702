import type { MyServices } from '@reelatlas/contracts';
import type { CountryDirectory, UserServicesStore } from '../ports/accounts.ts';

export interface ReadMyServicesDeps {
  userServices: Pick<UserServicesStore, 'list'>;
  countries: CountryDirectory;
}

/**
 * A signed-in user's services and home country. The home country is the account's country, and
 * only one the country list offers (an account made before the list changed shows none).
 */
export async function readMyServices(
  deps: ReadMyServicesDeps,
  user: { id: string; country: string | null },
): Promise<MyServices> {
  return {
    services: await deps.userServices.list(user.id),
    country: user.country && deps.countries.isKnown(user.country) ? user.country : null,
  };
}
