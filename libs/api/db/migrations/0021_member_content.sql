-- Member-written articles and their editorial review (issue 5).
--
-- A member article is an ordinary `articles` row (so once published it is listed, searched,
-- cached and rendered like every other article) plus one `member_articles` row holding the
-- review state and the author's working copy:
--
-- * `articles` holds what readers see. Until the first approval it is a draft row
--   (is_draft = true, published_at NULL) that no public query returns.
-- * `member_articles.revision` is what the author edits (title, summary, category, cover,
--   entries). Approval copies it over the `articles` row. Editing an already published article
--   therefore never touches the live version: it stays up, unchanged, until the edit is
--   approved (or forever, if the edit is rejected or abandoned).
-- * status describes the working copy: draft (being written, or withdrawn from review by an
--   edit), pending (in the editors' queue), published (identical to the live version),
--   rejected (an editor refused it, with a reason the author sees).
-- * Deletion is soft (articles.is_deleted) and final: SPEC §4, deleted content cannot be
--   republished, so every write on a deleted article is refused.

CREATE TABLE member_articles (
  article_id uuid PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending', 'published', 'rejected')),
  -- { "title", "summary", "categoryId", "coverImageId", "entries": [{ "type": "text" | "image" | "video" | "item" | "quiz", ... }] }
  revision jsonb NOT NULL,
  -- Bumped by every saved edit. An editor approves the revision they read; a stale one is a 409.
  revision_no integer NOT NULL DEFAULT 1 CHECK (revision_no > 0),
  rejection_reason text CHECK (rejection_reason IS NULL OR char_length(rejection_reason) BETWEEN 1 AND 500),
  submitted_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'rejected' OR rejection_reason IS NOT NULL)
);
-- A member's own posts, most recently edited first (my posts, the profile contents tab).
CREATE INDEX member_articles_author_idx ON member_articles (author_id, updated_at DESC);
-- The editors' review queue, oldest submission first.
CREATE INDEX member_articles_pending_idx ON member_articles (submitted_at, article_id) WHERE status = 'pending';

-- The author's notice of a refused post (SPEC §3 lists approvals; a refusal must reach the
-- author too, with the reason shown on the draft).
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('followed', 'title_liked', 'news_approved', 'news_added', 'news_rejected', 'comment_liked', 'comment_reply', 'comment_created'));
