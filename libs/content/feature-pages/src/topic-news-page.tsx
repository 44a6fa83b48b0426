import { useTranslation } from '@meydan/shared/util/translate';
import { useGetArticlesQuery, useGetTopicQuery } from '@meydan/content/data-access';
import { PageIntro, TagChips } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { canonicalTagListingPath, topicPath } from '@meydan/shared/util/routing';
import { ArticleListing } from './article-listing';
import { TAG_PAGE_SIZE } from './tag-route';
import { resolveTopicRoute } from './topic-route';

/**
 * A topic hub `/{name}-news`: "{Tag} news", the editors' introduction when the tag has one, the
 * tag's stories newest first with numbered pages, and related topics (the loader fetched both queries).
 */
export function TopicNewsPage({ params, edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { name, page } = resolveTopicRoute(params);
  const { data: topic, isError: topicFailed } = useGetTopicQuery(name);
  const { data, isError } = useGetArticlesQuery({ tagId: topic?.tag._id, page, limit: TAG_PAGE_SIZE }, { skip: !topic });
  if (topicFailed) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!topic) return <p className="notice" aria-busy="true">{t('loading')}</p>;
  const heading = t('topic.heading', { name: topic.tag.name });
  // Links go to each tag's canonical listing, so crawlers and readers meet one address per topic.
  const related = topic.related.map((tag) => ({ ...tag, route: canonicalTagListingPath(edition, tag.route) }));
  return (
    <div className="category-page topic-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[{ name: t('home.breadcrumb'), href: '/' }, { name: heading, href: topicPath(edition, name) }]}
        title={heading}
        lead={topic.description ?? t('topic.lead', { name: topic.tag.name })}
      />
      <ArticleListing data={data} isError={isError} page={page} edition={edition} hrefForPage={(n) => topicPath(edition, name, n)} />
      {related.length ? (
        <section className="topic-page__related" aria-labelledby="topic-related">
          <h2 id="topic-related" className="section-title">
            {t('topic.related')}
          </h2>
          <TagChips tags={related} />
        </section>
      ) : null}
    </div>
  );
}
