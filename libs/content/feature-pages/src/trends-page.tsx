import { useTranslation } from '@meydan/shared/util/translate';
import { Link } from '@meydan/shared/util/router';
import { useGetTrendingQuery, useGetTrendsQuery } from '@meydan/content/data-access';
import { ArticleCard, PageIntro } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';

/** `/trendler`: the tags everyone is reading about and the stories rising right now. */
export function TrendsPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const trends = useGetTrendsQuery();
  const trending = useGetTrendingQuery();
  return (
    <div className="trends-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[{ name: t('home.breadcrumb'), href: '/' }, { name: t('trends.heading'), href: '/trendler' }]}
        title={t('trends.heading')}
        lead={t('trends.lead')}
      />
      {trends.isError || trending.isError ? <p className="notice notice--error">{t('loadFailed')}</p> : null}
      {trends.data?.items.length ? (
        <section aria-labelledby="trend-tags">
          <h2 id="trend-tags" className="section-title">
            {t('trends.tags')}
          </h2>
          <ol className="chip-list chip-list--large trend-tags">
            {trends.data.items.map((tag) => (
              <li key={tag._id}>
                <Link to={tag.route} className="chip">
                  #{tag.name} <span className="chip__count">{t('trends.tagCount', { count: tag.count })}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {trending.data?.items.length ? (
        <section aria-labelledby="trend-articles">
          <h2 id="trend-articles" className="section-title">
            {t('trends.rising')}
          </h2>
          <ol className="ranked-list ranked-list--columns">
            {trending.data.items.map((article) => (
              <li key={article._id}>
                <ArticleCard article={article} edition={edition} variant="compact" />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
