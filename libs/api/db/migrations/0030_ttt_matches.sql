-- Tic Tac Toe Football matches (issue 16; SPEC §2.11). The whole match lives in `state` (jsonb):
-- the grid, the claimed cells, whose turn it is and since when, the footballers already named.
-- Every move locks the row, so two members of a live match (on any API replica) take turns on
-- one row; turns that ran out are applied by whoever reads the match next (no timers in memory).
CREATE TABLE ttt_matches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mode text NOT NULL CHECK (mode IN ('computer', 'local', 'live')),
  difficulty text NOT NULL CHECK (difficulty IN ('easy', 'hard')),
  edition text NOT NULL,
  status text NOT NULL CHECK (status IN ('waiting', 'playing', 'finished', 'cancelled')),
  -- A live invitation for one friend (by its link): never offered to anyone looking for an opponent.
  is_private boolean NOT NULL DEFAULT false,
  -- Who started it (null for a guest); in a live match, also the side waiting for a partner.
  owner_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  x_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  o_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  state jsonb NOT NULL,
  -- Board points each member side got, once finished: {"x": 3, "o": -2}.
  points jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- Pairing: the oldest live match still waiting for a partner of the same difficulty and edition.
CREATE INDEX ttt_matches_waiting_idx ON ttt_matches (difficulty, edition, created_at) WHERE status = 'waiting' AND NOT is_private;
-- A member's matches (record, the match to go back to).
CREATE INDEX ttt_matches_x_idx ON ttt_matches (x_user_id, created_at DESC);
CREATE INDEX ttt_matches_o_idx ON ttt_matches (o_user_id, created_at DESC);
CREATE INDEX ttt_matches_owner_idx ON ttt_matches (owner_user_id, created_at DESC);
-- Matches left unfinished, for the sweep that applies their lapsed turns.
CREATE INDEX ttt_matches_open_idx ON ttt_matches (updated_at) WHERE status IN ('waiting', 'playing');
