import { NO_REALTIME, type RealtimePublisher } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationRealtimeEvent, realtimeTopics } from '@meydan/shared/contracts';
import { isBlockedEitherWay } from '../graph/blocks';

/**
 * What happened (SPEC §7 "Notifications"): 'followed' | 'title_liked' | 'news_approved' |
 * 'news_added' | 'comment_liked' | 'comment_reply' | 'comment_created'. One list, in the
 * contracts, shared with the notifications table's CHECK and the UI.
 */
export type NotificationType = NotificationKind;
export const NOTIFICATION_TYPES: readonly NotificationType[] = NOTIFICATION_KINDS;

export interface NotificationInput {
  recipientId: string;
  type: NotificationType;
  /** The member who did it; null for system events (an editor's approval may name none). */
  actorId?: string | null;
  articleId?: string | null;
  commentId?: string | null;
}

/**
 * Records one notification. Call it with the transaction of the write that caused it, so a
 * rolled-back follow/like/comment leaves no notification behind.
 *
 * Nothing is written when:
 * - the recipient is the actor (liking your own comment, replying to yourself);
 * - either member blocked the other (SPEC §5: a blocked member must not reach you, even indirectly);
 * - the recipient's account is deleted;
 * - the very same notification is still unread (like → unlike → like, follow → unfollow → follow
 *   would otherwise flood the list with copies).
 *
 * A recorded notification is announced on the recipient's realtime topic once the transaction
 * commits (`afterCommit`): never for a write that rolled back, never before it is readable.
 */
export async function notify(q: Queryable, n: NotificationInput, realtime: RealtimePublisher = NO_REALTIME): Promise<void> {
  const actorId = n.actorId ?? null;
  if (actorId !== null && actorId === n.recipientId) return;
  if (actorId !== null && (await isBlockedEitherWay(q, n.recipientId, actorId))) return;
  const { rows } = await q.query(
    `INSERT INTO notifications (recipient_id, type, actor_id, article_id, comment_id)
     SELECT u.id, $2, $3::uuid, $4::uuid, $5::uuid
       FROM users u
      WHERE u.id = $1 AND u.deleted_at IS NULL
        AND NOT EXISTS (
          SELECT 1 FROM notifications x
           WHERE x.recipient_id = $1 AND x.type = $2 AND x.read_at IS NULL
             AND x.actor_id IS NOT DISTINCT FROM $3::uuid
             AND x.article_id IS NOT DISTINCT FROM $4::uuid
             AND x.comment_id IS NOT DISTINCT FROM $5::uuid
        )
     RETURNING id`,
    [n.recipientId, n.type, actorId, n.articleId ?? null, n.commentId ?? null],
  );
  if (rows.length === 0 || realtime === NO_REALTIME) return;
  const event: NotificationRealtimeEvent = { kind: 'notification', type: n.type };
  const announce = () => realtime.publish(realtimeTopics.notifications(n.recipientId), event);
  // A Queryable without afterCommit is not a transaction of ours: nothing to wait for.
  if (q.afterCommit) q.afterCommit(announce);
  else announce();
}
