import path from 'node:path';
import { EDITIONS } from '@meydan/shared/util/routing';
import type { Db, Queryable } from '../db.types';
import { ACTOR_TAG_NAMES, SEED_ACTORS, SEED_MOVIES } from './data/entertainment';
import { insertDrawnImages, portraitImage, posterImage, renderDrawnImages } from './drawn-images';

export interface EntertainmentSeedOptions {
  /** The media folder of the main seed; portraits and posters go to {mediaDir}/images/{id}/. */
  mediaDir: string;
  imageConcurrency?: number;
}

export interface EntertainmentSeedSummary {
  actors: number;
  movies: number;
  credits: number;
  actorTags: number;
  imagesRendered: number;
}

/** Tables this seed fills (children first), for wiping a database. */
export const ENTERTAINMENT_TABLES = ['actor_tags', 'movie_credits', 'movie_translations', 'movies', 'actor_translations', 'actors'] as const;

/** INSERT … SELECT from a JSON array, one statement per table. */
async function insertJson(tx: Queryable, sql: string, records: object[]): Promise<Array<{ id: string; slug: string }>> {
  if (records.length === 0) return [];
  const { rows } = await tx.query<{ id: string; slug: string }>(sql, [JSON.stringify(records)]);
  return rows;
}

function checkCast(): void {
  const known = new Set(SEED_ACTORS.map((actor) => actor.slug));
  for (const movie of SEED_MOVIES) {
    for (const [slug] of movie.cast) if (!known.has(slug)) throw new Error(`Movie ${movie.slug} credits unknown actor ${slug}`);
  }
}

/**
 * Loads the fictional actors and movies (texts in tr, en and ru, drawn portraits and posters)
 * and links each actor to the edition's cinema/TV/celebrity tags of the main seed, which must
 * have run first. Safe to run again: the seeded slugs are replaced.
 */
export async function seedEntertainment(db: Db, options: EntertainmentSeedOptions): Promise<EntertainmentSeedSummary> {
  checkCast();
  const portraits = new Map(SEED_ACTORS.map((actor) => [actor.slug, portraitImage(`actor:${actor.slug}`, actor.look)]));
  const posters = new Map(SEED_MOVIES.map((movie) => [movie.slug, posterImage(`movie:${movie.slug}`, movie.genres[0] ?? 'drama')]));
  const images = [...portraits.values(), ...posters.values()];
  const rendering = renderDrawnImages(images, path.resolve(options.mediaDir), options.imageConcurrency);

  const writing = db.transaction(async (tx) => {
    await insertDrawnImages(tx, images);
    await tx.query('DELETE FROM actors WHERE slug = ANY($1::text[])', [SEED_ACTORS.map((a) => a.slug)]);
    await tx.query('DELETE FROM movies WHERE slug = ANY($1::text[])', [SEED_MOVIES.map((m) => m.slug)]);

    const actorIds = new Map(
      (
        await insertJson(
          tx,
          `INSERT INTO actors (slug, birth_date, portrait_image_id)
           SELECT slug, birth_date, portrait FROM jsonb_to_recordset($1::jsonb) AS x(slug text, birth_date date, portrait uuid)
           RETURNING id, slug`,
          SEED_ACTORS.map((a) => ({ slug: a.slug, birth_date: a.birthDate, portrait: portraits.get(a.slug)?.id })),
        )
      ).map((row) => [row.slug, row.id]),
    );
    await insertJson(
      tx,
      `INSERT INTO actor_translations (actor_id, edition, name, bio, birth_place)
       SELECT actor_id, edition, name, bio, birth_place
       FROM jsonb_to_recordset($1::jsonb) AS x(actor_id uuid, edition text, name text, bio text, birth_place text)`,
      SEED_ACTORS.flatMap((a) =>
        EDITIONS.map((edition) => ({ actor_id: actorIds.get(a.slug), edition, name: a.name[edition], bio: a.bio[edition], birth_place: a.birthPlace[edition] })),
      ),
    );

    const movieIds = new Map(
      (
        await insertJson(
          tx,
          `INSERT INTO movies (slug, original_title, year, runtime_minutes, poster_image_id, genres)
           SELECT slug, original_title, year, runtime_minutes, poster, ARRAY(SELECT jsonb_array_elements_text(genres))
           FROM jsonb_to_recordset($1::jsonb) AS x(slug text, original_title text, year int, runtime_minutes int, poster uuid, genres jsonb)
           RETURNING id, slug`,
          SEED_MOVIES.map((m) => ({
            slug: m.slug,
            original_title: m.originalTitle,
            year: m.year,
            runtime_minutes: m.runtimeMinutes,
            poster: posters.get(m.slug)?.id,
            genres: m.genres,
          })),
        )
      ).map((row) => [row.slug, row.id]),
    );
    await insertJson(
      tx,
      `INSERT INTO movie_translations (movie_id, edition, title, synopsis)
       SELECT movie_id, edition, title, synopsis FROM jsonb_to_recordset($1::jsonb) AS x(movie_id uuid, edition text, title text, synopsis text)`,
      SEED_MOVIES.flatMap((m) => EDITIONS.map((edition) => ({ movie_id: movieIds.get(m.slug), edition, title: m.title[edition], synopsis: m.synopsis[edition] }))),
    );
    const credits = SEED_MOVIES.flatMap((m) =>
      m.cast.map(([actor, character], position) => ({ movie_id: movieIds.get(m.slug), actor_id: actorIds.get(actor), position, character_name: character })),
    );
    await insertJson(
      tx,
      `INSERT INTO movie_credits (movie_id, actor_id, position, character_name)
       SELECT movie_id, actor_id, position, character_name
       FROM jsonb_to_recordset($1::jsonb) AS x(movie_id uuid, actor_id uuid, position int, character_name jsonb)`,
      credits,
    );

    // Tags by name, per edition; a tag the main seed no longer has is simply not linked.
    const wanted = SEED_ACTORS.flatMap((a) =>
      EDITIONS.flatMap((edition) => a.tags.map((key, position) => ({ actor_id: actorIds.get(a.slug), edition, name: ACTOR_TAG_NAMES[key][edition], position }))),
    );
    const { rows: linked } = await tx.query(
      `INSERT INTO actor_tags (actor_id, tag_id, position)
       SELECT x.actor_id, t.id, x.position FROM jsonb_to_recordset($1::jsonb) AS x(actor_id uuid, edition text, name text, position int)
       JOIN tags t ON t.edition = x.edition AND t.name = x.name
       ON CONFLICT DO NOTHING RETURNING actor_id`,
      [JSON.stringify(wanted)],
    );
    return { actors: actorIds.size, movies: movieIds.size, credits: credits.length, actorTags: linked.length };
  });

  const [imagesRendered, written] = await Promise.all([rendering, writing]);
  return { ...written, imagesRendered };
}
