import { useTranslation } from '@meydan/shared/util/translate';
import { useGetStorefrontFeedQuery, useGetStorefrontFeedsQuery } from '@meydan/content/data-access';
import { PageIntro, Pagination, ProductCard, ShowcaseCard, type ProductCardLabels } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { routePath } from '@meydan/shared/util/routing';
import { resolveVitrinRoute, vitrinPageHref } from './vitrin-loaders';

/** `/vitrin`: every published showcase of the edition (the loader has fetched them). */
export function VitrinListPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data, isError } = useGetStorefrontFeedsQuery();
  const home = routePath(edition, 'content.vitrin');
  return (
    <div className="vitrin-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[{ name: t('home.breadcrumb'), href: '/' }, { name: t('vitrin.heading'), href: home }]}
        title={t('vitrin.heading')}
        lead={t('vitrin.lead')}
      />
      {isError ? <p className="notice notice--error">{t('loadFailed')}</p> : null}
      {data && data.items.length === 0 ? <p className="notice">{t('vitrin.empty')}</p> : null}
      <div className="showcase-grid">
        {(data?.items ?? []).map((feed, index) => (
          <ShowcaseCard key={feed._id} feed={feed} countLabel={t('vitrin.count', { count: feed.itemCount })} priority={index === 0} />
        ))}
      </div>
      <p className="vitrin-page__disclosure">{t('vitrin.disclosure')}</p>
    </div>
  );
}

/** `/vitrin/{slug}/{pageNum?}`: one showcase's products, 15 a page, each linking out to its store. */
export function VitrinFeedPage({ params, edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { key, page } = resolveVitrinRoute(params);
  const { data, isError } = useGetStorefrontFeedQuery({ key, page });
  if (isError) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!data) return <p className="notice" aria-busy="true">{t('loading')}</p>;
  const { feed, items, pagination } = data;
  const labels: ProductCardLabels = {
    buy: t('vitrin.buy'),
    was: t('vitrin.was'),
    soldOut: t('vitrin.soldOut'),
    opensStore: (store) => t('vitrin.opensStore', { store }),
  };
  return (
    <div className="vitrin-page vitrin-feed">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[
          { name: t('home.breadcrumb'), href: '/' },
          { name: t('vitrin.heading'), href: routePath(edition, 'content.vitrin') },
          { name: feed.title, href: vitrinPageHref(edition, key, 1) },
        ]}
        title={feed.title}
        lead={feed.description}
      />
      <p className="vitrin-feed__meta">
        {t('vitrin.count', { count: feed.itemCount })}
        {pagination.totalPages && pagination.totalPages > 1 ? ` · ${t('vitrin.pageOf', { page, total: pagination.totalPages })}` : ''}
      </p>
      <p className="vitrin-page__disclosure">{t('vitrin.disclosure')}</p>
      <div className="product-grid">
        {items.map((item, index) => (
          <ProductCard key={item._id} item={item} edition={edition} labels={labels} priority={page === 1 && index < 2} />
        ))}
      </div>
      <Pagination
        page={page}
        hasNext={Boolean(pagination.hasNextPage)}
        totalPages={pagination.totalPages}
        hrefFor={(n) => vitrinPageHref(edition, key, n)}
        labels={{ previous: t('pagination.previous'), next: t('pagination.next'), page: (n) => t('pagination.page', { n }), nav: t('pagination.nav') }}
      />
    </div>
  );
}
