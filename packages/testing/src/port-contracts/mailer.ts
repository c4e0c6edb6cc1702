import type { Mailer, OutgoingMail } from '@reelatlas/core';
import { beforeAll, describe, expect, it } from 'vitest';

/** A mail as it reached its destination (the SMTP server, the outbox), decoded. */
export interface DeliveredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailerUnderTest {
  mailer: Mailer;
  /** The first `count` mails delivered to `to`, oldest first; waits for them as long as needed. */
  delivered(to: string, count: number): Promise<DeliveredMail[]>;
}

let seq = 0;
/** An address of its own per test, so mails of other tests never count. */
const address = () => `contract-${Date.now().toString(36)}-${++seq}@reelatlas.test`;

/** A delivered mail as written: a transport may end its bodies with a line break of its own. */
const asWritten = ({ to, subject, text, html }: DeliveredMail): DeliveredMail => ({
  to,
  subject,
  text: text.trimEnd(),
  html: html.trimEnd(),
});

const mail = (to: string, fields: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to,
  subject: 'Verify your e-mail',
  text: 'Open https://reelatlas.test/verify?token=abc to verify.',
  html: '<p>Open <a href="https://reelatlas.test/verify?token=abc">this link</a> to verify.</p>',
  ...fields,
});

/**
 * The behaviour every `Mailer` shares (SMTP, and the development outbox that /dev/mail lists):
 * what a use case hands over arrives as it was given, once, to its own address. Extra headers
 * (List-Unsubscribe) are SMTP's alone: the outbox keeps what a developer reads.
 */
export function describeMailer(name: string, make: () => Promise<MailerUnderTest>): void {
  describe(`Mailer contract: ${name}`, () => {
    let under: MailerUnderTest;
    beforeAll(async () => {
      under = await make();
    });

    it('delivers the recipient, subject, text and HTML as given', async () => {
      const to = address();
      await under.mailer.send(mail(to));
      expect((await under.delivered(to, 1)).map(asWritten)).toEqual([
        {
          to,
          subject: 'Verify your e-mail',
          text: 'Open https://reelatlas.test/verify?token=abc to verify.',
          html: '<p>Open <a href="https://reelatlas.test/verify?token=abc">this link</a> to verify.</p>',
        },
      ]);
    });

    it('keeps accents, other scripts and long lines intact', async () => {
      const to = address();
      const text = `Amélie är på Netflix i Sverige — 東京物語 — ${'a long line of text '.repeat(20).trim()}`;
      await under.mailer.send(mail(to, { subject: 'Påminnelse: Amélie', text, html: `<p>${text}</p>` }));
      expect((await under.delivered(to, 1)).map(asWritten)).toEqual([
        { to, subject: 'Påminnelse: Amélie', text, html: `<p>${text}</p>` },
      ]);
    });

    it('delivers each mail once, in the order sent, to its own address only', async () => {
      const [first, second] = [address(), address()];
      await under.mailer.send(mail(first, { subject: 'One' }));
      await under.mailer.send(mail(second, { subject: 'Other' }));
      await under.mailer.send(mail(first, { subject: 'Two' }));
      expect((await under.delivered(first, 2)).map((m) => m.subject)).toEqual(['One', 'Two']);
      expect((await under.delivered(second, 1)).map((m) => m.subject)).toEqual(['Other']);
    });

    it('sends several mails at once, none lost', async () => {
      const to = address();
      await Promise.all(['A', 'B', 'C', 'D'].map((subject) => under.mailer.send(mail(to, { subject }))));
      expect((await under.delivered(to, 4)).map((m) => m.subject).sort()).toEqual(['A', 'B', 'C', 'D']);
    });
  });
}
