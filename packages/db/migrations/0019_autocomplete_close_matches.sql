-- Autocomplete's close pass by the trigram index (packages/db/src/autocomplete.ts, closeMatches)
-- in one statement. It needs two settings for its query only: `<%`'s threshold (the connection's
-- is 0.4, which reads a third of the catalog for common words) and the index over a sequential
-- scan (the planner's estimate of `<%` is a fixed guess, and a scan computes word similarity for
-- every title). As SET LOCAL in a transaction that took four round trips, 1.2 ms more per call on
-- PGlite; a function's SET clause holds for the call alone, and a SET LOCAL inside it (the
-- threshold, given by the caller) ends with the call too.
CREATE OR REPLACE FUNCTION autocomplete_close_matches(needle text, min_similarity real, result_limit integer)
RETURNS TABLE (type text, id integer, title text, year integer, thumbnail text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET pg_trgm.word_similarity_threshold = 0.6
AS $$
BEGIN
  PERFORM set_config('pg_trgm.word_similarity_threshold', min_similarity::text, true);
  -- Titles starting with the input were listed first, by the prefix indexes.
  RETURN QUERY
    SELECT t.type, t.id, t.title, t.year, t.thumbnail FROM titles t
    WHERE needle <% t.search_title AND left(t.search_title, length(needle)) <> needle AND NOT t.adult
    ORDER BY word_similarity(needle, t.search_title) DESC, t.popularity DESC, t.id
    LIMIT result_limit;
END
$$;
