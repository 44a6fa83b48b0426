import type { Queryable } from '@meydan/api/db';
import type { ConversationCount } from '@meydan/shared/contracts';
import { BLOCKED_BETWEEN, MEMBER_COLUMNS, type MemberRow, REACHABLE_MEMBER } from './members';

/*
 * SQL of migration 0022. Message `seq` is the total order (ids are random): read marks,
 * "deleted for me" points and cursors compare it. Seqs are bigints, which the drivers return as
 * strings (pg) or bigints (PGlite), so they cross into JS as text and go back as `$n::bigint`.
 */

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  client_id: string | null;
  created_at: Date | string;
  deleted_at: Date | string | null;
}

export interface StoredMessageRow extends MessageRow {
  seq: string;
}

/** One conversation as one member sees it. */
export interface ConversationRow extends MemberRow {
  id: string;
  updated_at: Date | string;
  /** The newest message after the viewer's "deleted for me" point (a JSON row; dates as text). */
  last_message: MessageRow | null;
  unread: number;
  recipient_read_id: string | null;
  blocked: boolean;
}

/** The asker's membership of a conversation, with the other member. */
export interface MembershipRow {
  conversation_id: string;
  other_id: string;
  cleared_seq: string;
  last_read_seq: string;
}

const MESSAGE_COLUMNS = (m: string) => `${m}.id, ${m}.conversation_id, ${m}.sender_id, ${m}.body, ${m}.client_id, ${m}.created_at, ${m}.deleted_at`;
const STORED_COLUMNS = (m: string) => `${MESSAGE_COLUMNS(m)}, ${m}.seq::text AS seq`;

/** Messages of the other member after the viewer's read mark (and "deleted for me" point): what the badge counts. */
const UNREAD_OF = (me: string) =>
  `(SELECT count(*)::int FROM messages um
     WHERE um.conversation_id = ${me}.conversation_id AND um.sender_id <> ${me}.user_id AND um.deleted_at IS NULL
       AND um.seq > GREATEST(${me}.last_read_seq, ${me}.cleared_seq))`;

/** The asker (`me`), the conversation, the other member's state (`other`) and their user row (`u`). */
const MEMBERSHIP_FROM = `FROM conversation_members me
  JOIN conversations c ON c.id = me.conversation_id
  JOIN conversation_members other ON other.conversation_id = me.conversation_id AND other.user_id <> me.user_id
  JOIN users u ON u.id = other.user_id`;

/** Whether the viewer has anything to see in the conversation (a message after their "deleted for me" point). */
const HAS_VISIBLE_MESSAGE = `EXISTS (SELECT 1 FROM messages vm WHERE vm.conversation_id = c.id AND vm.seq > me.cleared_seq)`;

const CONVERSATION_SELECT = `SELECT c.id, c.last_message_at AS updated_at, ${MEMBER_COLUMNS('u')},
    (SELECT row_to_json(lm) FROM (
       SELECT ${MESSAGE_COLUMNS('m')} FROM messages m WHERE m.conversation_id = c.id AND m.seq > me.cleared_seq ORDER BY m.seq DESC LIMIT 1
     ) lm) AS last_message,
    ${UNREAD_OF('me')} AS unread,
    (SELECT rm.id FROM messages rm
      WHERE rm.conversation_id = c.id AND rm.seq <= other.last_read_seq AND rm.seq > me.cleared_seq
      ORDER BY rm.seq DESC LIMIT 1) AS recipient_read_id,
    ${BLOCKED_BETWEEN('me.user_id', 'other.user_id')} AS blocked
  ${MEMBERSHIP_FROM}`;

/** Listed conversations: something to see, and the other member reachable (deactivated members are hidden until they return, SPEC §4). */
const LISTED = `me.user_id = $1 AND ${HAS_VISIBLE_MESSAGE} AND ${REACHABLE_MEMBER('u')}`;

export const conversationsRepository = {
  async membership(q: Queryable, conversationId: string, userId: string): Promise<MembershipRow | null> {
    const { rows } = await q.query<MembershipRow>(
      `SELECT me.conversation_id, other.user_id AS other_id, me.cleared_seq::text AS cleared_seq, me.last_read_seq::text AS last_read_seq
         FROM conversation_members me
         JOIN conversation_members other ON other.conversation_id = me.conversation_id AND other.user_id <> me.user_id
        WHERE me.conversation_id = $1 AND me.user_id = $2`,
      [conversationId, userId],
    );
    return rows[0] ?? null;
  },

  /**
   * Serialises the sends of one conversation until the transaction ends. A message's seq is drawn
   * after the lock, so within a conversation seqs commit in order: a read mark or "deleted for me"
   * point taken at the newest committed message never passes over one that commits later.
   */
  async lockConversation(q: Queryable, conversationId: string): Promise<void> {
    await q.query(`SELECT id FROM conversations WHERE id = $1 FOR UPDATE`, [conversationId]);
  },

  async conversationBetween(q: Queryable, a: string, b: string): Promise<string | null> {
    const [low, high] = a < b ? [a, b] : [b, a];
    const { rows } = await q.query<{ id: string }>(`SELECT id FROM conversations WHERE member_a = $1 AND member_b = $2`, [low, high]);
    return rows[0]?.id ?? null;
  },

  /** The pair's one conversation (stored ordered, whoever starts it), made with both members' state rows when new. */
  async findOrCreateConversation(q: Queryable, a: string, b: string): Promise<{ id: string; created: boolean }> {
    const [low, high] = a < b ? [a, b] : [b, a];
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO conversations (member_a, member_b) VALUES ($1, $2) ON CONFLICT (member_a, member_b) DO NOTHING RETURNING id`,
      [low, high],
    );
    const inserted = rows[0]?.id;
    if (inserted) {
      await q.query(`INSERT INTO conversation_members (conversation_id, user_id) VALUES ($1, $2), ($1, $3)`, [inserted, low, high]);
      return { id: inserted, created: true };
    }
    return { id: (await this.conversationBetween(q, low, high)) as string, created: false };
  },

  async messageByClientId(q: Queryable, senderId: string, clientId: string): Promise<StoredMessageRow | null> {
    const { rows } = await q.query<StoredMessageRow>(`SELECT ${STORED_COLUMNS('m')} FROM messages m WHERE m.sender_id = $1 AND m.client_id = $2`, [senderId, clientId]);
    return rows[0] ?? null;
  },

  /** The new message, or null when the sender already has a message with this client id (a concurrent retry). */
  async insertMessage(q: Queryable, message: { conversationId: string; senderId: string; body: string; clientId: string | null }): Promise<StoredMessageRow | null> {
    const { rows } = await q.query<StoredMessageRow>(
      `INSERT INTO messages (conversation_id, sender_id, body, client_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
       RETURNING ${STORED_COLUMNS('messages')}`,
      [message.conversationId, message.senderId, message.body, message.clientId],
    );
    return rows[0] ?? null;
  },

  /** The list's order: the newest message's time. */
  async touchConversation(q: Queryable, conversationId: string): Promise<void> {
    await q.query(`UPDATE conversations SET last_message_at = now() WHERE id = $1`, [conversationId]);
  },

  async message(q: Queryable, conversationId: string, messageId: string): Promise<StoredMessageRow | null> {
    const { rows } = await q.query<StoredMessageRow>(`SELECT ${STORED_COLUMNS('m')} FROM messages m WHERE m.id = $1 AND m.conversation_id = $2`, [messageId, conversationId]);
    return rows[0] ?? null;
  },

  async newestMessage(q: Queryable, conversationId: string): Promise<StoredMessageRow | null> {
    const { rows } = await q.query<StoredMessageRow>(`SELECT ${STORED_COLUMNS('m')} FROM messages m WHERE m.conversation_id = $1 ORDER BY m.seq DESC LIMIT 1`, [conversationId]);
    return rows[0] ?? null;
  },

  /** Moves a member's read mark forward to `seq` (never back); true when it moved. */
  async advanceReadMark(q: Queryable, conversationId: string, userId: string, seq: string): Promise<boolean> {
    const { rows } = await q.query(
      `UPDATE conversation_members SET last_read_seq = $3::bigint, last_read_at = now()
        WHERE conversation_id = $1 AND user_id = $2 AND last_read_seq < $3::bigint RETURNING user_id`,
      [conversationId, userId, seq],
    );
    return rows.length > 0;
  },

  /** "Delete conversation" for one member: nothing up to `seq` shows to them again, and it counts as read. True when the read mark moved. */
  async clearFor(q: Queryable, conversationId: string, userId: string, seq: string): Promise<boolean> {
    const { rows } = await q.query<{ moved: boolean }>(
      `UPDATE conversation_members cm
          SET cleared_seq = GREATEST(cm.cleared_seq, $3::bigint),
              last_read_seq = GREATEST(cm.last_read_seq, $3::bigint),
              last_read_at = CASE WHEN cm.last_read_seq < $3::bigint THEN now() ELSE cm.last_read_at END
         FROM (SELECT last_read_seq FROM conversation_members WHERE conversation_id = $1 AND user_id = $2) before
        WHERE cm.conversation_id = $1 AND cm.user_id = $2
        RETURNING before.last_read_seq < $3::bigint AS moved`,
      [conversationId, userId, seq],
    );
    return rows[0]?.moved === true;
  },

  /** Soft delete: the text goes, the row stays as the thread's "message deleted" line. True when it was not deleted before. */
  async softDeleteMessage(q: Queryable, messageId: string): Promise<boolean> {
    const { rows } = await q.query(`UPDATE messages SET body = '', deleted_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id`, [messageId]);
    return rows.length > 0;
  },

  /** Unread messages of one member in one conversation. */
  async unreadIn(q: Queryable, conversationId: string, userId: string): Promise<number> {
    const { rows } = await q.query<{ n: number }>(`SELECT ${UNREAD_OF('me')} AS n FROM conversation_members me WHERE me.conversation_id = $1 AND me.user_id = $2`, [
      conversationId,
      userId,
    ]);
    return rows[0]?.n ?? 0;
  },

  /** The header badge: conversations with unread messages and unread messages in all, over the listed conversations. */
  async count(q: Queryable, userId: string): Promise<ConversationCount> {
    const { rows } = await q.query<ConversationCount>(
      `SELECT count(*) FILTER (WHERE n > 0)::int AS count, coalesce(sum(n), 0)::int AS messages
         FROM (SELECT ${UNREAD_OF('me')} AS n ${MEMBERSHIP_FROM} WHERE ${LISTED}) t`,
      [userId],
    );
    return rows[0] ?? { count: 0, messages: 0 };
  },

  async conversation(q: Queryable, userId: string, conversationId: string): Promise<ConversationRow | null> {
    const { rows } = await q.query<ConversationRow>(`${CONVERSATION_SELECT} WHERE me.user_id = $1 AND me.conversation_id = $2`, [userId, conversationId]);
    return rows[0] ?? null;
  },

  /** One page of the member's listed conversations, newest activity first. */
  async list(q: Queryable, userId: string, limit: number, offset: number): Promise<ConversationRow[]> {
    const { rows } = await q.query<ConversationRow>(`${CONVERSATION_SELECT} WHERE ${LISTED} ORDER BY c.last_message_at DESC, c.id LIMIT $2 OFFSET $3`, [userId, limit, offset]);
    return rows;
  },

  async listTotal(q: Queryable, userId: string): Promise<number> {
    const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${MEMBERSHIP_FROM} WHERE ${LISTED}`, [userId]);
    return rows[0]?.n ?? 0;
  },

  /** Newest first, after the viewer's "deleted for me" point and, with a cursor, before the cursor's message. */
  async messages(q: Queryable, conversationId: string, clearedSeq: string, window: { beforeSeq: string | null; limit: number; offset: number }): Promise<MessageRow[]> {
    const { rows } = await q.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS('m')} FROM messages m
        WHERE m.conversation_id = $1 AND m.seq > $2::bigint AND ($3::bigint IS NULL OR m.seq < $3::bigint)
        ORDER BY m.seq DESC LIMIT $4 OFFSET $5`,
      [conversationId, clearedSeq, window.beforeSeq, window.limit, window.offset],
    );
    return rows;
  },

  async messageTotal(q: Queryable, conversationId: string, clearedSeq: string): Promise<number> {
    const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages m WHERE m.conversation_id = $1 AND m.seq > $2::bigint`, [conversationId, clearedSeq]);
    return rows[0]?.n ?? 0;
  },
};
