-- Search as readers type (issue 15): `kis lastigi` finds "Kış lastiği", `ISTANBUL` what
-- `İstanbul` finds, `cafe` finds "Café", `елка` finds "Ёлка".
--
-- search_fold() is the one folding rule, applied to both sides: the indexed text (the search
-- vector and the fuzzy title index below) and the query (the repository wraps every search
-- parameter in it). It maps every Turkish letter and the common Latin letters with diacritics to
-- their base letter (İ, I, ı and i all become i, so a capital typed on a keyboard without Turkish
-- letters still matches), Russian ё to е, then lower-cases. Cyrillic й and the other letters that
-- are letters of their own are left alone.
--
-- Plain translate() rather than the unaccent extension: immutable (a generated column and an
-- index may use it), the same on PostgreSQL and PGlite, and no extension for a managed server to
-- allow. One character for one, so folding a word and then swapping two of its letters gives the
-- same as swapping first (the repository's one-transposition search relies on it).
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate($1,
    'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćĈĉĊċČčĎďĐđÈÉÊËèéêëĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħÌÍÎÏìíîïĨĩĪīĬĭĮįİıIĴĵĶķĹĺĻļĽľĿŀŁłÑñŃńŅņŇňÒÓÔÕÖØòóôõöøŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųŴŵÝýŸÿŶŷŹźŻżŽžЁё',
    'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzее'))
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

-- The fuzzy title match compares folded query and folded title (pg_trgm's own case folding does
-- not know that ı is i).
CREATE INDEX articles_title_fold_trgm_idx ON articles USING gin (search_fold(title) gin_trgm_ops);
DROP INDEX articles_title_trgm_idx;
