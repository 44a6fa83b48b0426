-- Earthquakes (issue 18): what the ingestion read from each source, the events merged from it,
-- each source's polling state (shared by every API replica, so a restart or a second replica
-- picks up where the last poll left off), "Did you feel it?" reports and members' alerts.

-- Every version of every record a source served, kept with its raw values. A record is stored
-- once per content (`fingerprint`), so polling the same list again stores nothing.
CREATE TABLE quake_records (
  id bigserial PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('afad', 'koeri', 'usgs')),
  source_id text NOT NULL,
  fingerprint text NOT NULL,
  time timestamptz NOT NULL,
  -- The whole QuakeRecord (@meydan/quakes/ingest) with its raw values and firstSeenAt.
  record jsonb NOT NULL,
  first_seen_at timestamptz NOT NULL,
  UNIQUE (source, fingerprint)
);
CREATE INDEX quake_records_time_idx ON quake_records (time);

-- One row per merged event (mergeEvents over the records): the columns filters and sorts use,
-- and the event itself as the API serves it.
CREATE TABLE quake_events (
  id text PRIMARY KEY,
  time timestamptz NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  depth_km double precision NOT NULL,
  max_magnitude double precision,
  province_plate smallint,
  revised boolean NOT NULL DEFAULT false,
  sources text[] NOT NULL,
  event jsonb NOT NULL,
  -- When an official source (AFAD or KOERI) first had it: alerts go out from then on, never before.
  official_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX quake_events_time_idx ON quake_events (time DESC);
CREATE INDEX quake_events_province_idx ON quake_events (province_plate, time DESC);

-- The polling state of each configured source. A replica claims a due source for one poll with a
-- lease (SKIP LOCKED), so two replicas never poll one source at once and a crashed poll is taken
-- over when its lease ends.
CREATE TABLE quake_sources (
  source text PRIMARY KEY CHECK (source IN ('afad', 'koeri', 'usgs')),
  url text NOT NULL,
  interval_ms integer NOT NULL,
  next_poll_at timestamptz NOT NULL,
  lease_until timestamptz,
  lease_token uuid,
  last_attempt_at timestamptz,
  last_success_at timestamptz,
  last_error text,
  failures integer NOT NULL DEFAULT 0
);

-- "Did you feel it?": one report per reader and quake (a member, or a visitor's random reader id).
-- The point is rounded to about a kilometre before it is stored; a report too far from the
-- epicentre is kept but flagged and left out of the counts.
CREATE TABLE quake_felt_reports (
  event_id text NOT NULL REFERENCES quake_events (id) ON DELETE CASCADE,
  reader_key text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  intensity smallint NOT NULL CHECK (intensity BETWEEN 1 AND 12),
  latitude double precision,
  longitude double precision,
  plate smallint,
  distance_km double precision,
  flagged boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, reader_key)
);

-- A member's alert settings: places (provinces, or points with a radius), the least magnitude,
-- quiet hours in Turkey time.
CREATE TABLE quake_alert_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  min_magnitude double precision NOT NULL,
  places jsonb NOT NULL,
  quiet_start text,
  quiet_end text,
  updated_at timestamptz NOT NULL
);

-- One alert per quake and member, ever: a revision never alerts again once one was sent.
CREATE TABLE quake_alerts_sent (
  event_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  magnitude double precision,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, user_id)
);
