import type { Queryable } from '@meydan/api/db';
import { isUuid } from '@meydan/shared/contracts';

/**
 * Whether a member is one of the two members of a conversation: the realtime server's check
 * before it lets a socket subscribe to `conversation:{id}` or relay a Typing frame there.
 * Anything that is not a uuid is simply not a conversation of theirs.
 */
export async function isConversationMember(q: Queryable, conversationId: string, userId: string): Promise<boolean> {
  if (!isUuid(conversationId) || !isUuid(userId)) return false;
  const { rows } = await q.query(`SELECT 1 FROM conversation_members WHERE conversation_id = $1 AND user_id = $2`, [conversationId, userId]);
  return rows.length > 0;
}
