import { HttpError, type MapContext, NO_REALTIME, type Page, pageWindow, paginate, type RealtimePublisher } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import {
  type BlockedMember,
  type BlockState,
  type FollowListItem,
  type FollowListQuery,
  type FollowState,
  MEMBER_LIST_PAGE_SIZE,
  type MemberPageQuery,
  type Relation,
} from '@meydan/shared/contracts';
import { findMemberId, iso, mapMember } from '../members';
import { notify } from '../notifications/notify';
import { SOCIAL_MESSAGES } from '../social.messages';
import { isBlockedEitherWay } from './blocks';
import { type FollowDirection, graphRepository as repo } from './graph.repository';

const LIST_LIMITS = { limit: MEMBER_LIST_PAGE_SIZE.default, maxLimit: MEMBER_LIST_PAGE_SIZE.max };

/**
 * Follows and blocks (SPEC §5, §7). A block is one row but acts both ways: it ends following in
 * both directions, in the same transaction, and while it stands neither member can follow the
 * other. Repeating a follow, an unfollow, a block or an unblock changes nothing.
 */
export class GraphService {
  constructor(
    private readonly db: Db,
    private readonly media: MapContext,
    private readonly realtime: RealtimePublisher = NO_REALTIME,
  ) {}

  private async visibleMember(ref: string): Promise<string> {
    const id = await findMemberId(this.db, ref, { visibleOnly: true });
    if (!id) throw new HttpError(404, SOCIAL_MESSAGES.memberNotFound);
    return id;
  }

  /** Any existing member, also a deactivated one: undoing a follow or a block must work whatever became of them. */
  private async anyMember(ref: string): Promise<string> {
    const id = await findMemberId(this.db, ref, { visibleOnly: false });
    if (!id) throw new HttpError(404, SOCIAL_MESSAGES.memberNotFound);
    return id;
  }

  async follow(me: string, ref: string): Promise<FollowState> {
    const target = await this.visibleMember(ref);
    if (target === me) throw new HttpError(400, SOCIAL_MESSAGES.cannotFollowSelf);
    return this.db.transaction(async (tx) => {
      await repo.lockPair(tx, me, target);
      if (await isBlockedEitherWay(tx, me, target)) throw new HttpError(403, SOCIAL_MESSAGES.followBlocked);
      if (await repo.insertFollow(tx, me, target)) await notify(tx, { recipientId: target, type: 'followed', actorId: me }, this.realtime);
      return { following: true, followers: await repo.followerCount(tx, target) };
    });
  }

  async unfollow(me: string, ref: string): Promise<FollowState> {
    const target = await this.anyMember(ref);
    await repo.deleteFollow(this.db, me, target);
    return { following: false, followers: await repo.followerCount(this.db, target) };
  }

  async block(me: string, ref: string): Promise<BlockState> {
    const target = await this.visibleMember(ref);
    if (target === me) throw new HttpError(400, SOCIAL_MESSAGES.cannotBlockSelf);
    await this.db.transaction(async (tx) => {
      await repo.lockPair(tx, me, target);
      await repo.insertBlock(tx, me, target);
      await repo.deleteFollowsBetween(tx, me, target);
    });
    return { blocked: true };
  }

  async unblock(me: string, ref: string): Promise<BlockState> {
    const target = await this.anyMember(ref);
    await repo.deleteBlock(this.db, me, target);
    return { blocked: false };
  }

  async relation(me: string, ref: string): Promise<Relation> {
    const target = await this.visibleMember(ref);
    const row = await repo.relation(this.db, me, target);
    return { following: row.following, followedBy: row.followed_by, blocked: row.blocked, blockedBy: row.blocked_by };
  }

  async follows(direction: FollowDirection, ref: string, query: FollowListQuery, viewerId: string | null): Promise<Page<FollowListItem>> {
    const target = await this.visibleMember(ref);
    const window = pageWindow(query, LIST_LIMITS);
    const { rows, total } = await repo.follows(this.db, direction, target, viewerId, window.limit, window.offset);
    const items = rows.map((row): FollowListItem => {
      const item: FollowListItem = { ...mapMember(row, this.media), followedAt: iso(row.followed_at) };
      if (row.following !== null) item.following = row.following;
      return item;
    });
    return paginate(items, window, total);
  }

  async blockedList(me: string, query: MemberPageQuery): Promise<Page<BlockedMember>> {
    const window = pageWindow(query, LIST_LIMITS);
    const { rows, total } = await repo.blocked(this.db, me, window.limit, window.offset);
    return paginate(
      rows.map((row) => ({ ...mapMember(row, this.media), blockedAt: iso(row.blocked_at) })),
      window,
      total,
    );
  }
}
