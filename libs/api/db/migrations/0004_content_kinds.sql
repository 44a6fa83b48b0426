-- Issue 3: every SPEC §3 content kind. Galleries become a kind of their own, quizzes keep their
-- definition (personality results, trivia grades) beside the question entries, articles carry
-- the special/expert labels, and videos are first-class media with renditions and a poster.

ALTER TABLE articles DROP CONSTRAINT IF EXISTS articles_kind_check;
ALTER TABLE articles ADD CONSTRAINT articles_kind_check
  CHECK (kind IN ('news', 'listicle', 'quiz', 'video', 'gallery', 'game'));

-- { "type": "trivia" | "personality", "results": [...], "grades": [...] }; null when not a quiz.
ALTER TABLE articles ADD COLUMN quiz jsonb;
ALTER TABLE articles ADD COLUMN labels text[] NOT NULL DEFAULT '{}'
  CHECK (labels <@ ARRAY['special', 'expert']::text[]);

CREATE INDEX articles_kind_recent_idx ON articles (edition, kind, published_at DESC)
  WHERE NOT is_draft AND NOT is_hidden AND NOT is_deleted AND moved_to_article_id IS NULL;

CREATE TABLE videos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Relative to the media root; renditions live at {base_path}/{height}.{format}.
  base_path text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  duration_seconds integer NOT NULL CHECK (duration_seconds >= 0),
  -- [{ "height": 360, "width": 640, "format": "mp4", "type": "video/mp4" }, ...]
  renditions jsonb NOT NULL DEFAULT '[]'::jsonb,
  poster_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Columnists (SPEC §2.6 yazio): a staff author with a public column page.
ALTER TABLE users ADD COLUMN columnist_slug text UNIQUE CHECK (columnist_slug ~ '^[a-z0-9-]+$');
ALTER TABLE users ADD COLUMN columnist_bio text;
