-- Search (issue 3): the article vector weighs title (A), description (B) and body text (C), in
-- the edition's language. Turkish text is folded with Turkish case rules first (I → ı, İ → i),
-- which the server's locale-independent lower() would get wrong.
ALTER TABLE articles DROP COLUMN search_vector;
ALTER TABLE articles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  CASE edition
    WHEN 'tr' THEN
      setweight(to_tsvector('turkish'::regconfig, translate(coalesce(title, ''), 'Iİ', 'ıi')), 'A') ||
      setweight(to_tsvector('turkish'::regconfig, translate(coalesce(description, ''), 'Iİ', 'ıi')), 'B') ||
      setweight(to_tsvector('turkish'::regconfig, translate(coalesce(jsonb_path_query_array(entries, '$[*].text.plain')::text, ''), 'Iİ', 'ıi')), 'C')
    WHEN 'ru' THEN
      setweight(to_tsvector('russian'::regconfig, coalesce(title, '')), 'A') ||
      setweight(to_tsvector('russian'::regconfig, coalesce(description, '')), 'B') ||
      setweight(to_tsvector('russian'::regconfig, coalesce(jsonb_path_query_array(entries, '$[*].text.plain')::text, '')), 'C')
    ELSE
      setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') ||
      setweight(to_tsvector('english'::regconfig, coalesce(jsonb_path_query_array(entries, '$[*].text.plain')::text, '')), 'C')
  END
) STORED;
CREATE INDEX articles_search_idx ON articles USING gin (search_vector);

-- Typo-tolerant name search for tags and members.
CREATE INDEX tags_name_trgm_idx ON tags USING gin (name gin_trgm_ops);
CREATE INDEX users_username_trgm_idx ON users USING gin (username gin_trgm_ops);
