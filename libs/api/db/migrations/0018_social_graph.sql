-- The social graph (issue 5): who follows whom, who blocked whom, and members' favourite
-- articles. Rows reference users and articles with ON DELETE CASCADE; deleted accounts keep
-- their users row (deleted_at), so lists and counts filter people by is_active/deleted_at
-- rather than relying on the rows disappearing.

CREATE TABLE follows (
  follower_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followed_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followed_id),
  CHECK (follower_id <> followed_id)
);
-- A member's followers and followings, newest first (profile tabs, counts).
CREATE INDEX follows_followed_idx ON follows (followed_id, created_at DESC, follower_id);
CREATE INDEX follows_follower_idx ON follows (follower_id, created_at DESC, followed_id);

-- A block is one-directional in storage and symmetric in effect (SPEC §5: blocks stop
-- messages, likes and replies both ways): checks look for a row in either direction.
CREATE TABLE blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
-- The reverse direction of isBlockedEitherWay and "who blocked me" filters.
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id);
-- The blocked-accounts settings page, newest first.
CREATE INDEX blocks_blocker_recent_idx ON blocks (blocker_id, created_at DESC);

CREATE TABLE favorites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, article_id)
);
-- A member's favourites tab, newest first.
CREATE INDEX favorites_user_recent_idx ON favorites (user_id, created_at DESC, article_id);
-- Article deletion cascades and per-article favourite counts.
CREATE INDEX favorites_article_idx ON favorites (article_id);
