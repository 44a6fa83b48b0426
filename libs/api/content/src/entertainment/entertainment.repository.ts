import type { Queryable } from '@meydan/api/db';
import type { MovieGenreKey } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { IMAGE_JSON, type ImageRow, type TagRow } from '../content.repository';

export interface ActorRefRow {
  id: string;
  slug: string;
  name: string;
  portrait: ImageRow | null;
}

export interface ActorSummaryRow extends ActorRefRow {
  /** `YYYY-MM-DD` (formatted in SQL: drivers turn a bare date into a local-midnight Date). */
  birth_date: string | null;
  movie_count: number;
}

export interface ActorDetailRow extends ActorSummaryRow {
  bio: string;
  birth_place: string | null;
}

export interface MovieSummaryRow {
  id: string;
  slug: string;
  title: string;
  original_title: string;
  year: number;
  genres: MovieGenreKey[];
  poster: ImageRow | null;
}

export interface MovieDetailRow extends MovieSummaryRow {
  synopsis: string;
  runtime_minutes: number | null;
}

export type FilmographyRow = MovieSummaryRow & { character: string };
export type CastRow = ActorRefRow & { character: string };

// $1 is always the edition: an actor or movie exists in an edition when it has texts there.
const ACTOR_REF = `ac.id, ac.slug, t.name, ${IMAGE_JSON('ac.portrait_image_id')} AS portrait`;
const ACTOR_SUMMARY = `${ACTOR_REF}, to_char(ac.birth_date, 'YYYY-MM-DD') AS birth_date,
  (SELECT count(*)::int FROM movie_credits mc JOIN movie_translations mt ON mt.movie_id = mc.movie_id AND mt.edition = $1
   WHERE mc.actor_id = ac.id) AS movie_count`;
const ACTOR_FROM = 'FROM actors ac JOIN actor_translations t ON t.actor_id = ac.id AND t.edition = $1';

const MOVIE_SUMMARY = `m.id, m.slug, mt.title, m.original_title, m.year, m.genres, ${IMAGE_JSON('m.poster_image_id')} AS poster`;
const MOVIE_FROM = 'FROM movies m JOIN movie_translations mt ON mt.movie_id = m.id AND mt.edition = $1';

/** Actors, movies and credits (migration 0007), read in one edition's language. */
export class EntertainmentRepository {
  constructor(private readonly db: Queryable) {}

  async pageActors(edition: Edition, limit: number, offset: number): Promise<ActorSummaryRow[]> {
    const { rows } = await this.db.query<ActorSummaryRow>(
      `SELECT ${ACTOR_SUMMARY} ${ACTOR_FROM} ORDER BY t.name, ac.slug LIMIT $2 OFFSET $3`,
      [edition, limit, offset],
    );
    return rows;
  }

  async countActors(edition: Edition): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n ${ACTOR_FROM}`, [edition]);
    return Number(rows[0]?.n ?? 0);
  }

  /** The first actor whose slug is one of the candidates, in candidate order. */
  findActor(edition: Edition, slugs: readonly string[]): Promise<ActorDetailRow | null> {
    return this.firstBySlug<ActorDetailRow>(edition, `SELECT ${ACTOR_SUMMARY}, t.bio, t.birth_place ${ACTOR_FROM}`, 'ac.slug', slugs);
  }

  /** The actor's films that exist in the edition, newest first. */
  async filmography(edition: Edition, actorId: string): Promise<FilmographyRow[]> {
    const { rows } = await this.db.query<FilmographyRow>(
      `SELECT ${MOVIE_SUMMARY}, mc.character_name->>($1::text) AS character
       ${MOVIE_FROM} JOIN movie_credits mc ON mc.movie_id = m.id
       WHERE mc.actor_id = $2::uuid ORDER BY m.year DESC, mt.title`,
      [edition, actorId],
    );
    return rows;
  }

  async actorTags(edition: Edition, actorId: string): Promise<TagRow[]> {
    const { rows } = await this.db.query<TagRow>(
      `SELECT tg.id, tg.name, tg.route FROM actor_tags at JOIN tags tg ON tg.id = at.tag_id
       WHERE at.actor_id = $2::uuid AND tg.edition = $1 ORDER BY at.position, tg.name`,
      [edition, actorId],
    );
    return rows;
  }

  findMovie(edition: Edition, slugs: readonly string[]): Promise<MovieDetailRow | null> {
    return this.firstBySlug<MovieDetailRow>(edition, `SELECT ${MOVIE_SUMMARY}, mt.synopsis, m.runtime_minutes ${MOVIE_FROM}`, 'm.slug', slugs);
  }

  /** The movie's cast that exists in the edition, in billing order. */
  async cast(edition: Edition, movieId: string): Promise<CastRow[]> {
    const { rows } = await this.db.query<CastRow>(
      `SELECT ${ACTOR_REF}, mc.character_name->>($1::text) AS character
       ${ACTOR_FROM} JOIN movie_credits mc ON mc.actor_id = ac.id
       WHERE mc.movie_id = $2::uuid ORDER BY mc.position, t.name`,
      [edition, movieId],
    );
    return rows;
  }

  /** `select` (reading $1 as the edition) narrowed to the first row whose slug is a candidate, in candidate order. */
  private async firstBySlug<T extends object>(edition: Edition, select: string, slugColumn: string, slugs: readonly string[]): Promise<T | null> {
    if (slugs.length === 0) return null;
    const { rows } = await this.db.query<T>(
      `${select} WHERE ${slugColumn} = ANY($2::text[]) ORDER BY array_position($2::text[], ${slugColumn}) LIMIT 1`,
      [edition, slugs],
    );
    return rows[0] ?? null;
  }
}
