-- Background jobs (ARCHITECTURE §5): work that must not hold up a request and must survive a
-- restart, e.g. resizing a member's avatar or cover. A request inserts its job in the
-- transaction of the action it belongs to; the JobWorker of any API replica (libs/api/db/src/jobs)
-- claims due rows with SKIP LOCKED, runs them, and retries failures after a backoff.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Which handler runs it ('member-image', …); a worker claims only the types it knows.
  type text NOT NULL CHECK (type <> ''),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Who or what the job is about (a user id), for per-subject limits and look-ups.
  subject text,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  -- Claims so far, the current one included.
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  run_after timestamptz NOT NULL DEFAULT now(),
  -- While 'running': the claim's deadline (a row past it is taken back from a crashed or stuck
  -- worker) and its token, which every later write of that claim must match.
  locked_until timestamptz,
  lock_token uuid,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK ((state = 'running') = (locked_until IS NOT NULL AND lock_token IS NOT NULL)),
  CHECK ((state IN ('done', 'failed')) = (finished_at IS NOT NULL))
);

CREATE INDEX jobs_due_idx ON jobs (run_after) WHERE state = 'queued';
CREATE INDEX jobs_locked_idx ON jobs (locked_until) WHERE state = 'running';
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE state IN ('done', 'failed');
CREATE INDEX jobs_subject_idx ON jobs (type, subject, created_at DESC) WHERE subject IS NOT NULL;

-- Member uploads (avatars and covers) are images too. Seeded and editorial images keep the
-- defaults (no owner, ready). An upload is 'pending' from the request until its job has written
-- the renditions ('ready') or given up ('failed'); only ready images are ever pointed at.
ALTER TABLE images
  ADD COLUMN owner_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  ADD COLUMN state text NOT NULL DEFAULT 'ready' CHECK (state IN ('pending', 'ready', 'failed')),
  -- Part of the signed URL: every processing run writes a new revision folder.
  ADD COLUMN revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  -- The stored upload (relative to the member media folder) until processing is over.
  ADD COLUMN original_path text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE INDEX images_owner_idx ON images (owner_user_id, kind) WHERE owner_user_id IS NOT NULL;
