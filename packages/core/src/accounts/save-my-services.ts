import { accountMessages, type MyServices } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { AccountStore, CountryDirectory, UserServicesStore } from '../ports/accounts.ts';
import type { CatalogProvider } from '../ports/catalog.ts';
import { readMyServices } from './read-my-services.ts';

export interface SaveMyServicesDeps {
  userServices: UserServicesStore;
  accounts: Pick<AccountStore, 'setCountry'>;
  catalog: Pick<CatalogProvider, 'services'>;
  countries: CountryDirectory;
}

const unknownServiceMessage = 'Pick services from the list.';

/**
 * Replaces a signed-in user's services. Only the catalog's own service names are kept: nothing
 * else can ever match a title's offers. The country is the account's country; "no country"
 * leaves the account's as it is.
 */
export async function saveMyServices(
  deps: SaveMyServicesDeps,
  user: { id: string; country: string | null },
  choice: MyServices,
): Promise<MyServices> {
  const { services, country } = choice;
  if (country !== null && !deps.countries.isKnown(country))
    throw new AppError('validation_failed', accountMessages.unknownCountry, {
      country: accountMessages.unknownCountry,
    });
  const known = new Set((await deps.catalog.services()).map((service) => service.name));
  if (services.some((name) => !known.has(name)))
    throw new AppError('validation_failed', unknownServiceMessage, { services: unknownServiceMessage });
  await deps.userServices.replace(user.id, services);
  if (country !== null && country !== user.country) await deps.accounts.setCountry(user.id, country);
  return readMyServices(deps, { id: user.id, country: country ?? user.country });
}
