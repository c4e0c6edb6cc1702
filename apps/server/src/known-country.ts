import { accountMessages } from '@reelatlas/contracts';
import { countries } from 'countries-list';

/** A two-letter code the country dropdown offers (countries-list), not merely two letters. */
export function isKnownCountry(code: string): boolean {
  return Object.hasOwn(countries, code);
}

export const unknownCountryMessage = accountMessages.unknownCountry;
