import { useTranslation } from '@meydan/shared/util/translate';
import { useGetForYouQuery } from '@meydan/content/data-access';
import { ArticleCard, PageIntro, TagChips } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { canonicalTagListingPath, routePath, type Edition } from '@meydan/shared/util/routing';
import { LoadMore, MoreCards, type PageLoaded } from './load-more';
import { FirstPageState } from './stream-controls';

const GRID = 'card-grid card-grid--three';

/**
 * `/sanaozel`: the reader's own feed. Stories like the ones they reacted to, or the popular
 * ones while they have no signals, and a line saying which. The feed depends on the reader
 * cookie, so it is fetched in the browser only: the server HTML (shared by every reader) holds
 * the heading and a loading state.
 */
export function ForYouPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data, isError, isFetching, refetch } = useGetForYouQuery({ page: 1 });
  const lead = data ? t(data.mode === 'personal' ? 'forYou.personal' : 'forYou.popular') : t('forYou.lead');
  return (
    <div className="category-page for-you-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[{ name: t('home.breadcrumb'), href: '/' }, { name: t('forYou.heading'), href: routePath(edition, 'content.for-you') }]}
        title={t('forYou.heading')}
        lead={lead}
      />
      {data?.basedOn.length ? (
        <TagChips label={t('forYou.basedOn')} tags={data.basedOn.map((tag) => ({ ...tag, route: canonicalTagListingPath(edition, tag.route) }))} />
      ) : null}
      {isError || !data || isFetching ? (
        <FirstPageState isError={isError} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <p className="notice">{t(data.mode === 'personal' ? 'forYou.emptyPersonal' : 'empty')}</p>
      ) : (
        <>
          <div className={GRID}>
            {data.items.map((article, index) => (
              <ArticleCard key={article._id} article={article} edition={edition} priority={index === 0} />
            ))}
          </div>
          <LoadMore
            label={t('forYou.loadMore')}
            hasNext={data.pagination.hasNextPage === true}
            renderPage={(page, onLoaded) => <ForYouMore page={page} edition={edition} onLoaded={onLoaded} />}
          />
        </>
      )}
    </div>
  );
}

function ForYouMore({ page, edition, onLoaded }: { page: number; edition: Edition; onLoaded: PageLoaded }) {
  // Fresh on every append: the order shifts as the reader reacts.
  const query = useGetForYouQuery({ page }, { refetchOnMountOrArgChange: true });
  return (
    <MoreCards page={page} query={query} items={query.data?.items} hasNext={query.data?.pagination.hasNextPage} edition={edition} onLoaded={onLoaded} gridClassName={`${GRID} card-grid--more`} />
  );
}
