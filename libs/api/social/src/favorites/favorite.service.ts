import { HttpError, type MapContext, mapImage, type Page, pageWindow, paginate } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { FAVORITES_PAGE_SIZE, type FavoriteArticle, type FavoriteListQuery, type FavoriteState } from '@meydan/shared/contracts';
import { articleLink, type Edition } from '@meydan/shared/util/routing';
import { findMemberId, iso } from '../members';
import { SOCIAL_MESSAGES } from '../social.messages';
import { type FavoriteRow, favoriteRepository as repo } from './favorite.repository';

function mapFavorite(row: FavoriteRow, ctx: MapContext): FavoriteArticle {
  const legacyId = Number(row.legacy_id);
  return {
    _id: row.id,
    legacyId,
    edition: row.edition,
    title: row.title,
    route: articleLink(row.edition, { legacyId, title: row.title, originalTitle: row.original_title, route: row.route, redirectUrl: row.redirect_url }),
    description: row.description,
    image: mapImage(row.image, ctx, row.title),
    category: row.category
      ? { _id: row.category.id, name: row.category.name, slug: row.category.slug, route: row.category.route, parent: row.category.parent_id, edition: row.category.edition }
      : null,
    published: iso(row.published_at),
    favoritedAt: iso(row.favorited_at),
  };
}

/**
 * Favourite articles (SPEC §7 Favorites): a member adds only articles the public can read;
 * adding or removing twice changes nothing; lists show only what is still listed.
 */
export class FavoriteService {
  constructor(
    private readonly db: Db,
    private readonly media: MapContext,
  ) {}

  async check(userId: string, ref: string): Promise<FavoriteState> {
    const articleId = await repo.findArticleId(this.db, ref, { listedOnly: false });
    if (!articleId) throw new HttpError(404, SOCIAL_MESSAGES.articleNotFound);
    return { favorite: await repo.isFavorite(this.db, userId, articleId) };
  }

  async add(userId: string, ref: string): Promise<FavoriteState> {
    const articleId = await repo.findArticleId(this.db, ref, { listedOnly: true });
    if (!articleId) throw new HttpError(404, SOCIAL_MESSAGES.articleNotFound);
    await repo.insert(this.db, userId, articleId);
    return { favorite: true };
  }

  /** Works for an article that was unpublished since: the member must be able to clean up. */
  async remove(userId: string, ref: string): Promise<FavoriteState> {
    const articleId = await repo.findArticleId(this.db, ref, { listedOnly: false });
    if (!articleId) throw new HttpError(404, SOCIAL_MESSAGES.articleNotFound);
    await repo.remove(this.db, userId, articleId);
    return { favorite: false };
  }

  async list(ref: string, edition: Edition, query: FavoriteListQuery): Promise<Page<FavoriteArticle>> {
    const userId = await findMemberId(this.db, ref, { visibleOnly: true });
    if (!userId) throw new HttpError(404, SOCIAL_MESSAGES.memberNotFound);
    const window = pageWindow(query, { limit: FAVORITES_PAGE_SIZE.default, maxLimit: FAVORITES_PAGE_SIZE.max });
    const { rows, total } = await repo.list(this.db, userId, edition, window.limit, window.offset);
    return paginate(
      rows.map((row) => mapFavorite(row, this.media)),
      window,
      total,
    );
  }
}
