import type { Conversation } from '@meydan/shared/contracts';
import { conversationsApi } from '@meydan/messaging/data-access';
import { CONVERSATION_COUNT_TAG } from '@meydan/shared/data-access/api-client';
import type { useAppDispatch } from '@meydan/shared/data-access/store';

type Dispatch = ReturnType<typeof useAppDispatch>;

export const CONVERSATION_LIST_TAG = { type: 'Conversation' as const, id: 'LIST' };

/**
 * Changes a conversation wherever the member's inbox list holds it; false when it holds none
 * (a conversation the list has not loaded, or a new one: the caller refetches the list).
 */
export function patchListedConversation(dispatch: Dispatch, viewerId: string, conversationId: string, recipe: (conversation: Conversation) => void): boolean {
  let found = false;
  dispatch(
    conversationsApi.util.updateQueryData('getConversationPages', { viewerId }, (draft) => {
      for (const page of draft.pages) {
        for (const conversation of page.items) {
          if (conversation._id !== conversationId) continue;
          found = true;
          recipe(conversation);
        }
      }
    }),
  );
  return found;
}

/** The list and the header's unread count ask the server again. */
export function refreshInbox(dispatch: Dispatch, { count = false }: { count?: boolean } = {}): void {
  dispatch(conversationsApi.util.invalidateTags(count ? [CONVERSATION_LIST_TAG, CONVERSATION_COUNT_TAG] : [CONVERSATION_LIST_TAG]));
}

/** Opening a thread reads it (the first history page marks it read): its badge goes, the header count is asked again. */
export function markListedConversationRead(dispatch: Dispatch, viewerId: string, conversationId: string): void {
  patchListedConversation(dispatch, viewerId, conversationId, (conversation) => {
    conversation.unreadCount = 0;
  });
  dispatch(conversationsApi.util.invalidateTags([CONVERSATION_COUNT_TAG]));
}
