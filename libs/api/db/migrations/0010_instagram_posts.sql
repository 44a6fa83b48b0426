-- The /instagram "link in bio" page (SPEC §7 sort=igDate): when Meydan posted the story to its
-- Instagram account. NULL for the great majority of articles (never posted), so the index that
-- serves `sort=igDate` (newest post first, keyset pages by legacy id) covers only posted rows.
ALTER TABLE articles ADD COLUMN ig_posted_at timestamptz;

CREATE INDEX articles_ig_posted_idx ON articles (edition, ig_posted_at DESC, legacy_id DESC)
  WHERE ig_posted_at IS NOT NULL;
