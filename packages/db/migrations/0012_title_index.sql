CREATE TABLE "title_trigrams" (
	"trigram" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "adult" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Keeps title_trigrams a superset of every title's trigrams, whoever writes `titles` (the app,
-- an import, a COPY): one statement-level pass over the written rows, not a trigger per row.
CREATE FUNCTION "title_trigrams_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO title_trigrams (trigram)
    SELECT DISTINCT unnest(show_trgm(search_title)) FROM written_titles
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "titles_trigrams_insert" AFTER INSERT ON "titles"
  REFERENCING NEW TABLE AS written_titles FOR EACH STATEMENT EXECUTE FUNCTION "title_trigrams_add"();--> statement-breakpoint
CREATE TRIGGER "titles_trigrams_update" AFTER UPDATE ON "titles"
  REFERENCING NEW TABLE AS written_titles FOR EACH STATEMENT EXECUTE FUNCTION "title_trigrams_add"();--> statement-breakpoint
INSERT INTO "title_trigrams" ("trigram")
  SELECT DISTINCT unnest(show_trgm(search_title)) FROM "titles" ON CONFLICT DO NOTHING;
