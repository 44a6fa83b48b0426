import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { contentApi, peopleApi } from '@meydan/content/data-access';
import type { ActorDetail } from '@meydan/shared/contracts';
import { MOVIE_SLUG_PREFIX } from '@meydan/shared/contracts/constants';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { absoluteImageUrl, notFoundOrFailed, peopleHead } from './people-head';

/** Stories shown under an actor: the newest of their first tag. */
export const ACTOR_NEWS_SIZE = 6;

/**
 * `/oyuncular/:slug?` is one route family (SPEC §2.6): no slug is the actor index,
 * `film-{slug}` a movie and anything else an actor.
 */
export type ActorsRouteKind = { kind: 'index' } | { kind: 'actor'; slug: string } | { kind: 'movie'; slug: string };

export function actorsRouteKind(params: Readonly<Record<string, string>>): ActorsRouteKind {
  const slug = params['slug'];
  if (!slug) return { kind: 'index' };
  return slug.startsWith(MOVIE_SLUG_PREFIX) ? { kind: 'movie', slug } : { kind: 'actor', slug };
}

/** Home › Actors: the start of every breadcrumb of the route family. */
export function actorsCrumbs(edition: Edition, t: (key: string) => string) {
  return [
    { name: t('home.breadcrumb'), href: '/' },
    { name: t('actors.heading'), href: routePath(edition, 'content.actors') },
  ];
}

/** The related-news query of an actor page; the page asks for the same key. */
export function actorNewsArgs(actor: ActorDetail) {
  const tag = actor.tags[0];
  return tag ? { tagId: tag._id, limit: ACTOR_NEWS_SIZE } : null;
}

async function loadIndex(ctx: RouteContext): Promise<LoaderResult> {
  const { data, error } = await prefetchQuery(ctx, peopleApi.endpoints.getActors.initiate());
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const items = (data?.items ?? []).map((actor, index) => ({ '@type': 'ListItem', position: index + 1, url: ctx.origin + actor.route, name: actor.name }));
  return {
    status: error || !data ? 500 : 200,
    head: peopleHead(ctx, {
      path: routePath(ctx.edition, 'content.actors'),
      title: t('actors.title'),
      description: t('actors.description'),
      type: 'website',
      jsonLd: { '@type': 'ItemList', name: t('actors.heading'), itemListElement: items },
    }),
  };
}

async function loadActor(ctx: RouteContext, slug: string): Promise<LoaderResult> {
  const { data: actor, error } = await prefetchQuery(ctx, peopleApi.endpoints.getActor.initiate(slug));
  if (error) return notFoundOrFailed(error);
  if (!actor) return { status: 500 };
  const news = actorNewsArgs(actor);
  // The related stories are a side section: their failure only hides it.
  if (news) await prefetchQuery(ctx, contentApi.endpoints.getArticles.initiate(news));
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const image = absoluteImageUrl(ctx, actor.portrait);
  return {
    head: peopleHead(ctx, {
      path: actor.route,
      title: t('actors.actorTitle', { name: actor.name }),
      description: actor.bio || t('actors.actorDescription', { name: actor.name }),
      type: 'profile',
      image: actor.portrait,
      jsonLd: {
        '@type': 'Person',
        name: actor.name,
        url: ctx.origin + actor.route,
        description: actor.bio,
        ...(actor.birthDate ? { birthDate: actor.birthDate } : {}),
        ...(actor.birthPlace ? { birthPlace: { '@type': 'Place', name: actor.birthPlace } } : {}),
        ...(image ? { image } : {}),
      },
    }),
  };
}

async function loadMovie(ctx: RouteContext, slug: string): Promise<LoaderResult> {
  const { data: movie, error } = await prefetchQuery(ctx, peopleApi.endpoints.getMovie.initiate(slug));
  if (error) return notFoundOrFailed(error);
  if (!movie) return { status: 500 };
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const image = absoluteImageUrl(ctx, movie.poster);
  return {
    head: peopleHead(ctx, {
      path: movie.route,
      title: t('actors.movie.title', { title: movie.title, year: movie.year }),
      description: movie.synopsis || t('actors.movie.description', { title: movie.title }),
      type: 'video.movie',
      image: movie.poster,
      jsonLd: {
        '@type': 'Movie',
        name: movie.title,
        ...(movie.originalTitle !== movie.title ? { alternateName: movie.originalTitle } : {}),
        url: ctx.origin + movie.route,
        description: movie.synopsis,
        dateCreated: String(movie.year),
        genre: movie.genres.map((genre) => genre.name),
        ...(movie.runtimeMinutes ? { duration: `PT${movie.runtimeMinutes}M` } : {}),
        ...(image ? { image } : {}),
        actor: movie.cast.map((credit) => ({ '@type': 'Person', name: credit.actor.name, url: ctx.origin + credit.actor.route })),
      },
    }),
  };
}

/** `/oyuncular/:slug?`: the actor index, an actor or a movie; unknown slugs are 404. */
export function loadActors(ctx: RouteContext): Promise<LoaderResult> {
  const route = actorsRouteKind(ctx.params);
  if (route.kind === 'actor') return loadActor(ctx, route.slug);
  if (route.kind === 'movie') return loadMovie(ctx, route.slug);
  return loadIndex(ctx);
}
