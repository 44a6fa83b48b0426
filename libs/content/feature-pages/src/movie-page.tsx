import { useTranslation } from '@meydan/shared/util/translate';
import { Link } from '@meydan/shared/util/router';
import { useGetMovieQuery } from '@meydan/content/data-access';
import { Breadcrumb, ResponsiveImage } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { actorsCrumbs } from './actor-loader';
import { Facts } from './facts';

/** `/oyuncular/film-{slug}`: a movie of the actors' route family, with its cast linking back to the actors. */
export function MoviePage({ params, edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data: movie, isError } = useGetMovieQuery(params['slug'] ?? '');
  if (isError && !movie) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!movie) return <p className="notice" aria-busy="true">{t('loading')}</p>;
  return (
    <div className="movie-page">
      <Breadcrumb label={t('breadcrumb')} items={[...actorsCrumbs(edition, t), { name: movie.title, href: movie.route }]} />
      <header className="person-header movie-header">
        <ResponsiveImage image={movie.poster} alt={movie.title} sizes="(min-width: 640px) 280px, 60vw" priority className="person-header__portrait movie-header__poster" />
        <div className="person-header__text">
          <h1>
            {movie.title} <span className="movie-header__year">({movie.year})</span>
          </h1>
          <Facts
            items={[
              movie.originalTitle !== movie.title ? { label: t('actors.movie.originalTitle'), value: movie.originalTitle } : null,
              movie.runtimeMinutes ? { label: t('actors.movie.runtime'), value: t('actors.movie.minutes', { count: movie.runtimeMinutes }) } : null,
              { label: t('actors.movie.genres'), value: movie.genres.map((genre) => genre.name).join(', ') },
            ]}
          />
          {movie.synopsis ? (
            <>
              <h2 className="movie-header__subtitle">{t('actors.movie.synopsis')}</h2>
              <p className="person-header__bio">{movie.synopsis}</p>
            </>
          ) : null}
        </div>
      </header>
      {movie.cast.length ? (
        <section aria-labelledby="cast">
          <h2 id="cast" className="section-title">
            {t('actors.movie.cast')}
          </h2>
          <ul className="cast-list">
            {movie.cast.map(({ actor, character }) => (
              <li key={actor._id}>
                <Link to={actor.route} className="cast-list__link">
                  <ResponsiveImage image={actor.portrait} alt="" sizes="64px" className="cast-list__portrait" />
                  <span className="cast-list__name">{actor.name}</span>
                  {character ? <span className="cast-list__role">{character}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
