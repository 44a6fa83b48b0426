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
-- game, period and member: `period` is `all`, `YYYY-MM`, `YYYY-Www` or `YYYY-MM-DD`. Equal scores
-- share a place (1, 2, 2, 4); lists show them in the order they were reached.
--
-- A member's place is 1 + the members with a higher score. Counting those rows would cost time
-- in proportion to the place (tens of ms deep in a board of 100,000), so the board also keeps how
-- many members sit in each score bucket: 16 buckets per doubling of the score (any game's scores
-- fit in ~350), and a place is the sum of the buckets above plus a count inside one bucket.
CREATE FUNCTION game_score_bucket(score integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(log(2.0, (score + 1)::numeric) * 16)::integer $$;

CREATE TABLE game_scores (
  game text NOT NULL,
  period text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  score integer NOT NULL CHECK (score >= 0),
  bucket integer GENERATED ALWAYS AS (game_score_bucket(score)) STORED,
  extra jsonb NOT NULL DEFAULT '{}',
  achieved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game, period, user_id)
);
CREATE INDEX game_scores_rank_idx ON game_scores (game, period, score DESC, achieved_at, user_id);
CREATE INDEX game_scores_bucket_idx ON game_scores (game, period, bucket, score);

-- Members per score bucket of a board, kept by a trigger on every change of game_scores: ranked
-- results, and the rows a deleted account takes with it.
CREATE TABLE game_score_buckets (
  game text NOT NULL,
  period text NOT NULL,
  bucket integer NOT NULL,
  players integer NOT NULL CHECK (players >= 0),
  PRIMARY KEY (game, period, bucket)
);

CREATE FUNCTION game_scores_count_buckets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.bucket = NEW.bucket THEN
    RETURN NULL;
  END IF;
  -- The lower bucket first: two results crossing the same two buckets in opposite directions
  -- then lock them in the same order and cannot deadlock.
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.bucket < NEW.bucket) THEN
    UPDATE game_score_buckets SET players = players - 1 WHERE game = OLD.game AND period = OLD.period AND bucket = OLD.bucket;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO game_score_buckets (game, period, bucket, players) VALUES (NEW.game, NEW.period, NEW.bucket, 1)
    ON CONFLICT (game, period, bucket) DO UPDATE SET players = game_score_buckets.players + 1;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.bucket > NEW.bucket THEN
    UPDATE game_score_buckets SET players = players - 1 WHERE game = OLD.game AND period = OLD.period AND bucket = OLD.bucket;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER game_scores_buckets AFTER INSERT OR DELETE OR UPDATE OF score ON game_scores
  FOR EACH ROW EXECUTE FUNCTION game_scores_count_buckets();

-- Game header signatures (SPEC §7 games-app-h) seen in their 10-minute life: a second request with
-- one is a replay and is refused (issue 16 item 5). Expired rows are swept by the API.
CREATE TABLE game_signatures (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_signatures_expiry_idx ON game_signatures (expires_at);
