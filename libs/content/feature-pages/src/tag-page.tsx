import { useTranslation } from '@meydan/shared/util/translate';
import { useGetArticlesQuery, useGetTagByRouteQuery } from '@meydan/content/data-access';
import { Breadcrumb } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { ArticleListing } from './article-listing';
import { resolveTagRoute, tagPageHref, TAG_PAGE_SIZE } from './tag-route';

/** A tag's articles, newest first, 26 a page (the loader has fetched both queries). */
export function TagPage({ params, edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { route, page } = resolveTagRoute(edition, params);
  const { data: tag, isError: tagFailed } = useGetTagByRouteQuery(route);
  const { data, isError } = useGetArticlesQuery({ tagId: tag?._id, page, limit: TAG_PAGE_SIZE }, { skip: !tag });
  if (tagFailed) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!tag) return <p className="notice" aria-busy="true">{t('loading')}</p>;
  return (
    <div className="category-page tag-page">
      <Breadcrumb label={t('breadcrumb')} items={[{ name: t('home.breadcrumb'), href: '/' }, { name: `#${tag.name}`, href: tag.route }]} />
      {/* The reading tracker reports the tag's page to the data layer (tag_impression), with analytics consent. */}
      <header className="page-header" data-impression="tag" data-impression-id={tag._id} data-impression-name={tag.name}>
        <h1>
          <span className="tag-page__hash" aria-hidden="true">
            #
          </span>
          {tag.name}
        </h1>
        <p className="page-header__lead">
          {t('tag.lead', { name: tag.name })}
          {data?.pagination.total ? ` ${t('tag.count', { count: data.pagination.total })}` : ''}
        </p>
      </header>
      <ArticleListing data={data} isError={isError} page={page} edition={edition} hrefForPage={(n) => tagPageHref(tag.route, n)} />
    </div>
  );
}
