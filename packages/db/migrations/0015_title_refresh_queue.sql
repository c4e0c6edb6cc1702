-- Titles someone is waiting for (docs/product-rules.md#planner: the trip planner found watchlist titles older than the
-- catalog's time to live): the background refresh takes them before the rest of the stale titles.
CREATE TABLE "title_refresh_queue" (
	"title_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_refresh_queue_title_type_title_id_pk" PRIMARY KEY("title_type","title_id")
);
--> statement-breakpoint
ALTER TABLE "title_refresh_queue" ADD CONSTRAINT "title_refresh_queue_title_fk" FOREIGN KEY ("title_type","title_id") REFERENCES "public"."titles"("type","id") ON DELETE cascade ON UPDATE no action;
