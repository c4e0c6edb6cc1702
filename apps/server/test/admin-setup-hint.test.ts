import { describe, expect, it } from 'vitest';
import { useAccountServer } from './account-helpers.ts';

// An operator who signs up with an ADMIN_EMAILS address and verifies it is not an admin yet
// (the password must be set once through the e-mailed reset link): the profile says so.
const LISTED = 'operator@reelatlas.test';
const env = useAccountServer('198.18.52', {
  env: () => ({ ADMIN_EMAILS: `someone-else@reelatlas.test,${LISTED.toUpperCase()}` }),
});
const { newVisitor, verifiedUser, unverifiedUser, resetPassword, signIn } = env;

type Me = { isAdmin: boolean; adminSetup?: string | null; username: string };
const me = async (client: ReturnType<typeof newVisitor>) => (await client.json<Me>('/api/me')).body;

describe('the admin hint in /api/me', () => {
  it('says nothing while the listed address is unverified: whoever registered it may not own it', async () => {
    const { client } = await unverifiedUser('squatter', 'someone-else@reelatlas.test');
    expect(await me(client)).toMatchObject({ isAdmin: false, adminSetup: null });
  });

  it('asks a verified listed account to set its password through the reset e-mail; gone once it is admin', async () => {
    const { client } = await verifiedUser('operator', LISTED);
    expect(await me(client)).toMatchObject({ isAdmin: false, adminSetup: 'reset_password' });
    // A rename answers the same record, hint included.
    const renamed = await client.json<Me>('/api/me', { method: 'PATCH', json: { username: 'operator2' } });
    expect(renamed.body).toMatchObject({ username: 'operator2', adminSetup: 'reset_password' });
    // The button's request: the same reset e-mail "Forgot password?" sends.
    await resetPassword(LISTED);
    await signIn(client, LISTED);
    expect(await me(client)).toMatchObject({ isAdmin: true, adminSetup: null });
    expect((await client.json('/api/banned-ips')).status).toBe(200);
  });

  it('is never set for an address not on the list', async () => {
    const { client } = await verifiedUser('ordinary');
    expect(await me(client)).toMatchObject({ isAdmin: false, adminSetup: null });
  });
});
