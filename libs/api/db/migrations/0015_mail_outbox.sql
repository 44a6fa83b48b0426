-- Transactional outbox for e-mail (libs/api/mail). A request writes its mail here inside the
-- transaction of the action it belongs to, so a mail exists iff the action committed; the mail
-- worker of any API replica sends it later. Rows hold template + params, not rendered text, so
-- a template fix also reaches mails still queued. params may carry one-time link tokens: sent
-- and failed rows are deleted after the retention period (MailWorker).
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  template text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('tr', 'en', 'ru')),
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  -- Claims so far, the current one included (a claim counts whether or not the send returns).
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- While 'sending': the claim's deadline (a row past it is taken back from a crashed or stuck
  -- worker) and its token, which every later write of that claim must match.
  claimed_until timestamptz,
  claim_token uuid,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  -- Optional caller key ("verify:{userId}:{tokenId}"); NULLs never collide.
  dedupe_key text UNIQUE,
  CHECK ((status = 'sending') = (claimed_until IS NOT NULL AND claim_token IS NOT NULL)),
  CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);

-- The workers' claim: due queued rows, and sending rows whose claim expired.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'queued';
CREATE INDEX mail_outbox_claimed_idx ON mail_outbox (claimed_until) WHERE status = 'sending';
-- The development outbox page (latest first) and the retention sweep.
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);
