-- Actors and movies (SPEC §7 /entertainment/actors/detail and /entertainment/movies/detail).
-- A person or a film is the same in every edition, so the entities are edition-independent and
-- their texts live in one row per edition; an actor or movie without a row for an edition does
-- not exist there (404), which lets editors publish to one edition first.

CREATE TABLE actors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- `/oyuncular/{slug}`; `film-…` is the movies' half of the same route family.
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]{1,64}$' AND slug NOT LIKE 'film-%'),
  birth_date date,
  portrait_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE actor_translations (
  actor_id uuid NOT NULL REFERENCES actors (id) ON DELETE CASCADE,
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  -- As readers of the edition write it (Cyrillic in ru).
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  bio text NOT NULL DEFAULT '',
  birth_place text,
  PRIMARY KEY (actor_id, edition)
);

CREATE TABLE movies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- `/oyuncular/film-{slug}`.
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]{1,64}$'),
  original_title text NOT NULL,
  year integer NOT NULL CHECK (year BETWEEN 1888 AND 2100),
  runtime_minutes integer CHECK (runtime_minutes > 0),
  poster_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  -- Keys of MOVIE_GENRES (contracts); names are the API's, per edition.
  genres text[] NOT NULL DEFAULT '{}' CHECK (genres <@ ARRAY[
    'drama', 'comedy', 'thriller', 'romance', 'crime', 'science-fiction', 'fantasy', 'historical',
    'family', 'adventure', 'documentary', 'war'
  ]::text[]),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE movie_translations (
  movie_id uuid NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  synopsis text NOT NULL DEFAULT '',
  PRIMARY KEY (movie_id, edition)
);

CREATE TABLE movie_credits (
  movie_id uuid NOT NULL REFERENCES movies (id) ON DELETE CASCADE,
  actor_id uuid NOT NULL REFERENCES actors (id) ON DELETE CASCADE,
  -- Billing order in the cast list.
  position smallint NOT NULL DEFAULT 0,
  -- { "tr": "…", "en": "…", "ru": "…" }: a character's name is a short label read only with its
  -- credit, so it stays beside it rather than in a translation table of its own.
  character_name jsonb NOT NULL CHECK (character_name ?& ARRAY['tr', 'en', 'ru']),
  PRIMARY KEY (movie_id, actor_id)
);
CREATE INDEX movie_credits_actor_idx ON movie_credits (actor_id, movie_id);

-- The edition's tags about an actor; the actor page lists their newest stories.
CREATE TABLE actor_tags (
  actor_id uuid NOT NULL REFERENCES actors (id) ON DELETE CASCADE,
  tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (actor_id, tag_id)
);
CREATE INDEX actor_tags_tag_idx ON actor_tags (tag_id);
