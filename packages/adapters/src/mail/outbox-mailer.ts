import type { Mailer, OutgoingMail } from '@reelatlas/core';

export interface OutboxStore {
  save(mail: OutgoingMail): Promise<void>;
}

/**
 * The development default (docs/product-rules.md#development-tools): no SMTP server, so each message is stored (listed at
 * /dev/mail) and its links are printed, so a developer can follow them from the terminal.
 */
export function createOutboxMailer(store: OutboxStore, print: (line: string) => void): Mailer {
  return {
    async send(mail) {
      await store.save(mail);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      print(
        `[dev mail] "${mail.subject}" stored in the outbox (/dev/mail)${links.map((l) => `\n  ${l}`).join('')}`,
      );
    },
  };
}
