-- An account's language is null until chosen (docs/architecture.md#languages): a language chosen
-- on the visitor's device before signing in then reaches an account that has none yet. Accounts
-- that read English so far had it by default (migration 0025, or a sign-up from an English
-- page): they have none yet, and still read English.
ALTER TABLE "users" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "language" DROP NOT NULL;--> statement-breakpoint
UPDATE "users" SET "language" = NULL WHERE "language" = 'en';
