CREATE INDEX "titles_prefix_2" ON "titles" USING btree (left(search_title, 2),(substr(search_title, 3, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "titles_prefix_3" ON "titles" USING btree (left(search_title, 3),(substr(search_title, 4, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "titles_prefix_4" ON "titles" USING btree (left(search_title, 4),(substr(search_title, 5, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "titles_prefix_5" ON "titles" USING btree (left(search_title, 5),(substr(search_title, 6, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "titles_prefix_6" ON "titles" USING btree (left(search_title, 6),(substr(search_title, 7, 1) IN ('', ' ')) DESC,"popularity" DESC NULLS LAST,"id");--> statement-breakpoint
-- The planner needs the new expressions' statistics to see how selective a prefix is.
ANALYZE "titles";
