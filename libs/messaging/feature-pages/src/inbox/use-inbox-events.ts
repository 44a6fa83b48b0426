import { useMemo, useRef } from 'react';
import type { ConversationRealtimeEvent } from '@meydan/shared/contracts';
import { realtimeTopics } from '@meydan/shared/contracts/constants';
import { conversationCountApi } from '@meydan/shared/data-access/api-client';
import { useRealtimeTopic } from '@meydan/shared/data-access/realtime';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { patchListedConversation, refreshInbox } from '../lib/list-cache';
import { useOnReconnect } from '../lib/use-on-reconnect';

/** Whether the member is looking at the page right now (a hidden tab reads nothing). */
export function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * The member's `user:{id}:inbox` events keep the conversation list live: a new message becomes
 * the conversation's last message (moving it to the top) and, unless the member is reading
 * that thread, adds to its unread badge; a conversation the list does not hold yet makes it
 * reload. The unread totals go to the header's count.
 */
export function useInboxEvents(viewerId: string, openConversationId: string | null): void {
  const dispatch = useAppDispatch();
  const openRef = useRef(openConversationId);
  openRef.current = openConversationId;
  const topics = useMemo(() => [realtimeTopics.inbox(viewerId)], [viewerId]);

  useRealtimeTopic<ConversationRealtimeEvent>(topics, (event) => {
    if (!event) return;
    switch (event.kind) {
      case 'message': {
        const { conversationId, message } = event;
        const reading = conversationId === openRef.current && pageVisible();
        const found = patchListedConversation(dispatch, viewerId, conversationId, (conversation) => {
          if (conversation.lastMessage?._id === message._id) return;
          conversation.lastMessage = message;
          conversation.updatedAt = message.createdAt;
          if (message.sender !== viewerId && !reading) conversation.unreadCount += 1;
        });
        if (!found) refreshInbox(dispatch);
        break;
      }
      case 'message-deleted':
        patchListedConversation(dispatch, viewerId, event.conversationId, (conversation) => {
          if (conversation.lastMessage?._id === event.messageId) conversation.lastMessage = { ...conversation.lastMessage, deleted: true, message: '' };
        });
        break;
      case 'read':
        if (event.userId === viewerId) break;
        patchListedConversation(dispatch, viewerId, event.conversationId, (conversation) => {
          conversation.recipientLastReadMessageId = event.lastReadMessageId;
        });
        break;
      case 'unread':
        dispatch(
          conversationCountApi.util.updateQueryData('getConversationCount', { viewerId }, (count) => {
            count.count = event.count;
            count.messages = event.messages;
          }),
        );
        break;
      default:
        break;
    }
  });

  useOnReconnect(() => refreshInbox(dispatch, { count: true }));
}
