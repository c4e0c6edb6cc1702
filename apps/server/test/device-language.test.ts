// A language chosen on the device before signing in (the header's language menu stores it in the
// `lang` cookie) reaches the account at sign-up, and at a sign-in while the account has none yet
// (docs/architecture.md#languages); the profile then shows it and the e-mails speak it. One the
// account already has is never replaced that way. Over real HTTP and a captured SMTP.
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

const env = useAccountServer('198.18.47');
const { newVisitor, uniqueEmail, signIn } = env;

/** A browser whose language menu stored `choice`. */
function deviceThatChose(choice: string) {
  const client = newVisitor();
  client.setCookie('lang', choice);
  return client;
}

/** Signs up from a page in `pageLanguage` (English: no prefix), on `client`; answers the e-mail. */
async function signUp(client = newVisitor(), pageLanguage = 'en') {
  const email = uniqueEmail();
  const res = await client.json('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'accept-language': pageLanguage },
    json: { name: 'x', country: 'SE', password: TEST_PASSWORD, email, username: 'lingo' },
  });
  expect(res.status).toBe(200);
  await env.smtp.waitForMail(email, 0);
  return email;
}

const languageOf = async (email: string) => {
  const client = newVisitor();
  await signIn(client, email);
  return (await client.json<{ language: string }>('/api/me')).body.language;
};

/** The subject and wrapper of a password-reset e-mail asked for from an English page. */
async function resetMail(email: string) {
  const before = env.smtp.countTo(email);
  const asked = await newVisitor().json('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email },
  });
  expect(asked.status).toBe(200);
  return env.smtp.waitForMail(email, before);
}

describe("the device's language and the account", () => {
  it('reaches an account that has none at sign-in: the profile shows it and the e-mails speak it', async () => {
    // Signed up from an English page on a browser that chose nothing: no language yet.
    const email = await signUp();
    expect((await resetMail(email)).html).toContain('lang="en"');
    const device = deviceThatChose('de');
    await signIn(device, email);
    expect((await device.json('/api/me')).body).toMatchObject({ language: 'de' });
    expect((await resetMail(email)).html).toContain('lang="de" dir="ltr"');
  });

  it('reaches a new account at sign-up, even from an English page', async () => {
    const email = await signUp(deviceThatChose('ar'));
    expect(await languageOf(email)).toBe('ar');
  });

  it("never replaces the account's own language", async () => {
    const fromFrench = await signUp(newVisitor(), 'fr');
    await signIn(deviceThatChose('de'), fromFrench);
    expect(await languageOf(fromFrench)).toBe('fr');

    // Nor a language its owner chose in the profile.
    const email = await signUp();
    const owner = newVisitor();
    await signIn(owner, email);
    expect((await owner.json('/api/me', { method: 'PATCH', json: { language: 'ja' } })).status).toBe(200);
    await signIn(deviceThatChose('ko'), email);
    expect(await languageOf(email)).toBe('ja');
  });

  it('falls back to English for a hostile or unknown stored choice, without error', async () => {
    const email = await signUp();
    for (const hostile of ['<script>alert(1)</script>', 'xx', 'de'.repeat(5000), '%00', 'en-ZZ']) {
      const device = deviceThatChose(hostile);
      const res = await device.json('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: TEST_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('<script>');
      expect((await device.json('/api/me')).body).toMatchObject({ language: 'en' });
    }
    // Still none of its own: the next device's real choice reaches it.
    await signIn(deviceThatChose('sv'), email);
    expect(await languageOf(email)).toBe('sv');
  });

  it("never changes another account's language", async () => {
    const victim = await signUp();
    const attacker = await signUp();
    // A wrong password from a device that chose German opens no session and changes nothing.
    const wrong = await deviceThatChose('de').json('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: victim, password: 'Wrong1234' },
    });
    expect(wrong.status).not.toBe(200);
    // The attacker's own sign-in from that device changes the attacker's account only.
    await signIn(deviceThatChose('de'), attacker);
    expect(await languageOf(attacker)).toBe('de');
    expect(await languageOf(victim)).toBe('en');
  });
});
