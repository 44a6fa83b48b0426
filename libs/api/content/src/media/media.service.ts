import { HttpError, localize, pageWindow, paginate } from '@meydan/api/core';
import {
  BREAKING_NEWS_SIZE,
  GALLERIES_PAGE_SIZE,
  RECOMMENDED_VIDEOS_SIZE,
  REELS_SIZE,
  VIDEOS_PAGE_SIZE,
  type ArticleKind,
  type ArticleListResponse,
  type ArticleSort,
  type ArticleSummary,
  type GalleriesQuery,
  type HomeMoreQuery,
  type HomeMoreResponse,
  type HomeWidget,
  type VideoItemsResponse,
  type VideoListResponse,
  type VideosQuery,
  type VideoSummary,
} from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { CONTENT_MESSAGES } from '../content.messages';
import { mapSummary, mapVideo, type MapContext } from '../content.mapper';
import type { ArticleFilter, ArticleRow, ContentRepository } from '../content.repository';
import { HOME_SIZES, type ContentService } from '../content.service';

/** Hours of the news section that count as "breaking" before the latest story. */
const BREAKING_NEWS_HOURS = 6;

/**
 * Videos, galleries, reels and the paged browse widgets (SPEC §7 Content). Lists come from the
 * same listing query as articles, narrowed by content kind; related clips are scored by shared
 * tags and categories like recommendations, topped up by aging popularity (a real signal).
 */
export class MediaService {
  constructor(
    private readonly repository: ContentRepository,
    private readonly content: ContentService,
    private readonly ctx: MapContext,
  ) {}

  async videos(edition: Edition, query: VideosQuery): Promise<VideoListResponse> {
    const filter: ArticleFilter = { edition, kinds: ['video'] };
    if (query.categoryId) Object.assign(filter, await this.content.categoryFilter(edition, query.categoryId));
    const page = await this.page(filter, 'recent', query.page, query.limit ?? VIDEOS_PAGE_SIZE);
    return { items: await this.withVideos(page.items, query.getVideoEntry === true), pagination: page.pagination };
  }

  async galleries(edition: Edition, query: GalleriesQuery): Promise<ArticleListResponse> {
    const page = await this.page({ edition, kinds: ['gallery'] }, 'recent', query.page, query.limit ?? GALLERIES_PAGE_SIZE);
    return { items: page.items.map((row) => mapSummary(row, this.ctx)), pagination: page.pagination };
  }

  /** Clips related to an article (any kind) by shared tags and categories, then the most watched of late. */
  async recommendedVideos(edition: Edition, id: string): Promise<VideoItemsResponse> {
    const article = await this.content.article(edition, id);
    const related = await this.repository.relatedIds(edition, article._id, RECOMMENDED_VIDEOS_SIZE, ['video']);
    const ids = await this.topUp(edition, related, RECOMMENDED_VIDEOS_SIZE, ['video'], article._id);
    return { items: await this.withVideos(await this.repository.summariesByIds(ids), true) };
  }

  /** A reels strip: the requested video first, then related and trending clips to swipe through. */
  async reels(edition: Edition, id: string): Promise<VideoItemsResponse> {
    const article = await this.content.article(edition, id);
    if (article.kind !== 'video') throw new HttpError(404, CONTENT_MESSAGES.videoNotFound);
    const related = await this.repository.relatedIds(edition, article._id, REELS_SIZE - 1, ['video']);
    const ids = await this.topUp(edition, [article._id, ...related], REELS_SIZE, ['video']);
    return { items: await this.withVideos(await this.repository.summariesByIds(ids), true) };
  }

  async breakingNews(edition: Edition): Promise<{ items: ArticleSummary[] }> {
    const ids = await this.repository.breakingNewsIds(edition, BREAKING_NEWS_HOURS, BREAKING_NEWS_SIZE);
    return { items: (await this.repository.summariesByIds(ids)).map((row) => mapSummary(row, this.ctx)) };
  }

  /**
   * `/browse/home/more`: page 2+ of a home widget, with the same ordering as page 1. The widget
   * is read from its id (`recent`, `popular`, `category-{section}`) instead of rebuilding the home.
   */
  async homeMore(edition: Edition, query: HomeMoreQuery): Promise<HomeMoreResponse> {
    const size = HOME_SIZES.web;
    const base = await this.homeWidget(edition, query.widgetId);
    const filter: ArticleFilter = { edition };
    let sort: ArticleSort = 'recent';
    let limit: number = size.recent;
    if (base.type === 'popular') [sort, limit] = ['agingPopular', size.popular];
    if (base.type === 'category' && base.categoryId) {
      Object.assign(filter, await this.content.categoryFilter(edition, base.categoryId));
      limit = size.section;
    }
    const page = await this.page(filter, sort, query.page ?? 2, limit);
    return { widget: { ...base, items: page.items.map((row) => mapSummary(row, this.ctx)) }, pagination: page.pagination };
  }

  private async homeWidget(edition: Edition, widgetId: string): Promise<Omit<HomeWidget, 'items'>> {
    if (widgetId === 'recent') return { id: widgetId, type: 'recent', title: localize(CONTENT_MESSAGES.recentWidget, edition) };
    if (widgetId === 'popular') return { id: widgetId, type: 'popular', title: localize(CONTENT_MESSAGES.popularWidget, edition) };
    const slug = widgetId.startsWith('category-') ? widgetId.slice('category-'.length) : '';
    const section = slug ? await this.repository.findCategory(edition, { slug }) : null;
    if (!section || section.parent_id !== null) throw new HttpError(404, CONTENT_MESSAGES.widgetNotFound);
    return { id: widgetId, type: 'category', title: section.name, categoryId: section.id };
  }

  private async page(filter: ArticleFilter, sort: ArticleSort, page: number | undefined, limit: number) {
    const window = pageWindow({ page, limit });
    const [rows, total] = await Promise.all([
      // Only recent and aging-popular orders page here: no random seed is involved.
      this.repository.pageArticles({ ...filter, sort, limit: window.fetch, offset: window.offset, randomSeed: '' }),
      this.repository.countArticles(filter),
    ]);
    return paginate(rows, window, total);
  }

  /** Fills `ids` up to `size` with the edition's aging-popular articles of the kinds, skipping repeats. */
  private async topUp(edition: Edition, ids: readonly string[], size: number, kinds: ArticleKind[], exclude?: string): Promise<string[]> {
    const out = [...ids];
    if (out.length >= size) return out.slice(0, size);
    const popular = await this.repository.pageArticles({ edition, kinds, sort: 'agingPopular', limit: size + out.length + 1, offset: 0, randomSeed: '' });
    for (const row of popular) {
      if (out.length >= size) break;
      if (row.id !== exclude && !out.includes(row.id)) out.push(row.id);
    }
    return out;
  }

  private async withVideos(rows: readonly ArticleRow[], withEntry: boolean): Promise<VideoSummary[]> {
    const summaries = rows.map((row) => mapSummary(row, this.ctx));
    if (!withEntry) return summaries;
    const clipIds = await this.repository.firstVideoIds(rows.map((row) => row.id));
    const videos = new Map((await this.repository.videosByIds([...new Set(clipIds.values())])).map((video) => [video.id, video]));
    return summaries.map((summary) => {
      const clip = clipIds.get(summary._id);
      const videoData = clip ? mapVideo(videos.get(clip), this.ctx, summary.title) : null;
      return videoData ? { ...summary, videoData } : summary;
    });
  }
}
