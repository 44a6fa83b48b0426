-- View and share counting (SPEC §3 tracking events, the event collector): who has already been
-- counted for an article today. A reader key is `r:<reader cookie>` (one reader) or
-- `n:<hash of the network>` (every reader behind one address, a cap against forged cookies).
-- The collector claims a slot with INSERT … ON CONFLICT … WHERE hits < limit and bumps
-- articles.view_count / share_count only when the claim succeeded, in the same transaction, so
-- every API replica agrees without shared memory. Rows are only needed for the current UTC day;
-- the collector deletes days older than yesterday from time to time.
CREATE TABLE article_count_claims (
  reader_key text NOT NULL CHECK (length(reader_key) BETWEEN 8 AND 80),
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('view', 'share')),
  day date NOT NULL,
  hits integer NOT NULL DEFAULT 1 CHECK (hits >= 1),
  PRIMARY KEY (reader_key, article_id, kind, day)
);
CREATE INDEX article_count_claims_day_idx ON article_count_claims (day);
