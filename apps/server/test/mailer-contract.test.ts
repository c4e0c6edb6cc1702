// Both mailers the server can run hold to one contract (packages/testing's
// port-contracts/mailer.ts): SMTP, against a real SMTP server that keeps what it receives, and
// the development outbox in the database, as /dev/mail lists it. On PGlite in the unit project,
// on PostgreSQL in the integration project.
import { createOutboxMailer, createSmtpMailer } from '@reelatlas/adapters/mail';
import { createOutboxStore } from '@reelatlas/db';
import { startSmtpCapture } from '@reelatlas/testing';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { describeMailer } from '@reelatlas/testing/port-contracts';
import { afterAll } from 'vitest';

const testDatabase = useMigratedDatabase();
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describeMailer('SMTP', async () => {
  const capture = await startSmtpCapture();
  closers.push(() => capture.close());
  return {
    mailer: createSmtpMailer({ url: capture.url, from: 'ReelAtlas <noreply@reelatlas.test>' }),
    delivered: (to, count) =>
      Promise.all(Array.from({ length: count }, (_, index) => capture.waitForMail(to, index))),
  };
});

describeMailer('the development outbox', async () => {
  const outbox = createOutboxStore(testDatabase.current.db);
  return {
    mailer: createOutboxMailer(outbox, () => {}),
    delivered: async (to, count) =>
      (await outbox.list(10_000))
        .filter((mail) => mail.to === to)
        .reverse()
        .slice(0, count),
  };
});
