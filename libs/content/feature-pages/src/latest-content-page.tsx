import { useTranslation } from '@meydan/shared/util/translate';
import { useLocation } from '@meydan/shared/util/router';
import { useGetArticlesQuery } from '@meydan/content/data-access';
import { PageIntro } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { CATEGORY_PAGE_SIZE } from './category-route';
import { ArticleListing } from './article-listing';

/** `?page=N` of the generic content path; anything else is page 1. */
export function latestPageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export const latestHref = (path: string) => (page: number) => (page === 1 ? path : `${path}?page=${page}`);

/**
 * The generic content path (`/content` without a slug, SPEC §2.9): where unknown articles land.
 * It lists every published article of the edition, newest first, so the reader has somewhere to go.
 */
export function LatestContentPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  const page = latestPageFrom(search);
  const { data, isError } = useGetArticlesQuery({ page, limit: CATEGORY_PAGE_SIZE });
  return (
    <div className="category-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[{ name: t('home.breadcrumb'), href: '/' }, { name: t('latest.heading'), href: pathname }]}
        title={t('latest.heading')}
        lead={t('latest.lead')}
      />
      <ArticleListing data={data} isError={isError} page={page} edition={edition} hrefForPage={latestHref(pathname)} />
    </div>
  );
}
