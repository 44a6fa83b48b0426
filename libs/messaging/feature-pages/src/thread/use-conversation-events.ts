import { useMemo } from 'react';
import type { ConversationRealtimeEvent, Message } from '@meydan/shared/contracts';
import { realtimeTopics } from '@meydan/shared/contracts/constants';
import { useRealtimeTopic } from '@meydan/shared/data-access/realtime';

export interface ConversationEventHandlers {
  onMessage: (message: Message) => void;
  onDeleted: (messageId: string) => void;
  onRead: (userId: string, lastReadMessageId: string) => void;
  onTyping: (userId: string) => void;
}

/**
 * The open thread's live events on `conversation:{id}` (the server lets only its two members
 * subscribe). Events of another conversation are ignored, should one ever be delivered here.
 */
export function useConversationEvents(conversationId: string | null, handlers: ConversationEventHandlers): void {
  const topics = useMemo(() => (conversationId ? [realtimeTopics.conversation(conversationId)] : null), [conversationId]);
  useRealtimeTopic<ConversationRealtimeEvent>(topics, (event) => {
    if (!event || event.kind === 'unread' || event.conversationId !== conversationId) return;
    switch (event.kind) {
      case 'message':
        handlers.onMessage(event.message);
        break;
      case 'message-deleted':
        handlers.onDeleted(event.messageId);
        break;
      case 'read':
        handlers.onRead(event.userId, event.lastReadMessageId);
        break;
      case 'typing':
        handlers.onTyping(event.userId);
        break;
    }
  });
}
