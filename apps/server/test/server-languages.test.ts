// The server speaks the request's language (docs/architecture.md#languages): the web's calls
// name the page's language in Accept-Language; errors and validation messages come back in it.
// Accounts keep a language, set at sign-up from the page and changed in the profile; their
// e-mails speak it, with links under the language's prefix. Over real HTTP and a captured SMTP.
import { accountMessages, messages } from '@reelatlas/contracts';
import { actionCode, type CapturedMail } from '@reelatlas/testing';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

const env = useAccountServer('198.18.31');
const { newVisitor, uniqueEmail, signIn } = env;

const inLanguage = (language: string) => ({ 'accept-language': language });

/** Signs up from a page in `language`; answers the verification e-mail and the browser. */
async function signUpIn(language: string, username: string) {
  const client = newVisitor();
  const email = uniqueEmail();
  const before = env.smtp.countTo(email);
  const res = await client.json('/api/auth/sign-up/email', {
    method: 'POST',
    headers: inLanguage(language),
    json: { name: 'x', country: 'SE', password: TEST_PASSWORD, email, username },
  });
  expect(res.status).toBe(200);
  const mail = await env.smtp.waitForMail(email, before);
  return { client, email, mail };
}

const linksOf = (mail: CapturedMail) =>
  [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

describe("the request's language", () => {
  it("answers errors and validation in the page's language, English without one", async () => {
    const visitor = newVisitor();
    const signedOut = await visitor.json('/api/me', { headers: inLanguage('de') });
    expect(signedOut).toMatchObject({
      status: 401,
      body: { error: 'unauthorized', message: 'Bitte melde dich an.' },
    });
    expect((await visitor.json('/api/me')).body).toMatchObject({ message: messages.pleaseLogIn });

    const empty = await visitor.json('/api/search', {
      method: 'POST',
      headers: inLanguage('ja'),
      json: { query: '   ', token: 'x' },
    });
    expect(empty).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { query: '検索する作品名を入力してください。' } },
    });
    // zod's own texts (a length limit) are said again in the language.
    const long = await visitor.json('/api/search', {
      method: 'POST',
      headers: inLanguage('fr'),
      json: { query: 'x', token: 'y'.repeat(10_001) },
    });
    expect(long.body).toMatchObject({ fields: { token: 'Doit contenir au plus 10000 caractères.' } });
    const unknownRoute = await visitor.json('/api/nowhere', { headers: inLanguage('ar') });
    expect(unknownRoute.body).toMatchObject({ message: 'لا يوجد مسار API بهذا الاسم.' });
  });

  it('falls back to English for unknown, oversized or hostile languages, reflecting nothing', async () => {
    const visitor = newVisitor();
    for (const header of [
      'xx-YY',
      '<script>alert(1)</script>',
      'zz;q=0.1,'.repeat(1200),
      'a'.repeat(10_240),
    ]) {
      const res = await visitor.request('/api/me', { headers: { 'accept-language': header } });
      const text = await res.text();
      expect(res.status).toBe(401);
      expect(JSON.parse(text)).toEqual({ error: 'unauthorized', message: messages.pleaseLogIn });
      expect(text).not.toContain('<script>');
    }
    // Beyond the first 512 characters nothing is read: a language there is ignored.
    const late = await visitor.json('/api/me', { headers: { 'accept-language': `${'x'.repeat(600)},de` } });
    expect(late.body).toMatchObject({ message: messages.pleaseLogIn });
  });

  it("answers Better Auth's errors in the language, keeping their code", async () => {
    const visitor = newVisitor();
    const wrong = await visitor.json('/api/auth/sign-in/email', {
      method: 'POST',
      headers: inLanguage('es'),
      json: { email: uniqueEmail(), password: 'Wrong123' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Correo electrónico o contraseña incorrectos',
    });
  });
});

describe("the account's language", () => {
  it('is the sign-up page’s language, and the verification e-mail speaks it with prefixed links', async () => {
    const { client, email, mail } = await signUpIn('de', 'berliner');
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für ReelAtlas');
    expect(mail.text).toContain('Willkommen bei ReelAtlas!');
    expect(mail.html).toContain('lang="de" dir="ltr"');
    expect(linksOf(mail)).toEqual([
      expect.stringMatching(/^http:\/\/[^/]+\/de\/google\/action\?mode=verifyEmail&oobCode=/),
    ]);
    await signIn(client, email);
    expect((await client.json('/api/me')).body).toMatchObject({ language: 'de' });
  });

  it('writes an Arabic account right to left, and its reset e-mail follows the account, not the page', async () => {
    const { email, mail } = await signUpIn('ar', 'dubai');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني في ReelAtlas');
    // Asked for from an English page: the account's language still decides.
    const before = env.smtp.countTo(email);
    const asked = await newVisitor().json('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email },
    });
    expect(asked.status).toBe(200);
    const reset = await env.smtp.waitForMail(email, before);
    expect(reset.subject).toBe('أعد تعيين كلمة مرور ReelAtlas');
    expect(reset.html).toContain('lang="ar" dir="rtl"');
    expect(actionCode(reset).mode).toBe('resetPassword');
    expect(linksOf(reset)[0]).toMatch(/\/ar\/google\/action\?mode=resetPassword/);
  });

  it('ignores a language in the sign-up form, and an unknown page language means English', async () => {
    const client = newVisitor();
    const email = uniqueEmail();
    const res = await client.json('/api/auth/sign-up/email', {
      method: 'POST',
      headers: inLanguage('<b>x</b>'),
      json: {
        name: 'x',
        country: 'SE',
        password: TEST_PASSWORD,
        email,
        username: 'formlang',
        language: 'ko',
      },
    });
    expect(res.status).toBe(200);
    const mail = await env.smtp.waitForMail(email, 0);
    expect(mail.subject).toBe('Verify your email for ReelAtlas');
    expect(linksOf(mail)[0]).toMatch(/^http:\/\/[^/]+\/google\/action\?/);
    await signIn(client, email);
    expect((await client.json('/api/me')).body).toMatchObject({ language: 'en' });
  });

  it('is changed in the profile, checked against the languages ReelAtlas speaks', async () => {
    const { client } = await env.verifiedUser('polyglot');
    const changed = await client.json('/api/me', { method: 'PATCH', json: { language: 'pt-BR' } });
    expect(changed).toMatchObject({ status: 200, body: { language: 'pt-BR' } });
    for (const bad of ['xx', 'pt-br', '<script>', 7, null, 'de'.repeat(5000)]) {
      const res = await client.json('/api/me', {
        method: 'PATCH',
        headers: inLanguage('de'),
        json: { language: bad },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).not.toContain('<script>');
    }
    const refused = await client.json('/api/me', {
      method: 'PATCH',
      headers: inLanguage('de'),
      json: { language: 'xx' },
    });
    expect(refused.body).toMatchObject({ fields: { language: 'Wähl eine Sprache.' } });
    const english = await client.json('/api/me', { method: 'PATCH', json: { language: 'xx' } });
    expect(english.body).toMatchObject({ fields: { language: accountMessages.unknownLanguage } });
    expect((await client.json('/api/me')).body).toMatchObject({ language: 'pt-BR' });
  });

  it('cannot be changed for another account, nor signed out', async () => {
    const owner = await env.verifiedUser('owner');
    const other = await env.verifiedUser('intruder');
    const attempt = await other.client.json('/api/me', {
      method: 'PATCH',
      json: { language: 'ko', id: owner.userId, userId: owner.userId },
    });
    expect(attempt.body).toMatchObject({ id: other.userId, language: 'ko' });
    expect((await owner.client.json('/api/me')).body).toMatchObject({ language: 'en' });
    const anonymous = await newVisitor().json('/api/me', { method: 'PATCH', json: { language: 'ko' } });
    expect(anonymous.status).toBe(401);
  });
});
