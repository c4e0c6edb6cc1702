-- Titles whose Streaming Availability facts a counted search wanted and did not get, asked again
-- later by one instance with back-off (docs/catalog.md#facts-due; packages/db/src/offer-facts-due-store.ts).
CREATE TABLE "offer_facts_due" (
	"title_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"due_since" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	"next_try_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_facts_due_title_type_title_id_pk" PRIMARY KEY("title_type","title_id")
);
--> statement-breakpoint
ALTER TABLE "offer_facts_due" ADD CONSTRAINT "offer_facts_due_title_fk" FOREIGN KEY ("title_type","title_id") REFERENCES "public"."titles"("type","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_facts_due_next_try" ON "offer_facts_due" USING btree ("next_try_at");