-- An account's language (docs/architecture.md#languages): its e-mails speak it. Existing accounts
-- read English, the language they have had so far.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;