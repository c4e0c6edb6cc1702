-- Availability alerts (docs/product-rules.md#alerts): what changed in a title's availability, and who wants to hear of it.
CREATE TABLE "availability_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"country" text NOT NULL,
	"provider" text NOT NULL,
	"offer_type" text NOT NULL,
	"change" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "availability_changes_title" ON "availability_changes" USING btree ("title_type","title_id","changed_at" DESC);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"whole_watchlist" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT 'home' NOT NULL,
	"emails" boolean DEFAULT true NOT NULL,
	"last_change_id" bigint DEFAULT 0 NOT NULL,
	"last_digest_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "alert_titles" (
	"user_id" text NOT NULL,
	"title_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_titles_user_id_title_type_title_id_pk" PRIMARY KEY("user_id","title_type","title_id")
);
--> statement-breakpoint
ALTER TABLE "alert_titles" ADD CONSTRAINT "alert_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
