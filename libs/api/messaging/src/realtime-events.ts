import type { RealtimePublisher } from '@meydan/api/core';
import { type ConversationCount, type ConversationRealtimeEvent, type Message, realtimeTopics } from '@meydan/shared/contracts';

/** One event waiting for its transaction to commit. */
export interface PendingEvent {
  topicId: string;
  value: ConversationRealtimeEvent;
}

/**
 * Events gathered while a write runs, handed to the publisher only after its transaction commits
 * (a rolled-back write must not tell anyone anything). Publishing never fails the write: realtime
 * is a courtesy, and a client that misses an event catches up when it refetches.
 */
export class RealtimeOutbox {
  private readonly events: PendingEvent[] = [];

  add(topicId: string, value: ConversationRealtimeEvent): this {
    this.events.push({ topicId, value });
    return this;
  }

  /** A new message: the thread, the recipient's inbox (with their new unread count), and the sender's other tabs. */
  message(message: Message, recipientId: string, recipientCount: ConversationCount): this {
    const event: ConversationRealtimeEvent = { kind: 'message', conversationId: message.conversationId, message };
    return this.add(realtimeTopics.conversation(message.conversationId), event)
      .add(realtimeTopics.inbox(recipientId), event)
      .add(realtimeTopics.inbox(recipientId), { kind: 'unread', ...recipientCount })
      .add(realtimeTopics.inbox(message.sender), event);
  }

  /** A read mark moved: the thread (the other member's "seen") and the reader's own badge. */
  read(conversationId: string, readerId: string, lastReadMessageId: string, readerCount: ConversationCount): this {
    return this.add(realtimeTopics.conversation(conversationId), { kind: 'read', conversationId, userId: readerId, lastReadMessageId }).add(realtimeTopics.inbox(readerId), {
      kind: 'unread',
      ...readerCount,
    });
  }

  unread(userId: string, count: ConversationCount): this {
    return this.add(realtimeTopics.inbox(userId), { kind: 'unread', ...count });
  }

  get pending(): readonly PendingEvent[] {
    return this.events;
  }

  publishTo(publisher: RealtimePublisher): void {
    for (const { topicId, value } of this.events) {
      try {
        publisher.publish(topicId, value);
      } catch {
        // The contract says publish never throws; a broken publisher still must not fail a committed write.
      }
    }
  }
}
