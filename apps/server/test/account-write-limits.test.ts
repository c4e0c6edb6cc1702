import { accountMessages, messages, RATE_LIMITS } from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

const env = useAccountServer('198.18.13');
const { newVisitor, verifiedUser, signIn } = env;

const rateLimited = { error: 'rate_limited', message: messages.rateLimited };

describe('burst limits on account writes', () => {
  it('refuse a flood of writes from one account, from whatever addresses, and leave other accounts alone', async () => {
    const { email } = await verifiedUser('flooder');
    const { max } = RATE_LIMITS.accountWrite.account;
    const statuses: number[] = [];
    // Each write from a new address with its own session: the account's counter is what stops it.
    const browsers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const client = newVisitor();
        await signIn(client, email);
        return client;
      }),
    );
    for (let i = 0; i < max; i++) {
      const client = browsers[i % browsers.length];
      const res = await client?.json('/api/me/services', {
        method: 'PUT',
        json: { services: [], country: 'SE' },
      });
      statuses.push(res?.status ?? 0);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (const write of [
      (c: ReturnType<typeof newVisitor>) =>
        c.json('/api/me/services', { method: 'PUT', json: { services: [], country: 'SE' } }),
      (c: ReturnType<typeof newVisitor>) => c.json('/api/me', { method: 'PATCH', json: { country: 'NO' } }),
      (c: ReturnType<typeof newVisitor>) =>
        c.json('/api/lists/watchlist', { method: 'POST', json: { id: 603, type: 'movie' } }),
    ]) {
      const refused = await write(browsers[0] as ReturnType<typeof newVisitor>);
      expect(refused).toEqual({ status: 429, body: rateLimited });
    }
    // Reading is not a write; another account writes as usual.
    expect((await browsers[0]?.json('/api/me/services'))?.status).toBe(200);
    const { client: other } = await verifiedUser('bystander');
    expect((await other.json('/api/me', { method: 'PATCH', json: { country: 'NO' } })).status).toBe(200);
  });

  it('allows deleting the account only as many password guesses as signing in, per IP and per account', async () => {
    const { client, email } = await verifiedUser('guessed');
    const guess = (browser: typeof client, i: number) =>
      browser.json<{ fields?: Record<string, string> }>('/api/me', {
        method: 'DELETE',
        json: { password: `Wrong${i}99` },
      });
    const perIp = RATE_LIMITS.deleteAccount.ip.max;
    for (let i = 0; i < perIp; i++) {
      const wrong = await guess(client, i);
      expect(wrong.status).toBe(403);
      expect(wrong.body.fields?.password).toBe(accountMessages.incorrectPassword);
    }
    // Even the right password waits once this address has guessed its share.
    const stopped = await client.request('/api/me', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address (its own session) gets only what is left of the account's allowance; the
    // attempt the address's limit refused counted nothing against the account.
    const elsewhere = newVisitor();
    await signIn(elsewhere, email);
    const perAccount = RATE_LIMITS.deleteAccount.account.max;
    for (let i = perIp; i < perAccount; i++) expect((await guess(elsewhere, i)).status).toBe(403);
    expect((await guess(elsewhere, perAccount)).status).toBe(429);
    // Nothing was deleted.
    expect((await elsewhere.json<{ email: string }>('/api/me')).body.email).toBe(email);
  });
});
