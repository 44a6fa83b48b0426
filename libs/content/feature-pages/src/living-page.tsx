import { useTranslation } from '@meydan/shared/util/translate';
import { Link, useLocation } from '@meydan/shared/util/router';
import { useGetArticlesQuery, useGetTagByRouteQuery } from '@meydan/content/data-access';
import { PageIntro } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { LIVING_TEST_ROUTES, LIVING_TEST_TAG_NAMES, livingTopicForPath, tagRouteFor, type Edition, type LivingTestTopic } from '@meydan/shared/util/routing';
import { ArticleListing } from './article-listing';
import { CATEGORY_PAGE_SIZE } from './category-route';
import { latestHref, latestPageFrom } from './latest-content-page';

/** The §2.6 quiz subcategory: what /test lists. */
export const QUIZ_CATEGORY = 'quiz';

/** The tag route of a /test topic in this edition (null for /test itself). */
export function livingTagRoute(edition: Edition, topic: LivingTestTopic | 'test'): string | null {
  return topic === 'test' ? null : tagRouteFor(edition, LIVING_TEST_TAG_NAMES[edition][topic]);
}

/** What the living page lists: the listing query of its topic. */
export function livingListArgs(topic: LivingTestTopic | 'test', tagId: string | undefined, page: number) {
  return topic === 'test' ? { categoryId: QUIZ_CATEGORY, page, limit: CATEGORY_PAGE_SIZE } : { tagId, page, limit: CATEGORY_PAGE_SIZE };
}

/**
 * The living pages under /test (SPEC §2.7): every quiz, or the quizzes of one topic (personality,
 * general knowledge, …) through the topic's tag; a chip row switches topics.
 */
export function LivingPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  const topic = (livingTopicForPath(pathname) ?? 'test') as LivingTestTopic | 'test';
  const page = latestPageFrom(search);
  const tagRoute = livingTagRoute(edition, topic);
  // currentData, not data: while another topic loads, `data` would still be the previous topic's.
  const tag = useGetTagByRouteQuery(tagRoute ?? '', { skip: tagRoute === null });
  const list = useGetArticlesQuery(livingListArgs(topic, tag.currentData?._id, page), { skip: tagRoute !== null && !tag.currentData });
  const path = pathname.replace(/\/$/, '') || '/test';
  return (
    <div className="category-page living-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[
          { name: t('home.breadcrumb'), href: '/' },
          { name: t('living.test.title'), href: '/test' },
          ...(topic === 'test' ? [] : [{ name: t(`living.${topic}.title`), href: path }]),
        ]}
        title={t(`living.${topic}.title`)}
        lead={t(`living.${topic}.lead`)}
      />
      <nav className="chip-list living-page__topics" aria-label={t('living.topics')}>
        {Object.entries(LIVING_TEST_ROUTES).map(([href, key]) => (
          <Link key={href} to={href} className="chip" aria-current={href === path ? 'true' : undefined}>
            {t(`living.${key}.chip`)}
          </Link>
        ))}
      </nav>
      <ArticleListing data={list.currentData} isError={list.isError || tag.isError} page={page} edition={edition} hrefForPage={latestHref(path)} />
    </div>
  );
}
