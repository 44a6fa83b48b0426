-- Sponsored stories (SPEC §1/§6; issue 19): a paid story carries the `sponsored` label beside the
-- editorial `special` / `expert` ones. Readers see it as a badge on cards and the article (the
-- disclosure consumer law asks for), and the interstitial ad never shows on it (§4, §6).
-- Set by an editor on /admin/articles.
ALTER TABLE articles DROP CONSTRAINT IF EXISTS articles_labels_check;
ALTER TABLE articles ADD CONSTRAINT articles_labels_check
  CHECK (labels <@ ARRAY['special', 'expert', 'sponsored']::text[]);
