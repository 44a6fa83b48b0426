-- Search as readers type (issue 15): `kis lastigi` finds "Kış lastiği", `ISTANBUL` what
-- `İstanbul` finds, `cafe` finds "Café", `елка` finds "Ёлка".
--
-- search_fold() is the one folding rule, applied to both sides: the indexed text (the search
-- vector and the folded title below) and the query (the repository wraps every search parameter
-- in it). The unaccent extension's rules map every letter with a diacritic to its base letter
-- (Turkish ı, İ, ş, ğ, ç, ö, ü included; Russian ё to е, while й, a letter of its own, stays),
-- then I becomes i before lower-casing: İ, I, ı and i all end as i, so a capital typed on a
-- keyboard without Turkish letters still matches, whatever the database's own case rules.
-- unaccent ships with PostgreSQL (contrib) and PGlite; it is a C function with a trie, where a
-- translate() table of every such letter cost ten times as much per row. Declared immutable (a
-- generated column and an index use it): the dictionary is fixed, named with its schema.
-- It folds letter by letter (a few ligatures, ß and æ, become two), so swapping two letters of a
-- word and then folding gives the spellings folding first would (the repository's
-- one-transposition search swaps the reader's letters and lets the database fold them).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(public.unaccent('public.unaccent'::regdictionary, $1), 'I', 'i'))
$$;

-- The vector of migration 0002, over folded text. The stemmers then see the folded words on both
-- sides, so a stem is the same whichever way the reader spelled the word.
ALTER TABLE articles DROP COLUMN search_vector;
ALTER TABLE articles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(CASE edition WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END,
                        search_fold(coalesce(title, ''))), 'A') ||
  setweight(to_tsvector(CASE edition WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END,
                        search_fold(coalesce(description, ''))), 'B') ||
  setweight(to_tsvector(CASE edition WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END,
                        search_fold(coalesce(jsonb_path_query_array(entries, '$[*].text.plain')::text, ''))), 'C')
) STORED;
-- As in migration 0005: the vector stays in the row, the body moves out.
ALTER TABLE articles ALTER COLUMN search_vector SET STORAGE MAIN;
-- Dropping the column dropped the per-edition indexes of migration 0012.
CREATE INDEX articles_search_tr_idx ON articles USING gin (search_vector) WHERE edition = 'tr';
CREATE INDEX articles_search_en_idx ON articles USING gin (search_vector) WHERE edition = 'en';
CREATE INDEX articles_search_ru_idx ON articles USING gin (search_vector) WHERE edition = 'ru';

-- The fuzzy title match compares the folded query with the folded title (pg_trgm's own case
-- folding does not know that ı is i), kept in the row so that rechecking and ranking the
-- candidates do not fold every title again.
ALTER TABLE articles ADD COLUMN title_folded text GENERATED ALWAYS AS (search_fold(title)) STORED;
CREATE INDEX articles_title_folded_trgm_idx ON articles USING gin (title_folded gin_trgm_ops);
DROP INDEX articles_title_trgm_idx;
