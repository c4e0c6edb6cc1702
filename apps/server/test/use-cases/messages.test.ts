// Core's contact and suggestion use cases (spec §2) on what they run on in the server: the
// ALTCHA bot check with its spent-token store, the message store, and the development outbox
// mailer (every mail stored in the database, as /dev/mail lists them). A mail server that is down
// is the real SMTP mailer pointed at a closed port; reCAPTCHA's siteverify is a local fake.
// The API tests (contact.test.ts) prove the same over HTTP; these run per mutant.
import { createAltchaBotCheck, createRecaptchaBotCheck } from '@reelatlas/adapters/botcheck';
import { createOutboxMailer, createSmtpMailer } from '@reelatlas/adapters/mail';
import { type SendMessageDeps, sendContactMessage, sendSuggestion } from '@reelatlas/core';
import { createMessageStore, createOutboxStore, createSpentTokenStore, schema } from '@reelatlas/db';
import { startFakeSiteverify } from '@reelatlas/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusal, solvedAltchaToken, useTestDatabase } from './use-case-helpers.ts';

const testDatabase = useTestDatabase();
const OPERATOR = 'operator@reelatlas.test';
const IP = '198.51.100.7';

/** The server's message dependencies on the test database; made in each test. */
function messageDeps(changes: Partial<SendMessageDeps> = {}) {
  const { db } = testDatabase.current;
  const altcha = createAltchaBotCheck({
    hmacSecret: 'message-test',
    maxNumber: 20,
    spent: createSpentTokenStore(db),
  });
  const mailErrors: unknown[] = [];
  const deps: SendMessageDeps = {
    botCheck: altcha,
    messages: createMessageStore(db),
    mailer: createOutboxMailer(createOutboxStore(db), () => {}),
    operatorEmail: OPERATOR,
    onMailError: (error) => mailErrors.push(error),
    ...changes,
  };
  return { deps, mailErrors, token: () => solvedAltchaToken(altcha) };
}

/** What the outbox holds, oldest first. */
const outbox = async () => (await createOutboxStore(testDatabase.current.db).list(1000)).reverse();
const latestContact = () => createMessageStore(testDatabase.current.db).latestContact(1);

let seq = 0;
async function newUser() {
  const id = `message-user-${++seq}`;
  await testDatabase.current.db
    .insert(schema.users)
    .values({ id, name: id, email: `${id}@example.test`, username: `Ana${seq}` });
  return { id, username: `Ana${seq}`, email: `${id}@example.test` };
}

describe('contact form', () => {
  it("stores the message with the sender's account and mails the operator", async () => {
    const { deps, token, mailErrors } = messageDeps();
    const user = await newUser();
    const sentBefore = (await outbox()).length;
    await sendContactMessage(deps, {
      name: 'Ana Lima',
      email: 'ana@example.test',
      message: 'Is Severance on Apple TV+ in Brazil?',
      token: await token(),
      ip: IP,
      userId: user.id,
    });
    expect(await latestContact()).toEqual([
      expect.objectContaining({
        name: 'Ana Lima',
        email: 'ana@example.test',
        message: 'Is Severance on Apple TV+ in Brazil?',
      }),
    ]);
    const [row] = await testDatabase.current.db
      .select({ userId: schema.contactMessages.userId })
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.name, 'Ana Lima'));
    expect(row?.userId).toBe(user.id);
    const sent = (await outbox()).slice(sentBefore);
    expect(sent).toEqual([
      expect.objectContaining({
        to: OPERATOR,
        subject: 'ReelAtlas contact message from Ana Lima',
        text: 'From: Ana Lima\nE-mail: ana@example.test\n\nIs Severance on Apple TV+ in Brazil?',
      }),
    ]);
    expect(mailErrors).toEqual([]);
  });

  it('refuses a token that does not verify or is used again, storing and sending nothing', async () => {
    const { deps, token } = messageDeps();
    const used = await token();
    const message = { name: 'Bot', email: 'bot@example.test', message: 'Buy now', ip: IP, userId: null };
    await sendContactMessage(deps, { ...message, token: used });
    const before = { stored: await latestContact(), sent: (await outbox()).length };
    for (const bad of ['bm90IGEgc29sdXRpb24=', used]) {
      expect(await refusal(sendContactMessage(deps, { ...message, message: 'Again', token: bad }))).toEqual({
        code: 'bot_check_failed',
        message: expect.any(String),
      });
    }
    expect(await latestContact()).toEqual(before.stored);
    expect((await outbox()).length).toBe(before.sent);
  });

  it('without an operator address the message is only stored', async () => {
    const { deps, token, mailErrors } = messageDeps({ operatorEmail: undefined });
    const sentBefore = (await outbox()).length;
    await sendContactMessage(deps, {
      name: 'Quiet',
      email: 'q@example.test',
      message: 'Stored only',
      token: await token(),
      ip: IP,
      userId: null,
    });
    expect((await latestContact())[0]).toMatchObject({ name: 'Quiet', message: 'Stored only' });
    expect((await outbox()).length).toBe(sentBefore);
    expect(mailErrors).toEqual([]);
  });

  it('a mail server that is down is reported to the operator log, not to the sender; the message is stored', async () => {
    const { deps, token, mailErrors } = messageDeps({
      mailer: createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'ReelAtlas <noreply@reelatlas.test>' }),
    });
    await sendContactMessage(deps, {
      name: 'Unlucky',
      email: 'u@example.test',
      message: 'Hello',
      token: await token(),
      ip: IP,
      userId: null,
    });
    expect((await latestContact())[0]).toMatchObject({ name: 'Unlucky', message: 'Hello' });
    expect(mailErrors).toHaveLength(1);
    expect(mailErrors[0]).toBeInstanceOf(Error);
  });
});

describe('suggestions', () => {
  it("stores the suggestion under the user's name and mails it to the operator with their e-mail", async () => {
    const { deps, token } = messageDeps();
    const user = await newUser();
    const sentBefore = (await outbox()).length;
    await sendSuggestion(deps, user, { message: 'Add a dark mode', token: await token(), ip: IP });
    expect(await createMessageStore(testDatabase.current.db).latestSuggestions(1)).toEqual([
      expect.objectContaining({ username: user.username, message: 'Add a dark mode' }),
    ]);
    expect((await outbox()).slice(sentBefore)).toEqual([
      expect.objectContaining({
        to: OPERATOR,
        subject: `ReelAtlas feature suggestion from ${user.username}`,
        text: `From: ${user.username}\nE-mail: ${user.email}\n\nAdd a dark mode`,
      }),
    ]);
  });

  it('refuses a token that does not verify, storing and sending nothing', async () => {
    const { deps } = messageDeps();
    const user = await newUser();
    const sentBefore = (await outbox()).length;
    expect(
      await refusal(sendSuggestion(deps, user, { message: 'Spam', token: 'nope', ip: IP })),
    ).toMatchObject({
      code: 'bot_check_failed',
    });
    expect(await createMessageStore(testDatabase.current.db).latestSuggestions(100)).not.toContainEqual(
      expect.objectContaining({ message: 'Spam' }),
    );
    expect((await outbox()).length).toBe(sentBefore);
  });
});

describe('with reCAPTCHA', () => {
  it("Google's verdict decides, and it is sent the sender's address with the token", async () => {
    const google = await startFakeSiteverify((token) => ({
      status: 200,
      body: { success: token === 'good', action: 'submit', score: 0.9, hostname: 'reelatlas.test' },
    }));
    try {
      const { deps } = messageDeps({
        botCheck: createRecaptchaBotCheck({
          secretKey: 'recaptcha-secret',
          minScore: 0.5,
          hostnames: ['reelatlas.test'],
          verifyUrl: google.url,
        }),
      });
      const user = await newUser();
      await sendContactMessage(deps, {
        name: 'Via Google',
        email: 'g@example.test',
        message: 'Hi',
        token: 'good',
        ip: '203.0.113.4',
        userId: null,
      });
      await sendSuggestion(deps, user, { message: 'Via Google too', token: 'good', ip: '203.0.113.5' });
      expect(
        await refusal(sendSuggestion(deps, user, { message: 'No', token: 'bad', ip: IP })),
      ).toMatchObject({
        code: 'bot_check_failed',
      });
      expect(google.received.map((form) => [form.get('response'), form.get('remoteip')])).toEqual([
        ['good', '203.0.113.4'],
        ['good', '203.0.113.5'],
        ['bad', IP],
      ]);
    } finally {
      await google.close();
    }
  });
});
