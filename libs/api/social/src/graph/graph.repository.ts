import type { Queryable } from '@meydan/api/db';
import { MEMBER_COLUMNS, type MemberRow, VISIBLE_MEMBER } from '../members';

export interface FollowRow extends MemberRow {
  followed_at: Date | string;
  /** Null unless a viewer asked (check=true). */
  following: boolean | null;
}

export interface BlockedRow extends MemberRow {
  blocked_at: Date | string;
}

export interface RelationRow {
  following: boolean;
  followed_by: boolean;
  blocked: boolean;
  blocked_by: boolean;
}

/** Which side of `follows` a list reads: the people following a member, or the people a member follows. */
export type FollowDirection = 'followers' | 'following';

const SIDES: Record<FollowDirection, { owner: string; other: string }> = {
  followers: { owner: 'followed_id', other: 'follower_id' },
  following: { owner: 'follower_id', other: 'followed_id' },
};

/** SQL of follows and blocks (migration 0018). */
export const graphRepository = {
  /**
   * Serialises follows and blocks between two members (either order) until the transaction ends,
   * so a follow checked against blocks cannot commit after a concurrent block removed follows.
   */
  async lockPair(q: Queryable, a: string, b: string): Promise<void> {
    const [low, high] = a < b ? [a, b] : [b, a];
    await q.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 5018)) AS locked`, [`social-pair:${low}:${high}`]);
  },

  /** True when the follow is new (a repeated follow changes nothing). */
  async insertFollow(q: Queryable, followerId: string, followedId: string): Promise<boolean> {
    const { rows } = await q.query(
      `INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING follower_id`,
      [followerId, followedId],
    );
    return rows.length > 0;
  },

  async deleteFollow(q: Queryable, followerId: string, followedId: string): Promise<void> {
    await q.query(`DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2`, [followerId, followedId]);
  },

  /** Blocking ends following in both directions (SPEC §5). */
  async deleteFollowsBetween(q: Queryable, a: string, b: string): Promise<void> {
    await q.query(
      `DELETE FROM follows WHERE (follower_id = $1 AND followed_id = $2) OR (follower_id = $2 AND followed_id = $1)`,
      [a, b],
    );
  },

  /** The visible people following a member. */
  async followerCount(q: Queryable, userId: string): Promise<number> {
    const { rows } = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM follows f JOIN users u ON u.id = f.follower_id WHERE f.followed_id = $1 AND ${VISIBLE_MEMBER('u')}`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  },

  async insertBlock(q: Queryable, blockerId: string, blockedId: string): Promise<void> {
    await q.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING blocker_id`, [blockerId, blockedId]);
  },

  async deleteBlock(q: Queryable, blockerId: string, blockedId: string): Promise<void> {
    await q.query(`DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId]);
  },

  /**
   * One page of a member's followers or followings, newest first, deactivated and deleted people
   * left out; `viewerId` adds whether that member follows each person.
   */
  async follows(q: Queryable, direction: FollowDirection, userId: string, viewerId: string | null, limit: number, offset: number): Promise<{ rows: FollowRow[]; total: number }> {
    const { owner, other } = SIDES[direction];
    const from = `FROM follows f JOIN users u ON u.id = f.${other} WHERE f.${owner} = $1 AND ${VISIBLE_MEMBER('u')}`;
    const [page, total] = await Promise.all([
      q.query<FollowRow>(
        `SELECT ${MEMBER_COLUMNS('u')}, f.created_at AS followed_at,
                CASE WHEN $2::uuid IS NULL THEN NULL
                     ELSE EXISTS (SELECT 1 FROM follows v WHERE v.follower_id = $2::uuid AND v.followed_id = u.id) END AS following
           ${from}
          ORDER BY f.created_at DESC, u.id
          LIMIT $3 OFFSET $4`,
        [userId, viewerId, limit, offset],
      ),
      q.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [userId]),
    ]);
    return { rows: page.rows, total: total.rows[0]?.n ?? 0 };
  },

  /** One page of the members a member blocked, newest first (deactivated and deleted ones left out). */
  async blocked(q: Queryable, userId: string, limit: number, offset: number): Promise<{ rows: BlockedRow[]; total: number }> {
    const from = `FROM blocks b JOIN users u ON u.id = b.blocked_id WHERE b.blocker_id = $1 AND ${VISIBLE_MEMBER('u')}`;
    const [page, total] = await Promise.all([
      q.query<BlockedRow>(`SELECT ${MEMBER_COLUMNS('u')}, b.created_at AS blocked_at ${from} ORDER BY b.created_at DESC, u.id LIMIT $2 OFFSET $3`, [userId, limit, offset]),
      q.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [userId]),
    ]);
    return { rows: page.rows, total: total.rows[0]?.n ?? 0 };
  },

  async relation(q: Queryable, me: string, other: string): Promise<RelationRow> {
    const { rows } = await q.query<RelationRow>(
      `SELECT EXISTS (SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2) AS following,
              EXISTS (SELECT 1 FROM follows WHERE follower_id = $2 AND followed_id = $1) AS followed_by,
              EXISTS (SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2) AS blocked,
              EXISTS (SELECT 1 FROM blocks WHERE blocker_id = $2 AND blocked_id = $1) AS blocked_by`,
      [me, other],
    );
    return rows[0] as RelationRow;
  },
};
