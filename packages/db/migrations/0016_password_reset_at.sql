-- When the password was last set through an e-mailed reset link: an ADMIN_EMAILS account is made
-- admin only once its password is proven to be the mailbox owner's (docs/product-rules.md#admins).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "password_reset_at" timestamp with time zone;
