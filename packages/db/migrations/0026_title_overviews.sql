-- A title's overview in other languages (TMDb's translations), shown on the title page in the
-- visitor's language; written with the title's names, removed with the title.
CREATE TABLE "title_overviews" (
	"title_type" text NOT NULL,
	"title_id" integer NOT NULL,
	"language" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"overview" text NOT NULL,
	CONSTRAINT "title_overviews_title_type_title_id_language_country_pk" PRIMARY KEY("title_type","title_id","language","country")
);
--> statement-breakpoint
ALTER TABLE "title_overviews" ADD CONSTRAINT "title_overviews_title_type_title_id_titles_type_id_fk" FOREIGN KEY ("title_type","title_id") REFERENCES "public"."titles"("type","id") ON DELETE cascade ON UPDATE no action;