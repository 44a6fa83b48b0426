-- Issue 3 (SPEC §7 Content, §9): site metadata, the web client's configuration, periodic content
-- series and the storefront ("vitrin"). Every row belongs to one edition, like the content tables.

-- GET /static-metadata/item?key=…: small key/value documents editors change without a deploy
-- (app store links, social accounts, footer apps, contact addresses). The value is JSON whose
-- shape is fixed per key by the contracts (libs/shared/contracts, metadata.schema.ts).
CREATE TABLE site_metadata (
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  key text NOT NULL CHECK (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(key) <= 64),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (edition, key)
);

-- GET /metadata/config/web: operators' overrides of the coded defaults, per platform and
-- edition (edition NULL = every edition; an edition row wins over it). Deep-merged over the
-- defaults and validated, so a bad override is dropped instead of breaking every page.
CREATE TABLE client_config (
  platform text NOT NULL CHECK (platform IN ('web')),
  edition text CHECK (edition IN ('tr', 'en', 'ru')),
  overrides jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(overrides) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One row per platform and edition, the all-editions row included (NULL is not distinct here).
CREATE UNIQUE INDEX client_config_scope_key ON client_config (platform, coalesce(edition, '*'));

-- GET /articles/periodic-contents/detail?key=…: a recurring editorial series published on a
-- fixed schedule (the morning briefing, the daily exchange-rate bulletin, the weekly cinema
-- guide). Each issue is an ordinary article; the series gives it a home, a schedule and an archive.
CREATE TABLE periodic_contents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  key text NOT NULL CHECK (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(key) <= 80),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  frequency text NOT NULL CHECK (frequency IN ('daily', 'weekdays', 'weekly', 'monthly')),
  -- Local publication time in the edition's time zone ('HH:MM').
  publish_time text NOT NULL CHECK (publish_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- ISO weekday (1 = Monday) of weekly series, day of month of monthly series, NULL otherwise.
  publish_day smallint CHECK (publish_day BETWEEN 1 AND 31),
  category_id uuid REFERENCES categories (id) ON DELETE SET NULL,
  image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (edition, key),
  CHECK ((frequency IN ('weekly', 'monthly')) = (publish_day IS NOT NULL)),
  CHECK (frequency <> 'weekly' OR publish_day <= 7)
);

CREATE TABLE periodic_content_issues (
  periodic_content_id uuid NOT NULL REFERENCES periodic_contents (id) ON DELETE CASCADE,
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  issue_date date NOT NULL,
  PRIMARY KEY (periodic_content_id, article_id)
);
CREATE INDEX periodic_content_issues_recent_idx ON periodic_content_issues (periodic_content_id, issue_date DESC);

-- GET /feed/{key}: curated product showcases. Items are outbound (sponsored) links to stores;
-- prices are in minor units of the item's ISO 4217 currency so no float ever rounds a price.
CREATE TABLE storefront_feeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  key text NOT NULL CHECK (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(key) <= 80),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  cover_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  position integer NOT NULL DEFAULT 0,
  is_published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (edition, key)
);
CREATE INDEX storefront_feeds_list_idx ON storefront_feeds (edition, position) WHERE is_published;

CREATE TABLE storefront_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  feed_id uuid NOT NULL REFERENCES storefront_feeds (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  price_minor bigint NOT NULL CHECK (price_minor >= 0),
  -- The price before a discount, when the store shows one.
  list_price_minor bigint CHECK (list_price_minor IS NULL OR list_price_minor > price_minor),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  store_name text NOT NULL,
  url text NOT NULL CHECK (url ~ '^https?://'),
  is_available boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (feed_id, position)
);
