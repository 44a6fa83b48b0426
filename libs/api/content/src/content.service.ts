import { HttpError, localize, pageWindow, paginate } from '@meydan/api/core';
import type {
  Article,
  ArticleListResponse,
  ArticlesQuery,
  ArticleSort,
  ArticleSummary,
  Category,
  FooterResponse,
  HomeResponse,
  HomeWidget,
  DiscoverResponse,
  TrendsResponse,
  SearchArticleQuery,
  SearchArticleResponse,
  SearchNameQuery,
  SearchTagResponse,
  SearchUserResponse,
  Tag,
} from '@meydan/shared/contracts';
import { isUuid, SEARCH_LIMITS } from '@meydan/shared/contracts';
import { articleLink, segment, TAG_POSTFIX, type Edition } from '@meydan/shared/util/routing';
import { CONTENT_MESSAGES } from './content.messages';
import { referencedMediaIds, mapArticle, mapAuthor, mapCategory, mapSummary, mapTag, type MapContext } from './content.mapper';
import type { ArticleFilter, ArticleRow, ArticleSearch, CategoryRow, ContentRepository } from './content.repository';
import { normalizeSearchText, transpositionQuery } from './search-text';
import { timeWindowOf } from './time-window';

const LEGACY_ID = /^[1-9][0-9]{0,14}$/;
/** SPEC §9: recommendations 9. */
export const RECOMMENDATIONS_SIZE = 9;
const SLUG = /^[a-z0-9-]{1,64}$/;
// Moved articles may point at moved articles; stop before a cycle could spin.
const MAX_REDIRECT_HOPS = 5;

export const HOME_SIZES = {
  web: { recent: 15, popular: 10, section: 5 },
  mobile: { recent: 10, popular: 5, section: 3 },
} as const;

export const FOOTER_SIZES = { popular: 6, recent: 6, hashtags: 12, quickAccess: 8 } as const;
/** SPEC §9: sidebar 25, popular category 5, random 10; 20 trending tags. */
export const BROWSE_SIZES = { trending: 25, trendTags: 20, discoverPerSection: 5, discoverRandom: 10 } as const;

export type HomePlatform = keyof typeof HOME_SIZES;

export interface ContentServiceOptions {
  mediaBaseUrl?: string;
  /** Clock for the `random` sort seed (tests pin it). */
  now?: () => number;
}

function byId<T extends { id: string }>(rows: readonly T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Every spelling of a tag route a client may send, most specific first: a full path
 * (`/etiket/ekonomi-haberleri`), the last segment (`ekonomi-haberleri`) or the bare slug
 * (`ekonomi`), with or without a leading slash.
 */
export function tagRouteCandidates(edition: Edition, input: string): string[] {
  const trimmed = input.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
  if (trimmed === '') return [];
  const prefix = `/${segment(edition, 'tag')}/`;
  const postfix = TAG_POSTFIX[edition];
  const candidates = trimmed.includes('/') ? [`/${trimmed}`] : [];
  const last = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  candidates.push(`${prefix}${last}`);
  if (!last.endsWith(postfix)) candidates.push(`${prefix}${last}${postfix}`);
  return [...new Set(candidates)];
}

export class ContentService {
  private readonly ctx: MapContext;
  private readonly now: () => number;

  constructor(
    private readonly repository: ContentRepository,
    options: ContentServiceOptions = {},
  ) {
    this.ctx = { mediaBaseUrl: options.mediaBaseUrl ?? '/media' };
    this.now = options.now ?? Date.now;
  }

  async categories(edition: Edition, withSubs: boolean): Promise<{ items: Category[] }> {
    const rows = await this.repository.listCategories(edition);
    const roots = rows.filter((row) => row.parent_id === null);
    return {
      items: roots.map((root) => this.withSubs(root, withSubs ? rows.filter((row) => row.parent_id === root.id) : null)),
    };
  }

  async category(edition: Edition, idOrSlug: string, withSubs: boolean): Promise<Category> {
    const row = await this.resolveCategory(edition, idOrSlug);
    const subs = withSubs ? await this.repository.listSubcategories(row.id) : null;
    return this.withSubs(row, subs);
  }

  async tagByRoute(edition: Edition, route: string): Promise<Tag> {
    const tag = await this.repository.findTagByRoutes(edition, tagRouteCandidates(edition, route));
    if (!tag) throw new HttpError(404, CONTENT_MESSAGES.tagNotFound);
    return mapTag(tag);
  }

  async articles(edition: Edition, query: ArticlesQuery): Promise<ArticleListResponse> {
    const window = pageWindow(query);
    const sort: ArticleSort = query.sort ?? 'recent';
    // A bad cursor is the client's mistake whatever the filters; say so before any lookup.
    const filter: ArticleFilter = { edition, window: timeWindowOf(query, sort), onInstagram: sort === 'igDate' };
    if (query.categoryId) Object.assign(filter, await this.categoryFilter(edition, query.categoryId));
    if (query.tagId) {
      const tag = isUuid(query.tagId) ? await this.repository.findTagById(edition, query.tagId) : null;
      if (!tag) throw new HttpError(404, CONTENT_MESSAGES.tagNotFound);
      filter.tagId = tag.id;
    }
    if (query.tagRouteName) {
      const tag = await this.repository.findTagByRoutes(edition, tagRouteCandidates(edition, query.tagRouteName));
      if (!tag || (filter.tagId && filter.tagId !== tag.id)) throw new HttpError(404, CONTENT_MESSAGES.tagNotFound);
      filter.tagId = tag.id;
    }
    const [rows, total] = await Promise.all([
      this.repository.pageArticles({ ...filter, sort, limit: window.fetch, offset: window.offset, randomSeed: this.randomSeed() }),
      window.useHasNextPage ? Promise.resolve(undefined) : this.repository.countArticles(filter),
    ]);
    const page = paginate(rows, window, total);
    return { items: page.items.map((row) => mapSummary(row, this.ctx)), pagination: page.pagination };
  }

  /** `id` is the uuid or the numeric legacy id of an article of this edition. */
  async article(edition: Edition, id: string): Promise<Article> {
    const row = await this.articleRow(edition, id);
    if (row.moved_to_article_id) {
      const route = await this.movedRoute(row.moved_to_article_id);
      if (!route) throw new HttpError(404, CONTENT_MESSAGES.articleNotFound);
      throw new HttpError(404, CONTENT_MESSAGES.articleMoved, { action: 'redirect', payload: { route } });
    }
    const { imageIds, videoIds } = referencedMediaIds(row.entries, row.quiz);
    const [images, videos] = await Promise.all([this.repository.imagesByIds(imageIds), this.repository.videosByIds(videoIds)]);
    return mapArticle(row, { images: byId(images), videos: byId(videos) }, this.ctx);
  }

  async home(edition: Edition, platform: HomePlatform): Promise<HomeResponse> {
    const sizes = HOME_SIZES[platform];
    const [recent, popular, bySection, categories] = await Promise.all([
      this.repository.pageArticles(this.listQuery(edition, 'recent', sizes.recent)),
      this.repository.pageArticles(this.listQuery(edition, 'agingPopular', sizes.popular)),
      this.repository.recentBySection(edition, sizes.section),
      this.repository.listCategories(edition),
    ]);
    const summaries = new Map(
      (await this.repository.summariesByIds(bySection.map((entry) => entry.id))).map((row) => [row.id, row]),
    );
    const widgets: HomeWidget[] = [
      { id: 'recent', type: 'recent', title: localize(CONTENT_MESSAGES.recentWidget, edition), items: this.summaries(recent) },
      { id: 'popular', type: 'popular', title: localize(CONTENT_MESSAGES.popularWidget, edition), items: this.summaries(popular) },
    ];
    for (const section of categories.filter((row) => row.parent_id === null)) {
      const rows = bySection
        .filter((entry) => entry.section_id === section.id)
        .map((entry) => summaries.get(entry.id))
        .filter((row): row is ArticleRow => row !== undefined);
      if (rows.length === 0) continue;
      widgets.push({ id: `category-${section.slug}`, type: 'category', title: section.name, categoryId: section.id, items: this.summaries(rows) });
    }
    return { widgets };
  }

  async footer(edition: Edition): Promise<FooterResponse> {
    const [popular, recent, hashtags, quickIds] = await Promise.all([
      this.repository.pageArticles(this.listQuery(edition, 'agingPopular', FOOTER_SIZES.popular)),
      this.repository.pageArticles(this.listQuery(edition, 'recent', FOOTER_SIZES.recent)),
      this.repository.trendingTags(edition, FOOTER_SIZES.hashtags),
      this.repository.topPerSection(edition, FOOTER_SIZES.quickAccess),
    ]);
    const quick = await this.repository.summariesByIds(quickIds);
    return {
      popularMegaFooterArticles: this.summaries(popular),
      recentMegaFooterArticles: this.summaries(recent),
      footerHashtags: hashtags.map(mapTag),
      quickAccessArticles: this.summaries(quick),
    };
  }

  /** `/browse/trending`: the most engaging articles with recency decay (aging popular). */
  async trending(edition: Edition): Promise<{ items: ArticleSummary[] }> {
    return { items: this.summaries(await this.repository.pageArticles(this.listQuery(edition, 'agingPopular', BROWSE_SIZES.trending))) };
  }

  /** `/browse/trends`: the tags most used by the edition's articles of the last 30 days. */
  async trends(edition: Edition): Promise<TrendsResponse> {
    const tags = await this.repository.trendingTags(edition, BROWSE_SIZES.trendTags);
    return { items: tags.map((tag) => ({ ...mapTag(tag), count: tag.article_count })) };
  }

  /** `/browse/discover`: each section's most engaging articles, and a random pick that rotates hourly. */
  async discover(edition: Edition): Promise<DiscoverResponse> {
    const sections = (await this.repository.listCategories(edition)).filter((category) => category.parent_id === null);
    const [perSection, random] = await Promise.all([
      Promise.all(
        sections.map(async (section) => ({
          category: mapCategory(section),
          items: this.summaries(
            await this.repository.pageArticles({ ...this.listQuery(edition, 'agingPopular', BROWSE_SIZES.discoverPerSection), ...(await this.categoryFilter(edition, section.id)) }),
          ),
        })),
      ),
      this.repository.pageArticles(this.listQuery(edition, 'random', BROWSE_SIZES.discoverRandom)),
    ]);
    return { sections: perSection.filter((section) => section.items.length > 0), random: this.summaries(random) };
  }

  /** A viewable article by uuid or legacy id, else 404. */
  private async articleRow(edition: Edition, id: string) {
    const key = isUuid(id) ? { id } : LEGACY_ID.test(id) ? { legacyId: Number(id) } : null;
    const row = key ? await this.repository.findArticle(edition, key) : null;
    if (!row) throw new HttpError(404, CONTENT_MESSAGES.articleNotFound);
    return row;
  }

  private summaries(rows: readonly ArticleRow[]): ArticleSummary[] {
    return rows.map((row) => mapSummary(row, this.ctx));
  }

  private listQuery(edition: Edition, sort: ArticleSort, limit: number) {
    return { edition, sort, limit, offset: 0, randomSeed: this.randomSeed() };
  }

  /**
   * `random` is a shuffle keyed by the current hour: pages of one visit never repeat or
   * skip an article, and the order still changes over the day.
   */
  private randomSeed(): string {
    return String(Math.floor(this.now() / 3_600_000));
  }

  private async resolveCategory(edition: Edition, idOrSlug: string): Promise<CategoryRow> {
    const key = isUuid(idOrSlug) ? { id: idOrSlug } : SLUG.test(idOrSlug) ? { slug: idOrSlug } : null;
    const row = key ? await this.repository.findCategory(edition, key) : null;
    if (!row) throw new HttpError(404, CONTENT_MESSAGES.categoryNotFound);
    return row;
  }

  /**
   * The category and, for a section, its subcategories (a section lists its subcategories'
   * articles too), named after the category so its precomputed ranking can serve the listing.
   */
  async categoryFilter(edition: Edition, idOrSlug: string): Promise<Required<Pick<ArticleFilter, 'categoryId' | 'categoryIds'>>> {
    const category = await this.resolveCategory(edition, idOrSlug);
    const subs = category.parent_id === null ? await this.repository.listSubcategories(category.id) : [];
    return { categoryId: category.id, categoryIds: [category.id, ...subs.map((sub) => sub.id)] };
  }

  private async movedRoute(targetId: string): Promise<string | null> {
    let id: string | null = targetId;
    for (let hop = 0; id && hop < MAX_REDIRECT_HOPS; hop += 1) {
      const target = await this.repository.findArticleLink(id);
      if (!target || !target.viewable) return null;
      if (!target.moved_to_article_id) {
        return articleLink(target.edition, {
          legacyId: target.legacy_id,
          title: target.title,
          originalTitle: target.original_title,
          route: target.route,
          redirectUrl: target.redirect_url,
        });
      }
      id = target.moved_to_article_id;
    }
    return null;
  }

  private withSubs(row: CategoryRow, subs: readonly CategoryRow[] | null): Category {
    const category: Category = mapCategory(row);
    if (subs) category.subs = subs.map(mapCategory);
    return category;
  }

  /** `/browse/recommendations/{id}`: 9 articles sharing tags and categories with this one. */
  async recommendations(edition: Edition, id: string): Promise<{ items: ArticleSummary[] }> {
    const row = await this.articleRow(edition, id);
    const ids = await this.repository.relatedIds(edition, row.id, RECOMMENDATIONS_SIZE);
    return { items: this.summaries(await this.repository.summariesByIds(ids)) };
  }

  /** `/search/article`: stemmed full-text search in the edition's language with typo tolerance. */
  async searchArticles(edition: Edition, query: SearchArticleQuery): Promise<SearchArticleResponse> {
    const window = pageWindow({ page: query.page, limit: query.limit }, { limit: SEARCH_LIMITS.articles, maxLimit: 50 });
    const search: ArticleSearch = {
      edition,
      text: normalizeSearchText(query.q),
      categoryIds: query.categoryId ? (await this.categoryFilter(edition, query.categoryId)).categoryIds : undefined,
      since: query.duration ? new Date(this.now() - SEARCH_DURATION_DAYS[query.duration] * 86_400_000) : undefined,
      sort: query.sort ?? 'relevance',
      match: 'fulltext',
      limit: window.limit,
      offset: window.offset,
    };
    // Stemmed words first; only when they find nothing, the words with one pair of letters
    // swapped, then titles within a typo or so (looser matches on every query would add
    // look-alike words to good results). Count, page and facets go to the pool together: a miss
    // costs another round, a hit (the usual case) one.
    const run = () =>
      Promise.all([
        this.repository.countSearch(search),
        this.repository.searchArticles(search),
        query.withFacets ? this.repository.searchFacets(search, query.mainCategoriesOnly === true) : Promise.resolve([]),
      ]);
    const words = search.text;
    let [matches, rows, facets] = await run();
    const transposed = matches === 0 ? transpositionQuery(words) : null;
    if (transposed) {
      search.match = 'transposed';
      search.text = transposed;
      [matches, rows, facets] = await run();
    }
    if (matches === 0) {
      search.match = 'fuzzy';
      search.text = words;
      [matches, rows, facets] = await run();
    }
    // Beyond the ranked candidates the count is a floor: "more than 2 400 results".
    const cap = this.repository.searchCandidates;
    const total = Math.min(matches, cap);
    const page = paginate(rows, window, total);
    return {
      items: page.items.map((row) => mapSummary(row, this.ctx)),
      pagination: page.pagination,
      approximate: search.match !== 'fulltext' && total > 0,
      ...(matches > cap ? { totalIsFloor: true } : {}),
      ...(query.withFacets ? { facets: facets.map((f) => ({ _id: f.id, name: f.name, slug: f.slug, count: f.count })) } : {}),
    };
  }

  async searchTags(edition: Edition, query: SearchNameQuery): Promise<SearchTagResponse> {
    const rows = await this.repository.searchTags(edition, normalizeSearchText(query.q), query.limit ?? SEARCH_LIMITS.tags);
    return { items: rows.map(mapTag) };
  }

  async searchUsers(query: SearchNameQuery): Promise<SearchUserResponse> {
    const rows = await this.repository.searchUsers(normalizeSearchText(query.q), query.limit ?? SEARCH_LIMITS.users);
    return { items: rows.map((row) => mapAuthor(row, this.ctx)) };
  }
}

const SEARCH_DURATION_DAYS: Readonly<Record<NonNullable<SearchArticleQuery['duration']>, number>> = { day: 1, week: 7, month: 30, year: 365 };

