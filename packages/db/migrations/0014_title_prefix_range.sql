-- Autocomplete for inputs longer than the longest titles_prefix_<n> index (docs/catalog.md#title-index): the titles
-- starting with the input are one range of this index (byte order, so a prefix is a range), and
-- the ranking's columns are in it, so the range is read without visiting the table (index-only
-- once the sync has vacuumed it).
CREATE INDEX "titles_search_range" ON "titles" USING btree ("search_title" COLLATE "C") INCLUDE ("popularity", "adult", "type", "id");
