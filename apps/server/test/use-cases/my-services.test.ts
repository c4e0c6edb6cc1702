// Core's "My services" use cases on the user-services and account stores and the demo catalog in
// the database: only the catalog's own service names are kept, the country must be one the list
// offers and becomes the account's, and "no country" leaves the account's as it is. The API
// tests (my-services.test.ts) prove the same over HTTP.
import { accountMessages } from '@reelatlas/contracts';
import { readMyServices, saveMyServices } from '@reelatlas/core';
import {
  createAccountStore,
  createDbCatalog,
  createUserServicesStore,
  replaceCatalog,
  schema,
} from '@reelatlas/db';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isKnownCountry } from '../../src/known-country.ts';
import { refusal } from './use-case-helpers.ts';

const testDatabase = useMigratedDatabase();

beforeAll(async () => {
  const offer = (provider: string) => ({
    country: 'SE',
    provider,
    offerType: 'subscription' as const,
    link: null,
    price: null,
  });
  await replaceCatalog(testDatabase.current.db, 'demo', [
    {
      type: 'movie',
      id: 603,
      title: 'The Matrix',
      year: 1999,
      thumbnail: null,
      rating: 7,
      votes: 100,
      popularity: 1,
      description: '',
      trailerUrl: null,
      seasons: null,
      availability: [offer('Netflix'), offer('Max')],
    },
  ]);
});

const deps = () => ({
  userServices: createUserServicesStore(testDatabase.current.db),
  accounts: createAccountStore(testDatabase.current.db),
  catalog: createDbCatalog(testDatabase.current.db, 'demo'),
  countries: { isKnown: isKnownCountry },
});

let seq = 0;
async function newUser(country = 'SE') {
  const id = `services-rules-${++seq}`;
  await testDatabase.current.db
    .insert(schema.users)
    .values({ id, name: id, email: `${id}@example.test`, username: id, emailVerified: true, country });
  return { id, country };
}

async function storedCountry(userId: string) {
  const [row] = await testDatabase.current.db
    .select({ country: schema.users.country })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row?.country;
}

describe('saving My services', () => {
  it("keeps the catalog's services and makes the country the account's", async () => {
    const user = await newUser();
    expect(await saveMyServices(deps(), user, { services: ['Netflix', 'Max'], country: 'JP' })).toEqual({
      services: ['Max', 'Netflix'],
      country: 'JP',
    });
    expect(await storedCountry(user.id)).toBe('JP');
    expect(await readMyServices(deps(), { id: user.id, country: 'JP' })).toEqual({
      services: ['Max', 'Netflix'],
      country: 'JP',
    });
  });

  it("leaves the account's country as it is when none is given", async () => {
    const user = await newUser('DE');
    expect(await saveMyServices(deps(), user, { services: ['Max'], country: null })).toEqual({
      services: ['Max'],
      country: 'DE',
    });
    expect(await storedCountry(user.id)).toBe('DE');
  });

  it('refuses a service the catalog does not name, and a country the list does not offer, saving nothing', async () => {
    const user = await newUser();
    await saveMyServices(deps(), user, { services: ['Netflix'], country: null });
    expect(
      await refusal(saveMyServices(deps(), user, { services: ['Netflix', 'Pirate Bay'], country: null })),
    ).toEqual({
      code: 'validation_failed',
      message: 'Pick services from the list.',
      fields: { services: 'Pick services from the list.' },
    });
    expect(await refusal(saveMyServices(deps(), user, { services: ['Max'], country: 'XX' }))).toEqual({
      code: 'validation_failed',
      message: accountMessages.unknownCountry,
      fields: { country: accountMessages.unknownCountry },
    });
    expect(await readMyServices(deps(), user)).toEqual({ services: ['Netflix'], country: 'SE' });
    expect(await storedCountry(user.id)).toBe('SE');
  });

  it('shows no home country when the account names one the list does not offer', async () => {
    const user = await newUser('XX');
    expect(await readMyServices(deps(), user)).toEqual({ services: [], country: null });
  });
});
