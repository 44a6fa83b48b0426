import { Fragment } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useAdSlot } from '@meydan/shared/data-access/store';
import { AdSlot } from '@meydan/shared/ui';
import { useGetArticleQuery, useGetCategoryQuery, useGetRecommendationsQuery } from '@meydan/content/data-access';
import { ArticleLabels, Breadcrumb, CardSection, ResponsiveImage, ShareButtons, TagChips, type BreadcrumbItem } from '@meydan/content/ui';
import type { Article, Category, VideoData } from '@meydan/shared/contracts';
import { isQuiz } from '@meydan/shared/contracts/constants';
import { formatDate } from '@meydan/shared/util/i18n';
import { abbreviateCount } from '@meydan/shared/util/format';
import { extractArticleId, routePath, type Edition } from '@meydan/shared/util/routing';
import { Link } from '@meydan/shared/util/router';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { ArticleEntry, galleryPositions, VideoEntry } from './article-entries';
import { sectionIdOf } from './article-section';
import { CommentsSection } from './comments/comments-section';
import { QuizPlayer } from './quiz/quiz-player';
import { ArticleReactions } from './article-reactions';
import { FavoriteButton } from './favorite-button';
import { useArticleTracking } from './use-article-tracking';
import { useGalleryViewer } from './gallery-viewer/gallery-viewer';

/** The in-article ad follows this entry (the third), in articles long enough to go on after it. */
export const INLINE_AD_AFTER_ENTRY = 2;

export function ArticlePage({ params, edition, origin }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation('common');
  const inlineAd = useAdSlot('article-inline');
  const id = extractArticleId(`/${params['slug'] ?? ''}`);
  const { data: article, isError } = useGetArticleQuery(String(id ?? ''), { skip: id === null });
  const sectionId = article ? sectionIdOf(article) : undefined;
  const { data: section } = useGetCategoryQuery(sectionId ?? '', { skip: !sectionId });
  const onShare = useArticleTracking(article?.legacyId, String(id ?? ''));
  // Gallery and listicle pictures open full screen (gallery-viewer/: the viewer is a chunk of its own).
  const viewer = useGalleryViewer(article && { entries: article.entries, shareUrl: new URL(article.route, origin).toString(), title: article.title, onShare });
  if (isError) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!article) return <p className="notice">{t('loading')}</p>;
  // The video page design puts the first video above the title, full width, like a watch page.
  const featuredIndex = article.showVideoPageDesign ? article.entries.findIndex((entry) => entry.mode === 'video' && entry.videoData) : -1;
  const featured = featuredIndex >= 0 ? (article.entries[featuredIndex]?.videoData as VideoData) : null;
  const { positions, total } = galleryPositions(article.entries);
  const shareUrl = new URL(article.route, origin).toString();
  return (
    <>
      {/* A paid story tells the ads script so (SPEC §6: no interstitial on sponsored content). */}
      <article className={featured ? 'article article--video' : 'article'} data-ads-mode={article.labels?.includes('sponsored') ? 'sponsored' : undefined}>
        <Breadcrumb label={t('breadcrumb')} items={breadcrumbItems(article, section ? [section] : [], t('home.breadcrumb'))} />
        {featured ? <VideoEntry video={featured} title={article.title} featured /> : null}
        <header className="article__header">
          <ArticleLabels labels={article.labels} />
          <h1 className="article__title">
            {article.title}
          </h1>
          {article.description ? <p className="article__lead">{article.description}</p> : null}
          <ArticleMeta article={article} edition={edition} />
          <div className="article__actions">
            <ShareButtons url={shareUrl} text={article.title} onShare={onShare} />
            <FavoriteButton articleId={article._id} legacyId={article.legacyId} title={article.title} />
          </div>
        </header>
        {article.image && !featured ? (
          <figure className="article__hero">
            <ResponsiveImage image={article.image} alt={article.title} sizes="(min-width: 1024px) 760px, 100vw" priority />
          </figure>
        ) : null}
        {/* The reading tracker measures scroll depth and read-complete on this body (use-article-tracking.ts). */}
        <div className="article__body" data-read-body={article.legacyId}>
          {isQuiz(article) ? (
            <QuizPlayer article={article} edition={edition} onShare={onShare} renderEntry={(entry, index) => <ArticleEntry entry={entry} index={positions[index] ?? 0} galleryTotal={total} viewer={viewer} />} />
          ) : (
            article.entries.map((entry, index) =>
              index === featuredIndex ? null : (
                <Fragment key={index}>
                  <ArticleEntry entry={entry} index={positions[index] ?? 0} galleryTotal={total} viewer={viewer} />
                  {index === INLINE_AD_AFTER_ENTRY && article.entries.length > INLINE_AD_AFTER_ENTRY + 2 ? <AdSlot placement={inlineAd} label={common('ads.label')} /> : null}
                </Fragment>
              ),
            )
          )}
        </div>
        <ArticleReactions itemKey={`article:${article.legacyId}`} edition={edition} />
        <ShareButtons url={shareUrl} text={article.title} className="share--footer" onShare={onShare} />
        {article.tags.length ? (
          <footer className="article__tags">
            <h2 className="visually-hidden">{t('article.tags')}</h2>
            <TagChips tags={article.tags} />
          </footer>
        ) : null}
      </article>
      <RelatedArticles articleKey={String(id)} edition={edition} />
      <CommentsSection articleId={article._id} articleKey={String(id)} edition={edition} count={article.counts.comment} />
    </>
  );
}

/**
 * Home › section › subcategory. On desktop the section opens a dropdown of its subcategories on
 * hover (SPEC §2.10); touch layouts hide it in CSS.
 */
export function breadcrumbItems(article: Article, categories: readonly Category[], homeName: string): BreadcrumbItem[] {
  const category = article.categories.find((c) => c.parent !== null) ?? article.categories[0];
  const parent = category?.parent ? article.categories.find((c) => c._id === category.parent) : undefined;
  const section = parent ?? category;
  const subs = categories.find((c) => c._id === section?._id)?.subs ?? [];
  const sectionItem = section ? { name: section.name, href: section.route, ...(subs.length ? { dropdown: subs.map((s) => ({ name: s.name, href: s.route })) } : {}) } : null;
  return [
    { name: homeName, href: '/' },
    ...(sectionItem ? [sectionItem] : []),
    ...(parent && category ? [{ name: category.name, href: category.route }] : []),
  ];
}
/** SPEC §7 recommendations under the article (the loader fetched them with the article). */
function RelatedArticles({ articleKey, edition }: { articleKey: string; edition: Edition }) {
  const { t } = useTranslation('content');
  const { data } = useGetRecommendationsQuery(articleKey);
  if (!data?.items.length) return null;
  return <CardSection id="related-title" className="related" title={t('article.related')} articles={data.items} edition={edition} />;
}

function ArticleMeta({ article, edition }: { article: Article; edition: RoutePageProps['edition'] }) {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation('common');
  const modified = article.modified && article.modified !== article.published ? article.modified : null;
  return (
    <div className="article__meta">
      {article.authors.length ? (
        <span className="article__authors">
          {t('article.by')}{' '}
          {article.authors.map((author, index) => (
            <span key={author._id}>
              {index > 0 ? ', ' : null}
              {author.columnistSlug ? <Link to={routePath(edition, 'content.yazio.author', { slug: author.columnistSlug })}>{author.name}</Link> : author.name}
            </span>
          ))}
        </span>
      ) : null}
      <span>
        {t('article.published')}{' '}
        <time dateTime={article.published}>
          {formatDate(article.published, edition)}
        </time>
      </span>
      {modified ? (
        <span>
          {t('article.updated')}{' '}
          <time dateTime={modified}>
            {formatDate(modified, edition)}
          </time>
        </span>
      ) : null}
      {article.readMinutes ? <span className="article__read-time">{common('time.readMinutes', { count: article.readMinutes })}</span> : null}
      <span className="article__counts">
        {t('article.views', { count: article.counts.view, formatted: abbreviateCount(article.counts.view, edition) })}
        {article.counts.share > 0 ? (
          <>
            {' · '}
            {t('article.shares', { count: article.counts.share, formatted: abbreviateCount(article.counts.share, edition) })}
          </>
        ) : null}
      </span>
    </div>
  );
}
