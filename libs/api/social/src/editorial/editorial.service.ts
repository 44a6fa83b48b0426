import { type AuthContext, HttpError, pageWindow, paginate, type Page } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import {
  ADMIN_PAGE_SIZE,
  type AdminArticle,
  type AdminArticleQuery,
  type AdminUser,
  type AdminUserQuery,
  type ArticleFlagsBody,
  articleLookup,
  isUuid,
  type MemberRole,
  type PremiumStatus,
} from '@meydan/shared/contracts';
import { articleLink } from '@meydan/shared/util/routing';
import { iso } from '../members';
import { MEMBER_CONTENT_MESSAGES as M } from '../member-content/member-content.messages';
import type { MemberContentService } from '../member-content/member-content.service';
import { type AdminArticleRow, type AdminUserRow, editorialRepository as repo } from './editorial.repository';

function mapAdminArticle(row: AdminArticleRow): AdminArticle {
  const article: AdminArticle = {
    _id: row.id,
    legacyId: Number(row.legacy_id),
    edition: row.edition,
    title: row.title,
    route: articleLink(row.edition, { legacyId: Number(row.legacy_id), title: row.title, originalTitle: row.original_title, route: row.route, redirectUrl: row.redirect_url }),
    published: row.published_at ? iso(row.published_at) : null,
    isDraft: row.is_draft,
    isHidden: row.is_hidden,
    noindex: row.noindex,
    sponsored: row.sponsored,
    authors: row.authors.map((author) => ({ _id: author.id, username: author.username })),
  };
  if (row.status) article.status = row.status;
  return article;
}

function mapAdminUser(row: AdminUserRow): AdminUser {
  return {
    _id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role,
    isActive: row.is_active,
    createdAt: iso(row.created_at),
    premiumStatus: row.premium_status,
    premiumSince: row.premium_since ? iso(row.premium_since) : null,
  };
}

/** The /admin area: flags on any article (editors) and members' roles (admins). */
export class EditorialService {
  constructor(
    private readonly db: Db,
    private readonly content: MemberContentService,
  ) {}

  async articles(query: AdminArticleQuery): Promise<Page<AdminArticle>> {
    const window = pageWindow(query, { limit: ADMIN_PAGE_SIZE.default, maxLimit: ADMIN_PAGE_SIZE.max });
    const { rows, total } = await repo.articles(this.db, articleLookup(query.q), window.limit, window.offset);
    return paginate(rows.map(mapAdminArticle), window, total);
  }

  /** Hidden articles leave every list and search (their link still works); noindex ones leave sitemaps and search engines. */
  async setFlags(id: string, flags: ArticleFlagsBody): Promise<AdminArticle> {
    const row = isUuid(id) ? await this.db.transaction((tx) => repo.setFlags(tx, id, flags)) : null;
    if (!row) throw new HttpError(404, M.articleNotFound);
    await this.content.invalidateReaders();
    return mapAdminArticle(row);
  }

  async users(query: AdminUserQuery): Promise<Page<AdminUser>> {
    const window = pageWindow(query, { limit: ADMIN_PAGE_SIZE.default, maxLimit: ADMIN_PAGE_SIZE.max });
    const { rows, total } = await repo.users(this.db, { text: query.q?.trim() || undefined, role: query.role, premium: query.premium }, window.limit, window.offset);
    return paginate(rows.map(mapAdminUser), window, total);
  }

  /**
   * An admin gives a member a role. Never their own: an admin cannot lock themself out, and the
   * acting admin stays, so the site always keeps one. Takes effect on the member's next request
   * (the token verifier reads the role from the database).
   */
  async setRole(admin: AuthContext, id: string, role: MemberRole): Promise<AdminUser> {
    if (isUuid(id) && id.toLowerCase() === admin.userId.toLowerCase()) throw new HttpError(403, M.ownRole);
    const row = isUuid(id) ? await this.db.transaction((tx) => repo.setRole(tx, id, role)) : null;
    if (!row) throw new HttpError(404, M.memberNotFound);
    return mapAdminUser(row);
  }

  /**
   * SPEC §6 premium, given or taken by an admin (no payment provider exists yet). Never their
   * own, like roles: a grant always has a second person behind it. Takes effect on the member's
   * next page load (the current user carries it).
   */
  async setPremium(admin: AuthContext, id: string, status: PremiumStatus | null): Promise<AdminUser> {
    if (isUuid(id) && id.toLowerCase() === admin.userId.toLowerCase()) throw new HttpError(403, M.ownPremium);
    const row = isUuid(id) ? await this.db.transaction((tx) => repo.setPremium(tx, id, status, admin.userId)) : null;
    if (!row) throw new HttpError(404, M.memberNotFound);
    return mapAdminUser(row);
  }
}
