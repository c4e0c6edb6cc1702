CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability" (
	"title_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"country" text NOT NULL,
	"provider" text NOT NULL,
	"offer_type" text NOT NULL,
	"link" text,
	"price" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_title_type_title_id_country_provider_offer_type_pk" PRIMARY KEY("title_type","title_id","country","provider","offer_type")
);
--> statement-breakpoint
CREATE TABLE "botcheck_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_counters" (
	"day" date NOT NULL,
	"subject" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_counters_day_subject_pk" PRIMARY KEY("day","subject")
);
--> statement-breakpoint
CREATE TABLE "search_views" (
	"day" date NOT NULL,
	"viewer" text NOT NULL,
	"title_key" text NOT NULL,
	CONSTRAINT "search_views_day_viewer_title_key_pk" PRIMARY KEY("day","viewer","title_key")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"type" text NOT NULL,
	"id" integer NOT NULL,
	"title" text NOT NULL,
	"search_title" text NOT NULL,
	"year" integer,
	"rating" real,
	"votes" integer DEFAULT 0 NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"trailer_url" text,
	"seasons" integer,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titles_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE INDEX "botcheck_spent_expires" ON "botcheck_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "titles_search_trgm" ON "titles" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "titles_popularity" ON "titles" USING btree ("popularity" DESC NULLS LAST);