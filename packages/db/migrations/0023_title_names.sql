-- Every name of a title (original, English, translations, alternative titles), searched by
-- autocomplete and the typed search besides titles.search_title (packages/db/src/title-names.ts).
-- Only aliases (names that differ from their title's search title) are in the search indexes.
CREATE TABLE "title_names" (
	"title_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"alias" boolean NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	CONSTRAINT "title_names_title_type_title_id_kind_language_country_name_pk" PRIMARY KEY("title_type","title_id","kind","language","country","name")
);
--> statement-breakpoint
ALTER TABLE "title_names" ADD CONSTRAINT "title_names_title_type_title_id_titles_type_id_fk" FOREIGN KEY ("title_type","title_id") REFERENCES "public"."titles"("type","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_names_search_trgm" ON "title_names" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false) WHERE "title_names"."alias";--> statement-breakpoint
CREATE INDEX "title_names_prefix_2" ON "title_names" USING btree (left(search_name, 2),(substr(search_name, 3, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"title_type","title_id") WHERE "title_names"."alias";--> statement-breakpoint
CREATE INDEX "title_names_prefix_3" ON "title_names" USING btree (left(search_name, 3),(substr(search_name, 4, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"title_type","title_id") WHERE "title_names"."alias";--> statement-breakpoint
CREATE INDEX "title_names_prefix_4" ON "title_names" USING btree (left(search_name, 4),(substr(search_name, 5, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"title_type","title_id") WHERE "title_names"."alias";--> statement-breakpoint
CREATE INDEX "title_names_prefix_5" ON "title_names" USING btree (left(search_name, 5),(substr(search_name, 6, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"title_type","title_id") WHERE "title_names"."alias";--> statement-breakpoint
CREATE INDEX "title_names_prefix_6" ON "title_names" USING btree (left(search_name, 6),(substr(search_name, 7, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"title_type","title_id") WHERE "title_names"."alias";--> statement-breakpoint
-- Prefix matches of any length: the range [input, input + 1) in byte order, ranked by popularity
-- from the index alone, as titles_search_range does for titles (0014). Only aliases: a name equal
-- to its title's search title is found as the title.
CREATE INDEX "title_names_search_range" ON "title_names" USING btree ("search_name" COLLATE "C")
  INCLUDE ("popularity", "title_type", "title_id") WHERE "alias";--> statement-breakpoint
-- title_trigrams holds every trigram any title has, names included: autocomplete's screen rules a
-- trigram pass out when the input's trigrams occur nowhere (0012).
CREATE FUNCTION "title_name_trigrams_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO title_trigrams (trigram)
    SELECT DISTINCT unnest(show_trgm(search_name)) FROM written_names WHERE alias
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "title_names_trigrams_insert" AFTER INSERT ON "title_names"
  REFERENCING NEW TABLE AS written_names FOR EACH STATEMENT EXECUTE FUNCTION "title_name_trigrams_add"();
