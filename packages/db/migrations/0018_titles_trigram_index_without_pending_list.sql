-- Autocomplete's trigram passes read titles_search_trgm on every keystroke. With GIN's fast
-- update on, new entries wait in a pending list that every search reads in full until a vacuum
-- moves them, and PGlite runs no autovacuum: the demo catalog's 3,030 titles sat in it for good,
-- so one lookup read 119 pages (1.8 ms) where the index proper reads 3 (0.06 ms), and the planner
-- preferred a sequential scan. Titles are written a few hundred at a time; the bulk load builds
-- the index afresh (title-index-bulk.ts), so entries go straight into the index.
DO $$
BEGIN
  -- A bulk load drops the index until it ends; it is built again with the same setting.
  IF to_regclass('titles_search_trgm') IS NOT NULL THEN
    ALTER INDEX "titles_search_trgm" SET (fastupdate = off);
    PERFORM gin_clean_pending_list('titles_search_trgm');
  END IF;
END $$;
