-- Emoji reactions (issue 3, SPEC §4 counter service): one row per reader, item and emoji.
-- A reader is a signed-in member or an anonymous reader id cookie; at most 3 different emojis
-- per reader and item (enforced by the API under an advisory lock).
CREATE TABLE reactions (
  item_type text NOT NULL CHECK (item_type IN ('article', 'game')),
  item_id text NOT NULL,
  reader_id text NOT NULL CHECK (length(reader_id) BETWEEN 8 AND 64),
  emoji text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_type, item_id, reader_id, emoji)
);
CREATE INDEX reactions_item_idx ON reactions (item_type, item_id, emoji);
