-- Every committed catalog write, named by the normalised names it may have added: each instance
-- reads the last minute's rows every few seconds and takes them into its autocomplete memory, so
-- a title written elsewhere is found within that bound (packages/db/src/catalog-writes.ts).
CREATE TABLE "catalog_writes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"search_names" text[]
);
--> statement-breakpoint
CREATE INDEX "catalog_writes_written_at" ON "catalog_writes" USING btree ("written_at");
