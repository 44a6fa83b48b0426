import { HttpError, localize, type LocalizedText } from '@meydan/api/core';
import {
  ACTORS_PAGE_SIZE,
  MOVIE_SLUG_PREFIX,
  type ActorDetail,
  type ActorRef,
  type ActorsQuery,
  type ActorsResponse,
  type ActorSummary,
  type MovieDetail,
  type MovieGenreKey,
  type MovieSummary,
} from '@meydan/shared/contracts';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { mapImage, mapTag, type MapContext } from '../content.mapper';
import { countedPage } from '../counted-page';
import type { ActorRefRow, ActorSummaryRow, EntertainmentRepository, MovieSummaryRow } from './entertainment.repository';

export const ENTERTAINMENT_MESSAGES = {
  actorNotFound: { tr: 'Oyuncu bulunamadı.', en: 'The actor could not be found.', ru: 'Актёр не найден.' },
  movieNotFound: { tr: 'Film bulunamadı.', en: 'The film could not be found.', ru: 'Фильм не найден.' },
} as const satisfies Record<string, LocalizedText>;

/** Genre names are data labels the API owns, so every client shows the same words. */
export const GENRE_NAMES: Readonly<Record<MovieGenreKey, LocalizedText>> = {
  drama: { tr: 'Dram', en: 'Drama', ru: 'Драма' },
  comedy: { tr: 'Komedi', en: 'Comedy', ru: 'Комедия' },
  thriller: { tr: 'Gerilim', en: 'Thriller', ru: 'Триллер' },
  romance: { tr: 'Romantik', en: 'Romance', ru: 'Мелодрама' },
  crime: { tr: 'Suç', en: 'Crime', ru: 'Криминал' },
  'science-fiction': { tr: 'Bilim kurgu', en: 'Science fiction', ru: 'Фантастика' },
  fantasy: { tr: 'Fantastik', en: 'Fantasy', ru: 'Фэнтези' },
  historical: { tr: 'Tarihî', en: 'Historical', ru: 'Исторический' },
  family: { tr: 'Aile', en: 'Family', ru: 'Семейный' },
  adventure: { tr: 'Macera', en: 'Adventure', ru: 'Приключения' },
  documentary: { tr: 'Belgesel', en: 'Documentary', ru: 'Документальный' },
  war: { tr: 'Savaş', en: 'War', ru: 'Военный' },
};

/** The last path segment of a SPEC §7 `rawRoute` (`/oyuncular/film-son-yaz` → `film-son-yaz`). */
export function rawRouteSlug(rawRoute: string): string {
  const segments = rawRoute.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}

/** Actor slugs never carry the movie prefix, so a prefixed route is never an actor. */
export function actorSlugCandidates(rawRoute: string): string[] {
  const slug = rawRouteSlug(rawRoute);
  return slug && !slug.startsWith(MOVIE_SLUG_PREFIX) ? [slug] : [];
}

/** A movie's page slug is `film-{slug}`; the bare slug is accepted too. */
export function movieSlugCandidates(rawRoute: string): string[] {
  const slug = rawRouteSlug(rawRoute);
  if (!slug) return [];
  return slug.startsWith(MOVIE_SLUG_PREFIX) ? [slug.slice(MOVIE_SLUG_PREFIX.length), slug].filter(Boolean) : [slug];
}

export function actorRoute(edition: Edition, slug: string): string {
  return routePath(edition, 'content.actors', { slug });
}

export function movieRoute(edition: Edition, slug: string): string {
  return routePath(edition, 'content.actors', { slug: `${MOVIE_SLUG_PREFIX}${slug}` });
}

/** `/entertainment/actors`, `/entertainment/actors/detail` and `/entertainment/movies/detail`. */
export class EntertainmentService {
  constructor(
    private readonly repository: EntertainmentRepository,
    private readonly ctx: MapContext,
  ) {}

  actors(edition: Edition, query: ActorsQuery): Promise<ActorsResponse> {
    const source = {
      sizes: { limit: ACTORS_PAGE_SIZE.default, maxLimit: ACTORS_PAGE_SIZE.max },
      rows: (limit: number, offset: number) => this.repository.pageActors(edition, limit, offset),
      count: () => this.repository.countActors(edition),
    };
    return countedPage(query, source, (row) => this.actorSummary(edition, row));
  }

  async actor(edition: Edition, rawRoute: string): Promise<ActorDetail> {
    const row = await this.repository.findActor(edition, actorSlugCandidates(rawRoute));
    if (!row) throw new HttpError(404, ENTERTAINMENT_MESSAGES.actorNotFound);
    const [films, tags] = await Promise.all([this.repository.filmography(edition, row.id), this.repository.actorTags(edition, row.id)]);
    return {
      ...this.actorSummary(edition, row),
      bio: row.bio,
      birthPlace: row.birth_place,
      filmography: films.map((film) => ({ movie: this.movieSummary(edition, film), character: film.character })),
      tags: tags.map(mapTag),
    };
  }

  async movie(edition: Edition, rawRoute: string): Promise<MovieDetail> {
    const row = await this.repository.findMovie(edition, movieSlugCandidates(rawRoute));
    if (!row) throw new HttpError(404, ENTERTAINMENT_MESSAGES.movieNotFound);
    const cast = await this.repository.cast(edition, row.id);
    return {
      ...this.movieSummary(edition, row),
      synopsis: row.synopsis,
      runtimeMinutes: row.runtime_minutes,
      cast: cast.map((credit) => ({ actor: this.actorRef(edition, credit), character: credit.character })),
    };
  }

  private actorRef(edition: Edition, row: ActorRefRow): ActorRef {
    return { _id: row.id, slug: row.slug, route: actorRoute(edition, row.slug), name: row.name, portrait: mapImage(row.portrait, this.ctx, row.name) };
  }

  private actorSummary(edition: Edition, row: ActorSummaryRow): ActorSummary {
    return { ...this.actorRef(edition, row), birthDate: row.birth_date, movieCount: row.movie_count };
  }

  private movieSummary(edition: Edition, row: MovieSummaryRow): MovieSummary {
    return {
      _id: row.id,
      slug: row.slug,
      route: movieRoute(edition, row.slug),
      title: row.title,
      originalTitle: row.original_title,
      year: row.year,
      poster: mapImage(row.poster, this.ctx, row.title),
      genres: row.genres.map((key) => ({ key, name: localize(GENRE_NAMES[key], edition) })),
    };
  }
}
