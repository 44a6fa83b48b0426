-- Games (issue 16): daily puzzles, attempts, daily results (statistics and streaks) and the
-- leaderboards' source of truth. The catalogue is configuration shipped with the games API
-- (libs/api/games/src/catalogue), not rows.

-- One puzzle per game, edition and Istanbul day. `content` is what every player sees; `solution`
-- stays on the server until the day is over. The id is the SPEC §7 "question id".
CREATE TABLE game_puzzles (
  id bigserial PRIMARY KEY,
  game text NOT NULL CHECK (game IN ('emojile', 'bilpop', 'zekiye', '2048')),
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  day date NOT NULL,
  number integer NOT NULL CHECK (number >= 1),
  content jsonb NOT NULL,
  solution jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game, edition, day)
);

-- A play of a puzzle (or of free 2048). Guests' attempts have no user and never rank. `ranked`
-- marks a member's one attempt at the day's puzzle that goes on the boards; the partial unique
-- index makes a second one impossible even under concurrent requests.
CREATE TABLE game_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  game text NOT NULL,
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  puzzle_id bigint REFERENCES game_puzzles (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('daily', 'archive', 'free')),
  ranked boolean NOT NULL DEFAULT false,
  seed text NOT NULL,
  state jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'won', 'lost', 'finished')),
  score integer NOT NULL DEFAULT 0 CHECK (score >= 0),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK (NOT ranked OR (user_id IS NOT NULL AND puzzle_id IS NOT NULL))
);
CREATE UNIQUE INDEX game_attempts_ranked_once ON game_attempts (user_id, puzzle_id) WHERE ranked;
CREATE INDEX game_attempts_player_idx ON game_attempts (user_id, puzzle_id, started_at DESC) WHERE user_id IS NOT NULL;
-- The sweep of stale guest attempts.
CREATE INDEX game_attempts_guest_idx ON game_attempts (started_at) WHERE user_id IS NULL;

-- A member's result of a daily puzzle, one per game and day: statistics, streaks and the guess
-- distribution are computed from these rows. `source` 'local' rows came from the member's browser
-- as a guest (merged on sign-in): they count for streaks, never for boards.
CREATE TABLE game_results (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game text NOT NULL,
  day date NOT NULL,
  won boolean NOT NULL,
  guesses integer NOT NULL DEFAULT 0 CHECK (guesses >= 0),
  score integer NOT NULL DEFAULT 0 CHECK (score >= 0),
  source text NOT NULL CHECK (source IN ('server', 'local')),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game, day)
);

-- Bilpop's per-category progress (SPEC §2.11: the next mode opens after 30 stars or 30 correct
-- answers in a category).
CREATE TABLE game_category_progress (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game text NOT NULL,
  category text NOT NULL,
  -- The highest mode unlocked, and the counts made in it (they start again at 0 when it opens).
  mode integer NOT NULL DEFAULT 1 CHECK (mode BETWEEN 1 AND 3),
  correct integer NOT NULL DEFAULT 0 CHECK (correct >= 0),
  stars integer NOT NULL DEFAULT 0 CHECK (stars >= 0),
  PRIMARY KEY (user_id, game, category)
);

-- Leaderboards, the source of truth (Redis sorted sets mirror them when configured). One row per
-- game, period and member: `period` is `all`, `YYYY-MM`, `YYYY-Www` or `YYYY-MM-DD`. Ties rank by
-- who got there first.
CREATE TABLE game_scores (
  game text NOT NULL,
  period text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  score integer NOT NULL CHECK (score >= 0),
  extra jsonb NOT NULL DEFAULT '{}',
  achieved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game, period, user_id)
);
CREATE INDEX game_scores_rank_idx ON game_scores (game, period, score DESC, achieved_at, user_id);
