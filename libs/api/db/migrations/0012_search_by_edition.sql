-- Search at archive scale, continued (issue 3, `npm run bench -- search`).
--
-- A search never crosses editions, so one text index per edition: each is about a third of the
-- size, and a query's bitmap no longer has to be ANDed with the edition index (queries are
-- planned with the edition value, so the partial indexes match).
CREATE INDEX articles_search_tr_idx ON articles USING gin (search_vector) WHERE edition = 'tr';
CREATE INDEX articles_search_en_idx ON articles USING gin (search_vector) WHERE edition = 'en';
CREATE INDEX articles_search_ru_idx ON articles USING gin (search_vector) WHERE edition = 'ru';
DROP INDEX articles_search_idx;
