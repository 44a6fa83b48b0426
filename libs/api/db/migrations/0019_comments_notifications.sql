-- Comments, comment likes and reports, and notifications (issue 5, SPEC §3 Comment, §4, §5, §7).
--
-- A thread is one level deep: a top-level comment (parent_id NULL) and its replies (parent_id =
-- the top-level comment). reply_to_id names the comment a reply answers (the top-level one or
-- another reply of the same thread), so the UI can show whom it answers and the right author is
-- notified.
--
-- Who sees a comment ("visible" below, the same predicate in the API and in these triggers):
--   not deleted, not hidden by an editor, not an offensive comment still waiting for review,
--   and written by an active member or by a deleted account (SPEC §4: a deleted member's
--   comments stay, attributed to a deleted user; a deactivated member's are hidden until the
--   next sign-in). The author always sees their own comments.
--
-- The counters (articles.comment_count, comments.reply_count, comments.like_count) count only
-- what the public sees, and are recomputed by the triggers below whenever a comment, a like or
-- the author's/liker's account state changes, so they stay true whichever code path (comment
-- routes, editor review, account freeze or deletion in the auth lib) made the change.

CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES comments (id) ON DELETE CASCADE,
  reply_to_id uuid REFERENCES comments (id) ON DELETE SET NULL,
  -- Plain text, trimmed (SPEC §5: 5 to 1000 characters); emptied when the comment is deleted.
  body text NOT NULL,
  -- Set at creation when the text matched a cyberbullying word list.
  offensive boolean NOT NULL DEFAULT false,
  -- none: nothing to review; pending: in the editors' queue (reported or offensive);
  -- approved: an editor let it stand (later reports are recorded but do not re-queue it);
  -- hidden: an editor hid it.
  review_state text NOT NULL DEFAULT 'none' CHECK (review_state IN ('none', 'pending', 'approved', 'hidden')),
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  deleted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK (deleted_at IS NOT NULL OR char_length(body) BETWEEN 5 AND 1000),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
-- An article's comments (list, counts) and a thread's replies, oldest first.
CREATE INDEX comments_article_idx ON comments (article_id, created_at DESC);
CREATE INDEX comments_parent_idx ON comments (parent_id, created_at) WHERE parent_id IS NOT NULL;
CREATE INDEX comments_reply_to_idx ON comments (reply_to_id) WHERE reply_to_id IS NOT NULL;
-- A member's comments (profile tab), newest first.
CREATE INDEX comments_author_idx ON comments (author_id, created_at DESC);
-- The editors' review queue.
CREATE INDEX comments_review_idx ON comments (created_at) WHERE review_state = 'pending' AND deleted_at IS NULL;

CREATE TABLE comment_likes (
  comment_id uuid NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_likes_user_idx ON comment_likes (user_id, comment_id);

-- One report per member and comment; a report puts the comment in the editors' queue.
CREATE TABLE comment_reports (
  comment_id uuid NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, reporter_id)
);
CREATE INDEX comment_reports_reporter_idx ON comment_reports (reporter_id);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('followed', 'title_liked', 'news_approved', 'news_added', 'comment_liked', 'comment_reply', 'comment_created')),
  actor_id uuid REFERENCES users (id) ON DELETE CASCADE,
  article_id uuid REFERENCES articles (id) ON DELETE CASCADE,
  comment_id uuid REFERENCES comments (id) ON DELETE CASCADE,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The notifications page, newest first, and the unread badge / duplicate check.
CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC, id);
CREATE INDEX notifications_unread_idx ON notifications (recipient_id, type) WHERE read_at IS NULL;
-- Cascades from deleted articles and comments.
CREATE INDEX notifications_article_idx ON notifications (article_id) WHERE article_id IS NOT NULL;
CREATE INDEX notifications_comment_idx ON notifications (comment_id) WHERE comment_id IS NOT NULL;

-- Recomputes an article's public comment count and, for a reply, its thread's reply count.
CREATE FUNCTION comments_refresh_counts(p_article uuid, p_parent uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE articles a SET comment_count = (
    SELECT count(*) FROM comments c JOIN users u ON u.id = c.author_id
     WHERE c.article_id = p_article AND c.deleted_at IS NULL AND c.review_state <> 'hidden'
       AND (NOT c.offensive OR c.review_state = 'approved') AND (u.is_active OR u.deleted_at IS NOT NULL)
  ) WHERE a.id = p_article;
  IF p_parent IS NOT NULL THEN
    UPDATE comments p SET reply_count = (
      SELECT count(*) FROM comments c JOIN users u ON u.id = c.author_id
       WHERE c.parent_id = p_parent AND c.deleted_at IS NULL AND c.review_state <> 'hidden'
         AND (NOT c.offensive OR c.review_state = 'approved') AND (u.is_active OR u.deleted_at IS NOT NULL)
    ) WHERE p.id = p_parent;
  END IF;
END $$;

CREATE FUNCTION comments_refresh_likes(p_comment uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE comments c SET like_count = (
    SELECT count(*) FROM comment_likes l JOIN users u ON u.id = l.user_id
     WHERE l.comment_id = p_comment AND u.is_active AND u.deleted_at IS NULL
  ) WHERE c.id = p_comment;
END $$;

CREATE FUNCTION comments_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM comments_refresh_counts(OLD.article_id, OLD.parent_id);
    RETURN OLD;
  END IF;
  PERFORM comments_refresh_counts(NEW.article_id, NEW.parent_id);
  RETURN NEW;
END $$;
-- Only the columns that change visibility: the counters' own updates do not re-fire it.
CREATE TRIGGER comments_counts AFTER INSERT OR DELETE OR UPDATE OF deleted_at, review_state, offensive ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_after_change();

CREATE FUNCTION comment_likes_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM comments_refresh_likes(OLD.comment_id);
    RETURN OLD;
  END IF;
  PERFORM comments_refresh_likes(NEW.comment_id);
  RETURN NEW;
END $$;
CREATE TRIGGER comment_likes_counts AFTER INSERT OR DELETE ON comment_likes
  FOR EACH ROW EXECUTE FUNCTION comment_likes_after_change();

-- Deactivation, reactivation and deletion change what the counters count.
CREATE FUNCTION comments_after_user_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT DISTINCT article_id, parent_id FROM comments WHERE author_id = NEW.id LOOP
    PERFORM comments_refresh_counts(r.article_id, r.parent_id);
  END LOOP;
  FOR r IN SELECT comment_id FROM comment_likes WHERE user_id = NEW.id LOOP
    PERFORM comments_refresh_likes(r.comment_id);
  END LOOP;
  RETURN NEW;
END $$;
CREATE TRIGGER users_comment_counts AFTER UPDATE OF is_active, deleted_at ON users
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION comments_after_user_state();
