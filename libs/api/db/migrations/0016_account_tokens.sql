-- E-mailed one-time account links (issue 4): e-mail verification, password reset, account
-- deletion. Only the SHA-256 of a token is stored: a database leak yields no usable link. A
-- token is spent once, atomically (`UPDATE … WHERE used_at IS NULL AND expires_at > $now`).
CREATE TABLE account_tokens (
  hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'delete_account')),
  -- The address the link was mailed to: a verification link confirms only that address.
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);
CREATE INDEX account_tokens_expires_idx ON account_tokens (expires_at);

-- Deleted accounts keep their row (content stays attributed to "deleted-…"), stripped of
-- personal data; deleted_at marks them so no login, reset or link works for them again.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

ALTER TABLE auth_sessions DROP CONSTRAINT auth_sessions_revoke_reason_check;
ALTER TABLE auth_sessions ADD CONSTRAINT auth_sessions_revoke_reason_check
  CHECK (revoke_reason IN ('logout', 'reuse', 'ended', 'freeze', 'password_reset', 'password_change', 'deleted'));

ALTER TABLE auth_events DROP CONSTRAINT auth_events_type_check;
ALTER TABLE auth_events ADD CONSTRAINT auth_events_type_check
  CHECK (type IN ('login_ok', 'login_failed', 'register', 'refresh', 'refresh_reuse', 'logout', 'sessions_revoked', 'freeze',
                  'verification_sent', 'email_verified', 'password_reset_requested', 'password_reset', 'password_changed',
                  'password_change_failed', 'delete_requested', 'account_deleted'));
