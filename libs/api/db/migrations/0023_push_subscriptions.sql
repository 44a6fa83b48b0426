-- Browser push notifications (SPEC §1, §3 "Push token record", §7 recommendation service, §9 Push;
-- issue 6). One row per browser push subscription (standard Web Push: the PushSubscription's
-- endpoint and its p256dh/auth keys), registered through POST /api/reco/v1/user/push-notification-platform.
--
-- The endpoint is the subscription's identity: the same browser registering again (a refreshed
-- token, another member signing in on it, a sign-out) updates its row. It is a capability URL only
-- that browser and its push service know. A row may belong to a visitor (user_id NULL: nothing is
-- pushed to it yet; kept for public alerts such as earthquakes, see below) or to a member, through
-- the session that registered it: when that session ends (logout, "end other sessions", freeze)
-- the device is unlinked, so a signed-out browser never shows a member's private message.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint text NOT NULL UNIQUE CHECK (char_length(endpoint) BETWEEN 8 AND 2048),
  -- The browser's P-256 public key (65 bytes uncompressed) and 16-byte auth secret, base64url.
  p256dh text NOT NULL CHECK (char_length(p256dh) BETWEEN 16 AND 256),
  auth text NOT NULL CHECK (char_length(auth) BETWEEN 8 AND 64),
  platform text NOT NULL DEFAULT 'webpush' CHECK (platform IN ('webpush', 'firebase', 'chatty')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid REFERENCES auth_sessions (id) ON DELETE SET NULL,
  -- The edition the device reads: pushes are written in its language and link to its pages.
  edition text NOT NULL DEFAULT 'tr' CHECK (edition IN ('tr', 'en', 'ru')),
  sw_scope text CHECK (char_length(sw_scope) <= 512),
  -- The VAPID public key the browser subscribed with (SPEC §3 options.vapidKey).
  vapid_key text CHECK (char_length(vapid_key) <= 256),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The last registration: browsers re-send every 7 days (SPEC §9), so an old value means a gone browser.
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_success_at timestamptz,
  -- Consecutive failed deliveries (reset by a success or a new registration) and the last one's reason.
  failure_count integer NOT NULL DEFAULT 0 CHECK (failure_count >= 0),
  last_failure_at timestamptz,
  last_failure text CHECK (char_length(last_failure) <= 500)
);

-- A member's devices (fan-out, the per-member cap).
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, updated_at DESC) WHERE user_id IS NOT NULL;
-- Unlinking when a session ends.
CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id) WHERE session_id IS NOT NULL;
-- Pruning visitor devices that stopped re-registering.
CREATE INDEX push_subscriptions_visitor_idx ON push_subscriptions (updated_at) WHERE user_id IS NULL;

-- A session that ends takes its devices' link to the member with it: they stay subscribed (as a
-- visitor's) but get no more of the member's pushes until someone signs in there again.
CREATE FUNCTION push_unlink_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE push_subscriptions SET user_id = NULL, session_id = NULL WHERE session_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER auth_sessions_push_unlink AFTER UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION push_unlink_session();

-- A deleted account (its users row stays, with deleted_at) keeps no devices.
CREATE FUNCTION push_forget_deleted_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM push_subscriptions WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_push_forget AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION push_forget_deleted_member();

-- Pushes are queued by triggers, in the transaction of the write that causes them, so the
-- messaging and community code need not know push exists, a rolled-back write queues nothing,
-- and a committed one is pushed even if the API restarts right after (ARCHITECTURE §5). The push
-- worker (libs/api/push) runs the jobs: 'push.message' and 'push.notification' find the
-- recipient's devices and queue one 'push.deliver' job per device, so one bad device never holds
-- up the others and each retries on its own.
--
-- Only when the recipient has a device: most members have none, and a job per message for them
-- would be churn. A device registered between the write and the job misses that one push.

-- A new message: payload the message id, subject the recipient. A retried send finds its stored
-- message (messages.client_id) and inserts nothing, so it pushes nothing twice.
CREATE FUNCTION push_enqueue_message() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recipient uuid;
BEGIN
  SELECT CASE WHEN c.member_a = NEW.sender_id THEN c.member_b ELSE c.member_a END INTO recipient
    FROM conversations c WHERE c.id = NEW.conversation_id;
  IF recipient IS NOT NULL AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = recipient) THEN
    INSERT INTO jobs (type, payload, subject) VALUES ('push.message', jsonb_build_object('messageId', NEW.id), recipient::text);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER messages_push AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION push_enqueue_message();

-- A new follower or a reply to the member's comment (the notifications other kinds stay in the
-- list only). notify() already drops self-notifications, blocked pairs and unread duplicates
-- (follow, unfollow, follow again), and so does the push.
CREATE FUNCTION push_enqueue_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = NEW.recipient_id) THEN
    INSERT INTO jobs (type, payload, subject) VALUES ('push.notification', jsonb_build_object('notificationId', NEW.id), NEW.recipient_id::text);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER notifications_push AFTER INSERT ON notifications
  FOR EACH ROW WHEN (NEW.type IN ('followed', 'comment_reply'))
  EXECUTE FUNCTION push_enqueue_notification();

-- Earthquake alerts (later, not built): the quakes ingestion will queue a 'push.quake' job
-- (payload the quake id) in the transaction that stores a quake above the alert magnitude, with
-- its own trigger on the quakes table like the two above. Its fan-out goes to every device of the
-- quake's edition, visitors' (user_id NULL) included, through the same 'push.deliver' jobs; a
-- handler for 'push.quake' in libs/api/push is all the worker needs.
