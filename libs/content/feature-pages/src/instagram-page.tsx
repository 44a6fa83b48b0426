import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { Link } from '@meydan/shared/util/router';
import { type ArticleListArgs, useGetArticleQuery, useGetArticlesQuery } from '@meydan/content/data-access';
import { PageIntro, ResponsiveImage } from '@meydan/content/ui';
import type { Article, ArticleCard, ArticleCardListResponse } from '@meydan/shared/contracts';
import { ARTICLES_PAGE_SIZE } from '@meydan/shared/contracts/constants';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { articleLink, type Edition, extractArticleId, routePath } from '@meydan/shared/util/routing';
import { FirstPageState, LoadMoreButton } from './stream-controls';
import { useArticleStream, useFocusEntry } from './use-article-stream';

export const INSTAGRAM_ROUTE_ID = 'content.instagram';
/** Whole rows at 3 (phone) and 5 (desktop) columns. */
export const INSTAGRAM_PAGE_SIZE = 30;

/** The grid: stories posted to Instagram, newest post first (GET /articles sort=igDate). */
export const INSTAGRAM_GRID_ARGS: ArticleListArgs = { sort: 'igDate', limit: INSTAGRAM_PAGE_SIZE, useHasNextPage: true };

/** The grid from the newest post down to (and including) a story posted at `since`. */
export function instagramAnchorArgs(since: string): ArticleListArgs {
  return { sort: 'igDate', since, limit: ARTICLES_PAGE_SIZE.max, useHasNextPage: true };
}

/**
 * When the story's tile is older than the whole first page, the grid starts from a window that
 * reaches it, so the tile is there to highlight (in the server HTML too); null otherwise. A story
 * more than a window's worth of posts back shows at the top and is highlighted once "load more"
 * reaches it.
 */
export function instagramAnchor(first: ArticleCardListResponse | undefined, story: Article | undefined): string | null {
  if (!first || !story?.igPostedAt || !first.pagination.hasNextPage) return null;
  return first.items.some((item) => item._id === story._id) ? null : story.igPostedAt;
}

export function instagramPath(edition: Edition, slug?: string): string {
  return routePath(edition, INSTAGRAM_ROUTE_ID, slug ? { slug } : undefined);
}

/** The story's slug as article links build it (SPEC §2.8), whatever its route or redirect overrides say. */
export function instagramSlug(edition: Edition, story: Pick<Article, 'legacyId' | 'title' | 'originalTitle'>): string {
  const path = articleLink(edition, { legacyId: story.legacyId, title: story.title, originalTitle: story.originalTitle });
  return path.slice(path.lastIndexOf('/') + 1);
}

const postedAt = (article: ArticleCard) => article.igPostedAt;

/**
 * `/instagram/{slug?}`: the "link in bio" page of Meydan's Instagram account. A grid of the
 * stories posted there, newest first; `/instagram/{slug}` is where a tap on one post's link lands,
 * so that story leads the page with a button to read it, and its tile is highlighted below.
 */
export function InstagramPage({ edition, params }: RoutePageProps) {
  const { t } = useTranslation('content');
  const slug = params['slug'] || undefined;
  const id = slug ? extractArticleId(slug) : null;
  const story = useGetArticleQuery(String(id ?? ''), { skip: id === null });
  const first = useGetArticlesQuery(INSTAGRAM_GRID_ARGS);
  const anchor = instagramAnchor(first.data, story.data);
  const args = useMemo(() => (anchor ? instagramAnchorArgs(anchor) : INSTAGRAM_GRID_ARGS), [anchor]);
  // Which window the grid starts from depends on the story: wait for it rather than switch later.
  const storySettled = id === null || Boolean(story.data) || story.isError;
  return (
    <div className="instagram-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[
          { name: t('home.breadcrumb'), href: '/' },
          { name: t('instagram.heading'), href: instagramPath(edition) },
        ]}
        title={t('instagram.heading')}
        lead={story.data ? undefined : t('instagram.lead')}
      />
      {story.data ? <FeaturedStory story={story.data} /> : null}
      {story.isError ? (
        <p className="notice notice--error" role="alert">
          {t('loadFailed')}
        </p>
      ) : null}
      {storySettled ? (
        <InstagramGrid
          key={anchor ?? 'newest'}
          args={args}
          assumeMore={anchor !== null}
          highlightId={story.data?._id}
        />
      ) : (
        <p className="notice" aria-busy="true">
          {t('loading')}
        </p>
      )}
    </div>
  );
}

function FeaturedStory({ story }: { story: Article }) {
  const { t } = useTranslation('content');
  return (
    <section className="ig-featured" aria-labelledby="ig-featured-title">
      <ResponsiveImage image={story.image} alt="" sizes="(min-width: 640px) 320px, 100vw" priority className="ig-featured__image" />
      <div className="ig-featured__body">
        <p className="ig-featured__kicker">{t('instagram.featured')}</p>
        <h2 id="ig-featured-title" className="ig-featured__title">
          {story.title}
        </h2>
        {story.description ? <p className="ig-featured__summary">{story.description}</p> : null}
        <Link to={story.route} className="button button--primary ig-featured__read" aria-describedby="ig-featured-title">
          {t('instagram.read')}
        </Link>
      </div>
    </section>
  );
}

function InstagramGrid({ args, assumeMore, highlightId }: { args: ArticleListArgs; assumeMore: boolean; highlightId?: string }) {
  const { t } = useTranslation('content');
  const stream = useArticleStream(args, { timeOf: postedAt, assumeMore });
  const list = useRef<HTMLUListElement>(null);
  useFocusEntry(list, stream.focusId, stream.clearFocus);
  const scrolled = useRef(false);
  const { data, isError, refetch } = stream.first;
  const shown = stream.items.length;
  useEffect(() => {
    if (!highlightId || scrolled.current) return;
    const tile = list.current?.querySelector<HTMLElement>(`[data-entry-id="${highlightId}"]`);
    if (!tile) return;
    scrolled.current = true;
    // `nearest`: a tile already on screen stays put, one further down comes up just far enough,
    // so as much as possible of the story at the top stays in view.
    tile.scrollIntoView?.({ block: 'nearest' });
  }, [highlightId, shown]);
  if (!data) return <FirstPageState isError={isError} onRetry={() => void refetch()} />;
  return (
    <section className="ig-stream" aria-labelledby="ig-grid-title">
      <h2 id="ig-grid-title" className={highlightId ? 'section-title' : 'visually-hidden'}>
        {t('instagram.gridHeading')}
      </h2>
      {shown === 0 ? <p className="notice">{t('instagram.empty')}</p> : null}
      <ul className="ig-grid" ref={list}>
        {stream.items.map((article, index) => {
          const current = article._id === highlightId;
          return (
            <li key={article._id}>
              <Link
                to={article.route}
                className={current ? 'ig-tile ig-tile--current' : 'ig-tile'}
                data-entry-id={article._id}
                aria-current={current ? 'true' : undefined}
              >
                <ResponsiveImage
                  image={article.image}
                  alt=""
                  sizes="(min-width: 1024px) 240px, (min-width: 640px) 25vw, 34vw"
                  priority={index < 3 && !highlightId}
                  className="ig-tile__image"
                />
                <span className="ig-tile__caption">{article.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <LoadMoreButton stream={stream} label={t('instagram.loadMore')} />
    </section>
  );
}
