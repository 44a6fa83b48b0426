-- Reading analytics (issue 19): what the event collector learns from readers, kept as daily
-- aggregates rather than a log of raw events, so storage grows with articles × days, not with
-- traffic. Every write is an upsert that adds to a row; replicas write concurrently and agree
-- without any shared memory (the per-reader marks are the only rows one reader's requests share).

-- A complete read (SPEC §4 item_read_complete of a reader whose read counted) weighs in the
-- popularity score beside views, reactions, shares and comments (content.repository ENGAGEMENT).
-- A counter like view_count: the rankings' triggers ignore it (no listing membership changes).
ALTER TABLE articles ADD COLUMN read_complete_count bigint NOT NULL DEFAULT 0 CHECK (read_complete_count >= 0);

-- The random salt of one UTC day. Readers without analytics consent are told apart by
-- HMAC(salt, network + user agent) instead of a cookie; the salt is created on demand by the
-- first replica that needs it (all replicas share it) and every older day's row is deleted at
-- the same moment, so yesterday's keys can no longer be recomputed from an address.
CREATE TABLE collector_salts (
  day date PRIMARY KEY,
  salt text NOT NULL CHECK (length(salt) >= 32)
);

-- What one reader has done with one article today, for de-duplication only: bit 1 their read
-- counted (a view), 2 read to the end, 4/8/16/32 scrolled 25/50/90/100 % of the body; `reads`
-- counts their item_read events (capped). The reader key is `r:<m-rid cookie>` with analytics
-- consent, else `h:<daily salted hash>`. Only today's and yesterday's rows are ever needed: the
-- collector deletes older days now and then, with article_count_claims.
CREATE TABLE reading_marks (
  reader_key text NOT NULL CHECK (length(reader_key) BETWEEN 8 AND 80),
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  day date NOT NULL,
  marks integer NOT NULL DEFAULT 0,
  reads integer NOT NULL DEFAULT 0 CHECK (reads >= 0),
  PRIMARY KEY (reader_key, article_id, day)
);
CREATE INDEX reading_marks_day_idx ON reading_marks (day);

-- Per article and UTC day (in a few shards, so a story read by thousands at once does not queue
-- every writer on one row; readers sum the shards): reads (item_read events), readers (unique:
-- reads that counted as the article's view), completes (readers who read to the end), read time
-- of the completes as a histogram of whole minutes 1..10 (SPEC §9 cap; the median comes from
-- it) and their sum, scroll depth reached (readers, each deeper mark implying the shallower
-- ones) and engaged seconds (visible and focused time reported with the completes).
CREATE TABLE reading_daily (
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  day date NOT NULL,
  shard smallint NOT NULL CHECK (shard >= 0),
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  reads integer NOT NULL DEFAULT 0,
  readers integer NOT NULL DEFAULT 0,
  completes integer NOT NULL DEFAULT 0,
  read_minutes integer NOT NULL DEFAULT 0,
  rt1 integer NOT NULL DEFAULT 0, rt2 integer NOT NULL DEFAULT 0, rt3 integer NOT NULL DEFAULT 0,
  rt4 integer NOT NULL DEFAULT 0, rt5 integer NOT NULL DEFAULT 0, rt6 integer NOT NULL DEFAULT 0,
  rt7 integer NOT NULL DEFAULT 0, rt8 integer NOT NULL DEFAULT 0, rt9 integer NOT NULL DEFAULT 0,
  rt10 integer NOT NULL DEFAULT 0,
  depth25 integer NOT NULL DEFAULT 0,
  depth50 integer NOT NULL DEFAULT 0,
  depth90 integer NOT NULL DEFAULT 0,
  depth100 integer NOT NULL DEFAULT 0,
  engaged_seconds bigint NOT NULL DEFAULT 0,
  engaged_reads integer NOT NULL DEFAULT 0,
  PRIMARY KEY (article_id, day, shard)
);
CREATE INDEX reading_daily_day_idx ON reading_daily (day, edition);

-- Every accepted event (bots and the no-tracking flag excluded) per UTC day, edition, event type
-- and item type, sharded like reading_daily: searches, likes, reactions, follows … and reads.
CREATE TABLE tracking_event_daily (
  day date NOT NULL,
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  event_type text NOT NULL CHECK (length(event_type) <= 40),
  item_type text NOT NULL CHECK (length(item_type) <= 20),
  shard smallint NOT NULL CHECK (shard >= 0),
  events integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, edition, event_type, item_type, shard)
);

-- What a reader who allowed personalised content read to the end (key: the m-rid cookie), so
-- "For you" can rank stories like those. Nothing is stored without that consent; rows older
-- than 90 days are deleted by the collector now and then.
CREATE TABLE reader_completed_reads (
  reader_id text NOT NULL CHECK (length(reader_id) BETWEEN 22 AND 64),
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (reader_id, article_id)
);
CREATE INDEX reader_completed_reads_at_idx ON reader_completed_reads (completed_at);
