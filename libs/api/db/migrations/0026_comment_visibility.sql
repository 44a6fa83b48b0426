-- One rule for who sees a comment (issue 15: "Yorumlar (11)" above "Henüz yorum yok").
--
-- The counters of migration 0019 and the API's lists each spelled the rule out; now both call
-- comment_is_public(), so they cannot drift apart. Public: not deleted, not hidden by an editor,
-- not an offensive comment still waiting for review, and written by an active member or by a
-- deleted account (SPEC §4: a deleted member's comments stay; a deactivated member's are hidden
-- until the next sign-in). Blocks do not hide comments (SPEC §5: they stop likes and replies; the
-- list marks the blocked member's comments), so they do not change the count either. A SQL
-- function of plain values: the planner inlines it like the expression it replaces.
CREATE FUNCTION comment_is_public(deleted_at timestamptz, review_state text, offensive boolean, author_active boolean, author_deleted_at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT deleted_at IS NULL AND review_state <> 'hidden' AND (NOT offensive OR review_state = 'approved')
     AND (author_active OR author_deleted_at IS NOT NULL)
$$;

CREATE OR REPLACE FUNCTION comments_refresh_counts(p_article uuid, p_parent uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE articles a SET comment_count = (
    SELECT count(*) FROM comments c JOIN users u ON u.id = c.author_id
     WHERE c.article_id = p_article AND comment_is_public(c.deleted_at, c.review_state, c.offensive, u.is_active, u.deleted_at)
  ) WHERE a.id = p_article;
  IF p_parent IS NOT NULL THEN
    UPDATE comments p SET reply_count = (
      SELECT count(*) FROM comments c JOIN users u ON u.id = c.author_id
       WHERE c.parent_id = p_parent AND comment_is_public(c.deleted_at, c.review_state, c.offensive, u.is_active, u.deleted_at)
    ) WHERE p.id = p_parent;
  END IF;
END $$;

-- Counters written around the triggers (the demo seed used to store made-up comment counts on
-- articles without comments) are recounted from the comments themselves.
UPDATE articles a SET comment_count = counted.n
  FROM (SELECT a2.id, (SELECT count(*) FROM comments c JOIN users u ON u.id = c.author_id
                        WHERE c.article_id = a2.id AND comment_is_public(c.deleted_at, c.review_state, c.offensive, u.is_active, u.deleted_at)) AS n
          FROM articles a2) counted
 WHERE a.id = counted.id AND a.comment_count <> counted.n;
UPDATE comments p SET reply_count = counted.n
  FROM (SELECT p2.id, (SELECT count(*) FROM comments c JOIN users u ON u.id = c.author_id
                        WHERE c.parent_id = p2.id AND comment_is_public(c.deleted_at, c.review_state, c.offensive, u.is_active, u.deleted_at)) AS n
          FROM comments p2 WHERE p2.parent_id IS NULL) counted
 WHERE p.id = counted.id AND p.reply_count <> counted.n;
