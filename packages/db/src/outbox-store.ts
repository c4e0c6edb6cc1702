import type { OutgoingMail } from '@reelatlas/core';
import { desc } from 'drizzle-orm';
import { devOutbox } from './auth-schema.ts';
import type { Db } from './database.ts';

export function createOutboxStore(db: Db) {
  return {
    async save(mail: OutgoingMail) {
      await db
        .insert(devOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    list(limit = 50) {
      return db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
    },
  };
}
