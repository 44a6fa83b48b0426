import {
  type AuthContext,
  HttpError,
  type ImageRow,
  type LocalizedText,
  localize,
  type MapContext,
  mapImage,
  MESSAGES,
  pageWindow,
  paginate,
  type RealtimePublisher,
  requireCommonText,
} from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import {
  type CategoryBase,
  type Image,
  isUuid,
  MEMBER_ARTICLES_PAGE_SIZE,
  type MemberArticle,
  type MemberArticleBody,
  type MemberArticleCard,
  type MemberArticleContent,
  type MemberArticleListResponse,
  type MemberArticleStatus,
  memberArticleSubmissionIssues,
  type MemberEntry,
  normalizeVideoUrl,
} from '@meydan/shared/contracts';
import { articleLink, type Edition, profileLink, slugify } from '@meydan/shared/util/routing';
import { iso } from '../members';
import { notify } from '../notifications/notify';
import { MEMBER_CONTENT_MESSAGES as M } from './member-content.messages';
import { type CardRow, type CategoryRow, type MemberArticleRow, memberContentRepository as repo } from './member-content.repository';
import { articleKindOf, cleanContent, contentImageIds, sameContent, toArticleEntries } from './member-entries';

/** Unfinished (never published) posts a member may have at once: each one holds an article id. */
export const MAX_UNPUBLISHED_POSTS = 50;

/** What a change that readers can see must reach: the API's response cache (see invalidateReaders). */
export interface ReaderCache {
  clear(): Promise<void>;
}

export interface MemberContentDeps {
  db: Db;
  mediaBaseUrl?: string;
  /** The API's HTTP cache: cleared when a post appears, disappears or changes for readers. */
  readerCache?: ReaderCache;
  log?: { warn(object: unknown, message: string): void };
  /** Announces the notifications of approvals and rejections (see notify). */
  realtime?: RealtimePublisher;
}

const HOME: LocalizedText = { tr: 'Ana Sayfa', en: 'Home', ru: 'Главная' };

const EDITOR_ROLES = new Set(['editor', 'admin']);

export function isEditor(auth: AuthContext | null): boolean {
  return auth !== null && EDITOR_ROLES.has(auth.role);
}

function mapCategory(row: CategoryRow): CategoryBase {
  return { _id: row.id, name: row.name, slug: row.slug, route: row.route, parent: row.parent_id, edition: row.edition };
}

/**
 * Member-written articles: drafts, autosave, submission for review, the author's lists and
 * deletion, plus the editorial decisions (approve, reject) that publish them. Every multi-step
 * write runs in one transaction; notifications are written in the transaction of their cause.
 */
export class MemberContentService {
  private readonly ctx: MapContext;

  constructor(private readonly deps: MemberContentDeps) {
    this.ctx = { mediaBaseUrl: deps.mediaBaseUrl ?? '/media' };
  }

  // --- The author ---

  async create(auth: AuthContext, edition: Edition, body: MemberArticleBody): Promise<MemberArticle> {
    const content = cleanContent(body);
    return this.deps.db.transaction(async (tx) => {
      if ((await repo.countUnpublished(tx, auth.userId)) >= MAX_UNPUBLISHED_POSTS) {
        throw new HttpError(409, M.tooManyDrafts, { params: { max: MAX_UNPUBLISHED_POSTS } });
      }
      await this.checkReferences(tx, edition, auth.userId, content);
      const id = await repo.insert(tx, { edition, authorId: auth.userId, content });
      return this.present(tx, await this.mustFind(tx, id));
    });
  }

  /**
   * Autosave and explicit saves of the working copy. A pending post goes back to draft (the edit
   * withdraws it from review); a published one too, while its live version stays up unchanged
   * until the edit is approved; a rejected one keeps its reason in view until resubmitted.
   * Saving what is already stored changes nothing (no new revision, no status change).
   */
  async update(auth: AuthContext, id: string, body: MemberArticleBody): Promise<MemberArticle> {
    const content = cleanContent(body);
    return this.deps.db.transaction(async (tx) => {
      const row = await this.ownRow(tx, auth, id, true);
      if (row.is_deleted) throw new HttpError(409, M.deleted);
      if (body.revision !== undefined && body.revision !== row.revision_no) throw new HttpError(409, M.revisionConflict);
      if (sameContent(content, row.revision)) return this.present(tx, row);
      await this.checkReferences(tx, row.edition, row.author_id, content);
      await repo.saveRevision(tx, id, content, row.status === 'rejected' ? 'rejected' : 'draft');
      return this.present(tx, await this.mustFind(tx, id));
    });
  }

  /** Draft or rejected → pending, once nothing is missing (400 with the first missing thing). */
  async submit(auth: AuthContext, id: string): Promise<MemberArticle> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.ownRow(tx, auth, id, true);
      if (row.is_deleted) throw new HttpError(409, M.deleted);
      if (row.status === 'pending') return this.present(tx, row);
      if (row.status === 'published') throw new HttpError(409, M.nothingToSubmit);
      assertSubmittable(row.revision);
      await this.checkReferences(tx, row.edition, row.author_id, row.revision);
      await repo.markSubmitted(tx, id);
      return this.present(tx, await this.mustFind(tx, id));
    });
  }

  async readOwn(auth: AuthContext, id: string): Promise<MemberArticle> {
    const row = await this.ownRow(this.deps.db, auth, id, false);
    if (row.is_deleted) throw new HttpError(404, M.articleNotFound);
    return this.present(this.deps.db, row);
  }

  /**
   * SPEC §7 `DELETE /articles/{id}`: the author deletes their own post, editors and admins any
   * article. Soft and final. Another member learns nothing about a draft (404); a published
   * article that is not theirs is a plain 403.
   */
  async delete(auth: AuthContext, ref: string): Promise<void> {
    const id = await this.articleIdOf(ref);
    const state = id ? await repo.findArticleState(this.deps.db, id) : null;
    if (!state || state.is_deleted) throw new HttpError(404, M.articleNotFound);
    if (!isEditor(auth) && state.author_id !== auth.userId) {
      throw new HttpError(state.listed_or_linked ? 403 : 404, state.listed_or_linked ? MESSAGES.forbidden : M.articleNotFound);
    }
    await this.deps.db.transaction(async (tx) => {
      const locked = await tx.query<{ is_deleted: boolean }>('SELECT is_deleted FROM articles WHERE id = $1::uuid FOR UPDATE', [state.id]);
      if (locked.rows[0]?.is_deleted !== false) throw new HttpError(404, M.articleNotFound);
      await repo.softDelete(tx, state.id);
    });
    if (state.listed_or_linked) await this.invalidateReaders();
  }

  /** SPEC §7 `GET /articles/user/{userId}`; the member's own request also lists their unpublished posts. */
  async listForUser(
    viewer: AuthContext | null,
    userId: string,
    edition: Edition,
    query: { page?: number; limit?: number; categories?: string; breadcrumb?: boolean; status?: MemberArticleStatus },
  ): Promise<MemberArticleListResponse & { own: boolean }> {
    const user = isUuid(userId) ? await repo.user(this.deps.db, userId) : null;
    const own = viewer !== null && user !== null && viewer.userId === user.id;
    // SPEC §4: a deactivated or deleted member's content is hidden from everyone else.
    if (!user || (!own && (!user.is_active || user.deleted_at))) throw new HttpError(404, M.memberNotFound);
    const refs = query.categories
      ?.split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
    const categoryIds = refs?.length ? await repo.categoryIdsOf(this.deps.db, edition, refs) : undefined;
    const window = pageWindow(query, { limit: MEMBER_ARTICLES_PAGE_SIZE.default, maxLimit: MEMBER_ARTICLES_PAGE_SIZE.max });
    const { rows, total } = await repo.cards(
      this.deps.db,
      { edition, userId: user.id, limit: window.limit, offset: window.offset, categoryIds, status: own ? query.status : undefined },
      own,
    );
    const page = paginate(
      rows.map((row) => this.card(row, own)),
      window,
      total,
    );
    const response: MemberArticleListResponse & { own: boolean } = { ...page, own };
    if (query.breadcrumb) {
      const profile = profileLink(edition, { username: user.username, isActive: user.is_active });
      response.breadcrumb = [
        { name: localize(HOME, edition), href: '/' },
        ...(profile ? [{ name: user.name || user.username, href: profile }] : []),
      ];
    }
    return response;
  }

  // --- Editors ---

  async reviewQueue(query: { page?: number; limit?: number }) {
    const window = pageWindow(query, { limit: 20, maxLimit: 50 });
    const { rows, total } = await repo.pending(this.deps.db, window.limit, window.offset);
    const items = [];
    for (const row of rows) {
      items.push({
        article: await this.present(this.deps.db, row),
        author: { _id: row.author.id, username: row.author.username, name: row.author.name, avatar: mapImage(row.author.avatar, this.ctx, row.author.username) },
      });
    }
    return paginate(items, window, total);
  }

  /**
   * Publishes the submitted revision: the live article becomes the working copy (first time:
   * published now; later: an update with a modified date). The author is told, and on a first
   * publication every follower too. Readers' caches are cleared after the commit.
   */
  async approve(editor: AuthContext, id: string, revision: number | undefined): Promise<MemberArticle> {
    const result = await this.deps.db.transaction(async (tx) => {
      const row = await this.pendingRow(tx, editor, id, revision);
      assertSubmittable(row.revision, 409);
      await this.checkReferences(tx, row.edition, row.author_id, row.revision, 409);
      const content = row.revision;
      const { first } = await repo.publish(
        tx,
        id,
        {
          title: content.title,
          slug: slugify(content.title),
          summary: content.summary,
          entries: toArticleEntries(content.entries),
          imageId: content.coverImageId,
          kind: articleKindOf(content.entries),
          categoryId: content.categoryId as string,
        },
        editor.userId,
      );
      await notify(tx, { recipientId: row.author_id, type: 'news_approved', actorId: null, articleId: id }, this.deps.realtime);
      if (first) {
        // One notification per follower, in this transaction: an approval never half-announces.
        for (const followerId of await repo.followerIds(tx, row.author_id)) {
          await notify(tx, { recipientId: followerId, type: 'news_added', actorId: row.author_id, articleId: id }, this.deps.realtime);
        }
      }
      return this.present(tx, await this.mustFind(tx, id));
    });
    await this.invalidateReaders();
    return result;
  }

  /** Refuses the submission with a reason the author sees on the draft; the live version (if any) is untouched. */
  async reject(editor: AuthContext, id: string, reason: string, revision: number | undefined): Promise<MemberArticle> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.pendingRow(tx, editor, id, revision);
      await repo.reject(tx, id, reason.trim(), editor.userId);
      await notify(tx, { recipientId: row.author_id, type: 'news_rejected', actorId: null, articleId: id }, this.deps.realtime);
      return this.present(tx, await this.mustFind(tx, id));
    });
  }

  /**
   * Empties the API's response cache so lists, search and article answers show the change on
   * their next request instead of after their TTL (15 min for lists). Browsers and CDNs may
   * still hold a copy for up to a minute (PUBLIC_CACHE_CONTROL max-age=60). A failure only
   * delays the change, so it is logged, never thrown.
   */
  async invalidateReaders(): Promise<void> {
    try {
      await this.deps.readerCache?.clear();
    } catch (error) {
      this.deps.log?.warn({ err: error }, 'could not clear the HTTP cache after an editorial change');
    }
  }

  // --- Helpers ---

  private async pendingRow(tx: Queryable, editor: AuthContext, id: string, revision: number | undefined): Promise<MemberArticleRow> {
    const row = isUuid(id) ? await repo.find(tx, id, { forUpdate: true }) : null;
    if (!row) throw new HttpError(404, M.articleNotFound);
    if (row.is_deleted) throw new HttpError(409, M.deleted);
    if (row.author_id === editor.userId) throw new HttpError(403, M.ownPost);
    if (row.status !== 'pending') throw new HttpError(409, M.notPending);
    if (revision !== undefined && revision !== row.revision_no) throw new HttpError(409, M.reviewStale);
    return row;
  }

  /** The caller's own member article; anyone else's is a 404, whatever it is (no IDOR). */
  private async ownRow(q: Queryable, auth: AuthContext, id: string, forUpdate: boolean): Promise<MemberArticleRow> {
    const row = isUuid(id) ? await repo.find(q, id, { forUpdate }) : null;
    if (!row || row.author_id !== auth.userId) throw new HttpError(404, M.articleNotFound);
    return row;
  }

  private async mustFind(q: Queryable, id: string): Promise<MemberArticleRow> {
    const row = await repo.find(q, id);
    if (!row) throw new HttpError(404, M.articleNotFound);
    return row;
  }

  private async articleIdOf(ref: string): Promise<string | null> {
    if (isUuid(ref)) return ref.toLowerCase();
    if (!/^[1-9][0-9]{0,8}$/.test(ref)) return null;
    const { rows } = await this.deps.db.query<{ id: string }>('SELECT id FROM articles WHERE legacy_id = $1', [Number(ref)]);
    return rows[0]?.id ?? null;
  }

  /**
   * The category must be one of the article's edition; every image must be the author's own
   * upload and not a failed one (a member cannot publish someone else's picture by its id).
   */
  private async checkReferences(q: Queryable, edition: Edition, authorId: string, content: MemberArticleContent, status = 400): Promise<void> {
    if (content.categoryId && !(await repo.findCategory(q, edition, content.categoryId))) throw new HttpError(status, M.categoryInvalid);
    const ids = contentImageIds(content);
    if (ids.length === 0) return;
    const found = new Map((await repo.imagesByIds(q, ids)).map((image) => [image.id, image]));
    for (const imageId of ids) {
      const image = found.get(imageId);
      if (!image || image.owner_user_id !== authorId || image.state === 'failed') throw new HttpError(status, M.imageInvalid);
    }
  }

  /** The working copy for its author or a reviewer: uploaded images resolved, video providers named. */
  async present(q: Queryable, row: MemberArticleRow): Promise<MemberArticle> {
    const content = row.revision;
    const images = new Map<string, ImageRow>((await repo.imagesByIds(q, contentImageIds(content))).map((image) => [image.id, image]));
    const image = (id: string | null | undefined, alt: string): Image | undefined => (id ? (mapImage(images.get(id), this.ctx, alt) ?? undefined) : undefined);
    const entries: MemberEntry[] = content.entries.map((entry) => {
      switch (entry.type) {
        case 'image': {
          const resolved = image(entry.imageId, entry.caption || content.title);
          return resolved ? { ...entry, image: resolved } : entry;
        }
        case 'item': {
          const resolved = image(entry.imageId, entry.title || content.title);
          return resolved ? { ...entry, image: resolved } : entry;
        }
        case 'video': {
          const video = normalizeVideoUrl(entry.url);
          return video ? { ...entry, provider: video.provider } : entry;
        }
        default:
          return entry;
      }
    });
    const published = !row.is_draft && row.published_at !== null;
    return {
      _id: row.id,
      legacyId: Number(row.legacy_id),
      edition: row.edition,
      status: row.status,
      revision: row.revision_no,
      title: content.title,
      summary: content.summary,
      categoryId: content.categoryId,
      coverImageId: content.coverImageId,
      coverImage: image(content.coverImageId, content.title) ?? null,
      entries,
      rejectionReason: row.rejection_reason,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      submittedAt: row.submitted_at ? iso(row.submitted_at) : null,
      live: published
        ? {
            route: articleLink(row.edition, {
              legacyId: Number(row.legacy_id),
              title: row.live_title,
              originalTitle: row.original_title,
              route: row.route,
              redirectUrl: row.redirect_url,
            }),
            published: iso(row.published_at as Date),
            isHidden: row.is_hidden,
          }
        : null,
    };
  }

  private card(row: CardRow, own: boolean): MemberArticleCard {
    const published = !row.is_draft && row.published_at !== null;
    const category = row.category ? mapCategory(row.category) : null;
    const card: MemberArticleCard = {
      _id: row.id,
      legacyId: Number(row.legacy_id),
      title: row.title,
      description: row.description,
      route: published
        ? articleLink(row.edition, { legacyId: Number(row.legacy_id), title: row.live_title, originalTitle: row.original_title, route: row.route, redirectUrl: row.redirect_url })
        : null,
      image: mapImage(row.image, this.ctx, row.title),
      category,
      published: published ? iso(row.published_at as Date) : null,
      updatedAt: iso(row.updated_at),
    };
    if (own) {
      card.status = row.status ?? (row.is_draft ? 'draft' : 'published');
      card.rejectionReason = row.rejection_reason;
      card.isHidden = row.is_hidden;
      card.editable = row.editable;
    }
    return card;
  }
}

/** 400 (the author's submit) or 409 (an approval of something that could no longer be submitted) with the first missing thing. */
function assertSubmittable(content: MemberArticleContent, status = 400): void {
  const first = memberArticleSubmissionIssues(content)[0];
  if (first) throw new HttpError(status, requireCommonText(first.messageKey));
}
