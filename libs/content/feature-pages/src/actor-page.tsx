import { useTranslation } from '@meydan/shared/util/translate';
import { Link } from '@meydan/shared/util/router';
import { useGetActorQuery, useGetActorsQuery, useGetArticlesQuery } from '@meydan/content/data-access';
import { ArticleCard, Breadcrumb, PageIntro, ResponsiveImage } from '@meydan/content/ui';
import type { ActorSummary, FilmographyEntry } from '@meydan/shared/contracts';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';
import { actorNewsArgs, actorsCrumbs, actorsRouteKind } from './actor-loader';
import { Facts } from './facts';
import { MoviePage } from './movie-page';

/** A calendar date (`YYYY-MM-DD`) in the edition's words; UTC, so server and browser agree. */
export function formatCalendarDate(date: string, edition: Edition): string {
  return new Intl.DateTimeFormat(EDITION_LOCALES[edition], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

function ActorCard({ actor, priority }: { actor: ActorSummary; priority: boolean }) {
  const { t } = useTranslation('content');
  return (
    <li className="person-card">
      <Link to={actor.route} className="person-card__link">
        <ResponsiveImage image={actor.portrait} alt="" sizes="(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw" priority={priority} className="person-card__portrait" />
        <span className="person-card__name">{actor.name}</span>
        <span className="person-card__meta">
          {actor.birthDate ? `${actor.birthDate.slice(0, 4)} · ` : ''}
          {t('actors.films', { count: actor.movieCount })}
        </span>
      </Link>
    </li>
  );
}

/** `/oyuncular`: every actor of the edition, by name. */
function ActorIndexPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data, isError } = useGetActorsQuery();
  return (
    <div className="actors-page">
      <PageIntro crumbsLabel={t('breadcrumb')} crumbs={actorsCrumbs(edition, t)} title={t('actors.heading')} lead={t('actors.lead')} />
      {isError ? <p className="notice notice--error">{t('loadFailed')}</p> : null}
      {data && data.items.length === 0 ? <p className="notice">{t('actors.empty')}</p> : null}
      <ul className="person-grid">
        {(data?.items ?? []).map((actor, index) => (
          <ActorCard key={actor._id} actor={actor} priority={index < 4} />
        ))}
      </ul>
    </div>
  );
}

function FilmCard({ entry }: { entry: FilmographyEntry }) {
  const { t } = useTranslation('content');
  const { movie } = entry;
  return (
    <li className="film-card">
      <Link to={movie.route} className="film-card__link">
        <ResponsiveImage image={movie.poster} alt="" sizes="(min-width: 1024px) 180px, (min-width: 640px) 25vw, 45vw" className="film-card__poster" />
        <span className="film-card__title">{movie.title}</span>
        <span className="film-card__meta">
          {movie.year} · {movie.genres.map((genre) => genre.name).join(', ')}
        </span>
        {entry.character ? <span className="film-card__role">{t('actors.as', { character: entry.character })}</span> : null}
      </Link>
    </li>
  );
}

/** `/oyuncular/{slug}`: portrait, facts and bio, filmography (each film links to its page) and stories of the actor's tag. */
function ActorPage({ params, edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data: actor, isError } = useGetActorQuery(params['slug'] ?? '');
  const news = actor ? actorNewsArgs(actor) : null;
  const { data: stories } = useGetArticlesQuery(news ?? {}, { skip: !news });
  if (isError && !actor) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!actor) return <p className="notice" aria-busy="true">{t('loading')}</p>;
  const tag = actor.tags[0];
  return (
    <div className="actor-page">
      <Breadcrumb label={t('breadcrumb')} items={[...actorsCrumbs(edition, t), { name: actor.name, href: actor.route }]} />
      <header className="person-header">
        <ResponsiveImage image={actor.portrait} alt={actor.name} sizes="(min-width: 640px) 280px, 60vw" priority className="person-header__portrait" />
        <div className="person-header__text">
          <h1>{actor.name}</h1>
          <Facts
            items={[
              actor.birthDate ? { label: t('actors.birthDate'), value: <time dateTime={actor.birthDate}>{formatCalendarDate(actor.birthDate, edition)}</time> } : null,
              actor.birthPlace ? { label: t('actors.birthPlace'), value: actor.birthPlace } : null,
              { label: t('actors.filmography'), value: t('actors.films', { count: actor.movieCount }) },
            ]}
          />
          {actor.bio ? <p className="person-header__bio">{actor.bio}</p> : null}
        </div>
      </header>
      {actor.filmography.length ? (
        <section aria-labelledby="filmography">
          <h2 id="filmography" className="section-title">
            {t('actors.filmography')}
          </h2>
          <ul className="film-grid">
            {actor.filmography.map((entry) => (
              <FilmCard key={entry.movie._id} entry={entry} />
            ))}
          </ul>
        </section>
      ) : null}
      {tag && stories?.items.length ? (
        <section aria-labelledby="actor-news" className="actor-page__news">
          <h2 id="actor-news" className="section-title">
            {t('actors.news')}
          </h2>
          <ul className="chip-list">
            {actor.tags.map((item) => (
              <li key={item._id}>
                <Link to={item.route} className="chip">
                  #{item.name}
                </Link>
              </li>
            ))}
          </ul>
          <div className="card-grid card-grid--three">
            {stories.items.map((article) => (
              <ArticleCard key={article._id} article={article} edition={edition} />
            ))}
          </div>
          <p className="actor-page__more">
            <Link to={tag.route}>{t('actors.allNews', { tag: tag.name })}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

/** The `content.actors` route family: index, actor or movie by the slug's form. */
export function ActorsRoutePage(props: RoutePageProps) {
  const route = actorsRouteKind(props.params);
  if (route.kind === 'movie') return <MoviePage {...props} />;
  if (route.kind === 'actor') return <ActorPage {...props} />;
  return <ActorIndexPage {...props} />;
}
