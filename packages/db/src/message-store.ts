import type { MessageStore } from '@reelatlas/core';
import { desc, eq } from 'drizzle-orm';
import { users } from './auth-schema.ts';
import type { Db } from './database.ts';
import { contactMessages, suggestions } from './schema.ts';

export function createMessageStore(db: Db): MessageStore {
  return {
    async saveContact(input) {
      await db.insert(contactMessages).values(input);
    },
    async saveSuggestion(input) {
      await db.insert(suggestions).values(input);
    },
    latestContact(limit) {
      return db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },
    latestSuggestions(limit) {
      return db
        .select({
          id: suggestions.id,
          username: users.username,
          message: suggestions.message,
          createdAt: suggestions.createdAt,
        })
        .from(suggestions)
        .leftJoin(users, eq(users.id, suggestions.userId))
        .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
        .limit(limit);
    },
  };
}
