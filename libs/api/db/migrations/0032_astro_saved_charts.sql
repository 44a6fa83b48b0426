-- Birth charts a member chose to keep (issue 17 item 6): their own and friends'. Only the details a
-- chart is computed from are kept (the chart itself is computed again when opened); a visitor's
-- charts are never stored. Deleting the member deletes their charts.
CREATE TABLE astro_saved_charts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label text NOT NULL,
  -- {date, time (null when unknown), latitude, longitude, timezone, place, houseSystem}
  birth jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX astro_saved_charts_user_idx ON astro_saved_charts (user_id, created_at DESC);
