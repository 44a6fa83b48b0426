import { HttpError, type MapContext, pageWindow, paginate, type RealtimePublisher } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import {
  type Conversation,
  type ConversationCount,
  type ConversationListQuery,
  type ConversationListResponse,
  CONVERSATION_PAGE_SIZE,
  type CreateConversationBody,
  type Message,
  type MessageListQuery,
  type MessageListResponse,
  MESSAGE_PAGE_SIZE,
  realtimeTopics,
  type SendMessageBody,
  type SendMessageResponse,
} from '@meydan/shared/contracts';
import { type ConversationRow, conversationsRepository as repo, type MembershipRow, type MessageRow, type StoredMessageRow } from './conversations.repository';
import { messageTextProblem, normalizeMessageText } from './message-text';
import { findMemberId, isBlockedEitherWay, isReachable, mapMember } from './members';
import { MESSAGING_MESSAGES as M } from './messaging.messages';
import { RealtimeOutbox } from './realtime-events';

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toMessage(row: MessageRow): Message {
  const deleted = row.deleted_at !== null;
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender_id,
    message: deleted ? '' : row.body,
    clientId: row.client_id,
    deleted,
    createdAt: iso(row.created_at),
  };
}

/** A write's answer and whether it made something new (201) or found what a retry had made (200). */
export interface Outcome<T> {
  result: T;
  created: boolean;
}

/**
 * Private messaging between two members (SPEC §3, §5, §7 Conversations). A conversation belongs
 * to its two members only: for anyone else it does not exist (404). Each member has a read mark
 * (the last read message) and a "deleted for me" point; messages are ordered by their seq.
 * Realtime events are gathered during a write and published after its transaction commits.
 */
export class ConversationsService {
  constructor(
    private readonly db: Db,
    private readonly media: MapContext,
    private readonly realtime: RealtimePublisher,
  ) {}

  toConversation(row: ConversationRow): Conversation {
    return {
      _id: row.id,
      recipient: mapMember(row, this.media),
      lastMessage: row.last_message ? toMessage(row.last_message) : null,
      unreadCount: row.unread,
      recipientLastReadMessageId: row.recipient_read_id,
      blocked: row.blocked,
      updatedAt: iso(row.updated_at),
    };
  }

  /** Runs a write in one transaction and publishes its events once it has committed. */
  private async write<T>(fn: (tx: Queryable, outbox: RealtimeOutbox) => Promise<T>): Promise<T> {
    const outbox = new RealtimeOutbox();
    const result = await this.db.transaction((tx) => fn(tx, outbox));
    outbox.publishTo(this.realtime);
    return result;
  }

  /** The asker's membership, or the same 404 as for a conversation that does not exist (no existence leak). */
  private async membership(q: Queryable, conversationId: string, me: string): Promise<MembershipRow> {
    const membership = await repo.membership(q, conversationId, me);
    if (!membership) throw new HttpError(404, M.conversationNotFound);
    return membership;
  }

  private async view(q: Queryable, me: string, conversationId: string): Promise<Conversation> {
    const row = await repo.conversation(q, me, conversationId);
    if (!row) throw new HttpError(404, M.conversationNotFound);
    return this.toConversation(row);
  }

  /** The text as stored, or a 400 in the composer's own words. */
  private text(raw: string): string {
    const text = normalizeMessageText(raw);
    const problem = messageTextProblem(text);
    if (problem) throw new HttpError(400, problem === 'required' ? M.messageRequired : M.messageLength);
    return text;
  }

  /** A member to write to: an existing, active member other than the asker. */
  private async recipient(me: string, ref: string): Promise<string> {
    const id = await findMemberId(this.db, ref, { reachableOnly: true });
    if (!id) throw new HttpError(404, M.memberNotFound);
    if (id === me) throw new HttpError(400, M.cannotMessageSelf);
    return id;
  }

  async list(me: string, query: ConversationListQuery): Promise<ConversationListResponse> {
    const window = pageWindow(query, { limit: CONVERSATION_PAGE_SIZE.default, maxLimit: CONVERSATION_PAGE_SIZE.max });
    const rows = await repo.list(this.db, me, window.fetch, window.offset);
    const total = window.useHasNextPage ? undefined : await repo.listTotal(this.db, me);
    const page = paginate(rows, window, total);
    return { items: page.items.map((row) => this.toConversation(row)), pagination: page.pagination };
  }

  async count(me: string): Promise<ConversationCount> {
    return repo.count(this.db, me);
  }

  async get(me: string, conversationId: string): Promise<Conversation> {
    return this.view(this.db, me, conversationId);
  }

  /** The asker's conversation with a member. Any 404 says the same, so it tells nothing about the member either. */
  async find(me: string, ref: string): Promise<Conversation> {
    const other = await findMemberId(this.db, ref, { reachableOnly: false });
    const id = other && other !== me ? await repo.conversationBetween(this.db, me, other) : null;
    if (!id) throw new HttpError(404, M.conversationNotFound);
    return this.view(this.db, me, id);
  }

  /**
   * Newest first: by page, or by the `before` cursor (stable while messages arrive). Marks the
   * conversation read up to its newest message unless `markRead` is false.
   */
  async messages(me: string, conversationId: string, query: MessageListQuery): Promise<MessageListResponse> {
    const byCursor = query.before !== undefined;
    const window = pageWindow({ page: byCursor ? 1 : query.page, limit: query.limit, useHasNextPage: byCursor }, { limit: MESSAGE_PAGE_SIZE.default, maxLimit: MESSAGE_PAGE_SIZE.max });
    return this.write(async (tx, outbox) => {
      const membership = await this.membership(tx, conversationId, me);
      let beforeSeq: string | null = null;
      if (query.before !== undefined) {
        const cursor = await repo.message(tx, conversationId, query.before);
        if (!cursor) throw new HttpError(404, M.messageNotFound);
        beforeSeq = cursor.seq;
      }
      const rows = await repo.messages(tx, conversationId, membership.cleared_seq, { beforeSeq, limit: window.fetch, offset: byCursor ? 0 : window.offset });
      const total = byCursor ? undefined : await repo.messageTotal(tx, conversationId, membership.cleared_seq);
      if (query.markRead !== false) await this.markReadIn(tx, outbox, conversationId, me, null);
      const page = paginate(rows.map(toMessage), window, total);
      return { items: page.items, pagination: page.pagination, conversation: await this.view(tx, me, conversationId) };
    });
  }

  async send(me: string, conversationId: string, body: SendMessageBody): Promise<Outcome<SendMessageResponse>> {
    const text = this.text(body.message);
    return this.write(async (tx, outbox) => {
      const membership = await this.membership(tx, conversationId, me);
      const sent = await this.deliver(tx, outbox, { conversationId, senderId: me, recipientId: membership.other_id, text, clientId: body.clientId ?? null });
      return { result: { message: toMessage(sent.result), conversation: await this.view(tx, me, conversationId) }, created: sent.created };
    });
  }

  /** Finds the asker's conversation with a member, or opens one (not across a block). */
  async start(me: string, ref: string): Promise<Outcome<Conversation>> {
    const recipientId = await this.recipient(me, ref);
    return this.db.transaction(async (tx) => {
      const existing = await repo.conversationBetween(tx, me, recipientId);
      if (existing) return { result: await this.view(tx, me, existing), created: false };
      if (await isBlockedEitherWay(tx, me, recipientId)) throw new HttpError(403, M.blocked);
      const { id, created } = await repo.findOrCreateConversation(tx, me, recipientId);
      return { result: await this.view(tx, me, id), created };
    });
  }

  /** The first message to a member: the conversation (found or made) and the message, in one transaction. */
  async create(me: string, body: CreateConversationBody): Promise<Outcome<SendMessageResponse>> {
    const text = this.text(body.message);
    const recipientId = await this.recipient(me, body.recipient);
    const clientId = body.clientId ?? null;
    return this.write(async (tx, outbox) => {
      if (clientId !== null) {
        // A retry: answered before anything is made, so a retried create never opens a conversation.
        const stored = await repo.messageByClientId(tx, me, clientId);
        if (stored) {
          const membership = await repo.membership(tx, stored.conversation_id, me);
          if (membership?.other_id !== recipientId) throw new HttpError(409, M.clientIdReused);
          return { result: { message: toMessage(stored), conversation: await this.view(tx, me, stored.conversation_id) }, created: false };
        }
      }
      if (await isBlockedEitherWay(tx, me, recipientId)) throw new HttpError(403, M.blocked);
      const { id } = await repo.findOrCreateConversation(tx, me, recipientId);
      const sent = await this.deliver(tx, outbox, { conversationId: id, senderId: me, recipientId, text, clientId });
      return { result: { message: toMessage(sent.result), conversation: await this.view(tx, me, id) }, created: sent.created };
    });
  }

  /**
   * Stores a message unless its client id shows it is a retry of one already stored (then that
   * one, unchanged). Refuses an inactive recipient and a block either way. Sending reads the
   * thread: the sender's read mark moves to their own message.
   */
  private async deliver(
    tx: Queryable,
    outbox: RealtimeOutbox,
    send: { conversationId: string; senderId: string; recipientId: string; text: string; clientId: string | null },
  ): Promise<Outcome<StoredMessageRow>> {
    const { conversationId, senderId, recipientId, clientId } = send;
    await repo.lockConversation(tx, conversationId);
    const retried = (stored: StoredMessageRow): Outcome<StoredMessageRow> => {
      if (stored.conversation_id !== conversationId) throw new HttpError(409, M.clientIdReused);
      return { result: stored, created: false };
    };
    if (clientId !== null) {
      const stored = await repo.messageByClientId(tx, senderId, clientId);
      if (stored) return retried(stored);
    }
    if (!(await isReachable(tx, recipientId))) throw new HttpError(403, M.recipientUnavailable);
    if (await isBlockedEitherWay(tx, senderId, recipientId)) throw new HttpError(403, M.blocked);
    const senderHadUnread = (await repo.unreadIn(tx, conversationId, senderId)) > 0;
    const inserted = await repo.insertMessage(tx, { conversationId, senderId, body: send.text, clientId });
    // Null only when a concurrent request stored the same client id first (it waited for that one to commit).
    if (!inserted) return retried((await repo.messageByClientId(tx, senderId, clientId as string)) as StoredMessageRow);
    await repo.touchConversation(tx, conversationId);
    await repo.advanceReadMark(tx, conversationId, senderId, inserted.seq);
    outbox.message(toMessage(inserted), recipientId, await repo.count(tx, recipientId));
    if (senderHadUnread) outbox.read(conversationId, senderId, inserted.id, await repo.count(tx, senderId));
    return { result: inserted, created: true };
  }

  /** Moves the asker's read mark to a message of the conversation, or its newest; forward only. */
  private async markReadIn(tx: Queryable, outbox: RealtimeOutbox, conversationId: string, me: string, messageId: string | null): Promise<void> {
    const target = messageId === null ? await repo.newestMessage(tx, conversationId) : await repo.message(tx, conversationId, messageId);
    if (!target) {
      if (messageId !== null) throw new HttpError(404, M.messageNotFound);
      return;
    }
    if (await repo.advanceReadMark(tx, conversationId, me, target.seq)) outbox.read(conversationId, me, target.id, await repo.count(tx, me));
  }

  /** Answers the asker's unread counts after the move. */
  async markRead(me: string, conversationId: string, messageId: string | null): Promise<ConversationCount> {
    return this.write(async (tx, outbox) => {
      await this.membership(tx, conversationId, me);
      await this.markReadIn(tx, outbox, conversationId, me, messageId);
      return repo.count(tx, me);
    });
  }

  /** The sender's own message only; both members then see a "message deleted" line. Deleting it again changes nothing. */
  async deleteMessage(me: string, conversationId: string, messageId: string): Promise<void> {
    await this.write(async (tx, outbox) => {
      const membership = await this.membership(tx, conversationId, me);
      const message = await repo.message(tx, conversationId, messageId);
      // A message before the asker's "deleted for me" point no longer exists for them.
      if (!message || BigInt(message.seq) <= BigInt(membership.cleared_seq)) throw new HttpError(404, M.messageNotFound);
      if (message.sender_id !== me) throw new HttpError(403, M.notOwnMessage);
      if (!(await repo.softDeleteMessage(tx, message.id))) return;
      const event = { kind: 'message-deleted', conversationId, messageId: message.id } as const;
      outbox
        .add(realtimeTopics.conversation(conversationId), event)
        .add(realtimeTopics.inbox(membership.other_id), event)
        .add(realtimeTopics.inbox(me), event)
        // A deleted message no longer counts as unread.
        .unread(membership.other_id, await repo.count(tx, membership.other_id));
    });
  }

  /** Hides the conversation for the asker only, up to its newest message; a newer message brings it back. */
  async deleteConversation(me: string, conversationId: string): Promise<void> {
    await this.write(async (tx, outbox) => {
      await this.membership(tx, conversationId, me);
      const newest = await repo.newestMessage(tx, conversationId);
      if (!newest) return;
      if (await repo.clearFor(tx, conversationId, me, newest.seq)) outbox.read(conversationId, me, newest.id, await repo.count(tx, me));
    });
  }
}
