-- Sign-in provider identities (Google, Facebook, Twitter): which member a provider account
-- signs in as. The provider's own stable user id (`subject`: the ID token's `sub`, the Graph user
-- id, Twitter's `user_id`) is the key, never the e-mail address, which can change at the provider.
-- The primary key also serialises two simultaneous first sign-ins of one identity: the second
-- insert waits for the first and then finds its row, so only one member is created.
CREATE TABLE auth_identities (
  provider text NOT NULL CHECK (provider IN ('google', 'fb', 'twitter')),
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The verified address the provider gave at the last sign-in (personal data: removed with the
  -- row when the account is deleted).
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX auth_identities_user_idx ON auth_identities (user_id);
