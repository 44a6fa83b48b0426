import { useTranslation } from '@meydan/shared/util/translate';
import { Link } from '@meydan/shared/util/router';
import { useGetDiscoverQuery } from '@meydan/content/data-access';
import { CardSection, PageIntro } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';

/** `/kesfet`: the best of every section at a glance, and a random pick to wander off with. */
export function DiscoverPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data, isError } = useGetDiscoverQuery();
  return (
    <div className="discover-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[{ name: t('home.breadcrumb'), href: '/' }, { name: t('discover.heading'), href: '/kesfet' }]}
        title={t('discover.heading')}
        lead={t('discover.lead')}
      />
      {isError ? <p className="notice notice--error">{t('loadFailed')}</p> : null}
      {data?.sections.map(({ category, items }) => (
        <CardSection
          key={category._id}
          id={`discover-${category.slug}`}
          className="discover-section"
          title={<Link to={category.route}>{category.name}</Link>}
          articles={items}
          edition={edition}
          columns="five"
        />
      ))}
      {data?.random.length ? (
        <CardSection id="discover-random" className="discover-section" title={t('discover.random')} articles={data.random} edition={edition} columns="five" />
      ) : null}
    </div>
  );
}
