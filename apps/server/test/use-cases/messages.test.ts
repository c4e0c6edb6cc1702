// Core's contact and suggestion use cases (docs/product-rules.md#contact-and-suggestions) on what they run on in the server: the
// message store and the development outbox mailer (every mail stored in the database, as
// /dev/mail lists them). A mail server that is down is the real SMTP mailer pointed at a closed
// port. Their bot check is the routes' rule (middleware/route-rules.ts), tested over HTTP in
// contact.test.ts and route-rules.test.ts; these run per mutant.
import { createOutboxMailer, createSmtpMailer } from '@reelatlas/adapters/mail';
import { type SendMessageDeps, sendContactMessage, sendSuggestion } from '@reelatlas/core';
import { createMessageStore, createOutboxStore, schema } from '@reelatlas/db';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const testDatabase = useMigratedDatabase();
const OPERATOR = 'operator@reelatlas.test';

/** The server's message dependencies on the test database; made in each test. */
function messageDeps(changes: Partial<SendMessageDeps> = {}) {
  const { db } = testDatabase.current;
  const mailErrors: unknown[] = [];
  const deps: SendMessageDeps = {
    messages: createMessageStore(db),
    mailer: createOutboxMailer(createOutboxStore(db), () => {}),
    operatorEmail: OPERATOR,
    onMailError: (error) => mailErrors.push(error),
    ...changes,
  };
  return { deps, mailErrors };
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
    const { deps, mailErrors } = messageDeps();
    const user = await newUser();
    const sentBefore = (await outbox()).length;
    await sendContactMessage(deps, {
      name: 'Ana Lima',
      email: 'ana@example.test',
      message: 'Is Severance on Apple TV+ in Brazil?',
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

  it('without an operator address the message is only stored', async () => {
    const { deps, mailErrors } = messageDeps({ operatorEmail: undefined });
    const sentBefore = (await outbox()).length;
    await sendContactMessage(deps, {
      name: 'Quiet',
      email: 'q@example.test',
      message: 'Stored only',
      userId: null,
    });
    expect((await latestContact())[0]).toMatchObject({ name: 'Quiet', message: 'Stored only' });
    expect((await outbox()).length).toBe(sentBefore);
    expect(mailErrors).toEqual([]);
  });

  it('a mail server that is down is reported to the operator log, not to the sender; the message is stored', async () => {
    const { deps, mailErrors } = messageDeps({
      mailer: createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'ReelAtlas <noreply@reelatlas.test>' }),
    });
    await sendContactMessage(deps, {
      name: 'Unlucky',
      email: 'u@example.test',
      message: 'Hello',
      userId: null,
    });
    expect((await latestContact())[0]).toMatchObject({ name: 'Unlucky', message: 'Hello' });
    expect(mailErrors).toHaveLength(1);
    expect(mailErrors[0]).toBeInstanceOf(Error);
  });
});

describe('suggestions', () => {
  it("stores the suggestion under the user's name and mails it to the operator with their e-mail", async () => {
    const { deps } = messageDeps();
    const user = await newUser();
    const sentBefore = (await outbox()).length;
    await sendSuggestion(deps, user, { message: 'Add a dark mode' });
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
});
