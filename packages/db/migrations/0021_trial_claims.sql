-- One free trial per person: a keyed hash of each address that started a trial, kept after its
-- account is deleted (packages/db/src/trial-claim-store.ts). drizzle-kit also proposed what 0017 and
-- 0018 already did by hand (its snapshot was from 0016); those statements are left out.
CREATE TABLE "trial_claims" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
