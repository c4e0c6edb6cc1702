-- Autocomplete's close pass over other names (title_names' aliases) by the trigram index, in one
-- statement (packages/db/src/autocomplete.ts, closeNameMatches), as autocomplete_close_matches
-- (0019) reads titles: `<%` at the caller's threshold (the connection's 0.4 reads a third of the
-- names for common words) and the index over a sequential scan (the planner's estimate of `<%` is
-- a fixed guess; a scan computes word similarity for every name, seconds at millions of names).
-- Each title once, with the name that matched; a title or name starting with the input was listed
-- by the prefix pass.
CREATE OR REPLACE FUNCTION autocomplete_close_name_matches(needle text, min_similarity real, result_limit integer)
RETURNS TABLE (type text, id integer, title text, year integer, thumbnail text, matched_name text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET pg_trgm.word_similarity_threshold = 0.6
AS $$
BEGIN
  PERFORM set_config('pg_trgm.word_similarity_threshold', min_similarity::text, true);
  RETURN QUERY
    SELECT t.type, t.id, t.title, t.year, t.thumbnail, n.name FROM (
      SELECT DISTINCT ON (tn.title_type, tn.title_id) tn.title_type, tn.title_id, tn.name,
             word_similarity(needle, tn.search_name) AS similarity
      FROM title_names tn
      WHERE tn.alias AND needle <% tn.search_name AND left(tn.search_name, length(needle)) <> needle
      ORDER BY tn.title_type, tn.title_id, similarity DESC
    ) n
    JOIN titles t ON t.type = n.title_type AND t.id = n.title_id
    WHERE NOT t.adult AND left(t.search_title, length(needle)) <> needle
    ORDER BY n.similarity DESC, t.popularity DESC, t.id
    LIMIT result_limit;
END
$$;
