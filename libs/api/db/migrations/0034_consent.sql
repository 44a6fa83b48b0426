-- Cookie consent (issue 19, KVKK and GDPR): every choice a reader makes on the banner or the
-- preferences page, so it can be proven (time, banner version, purposes). The browser keeps the
-- row's id in its m-consent cookie. A member's rows lose the link to the member when the account
-- is deleted; the choice itself (no personal data) stays as the proof.
CREATE TABLE consent_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  edition text NOT NULL,
  banner_version integer NOT NULL,
  -- accept-all, reject-all or custom
  method text NOT NULL,
  purposes text[] NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The record this one replaced (a changed or withdrawn choice), when the browser still had it.
  replaces uuid
);
CREATE INDEX consent_records_created_idx ON consent_records (created_at);
