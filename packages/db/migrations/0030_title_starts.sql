CREATE TABLE "title_starts" (
	"start" text PRIMARY KEY NOT NULL,
	"added" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "title_trigrams" ADD COLUMN "added" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "title_starts_added" ON "title_starts" USING btree ("added");--> statement-breakpoint
CREATE INDEX "title_trigrams_added" ON "title_trigrams" USING btree ("added");--> statement-breakpoint
-- What every title and every alias starts with, kept by triggers whoever writes (the app, an
-- import, a COPY) as title_trigrams is (0012, 0023): autocomplete's screen reads this small table
-- instead of `DISTINCT left(…, 4)` over every title and name, a full scan that took 46.7 s at 3M
-- names (docs/architecture.md#autocompletes-three-caches). 4 is the screen's PREFIX_CHARS
-- (packages/db/src/autocomplete-screen.ts); left() counts characters, as the screen does.
-- `added` (both tables): the transaction that added the row, so a screen already read reads only
-- the rows its last snapshot did not see; the rows there are now all count as added here.
CREATE FUNCTION "title_starts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO title_starts (start)
    SELECT DISTINCT left(search_title, 4) FROM written_titles
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "titles_starts_insert" AFTER INSERT ON "titles"
  REFERENCING NEW TABLE AS written_titles FOR EACH STATEMENT EXECUTE FUNCTION "title_starts_add"();--> statement-breakpoint
CREATE TRIGGER "titles_starts_update" AFTER UPDATE ON "titles"
  REFERENCING NEW TABLE AS written_titles FOR EACH STATEMENT EXECUTE FUNCTION "title_starts_add"();--> statement-breakpoint
-- Only aliases: a name equal to its title's search title starts as the title does.
CREATE FUNCTION "title_name_starts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO title_starts (start)
    SELECT DISTINCT left(search_name, 4) FROM written_names WHERE alias
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "title_names_starts_insert" AFTER INSERT ON "title_names"
  REFERENCING NEW TABLE AS written_names FOR EACH STATEMENT EXECUTE FUNCTION "title_name_starts_add"();--> statement-breakpoint
CREATE TRIGGER "title_names_starts_update" AFTER UPDATE ON "title_names"
  REFERENCING NEW TABLE AS written_names FOR EACH STATEMENT EXECUTE FUNCTION "title_name_starts_add"();--> statement-breakpoint
-- The catalog written so far, once.
INSERT INTO "title_starts" ("start")
  SELECT left(search_title, 4) FROM "titles"
  UNION SELECT left(search_name, 4) FROM "title_names" WHERE alias
  ON CONFLICT DO NOTHING;
