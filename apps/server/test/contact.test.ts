import { type AdminMessages, contactMessages, RATE_LIMITS } from '@reelatlas/contracts';
import { schema } from '@reelatlas/db';
import { solveAltcha, type TestClient } from '@reelatlas/testing';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

const OPERATOR = 'operator@reelatlas.test';
const ADMIN = 'inbox-admin@reelatlas.test';
const env = useAccountServer('198.18.1', {
  env: () => ({ OPERATOR_EMAIL: OPERATOR, ADMIN_EMAILS: ADMIN }),
});
const { newVisitor, verifiedUser, adminUser, uniqueEmail } = env;

type Answer = { success?: true; message: string; error?: string; fields?: Record<string, string> };

const token = () => solveAltcha(env.server.url);
const contact = async (client: TestClient, body: Record<string, unknown>) =>
  client.json<Answer>('/api/contact', { method: 'POST', json: { token: await token(), ...body } });
const suggest = async (client: TestClient, body: Record<string, unknown>) =>
  client.json<Answer>('/api/suggest', { method: 'POST', json: { token: await token(), ...body } });

const stored = async () => {
  const db = env.server.deps.database.db;
  return {
    contact: (await db.select().from(schema.contactMessages)).length,
    suggestions: (await db.select().from(schema.suggestions)).length,
  };
};

let admin: TestClient | undefined;
const inbox = async () => {
  admin ??= (await adminUser('inbox', ADMIN)).client;
  return (await admin.json<AdminMessages>('/api/admin/messages')).body;
};

describe('contact form', () => {
  it('needs a name, an e-mail of the right shape and a message, with the texts', async () => {
    const before = await stored();
    const full = { name: 'Ana', email: 'ana@example.test', message: 'Hello there' };
    for (const [change, field, text] of [
      [{ name: '' }, 'name', contactMessages.nameRequired],
      [{ name: '   ' }, 'name', contactMessages.nameRequired],
      [{ email: '' }, 'email', contactMessages.emailRequired],
      [{ email: 'ana@' }, 'email', contactMessages.invalidEmail],
      [{ message: ' \n ' }, 'message', contactMessages.messageRequired],
      [{ message: undefined }, 'message', contactMessages.messageRequired],
    ] as const) {
      const res = await contact(newVisitor(), { ...full, ...change });
      expect(res.status).toBe(400);
      expect(res.body.fields?.[field]).toBe(text);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a missing or failed bot check, storing and sending nothing', async () => {
    const client = newVisitor();
    const before = await stored();
    const mails = env.smtp.countTo(OPERATOR);
    const body = { name: 'Bot', email: 'bot@example.test', message: 'Buy now' };
    expect((await client.json('/api/contact', { method: 'POST', json: body })).status).toBe(400);
    const failed = await client.json<Answer>('/api/contact', {
      method: 'POST',
      json: { ...body, token: 'bm90IGEgc29sdXRpb24=' },
    });
    expect(failed.status).toBe(403);
    expect(failed.body.error).toBe('bot_check_failed');
    expect(await stored()).toEqual(before);
    expect(env.smtp.countTo(OPERATOR)).toBe(mails);
  });

  it('stores the message, e-mails it to the operator and confirms', async () => {
    const client = newVisitor();
    const mails = env.smtp.countTo(OPERATOR);
    const res = await contact(client, {
      name: '  Ana Lima ',
      email: 'ana@example.test',
      message: 'Is Severance on Apple TV+ in Brazil?',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: contactMessages.contactSent });

    const mail = await env.smtp.waitForMail(OPERATOR, mails);
    expect(mail.subject).toBe('ReelAtlas contact message from Ana Lima');
    expect(mail.text).toContain('ana@example.test');
    expect(mail.text).toContain('Is Severance on Apple TV+ in Brazil?');

    const [latest] = (await inbox()).contact;
    expect(latest).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@example.test',
      message: 'Is Severance on Apple TV+ in Brazil?',
    });
  });

  it('is rate-limited per client IP and per e-mail, with Retry-After', async () => {
    const { max } = RATE_LIMITS.contact.ip;
    const client = newVisitor();
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      statuses.push((await contact(client, { name: 'N', email: uniqueEmail(), message: `m${i}` })).status);
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    const limited = await client.request('/api/contact', {
      method: 'POST',
      json: { name: 'N', email: uniqueEmail(), message: 'again', token: await token() },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as Answer).error).toBe('rate_limited');

    // The same e-mail from ever new addresses is held by the per-account limit.
    const email = uniqueEmail();
    const perAccount: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.contact.account.max; i++) {
      perAccount.push((await contact(newVisitor(), { name: 'N', email, message: `m${i}` })).status);
    }
    expect(perAccount.at(-1)).toBe(429);
    expect(perAccount.slice(0, -1).every((s) => s === 200)).toBe(true);
  });
});

describe('suggestion form', () => {
  it('needs a signed-in user first', async () => {
    const res = await suggest(newVisitor(), { message: 'x' });
    expect(res.status).toBe(401);
  });

  it('needs at least 5 characters after trimming, with the product text', async () => {
    const { client } = await verifiedUser('idea');
    const before = await stored();
    for (const message of ['', '    ', '  abcd  ', undefined]) {
      const res = await suggest(client, { message });
      expect(res.status).toBe(400);
      expect(res.body.fields?.message).toBe(contactMessages.suggestionTooShort);
    }
    expect(await stored()).toEqual(before);
  });

  it('stores the suggestion with its author, e-mails the operator and confirms', async () => {
    const { client } = await verifiedUser('dreamer');
    const mails = env.smtp.countTo(OPERATOR);
    const res = await suggest(client, { message: '  Please add a Kodi export  ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(contactMessages.suggestionSent);
    const mail = await env.smtp.waitForMail(OPERATOR, mails);
    expect(mail.subject).toMatch(/^ReelAtlas feature suggestion from dreamer/);
    expect(mail.text).toContain('Please add a Kodi export');
    const [latest] = (await inbox()).suggestions;
    expect(latest?.message).toBe('Please add a Kodi export');
    expect(latest?.username).toMatch(/^dreamer/);
  });

  it('keeps messages without their author once the account is deleted', async () => {
    const { client, email } = await verifiedUser('leaver');
    expect((await suggest(client, { message: 'One last idea' })).status).toBe(200);
    expect((await contact(client, { name: 'Leaver', email, message: 'Bye' })).status).toBe(200);
    const deleted = await client.json('/api/me', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
    const messages = await inbox();
    expect(messages.suggestions.find((s) => s.message === 'One last idea')?.username).toBeNull();
    expect(messages.contact.find((m) => m.message === 'Bye')).toMatchObject({ name: '', email: '' });
  });
});
