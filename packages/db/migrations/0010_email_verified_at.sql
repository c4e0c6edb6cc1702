-- When the e-mail was verified: admin rights go only to sessions opened after it (docs/product-rules.md#admins).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts verified before this column existed: their sessions all began after creation.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified" AND "email_verified_at" IS NULL;
