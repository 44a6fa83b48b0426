import { useTranslation } from '@meydan/shared/util/translate';
import type { FavoriteArticle } from '@meydan/shared/contracts';
import { formatDay } from '@meydan/shared/util/i18n';
import { Link } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { ListPagination } from './list-pagination';
import { useGetFavoritesQuery } from '@meydan/social/data-access';
import { profileTabHref } from './profile-routes';

function FavoriteCard({ article, edition }: { article: FavoriteArticle; edition: Edition }) {
  const image = article.image?.resolutions.standard;
  const body = (
    <>
      {image ? <img className="favorite-card__image" src={image.url} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" /> : <span className="favorite-card__image favorite-card__image--empty" aria-hidden="true" />}
      <span className="favorite-card__text">
        {article.category ? <span className="favorite-card__category">{article.category.name}</span> : null}
        <span className="favorite-card__title">{article.title}</span>
        <time className="favorite-card__date" dateTime={article.published}>
          {formatDay(article.published, edition)}
        </time>
      </span>
    </>
  );
  return (
    <li className="favorite-card">
      {/* An article's redirectUrl (SPEC §2.8) leaves the site: a plain link, not the router's. */}
      {/^https?:\/\//i.test(article.route) ? (
        <a className="favorite-card__link" href={article.route}>
          {body}
        </a>
      ) : (
        <Link className="favorite-card__link" to={article.route}>
          {body}
        </Link>
      )}
    </li>
  );
}

/** A member's favourite articles of this edition, newest first, paged (server-rendered first page). */
export function FavoritesTab({ userId, username, page, edition }: { userId: string; username: string; page: number; edition: Edition }) {
  const { t } = useTranslation('social');
  const { data, isError } = useGetFavoritesQuery({ userId, page });
  if (!data) {
    return isError ? (
      <p className="notice notice--error" role="alert">
        {t('profile.lists.loadFailed')}
      </p>
    ) : (
      <p className="notice" role="status" aria-busy="true">
        {t('profile.lists.loading')}
      </p>
    );
  }
  if (data.items.length === 0) return <p className="notice">{t('profile.lists.emptyFavorites')}</p>;
  return (
    <>
      <ul className="favorite-list" aria-label={t('profile.tabs.favorites')}>
        {data.items.map((article) => (
          <FavoriteCard key={article._id} article={article} edition={edition} />
        ))}
      </ul>
      <ListPagination pagination={data.pagination} page={page} hrefFor={(n) => profileTabHref(edition, username, 'favorites', n)} />
    </>
  );
}
