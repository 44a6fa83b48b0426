-- Private messaging (SPEC §3 Conversation and Message, §5, §7 Conversations; issue 6).
-- A conversation is between exactly two members; the pair is stored ordered (member_a < member_b)
-- so two members have at most one conversation, whoever starts it.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_a uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member_b uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The newest message's time: the conversation list's order.
  last_message_at timestamptz NOT NULL DEFAULT now(),
  CHECK (member_a < member_b),
  UNIQUE (member_a, member_b)
);

CREATE INDEX conversations_member_b_idx ON conversations (member_b);

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Total order of messages (ids are random): read marks and cursors compare it.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Emptied when the sender deletes it; the thread keeps a "message deleted" line.
  body text NOT NULL CHECK (char_length(body) <= 3000),
  -- The sender's browser id for the message: a retried send finds the stored one (never a copy).
  client_id text CHECK (client_id IS NULL OR char_length(client_id) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (deleted_at IS NOT NULL OR char_length(body) >= 1)
);

CREATE INDEX messages_thread_idx ON messages (conversation_id, seq DESC);
CREATE UNIQUE INDEX messages_client_id_idx ON messages (sender_id, client_id) WHERE client_id IS NOT NULL;

-- Each member's state in a conversation: the read mark (the last read message, by seq; not a flag
-- per message) and, after "delete conversation", the point before which they see nothing. A
-- deleted conversation leaves the member's list until a newer message arrives.
CREATE TABLE conversation_members (
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_seq bigint NOT NULL DEFAULT 0,
  last_read_at timestamptz,
  cleared_seq bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (conversation_id, user_id)
);

CREATE INDEX conversation_members_user_idx ON conversation_members (user_id);
