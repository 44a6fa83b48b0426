-- Feedback and the satisfaction survey (issue 19; SPEC §3, §7 POST /feedback and
-- POST /survey-feedbacks/satisfaction), read and marked handled by editors in /admin/feedback.
-- `username` is the sender's name when they sent it (a member may rename later); `user_id` is
-- kept for the link and nulled if the row of the member ever goes. The page address is stored
-- absolute, on the origin of the edition it came from. `third_party_ids` is a small flat object of
-- strings (the reading tracker's and the ad identifier's ids) for matching a report to a browser.
CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  type text NOT NULL CHECK (type IN ('bug', 'content', 'suggestion', 'other')),
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  url text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  username text,
  third_party_ids jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled')),
  handled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'handled') = (handled_at IS NOT NULL))
);
-- The inbox: newest first, by status, optionally by edition and type.
CREATE INDEX feedback_inbox_idx ON feedback (status, created_at DESC);
CREATE INDEX feedback_edition_idx ON feedback (edition, created_at DESC);

-- Experience 1–5, recommendation 0–10 (the Net Promoter Score question); name and e-mail optional.
CREATE TABLE satisfaction_surveys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  experience_level smallint NOT NULL CHECK (experience_level BETWEEN 1 AND 5),
  recommendation_level smallint NOT NULL CHECK (recommendation_level BETWEEN 0 AND 10),
  encountered_issue boolean NOT NULL,
  improvement_suggestion text,
  name text,
  email text,
  url text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  username text,
  third_party_ids jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled')),
  handled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'handled') = (handled_at IS NOT NULL))
);
CREATE INDEX satisfaction_surveys_inbox_idx ON satisfaction_surveys (status, created_at DESC);
CREATE INDEX satisfaction_surveys_edition_idx ON satisfaction_surveys (edition, created_at DESC);

-- The sending limits, counted here so every API replica sees the same counts (with or without
-- Redis): one row per accepted entry and limit key (a keyed hash of the sender's network, or the
-- member's id), never the address itself. Rows older than the longest window are pruned.
CREATE TABLE feedback_rate_claims (
  scope text NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_rate_claims_key_idx ON feedback_rate_claims (scope, key, created_at);
CREATE INDEX feedback_rate_claims_age_idx ON feedback_rate_claims (created_at);
