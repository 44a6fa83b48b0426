-- Accounts and sessions (issue 4). A session is one sign-in on one device: the family of its
-- refresh tokens. Access tokens (JWT, 15 min) name their session, and every authenticated
-- request checks that the session is not revoked, so logout and revocation act at once.

-- The terms-of-service version a member accepted at registration (POST /auth/register `version`).
ALTER TABLE users ADD COLUMN terms_version text;

CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  -- The newest refresh token's expiry: past it the session is over even if never revoked.
  expires_at timestamptz NOT NULL,
  user_agent text,
  -- SHA-256 of the client network (IPv4 address or IPv6 /64), never the address itself.
  ip_hash text,
  revoked_at timestamptz,
  revoke_reason text CHECK (revoke_reason IN ('logout', 'reuse', 'ended', 'freeze')),
  CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL))
);
-- A member's live sessions (list, end all, freeze).
CREATE INDEX auth_sessions_user_live_idx ON auth_sessions (user_id, last_used_at DESC) WHERE revoked_at IS NULL;

-- Only the SHA-256 of a refresh token is stored: a database leak yields no usable token.
CREATE TABLE refresh_tokens (
  hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set once, atomically, by the refresh that spends it; a second use is reuse.
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);
CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);

-- Audit log of authentication events, written in the transaction of the action it records.
CREATE TABLE auth_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  session_id uuid,
  type text NOT NULL CHECK (type IN ('login_ok', 'login_failed', 'register', 'refresh', 'refresh_reuse', 'logout', 'sessions_revoked', 'freeze')),
  ip_hash text,
  user_agent text,
  -- Small structured facts (failure reason, revoked count, deactivation feedback); never secrets.
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_events_user_idx ON auth_events (user_id, created_at DESC);
CREATE INDEX auth_events_created_idx ON auth_events (created_at);

-- Spent registration robot-check challenges (single use), kept until they would have expired.
CREATE TABLE auth_challenges (
  hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_challenges_expires_idx ON auth_challenges (expires_at);
