import { IMAGE_JSON, type ImageRow, type MapContext, mapImage } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import { isUuid, type MemberSummary } from '@meydan/shared/contracts';

/*
 * The little of the members and blocks tables this domain reads. Domain libs do not import each
 * other, so the community lib's helpers are restated here in the same SQL terms (migration 0018
 * `blocks`, the users' active and deleted flags).
 */

/** SQL predicate: the member behind alias `u` can be reached (not deactivated, not deleted). */
export const REACHABLE_MEMBER = (u: string) => `(${u}.is_active AND ${u}.deleted_at IS NULL)`;

export interface MemberRow {
  member_id: string;
  member_username: string;
  member_name: string | null;
  member_premium: boolean;
  member_is_active: boolean;
  member_avatar: ImageRow | null;
}

/** The columns of MemberRow for alias `u`. */
export const MEMBER_COLUMNS = (u: string) =>
  `${u}.id AS member_id, ${u}.username AS member_username, ${u}.name AS member_name, ${u}.premium AS member_premium,
   (${REACHABLE_MEMBER(u)}) AS member_is_active, ${IMAGE_JSON(`${u}.avatar_image_id`)} AS member_avatar`;

export function mapMember(row: MemberRow, ctx: MapContext): MemberSummary {
  return {
    _id: row.member_id,
    username: row.member_username,
    name: row.member_name,
    avatar: mapImage(row.member_avatar, ctx, row.member_name ?? row.member_username),
    premium: row.member_premium,
    isActive: row.member_is_active,
  };
}

/**
 * The id of the member a body or query names: a uuid, or a username (matched case-insensitively,
 * since addresses get retyped). `reachableOnly` leaves out deactivated and deleted members.
 */
export async function findMemberId(q: Queryable, ref: string, { reachableOnly }: { reachableOnly: boolean }): Promise<string | null> {
  const byId = isUuid(ref);
  const { rows } = await q.query<{ id: string }>(
    `SELECT u.id FROM users u WHERE ${byId ? 'u.id = $1::uuid' : 'u.username = lower($1)'}${reachableOnly ? ` AND ${REACHABLE_MEMBER('u')}` : ''}`,
    [ref],
  );
  return rows[0]?.id ?? null;
}

/** Whether a member can receive messages now (exists, not deactivated, not deleted). */
export async function isReachable(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM users u WHERE u.id = $1 AND ${REACHABLE_MEMBER('u')}`, [userId]);
  return rows.length > 0;
}

/** SQL predicate: a block stands between the members of two uuid expressions, in either direction. */
export const BLOCKED_BETWEEN = (a: string, b: string) =>
  `EXISTS (SELECT 1 FROM blocks bl WHERE (bl.blocker_id = ${a} AND bl.blocked_id = ${b}) OR (bl.blocker_id = ${b} AND bl.blocked_id = ${a}))`;

/**
 * True when either member blocked the other (SPEC §5: blocking stops messages both ways). A block
 * committing while a send is in flight lets that one message through, exactly as if it had been
 * sent a moment earlier; every send that starts after the block commits is refused.
 */
export async function isBlockedEitherWay(q: Queryable, a: string, b: string): Promise<boolean> {
  const { rows } = await q.query<{ blocked: boolean }>(`SELECT ${BLOCKED_BETWEEN('$1::uuid', '$2::uuid')} AS blocked`, [a, b]);
  return rows[0]?.blocked === true;
}
