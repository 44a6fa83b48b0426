import { IMAGE_JSON, type ImageRow } from '@meydan/api/core';
import { LISTED_ARTICLE, type Queryable } from '@meydan/api/db';
import type { NotificationKind } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { PUBLIC_VISIBLE } from '../comments/comments.repository';

export interface NotificationRow {
  id: string;
  type: NotificationKind;
  read_at: Date | null;
  created_at: Date;
  actor_id: string | null;
  actor_username: string | null;
  actor_name: string | null;
  actor_is_active: boolean | null;
  actor_avatar: ImageRow | null;
  article_id: string | null;
  article_title: string | null;
  article_legacy_id: number | null;
  article_edition: Edition | null;
  article_original_title: string | null;
  article_route: string | null;
  article_redirect_url: string | null;
  article_listable: boolean | null;
  comment_id: string | null;
  comment_body: string | null;
}

/**
 * What a member is shown: notifications from members who are still active and with whom no block
 * stands (either way), about comments that are still public (the comments' own rule). The list, the badge count and
 * "mark all read" use the same predicate, so the badge never counts what the page does not show.
 */
const SHOWN = `
  n.recipient_id = $1
  AND (n.actor_id IS NULL OR (act.is_active AND act.deleted_at IS NULL AND NOT EXISTS (
        SELECT 1 FROM blocks b WHERE (b.blocker_id = n.recipient_id AND b.blocked_id = n.actor_id)
                                 OR (b.blocker_id = n.actor_id AND b.blocked_id = n.recipient_id))))
  AND (n.comment_id IS NULL OR ${PUBLIC_VISIBLE('c', 'cu')})`;

const FROM = `
  FROM notifications n
  LEFT JOIN users act ON act.id = n.actor_id
  LEFT JOIN comments c ON c.id = n.comment_id
  LEFT JOIN users cu ON cu.id = c.author_id`;

export const notificationsRepository = {
  async list(q: Queryable, recipientId: string, limit: number, offset: number): Promise<NotificationRow[]> {
    const { rows } = await q.query<NotificationRow>(
      `SELECT n.id, n.type, n.read_at, n.created_at,
              act.id AS actor_id, act.username AS actor_username, act.name AS actor_name, act.is_active AS actor_is_active,
              ${IMAGE_JSON('act.avatar_image_id')} AS actor_avatar,
              a.id AS article_id, a.title AS article_title, a.legacy_id::integer AS article_legacy_id, a.edition AS article_edition,
              a.original_title AS article_original_title, a.route AS article_route, a.redirect_url AS article_redirect_url,
              ${LISTED_ARTICLE} AS article_listable,
              c.id AS comment_id, c.body AS comment_body
       ${FROM}
       LEFT JOIN articles a ON a.id = n.article_id
       WHERE ${SHOWN}
       ORDER BY n.created_at DESC, n.id DESC
       LIMIT $2 OFFSET $3`,
      [recipientId, limit, offset],
    );
    return rows;
  },

  async count(q: Queryable, recipientId: string, unreadOnly: boolean): Promise<number> {
    const { rows } = await q.query<{ count: number }>(
      `SELECT count(*)::integer AS count ${FROM} WHERE ${SHOWN} ${unreadOnly ? 'AND n.read_at IS NULL' : ''}`,
      [recipientId],
    );
    return rows[0]?.count ?? 0;
  },

  /** Marks the member's own notifications read: the given ids, or all of them. */
  async markRead(q: Queryable, recipientId: string, ids: readonly string[] | null): Promise<void> {
    if (ids === null) {
      await q.query(`UPDATE notifications SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL`, [recipientId]);
      return;
    }
    await q.query(
      `UPDATE notifications SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL AND id = ANY($2::uuid[])`,
      [recipientId, ids],
    );
  },
};
