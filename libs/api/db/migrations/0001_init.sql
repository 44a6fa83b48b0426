-- Content schema: editions are a column (tr, en, ru) rather than separate databases so one
-- API replica serves every host and cross-edition tooling (seed, admin) stays simple.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL DEFAULT 'photo' CHECK (kind IN ('photo', 'illustration', 'avatar', 'cover', 'video-poster')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- Relative to the media root; files live at {base_path}/{variant width}.{format}.
  base_path text NOT NULL,
  -- [{ "name": "standard", "width": 620, "height": 349, "formats": ["jpg", "webp"] }, ...]
  variants jsonb NOT NULL DEFAULT '[]'::jsonb,
  alt text,
  dominant_color text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL UNIQUE CHECK (username ~ '^[a-z0-9._~-]{3,30}$'),
  email text NOT NULL,
  password_hash text,
  name text,
  avatar_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  cover_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  cover_offset integer NOT NULL DEFAULT 0,
  gender text CHECK (gender IN ('male', 'female')),
  website text,
  country text,
  city text,
  birthdate date,
  occupation text,
  motto text,
  about text,
  theme text,
  -- Home edition of staff authors; null for members, who read every edition.
  edition text CHECK (edition IN ('tr', 'en', 'ru')),
  is_active boolean NOT NULL DEFAULT true,
  email_verified boolean NOT NULL DEFAULT false,
  premium boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'editor', 'admin')),
  login_source text NOT NULL DEFAULT 'email' CHECK (login_source IN ('email', 'fb', 'google', 'twitter')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deactivated_at timestamptz
);
-- E-mail addresses are unique regardless of case so "Ali@x.com" cannot register twice.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  -- The SPEC §2.6 key (business, economy, ...), identical in every edition.
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  parent_id uuid REFERENCES categories (id) ON DELETE CASCADE,
  name text NOT NULL,
  route text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (edition, route)
);
CREATE INDEX categories_tree_idx ON categories (edition, parent_id, position);

CREATE TABLE tags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  name text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  route text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (edition, route)
);
CREATE INDEX tags_edition_slug_idx ON tags (edition, slug);

-- Legacy ids are the numbers in public article URLs (SPEC §2.8 accepts 10001..999999999).
CREATE SEQUENCE articles_legacy_id_seq START WITH 10001 MINVALUE 10001 MAXVALUE 999999999;

CREATE TABLE articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  legacy_id bigint NOT NULL UNIQUE DEFAULT nextval('articles_legacy_id_seq'),
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  kind text NOT NULL DEFAULT 'news' CHECK (kind IN ('news', 'listicle', 'quiz', 'video', 'game')),
  title text NOT NULL,
  original_title text,
  slug text NOT NULL,
  -- Overrides for the built link (SPEC §2.8): an explicit route or an external redirect.
  route text,
  redirect_url text,
  seo_alt_title text,
  seo_description text,
  description text NOT NULL DEFAULT '',
  -- [{ "mode": "text" | "image" | "listicle" | "video" | "embed" | "question", ... }]
  entries jsonb NOT NULL DEFAULT '[]'::jsonb,
  source text,
  is_test boolean NOT NULL DEFAULT false,
  is_draft boolean NOT NULL DEFAULT false,
  is_hidden boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  noindex boolean NOT NULL DEFAULT false,
  is_video boolean NOT NULL DEFAULT false,
  show_video_page_design boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  modified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  facebook_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  view_count bigint NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  watch_count bigint NOT NULL DEFAULT 0 CHECK (watch_count >= 0),
  share_count bigint NOT NULL DEFAULT 0 CHECK (share_count >= 0),
  comment_count bigint NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  reaction_count bigint NOT NULL DEFAULT 0 CHECK (reaction_count >= 0),
  -- A merged or re-published article points at its successor; lookups answer with a redirect.
  moved_to_article_id uuid REFERENCES articles (id) ON DELETE SET NULL,
  search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector(
      CASE edition WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END,
      coalesce(title, '') || ' ' || coalesce(description, '')
    )
  ) STORED,
  CHECK (moved_to_article_id IS NULL OR moved_to_article_id <> id)
);
ALTER SEQUENCE articles_legacy_id_seq OWNED BY articles.legacy_id;

-- The listing predicate of every public list; partial indexes keep drafts and tombstones out.
CREATE INDEX articles_recent_idx ON articles (edition, published_at DESC)
  WHERE NOT is_draft AND NOT is_hidden AND NOT is_deleted AND moved_to_article_id IS NULL;
CREATE INDEX articles_popular_idx ON articles (edition, view_count DESC)
  WHERE NOT is_draft AND NOT is_hidden AND NOT is_deleted AND moved_to_article_id IS NULL;
CREATE INDEX articles_search_idx ON articles USING gin (search_vector);
CREATE INDEX articles_title_trgm_idx ON articles USING gin (title gin_trgm_ops);

CREATE TABLE article_categories (
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  category_id uuid NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  -- 0 is the primary category (breadcrumb, "first category Test" quiz rule).
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (article_id, category_id)
);
CREATE INDEX article_categories_category_idx ON article_categories (category_id, article_id);

CREATE TABLE article_tags (
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (article_id, tag_id)
);
CREATE INDEX article_tags_tag_idx ON article_tags (tag_id, article_id);

CREATE TABLE article_authors (
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (article_id, user_id)
);
CREATE INDEX article_authors_user_idx ON article_authors (user_id, article_id);
