import { IMAGE_JSON, type ImageRow, type MapContext, mapImage } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import { isUuid, type MemberSummary } from '@meydan/shared/contracts';

/**
 * SQL predicate: the member behind alias `u` can be seen. Deactivated members (SPEC §4: hidden
 * until the next login) and deleted ones never appear in lists, counts or profiles.
 */
export const VISIBLE_MEMBER = (u: string) => `(${u}.is_active AND ${u}.deleted_at IS NULL)`;

export interface MemberRow {
  id: string;
  username: string;
  name: string | null;
  premium: boolean;
  is_active: boolean;
  avatar: ImageRow | null;
}

/** The columns of MemberRow for alias `u`. */
export const MEMBER_COLUMNS = (u: string) =>
  `${u}.id, ${u}.username, ${u}.name, ${u}.premium, ${u}.is_active, ${IMAGE_JSON(`${u}.avatar_image_id`)} AS avatar`;

export function mapMember(row: MemberRow, ctx: MapContext): MemberSummary {
  return {
    _id: row.id,
    username: row.username,
    name: row.name,
    avatar: mapImage(row.avatar, ctx, row.name ?? row.username),
    premium: row.premium,
    isActive: row.is_active,
  };
}

/**
 * The id of the member a path or body names: a uuid, or a username (matched case-insensitively,
 * since addresses get retyped). `visibleOnly` leaves out deactivated and deleted members.
 */
export async function findMemberId(q: Queryable, ref: string, { visibleOnly }: { visibleOnly: boolean }): Promise<string | null> {
  const byId = isUuid(ref);
  const { rows } = await q.query<{ id: string }>(
    `SELECT u.id FROM users u WHERE ${byId ? 'u.id = $1::uuid' : 'u.username = lower($1)'}${visibleOnly ? ` AND ${VISIBLE_MEMBER('u')}` : ''}`,
    [ref],
  );
  return rows[0]?.id ?? null;
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * Public social data (profiles, follower lists, favourites): browsers always revalidate, so a
 * member sees their own follow or favourite at once; shared caches may keep it half a minute.
 */
export const SOCIAL_PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
