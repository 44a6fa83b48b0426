-- Mail becomes a job type (issue 15 item 18): the mail outbox of migration 0015 and its worker
-- duplicated the jobs table of migration 0020 and its worker, column for column under other names.
-- From here on a mail is a `jobs` row of type 'mail.send' (MAIL_JOB in libs/api/mail, which names
-- it too), run by a JobWorker with the mail handler and the mail backoff.
--
-- What the outbox had and jobs did not: a caller's dedupe key ("verify:{userId}:{tokenId}").
-- It becomes a generic column, unique per job type; NULLs never collide.
ALTER TABLE jobs ADD COLUMN dedupe_key text CHECK (dedupe_key <> '');
CREATE UNIQUE INDEX jobs_dedupe_idx ON jobs (type, dedupe_key);
-- The development outbox lists one type's latest rows (the outbox had the same index on its table).
CREATE INDEX jobs_type_created_idx ON jobs (type, created_at DESC);

-- Every outbox row moves, with its id (the Message-ID derives from it, so a mail sent again after
-- the upgrade keeps its id), its attempts (the retry limit counts on) and its dedupe key:
--   queued  -> queued, due when it was;
--   sending -> queued, due when its claim ends: the worker that claimed it belongs to the code
--              before this migration and can no longer record the outcome, so the mail is sent
--              again once that claim is over, exactly as after a crash (delivery is at least once);
--   sent    -> done, finished when sent;  failed -> failed, finished at its last attempt's time.
-- Finished rows move too, so their dedupe keys keep holding and the development outbox keeps its
-- history; the mail worker's sweep deletes them after the same retention as before.
-- The payload holds what the mail handler renders; the subject is the lower-case recipient, so an
-- account deletion finds the mails to its former address through jobs_subject_idx.
INSERT INTO jobs (id, type, payload, subject, state, attempts, run_after, last_error, created_at, finished_at, dedupe_key)
SELECT id,
       'mail.send',
       jsonb_build_object('to', to_address, 'template', template, 'locale', locale, 'params', params),
       lower(to_address),
       CASE status WHEN 'sent' THEN 'done' WHEN 'failed' THEN 'failed' ELSE 'queued' END,
       attempts,
       CASE WHEN status = 'sending' THEN greatest(next_attempt_at, claimed_until) ELSE next_attempt_at END,
       last_error,
       created_at,
       CASE status WHEN 'sent' THEN sent_at WHEN 'failed' THEN greatest(created_at, next_attempt_at) END,
       dedupe_key
  FROM mail_outbox;

DROP TABLE mail_outbox;
