-- What a username looks like (core's usernameKey), unique: look-alike names (Cyrillic letters,
-- full-width forms, case) are one name. Left null here: the key comes from Unicode's confusables
-- data in code, so the server fills it for existing accounts at start-up (boot/username-keys.ts).
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username_key");
