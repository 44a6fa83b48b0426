import { type Static, Type } from '@sinclair/typebox';
import { Nullable, PaginationSchema } from './common.schema';
import { TagSchema } from './content.schema';
import { ImageSchema } from './image.schema';
import { MOVIE_SLUG_PREFIX } from '../constants';

/** SPEC §7 `rawRoute`: the page path or its last segment, e.g. `/oyuncular/film-son-yaz` or `son-yaz`. */
export const RAW_ROUTE_PATTERN = '^/?(?:[a-z0-9-]+/)*[a-z0-9-]+/?$';

export const MOVIE_GENRES = [
  'drama',
  'comedy',
  'thriller',
  'romance',
  'crime',
  'science-fiction',
  'fantasy',
  'historical',
  'family',
  'adventure',
  'documentary',
  'war',
] as const;
export type MovieGenreKey = (typeof MOVIE_GENRES)[number];

/** Actors on the index page: enough for a grid, not the whole table. */
export const ACTORS_PAGE_SIZE = { default: 48, max: 100 } as const;

export const MovieGenreSchema = Type.Object({
  key: Type.Union(MOVIE_GENRES.map((genre) => Type.Literal(genre))),
  /** In the edition's language. */
  name: Type.String(),
});
export type MovieGenre = Static<typeof MovieGenreSchema>;

/** An actor as a link: cast lists, cards. */
export const ActorRefSchema = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  /** `/oyuncular/{slug}`. */
  route: Type.String(),
  /** As written in the edition (Cyrillic in ru). */
  name: Type.String(),
  portrait: Nullable(ImageSchema),
});
export type ActorRef = Static<typeof ActorRefSchema>;

export const ActorSummarySchema = Type.Composite([
  ActorRefSchema,
  Type.Object({
    /** `YYYY-MM-DD`. */
    birthDate: Nullable(Type.String({ format: 'date' })),
    movieCount: Type.Integer({ minimum: 0 }),
  }),
]);
export type ActorSummary = Static<typeof ActorSummarySchema>;

export const MovieSummarySchema = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  /** `/oyuncular/film-{slug}`. */
  route: Type.String(),
  /** In the edition's language. */
  title: Type.String(),
  /** As released. */
  originalTitle: Type.String(),
  year: Type.Integer({ minimum: 1888 }),
  poster: Nullable(ImageSchema),
  genres: Type.Array(MovieGenreSchema),
});
export type MovieSummary = Static<typeof MovieSummarySchema>;

export const FilmographyEntrySchema = Type.Object({ movie: MovieSummarySchema, character: Type.String() });
export type FilmographyEntry = Static<typeof FilmographyEntrySchema>;

export const CastEntrySchema = Type.Object({ actor: ActorRefSchema, character: Type.String() });
export type CastEntry = Static<typeof CastEntrySchema>;

/** `GET /entertainment/actors/detail`: the actor, their films newest first and the edition's tags about them. */
export const ActorDetailSchema = Type.Composite([
  ActorSummarySchema,
  Type.Object({
    bio: Type.String(),
    birthPlace: Nullable(Type.String()),
    filmography: Type.Array(FilmographyEntrySchema),
    tags: Type.Array(TagSchema),
  }),
]);
export type ActorDetail = Static<typeof ActorDetailSchema>;

/** `GET /entertainment/movies/detail`: the movie with its cast in billing order. */
export const MovieDetailSchema = Type.Composite([
  MovieSummarySchema,
  Type.Object({
    synopsis: Type.String(),
    runtimeMinutes: Nullable(Type.Integer({ minimum: 1 })),
    cast: Type.Array(CastEntrySchema),
  }),
]);
export type MovieDetail = Static<typeof MovieDetailSchema>;

export const RawRouteQuerySchema = Type.Object(
  { rawRoute: Type.String({ minLength: 1, maxLength: 200, pattern: RAW_ROUTE_PATTERN }) },
  { additionalProperties: false },
);
export type RawRouteQuery = Static<typeof RawRouteQuerySchema>;

export const ActorsQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ACTORS_PAGE_SIZE.max, default: ACTORS_PAGE_SIZE.default })),
  },
  { additionalProperties: false },
);
export type ActorsQuery = Static<typeof ActorsQuerySchema>;

export const ActorsResponseSchema = Type.Object({ items: Type.Array(ActorSummarySchema), pagination: PaginationSchema });
export type ActorsResponse = Static<typeof ActorsResponseSchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { MOVIE_SLUG_PREFIX };
