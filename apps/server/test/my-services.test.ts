import type { MyServices, ServicesResponse } from '@reelatlas/contracts';
import { schema } from '@reelatlas/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

const env = useAccountServer('198.18.11');
const { newVisitor, verifiedUser } = env;

const put = (client: ReturnType<typeof newVisitor>, json: unknown) =>
  client.json<MyServices & { fields?: Record<string, string> }>('/api/me/services', { method: 'PUT', json });

async function catalogServices(): Promise<string[]> {
  const { body } = await newVisitor().json<ServicesResponse>('/api/services');
  return body.services.map((service) => service.name);
}

describe('My services, signed in', () => {
  it('keeps the services and makes the country the account’s', async () => {
    const { client } = await verifiedUser('traveller1');
    const [first, second] = await catalogServices();
    expect((await client.json('/api/me/services')).body).toEqual({
      services: [],
      country: expect.any(String),
    });
    const saved = await put(client, { services: [second, first], country: 'JP' });
    expect(saved.status).toBe(200);
    expect(new Set(saved.body.services)).toEqual(new Set([first, second]));
    expect((await client.json('/api/me/services')).body).toMatchObject({ country: 'JP' });
    expect((await client.json('/api/me')).body).toMatchObject({ country: 'JP' });
    // A save replaces the whole choice.
    expect((await put(client, { services: [first], country: 'JP' })).body.services).toEqual([first]);
  });

  it('refuses names that are not the catalog’s, unknown countries and too many services', async () => {
    const { client } = await verifiedUser('traveller2');
    const unknown = await put(client, { services: ['Netflix<script>'], country: 'SE' });
    expect(unknown).toMatchObject({
      status: 400,
      body: { fields: { services: 'Pick services from the list.' } },
    });
    expect((await put(client, { services: [], country: 'XX' })).status).toBe(400);
    expect(
      (await put(client, { services: Array.from({ length: 51 }, (_, i) => `S${i}`), country: null })).status,
    ).toBe(400);
    expect((await put(client, { services: 'Netflix', country: null })).status).toBe(400);
    expect((await client.json('/api/me/services')).body).toMatchObject({ services: [] });
  });

  it('is for signed-in users only', async () => {
    const visitor = newVisitor();
    expect((await visitor.json('/api/me/services')).status).toBe(401);
    expect((await put(visitor, { services: [], country: null })).status).toBe(401);
  });

  it('is one user’s: another account does not see it', async () => {
    const [first] = await catalogServices();
    const a = await verifiedUser('owner-a');
    const b = await verifiedUser('owner-b');
    await put(a.client, { services: [first], country: 'DE' });
    expect((await b.client.json<MyServices>('/api/me/services')).body.services).toEqual([]);
  });

  it('holds under concurrent saves: the last one wins whole, none fails', async () => {
    const { client } = await verifiedUser('racer');
    const names = (await catalogServices()).slice(0, 6);
    const answers = await Promise.all(
      names.map((_, i) => put(client, { services: names.slice(0, i + 1), country: 'FR' })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const final = (await client.json<MyServices>('/api/me/services')).body.services;
    expect(answers.some((answer) => answer.body.services.length === final.length)).toBe(true);
  });

  it('is exported and deleted with the account', async () => {
    const [first] = await catalogServices();
    const { client, userId } = await verifiedUser('leaver2');
    await put(client, { services: [first], country: 'NO' });
    const data = (await (await client.request('/api/me/export')).json()) as {
      services: { service: string }[];
    };
    expect(data.services.map((row) => row.service)).toEqual([first]);
    expect(
      (await client.json('/api/me', { method: 'DELETE', json: { password: TEST_PASSWORD } })).status,
    ).toBe(200);
    const left = await env.server.deps.database.db
      .select()
      .from(schema.userServices)
      .where(eq(schema.userServices.userId, userId));
    expect(left).toEqual([]);
  });
});
