import { useMemo, useRef } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { Link } from '@meydan/shared/util/router';
import { type ArticleListArgs, useGetCategoriesQuery } from '@meydan/content/data-access';
import { PageIntro, ResponsiveImage } from '@meydan/content/ui';
import type { ArticleCard, Category } from '@meydan/shared/contracts';
import { formatTimeline } from '@meydan/shared/util/i18n';
import { RelativeTime } from '@meydan/shared/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { type Edition, isSection, routePath, SUBCATEGORY_KEYS } from '@meydan/shared/util/routing';
import { FirstPageState, LoadMoreButton } from './stream-controls';
import { useArticleStream, useFocusEntry } from './use-article-stream';

export const FEED_ROUTE_ID = 'content.feed';
export const FEED_PAGE_SIZE = 20;
/** How often an open feed asks for newer stories (the API keeps the answer for as long). */
export const FEED_POLL_MS = 60_000;

/** `/akis/{slug}` narrows the feed to a §2.6 section or subcategory, by the key category pages use. */
export function isFeedSlug(slug: string): boolean {
  return isSection(slug) || (SUBCATEGORY_KEYS as readonly string[]).includes(slug);
}

/** The feed's query: every listed story of the edition (or of one section), newest first, cheap paging. */
export function feedListArgs(slug: string | undefined): ArticleListArgs {
  return slug ? { categoryId: slug, limit: FEED_PAGE_SIZE, useHasNextPage: true } : { limit: FEED_PAGE_SIZE, useHasNextPage: true };
}

export function feedPath(edition: Edition, slug?: string): string {
  return routePath(edition, FEED_ROUTE_ID, slug ? { slug } : undefined);
}

/** The category the slug names in this edition, with its section when it is a subcategory. */
export function feedSection(categories: readonly Category[] | undefined, slug: string | undefined): { category: Category; parent: Category | null } | null {
  if (!slug || !categories) return null;
  for (const section of categories) {
    if (section.slug === slug) return { category: section, parent: null };
    const sub = section.subs?.find((candidate) => candidate.slug === slug);
    if (sub) return { category: sub, parent: section };
  }
  return null;
}

const publishedAt = (article: ArticleCard) => article.published;

/**
 * `/akis/{slug?}`: the live feed. Every story of the edition (or of one section) in strict
 * publication order, minute by minute; older stories load under the list, newer ones wait behind
 * a button so the list never moves while someone reads it.
 */
export function FeedPage({ edition, params }: RoutePageProps) {
  const { t } = useTranslation('content');
  const slug = params['slug'] || undefined;
  const categories = useGetCategoriesQuery();
  const current = feedSection(categories.data, slug);
  const heading = current ? t('feed.sectionHeading', { name: current.category.name }) : t('feed.heading');
  // One object per query: the stream's poll restarts whenever its query changes.
  const args = useMemo(() => feedListArgs(slug), [slug]);
  return (
    <div className="feed-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[
          { name: t('home.breadcrumb'), href: '/' },
          { name: t('feed.heading'), href: feedPath(edition) },
          ...(current ? [{ name: current.category.name, href: feedPath(edition, slug) }] : []),
        ]}
        title={heading}
        lead={t('feed.lead')}
      />
      {categories.data ? <SectionChips edition={edition} sections={categories.data} current={current} /> : null}
      <FeedStream key={slug ?? ''} edition={edition} args={args} />
    </div>
  );
}

function SectionChips({ edition, sections, current }: { edition: Edition; sections: readonly Category[]; current: ReturnType<typeof feedSection> }) {
  const { t } = useTranslation('content');
  const active = current?.category.slug;
  const chip = (slug: string | undefined, name: string) => (
    <li key={slug ?? ''}>
      <Link to={feedPath(edition, slug)} className="chip" aria-current={slug === active ? 'page' : undefined}>
        {name}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('feed.sections')}>
      <ul className="chip-list feed-page__sections">
        {chip(undefined, t('feed.all'))}
        {sections.flatMap((section) => [
          chip(section.slug, section.name),
          // A subcategory's feed keeps its own chip beside its section, so the filter in use shows.
          ...(current?.parent?.slug === section.slug ? [chip(current.category.slug, current.category.name)] : []),
        ])}
      </ul>
    </nav>
  );
}

function FeedStream({ edition, args }: { edition: Edition; args: ArticleListArgs }) {
  const { t } = useTranslation('content');
  const stream = useArticleStream(args, { timeOf: publishedAt, pollMs: FEED_POLL_MS });
  const list = useRef<HTMLOListElement>(null);
  useFocusEntry(list, stream.focusId, stream.clearFocus);
  const { data, isError, refetch } = stream.first;
  if (!data) return <FirstPageState isError={isError} onRetry={() => void refetch()} />;
  return (
    <section className="feed-stream" aria-labelledby="feed-stream-title">
      <h2 id="feed-stream-title" className="visually-hidden">
        {t('feed.listHeading')}
      </h2>
      <div className="feed-stream__live" aria-live="polite">
        {stream.pending > 0 ? (
          <button type="button" className="feed-stream__pill" onClick={stream.showPending}>
            {stream.pendingMore ? t('feed.manyNewStories', { count: stream.pending }) : t('feed.newStories', { count: stream.pending })}
          </button>
        ) : null}
      </div>
      {stream.items.length === 0 ? <p className="notice">{t('feed.empty')}</p> : null}
      <ol className="feed-stream__list" ref={list}>
        {stream.items.map((article, index) => (
          <FeedEntry key={article._id} article={article} edition={edition} priority={index === 0} />
        ))}
      </ol>
      <LoadMoreButton stream={stream} label={t('feed.loadMore')} />
      {!stream.hasMore && stream.items.length > 0 ? (
        <p className="feed-stream__end">{t('feed.end')}</p>
      ) : null}
    </section>
  );
}

function FeedEntry({ article, edition, priority }: { article: ArticleCard; edition: Edition; priority: boolean }) {
  const section = article.categories[article.categories.length - 1];
  return (
    <li className="feed-entry" data-entry-id={article._id}>
      <div className="feed-entry__time">
        {/* The time of day for the eye scanning the stream; the relative time below says it in words. */}
        <span className="feed-entry__clock" aria-hidden="true">
          {formatTimeline(article.published, edition).time}
        </span>
        <RelativeTime date={article.published} edition={edition} className="feed-entry__ago" />
      </div>
      <article className="feed-entry__card">
        <div className="feed-entry__body">
          {section ? <p className="feed-entry__section">{section.name}</p> : null}
          <h3 className="feed-entry__title">
            <Link to={article.route}>{article.title}</Link>
          </h3>
          {article.description ? <p className="feed-entry__summary">{article.description}</p> : null}
        </div>
        <ResponsiveImage image={article.image} alt="" sizes="(min-width: 640px) 200px, 96px" priority={priority} className="feed-entry__thumb" />
      </article>
    </li>
  );
}
