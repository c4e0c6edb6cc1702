import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

/**
 * Behind HTTPS (an `https://` PUBLIC_URL, TLS ended at the proxy) Better Auth names its cookies
 * `__Secure-ra.…`. Deleting the account must clear those, not only the plain names.
 */
const env = useAccountServer('198.18.43', { env: () => ({ PUBLIC_URL: 'https://reelatlas.test' }) });

const deletions = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((cookie) => /Max-Age=0/.test(cookie) || /Expires=Thu, 01 Jan 1970/.test(cookie));

describe('account deletion behind HTTPS', () => {
  it('clears the __Secure- session cookies it set, with Secure and their path', async () => {
    const { client, email } = await env.verifiedUser('secure-leaver');
    const signedIn = await env.newVisitor().request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD },
    });
    // What the browser holds behind HTTPS: the __Secure- name only.
    const set = signedIn.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(set).toContain('__Secure-ra.session_token');
    expect(set).not.toContain('ra.session_token');

    const res = await client.request('/api/me', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    const cleared = deletions(res);
    const names = cleared.map((cookie) => cookie.split('=')[0]);
    expect(names).toContain('__Secure-ra.session_token');
    expect(names).toContain('__Secure-ra.session_data');
    expect(names).toContain('ra.session_token');
    // A browser drops a __Secure- cookie only when the deletion is Secure and on its path.
    for (const cookie of cleared.filter((c) => c.startsWith('__Secure-'))) {
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
    }
    expect((await client.json('/api/me')).status).toBe(401);
  });
});
