-- Topic hubs (/{name}-news): an editor-written introduction of a tag, shown under the hub's
-- heading and used as its meta description. Optional: most tags never get one.
ALTER TABLE tags ADD COLUMN description text CHECK (description IS NULL OR length(description) BETWEEN 1 AND 1000);

-- The personal feed (/sanaozel) reads one reader's recent reactions; the primary key leads with
-- the item, so without this every feed request would scan the whole table.
CREATE INDEX reactions_reader_idx ON reactions (reader_id, created_at DESC);
