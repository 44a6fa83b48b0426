-- Precomputed reader rankings (issue 14, flat growth): the aging-popular order of every listing
-- scope, the footer's quick-access picks and the trending tags are scored across an edition once
-- a minute by a background refresh (libs/api/content rankings) instead of on every request.
-- Requests read the top of a scope from here, merge what was published since the snapshot and
-- re-check listability, so a new story shows up at once and a hidden one disappears at once.

-- One row per edition: when its snapshot below was computed (the refresh of any API replica
-- runs under an advisory lock; a fresh row tells the others to skip their turn).
CREATE TABLE ranking_snapshots (
  edition text PRIMARY KEY,
  computed_at timestamptz NOT NULL,
  -- How deep the orders below go ('all', every other scope): a page ending deeper is scored live.
  depth_all integer NOT NULL,
  depth_scope integer NOT NULL,
  -- Bumped by the triggers below for a change the snapshot cannot absorb (an article of its era
  -- withdrawn, restored, re-dated, re-tagged or re-filed, an author deactivated). While
  -- changes > refreshed_changes the snapshot is not used (reads score live) until the next refresh.
  changes bigint NOT NULL DEFAULT 0,
  refreshed_changes bigint NOT NULL DEFAULT 0
);

-- The top of each scope's aging-popular order at computed_at. Scopes: 'all' (the edition),
-- 'category:{id}' (a category with its subcategories), 'tag:{id}', 'kind:{kind}', and
-- 'random:{hour}' (the hourly shuffle of this hour and the next) and 'quick' (the most engaging
-- article of each section, in section order: the footer).
CREATE TABLE ranked_articles (
  edition text NOT NULL,
  scope text NOT NULL,
  position integer NOT NULL,
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  score float8 NOT NULL,
  PRIMARY KEY (edition, scope, position)
);
CREATE INDEX ranked_articles_article_idx ON ranked_articles (article_id);

-- Listed articles per scope at computed_at (page totals add what was published since).
CREATE TABLE ranked_scope_counts (
  edition text NOT NULL,
  scope text NOT NULL,
  listed integer NOT NULL,
  PRIMARY KEY (edition, scope)
);

-- The tags most used by the edition's articles of the 30 days before its newest one.
CREATE TABLE trending_tags (
  edition text NOT NULL,
  position integer NOT NULL,
  tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  article_count integer NOT NULL,
  PRIMARY KEY (edition, position)
);

-- A story published after a snapshot is merged into it by the reads; anything else that changes
-- what a snapshot of that time would hold marks it stale. Statement-level where bulk loads happen.
CREATE FUNCTION rankings_stale_articles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ranking_snapshots s SET changes = s.changes + 1
  WHERE EXISTS (SELECT 1 FROM changed c WHERE c.edition = s.edition AND c.published_at <= s.computed_at);
  RETURN NULL;
END $$;
CREATE TRIGGER articles_rankings_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rankings_stale_articles();
CREATE TRIGGER articles_rankings_delete AFTER DELETE ON articles
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rankings_stale_articles();

-- Counter updates (views, shares) change no listing membership: the WHEN keeps them free.
CREATE FUNCTION rankings_stale_article_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ranking_snapshots s SET changes = s.changes + 1
  WHERE s.edition IN (OLD.edition, NEW.edition)
    AND (OLD.published_at <= s.computed_at OR NEW.published_at <= s.computed_at);
  RETURN NULL;
END $$;
CREATE TRIGGER articles_rankings_update AFTER UPDATE ON articles FOR EACH ROW
  WHEN (OLD.is_draft IS DISTINCT FROM NEW.is_draft OR OLD.is_hidden IS DISTINCT FROM NEW.is_hidden
        OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted OR OLD.moved_to_article_id IS DISTINCT FROM NEW.moved_to_article_id
        OR OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.edition IS DISTINCT FROM NEW.edition
        OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION rankings_stale_article_row();

CREATE FUNCTION rankings_stale_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ranking_snapshots s SET changes = s.changes + 1
  WHERE EXISTS (SELECT 1 FROM changed c JOIN articles a ON a.id = c.article_id
                WHERE a.edition = s.edition AND a.published_at <= s.computed_at);
  RETURN NULL;
END $$;
CREATE TRIGGER article_tags_rankings_insert AFTER INSERT ON article_tags
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rankings_stale_links();
CREATE TRIGGER article_tags_rankings_delete AFTER DELETE ON article_tags
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rankings_stale_links();
CREATE TRIGGER article_categories_rankings_insert AFTER INSERT ON article_categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rankings_stale_links();
CREATE TRIGGER article_categories_rankings_delete AFTER DELETE ON article_categories
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION rankings_stale_links();

-- A deactivated (or reactivated) member's posts leave (or rejoin) every list.
CREATE FUNCTION rankings_stale_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM member_articles m WHERE m.author_id = NEW.id) THEN
    UPDATE ranking_snapshots SET changes = changes + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER users_rankings_active AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION rankings_stale_member();
