CREATE TABLE "catalog_queries" (
	"key" text PRIMARY KEY NOT NULL,
	"results" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "titles_source_fetched_at" ON "titles" USING btree ("source","fetched_at");