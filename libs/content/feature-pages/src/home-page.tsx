import { useTranslation } from '@meydan/shared/util/translate';
import { Link } from '@meydan/shared/util/router';
import { useGetBreakingNewsQuery, useGetHomeMoreQuery, useGetHomeQuery } from '@meydan/content/data-access';
import { ArticleCard } from '@meydan/content/ui';
import type { HomeCardWidget } from '@meydan/shared/contracts';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { LoadMore, MoreCards, type PageLoaded } from './load-more';

export function HomePage({ edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data, isError } = useGetHomeQuery();
  if (isError) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!data) return <p className="notice" aria-busy="true">{t('loading')}</p>;
  const recent = data.widgets.find((w) => w.type === 'recent');
  const popular = data.widgets.find((w) => w.type === 'popular');
  const sections = data.widgets.filter((w) => w.type === 'category');
  const [lead, ...rest] = recent?.items ?? [];
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <BreakingNews />
      <div className="home__top">
        <section className="home__recent" aria-labelledby="home-recent">
          <h2 id="home-recent" className="section-title">
            {t('home.recent')}
          </h2>
          {lead ? <ArticleCard article={lead} edition={edition} variant="lead" priority /> : <p className="notice">{t('empty')}</p>}
          <div className="card-grid">
            {rest.map((article) => (
              <ArticleCard key={article._id} article={article} edition={edition} />
            ))}
          </div>
          {recent ? <HomeLoadMore widgetId={recent.id} edition={edition} /> : null}
        </section>
        {popular?.items.length ? (
          <aside className="home__popular" aria-labelledby="home-popular">
            <h2 id="home-popular" className="section-title">
              {t('home.popular')}
            </h2>
            <ol className="ranked-list">
              {popular.items.map((article) => (
                <li key={article._id}>
                  <ArticleCard article={article} edition={edition} variant="compact" />
                </li>
              ))}
            </ol>
          </aside>
        ) : null}
      </div>
      {sections.map((widget) => (
        <SectionWidget key={widget.id} edition={edition} title={widget.title} href={widget.route} items={widget.items} moreLabel={t('home.more')} />
      ))}
    </div>
  );
}

function SectionWidget({
  edition,
  title,
  href,
  items,
  moreLabel,
}: {
  edition: RoutePageProps['edition'];
  title: string;
  href?: string;
  items: HomeCardWidget['items'];
  moreLabel: string;
}) {
  if (!items.length) return null;
  return (
    <section className="home-section" aria-label={title}>
      <div className="home-section__head">
        <h2 className="section-title">{title}</h2>
        {href ? (
          <Link to={href} className="home-section__more">
            {moreLabel}
          </Link>
        ) : null}
      </div>
      <div className="card-grid card-grid--four">
        {items.slice(0, 4).map((article) => (
          <ArticleCard key={article._id} article={article} edition={edition} />
        ))}
      </div>
    </section>
  );
}

/**
 * "Load more" under a home widget (SPEC §7 /browse/home/more): each click appends the next page
 * in place; focus moves to the first new card (load-more.tsx).
 */
function HomeLoadMore({ widgetId, edition }: { widgetId: string; edition: RoutePageProps['edition'] }) {
  const { t } = useTranslation('content');
  return <LoadMore label={t('home.loadMore')} renderPage={(page, onLoaded) => <MorePage widgetId={widgetId} page={page} edition={edition} onLoaded={onLoaded} />} />;
}

function MorePage({ widgetId, page, edition, onLoaded }: { widgetId: string; page: number; edition: RoutePageProps['edition']; onLoaded: PageLoaded }) {
  const query = useGetHomeMoreQuery({ widgetId, page });
  return <MoreCards page={page} query={query} items={query.data?.widget.items} hasNext={query.data?.pagination.hasNextPage} edition={edition} onLoaded={onLoaded} />;
}

/** Breaking news strip: the latest stories of the news section, hidden when there are none. */
function BreakingNews() {
  const { t } = useTranslation('content');
  const { data } = useGetBreakingNewsQuery();
  if (!data?.items.length) return null;
  return (
    <section className="breaking" aria-labelledby="breaking-title">
      <h2 id="breaking-title" className="breaking__title">
        {t('home.breaking')}
      </h2>
      <ul className="breaking__list">
        {data.items.map((article) => (
          <li key={article._id}>
            <Link to={article.route}>{article.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
