import type { ConversationCount } from '@meydan/shared/contracts';
import { baseApi } from './base-api';

/** The tag of a member's unread-conversation count, invalidated by the messaging remote's mutations. */
export const CONVERSATION_COUNT_TAG = { type: 'Conversation' as const, id: 'COUNT' };

/**
 * The member's unread-conversation count (SPEC §7): the shell's header shows it on every page and
 * the messaging remote patches it live, so it is shared; the rest of the conversations API is the
 * messaging remote's own (libs/messaging/data-access). `viewerId` only keys the cache per member.
 */
export const conversationCountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConversationCount: build.query<ConversationCount, { viewerId: string }>({
      query: () => ({ url: '/conversations/count' }),
      providesTags: [CONVERSATION_COUNT_TAG],
    }),
  }),
});

export const { useGetConversationCountQuery } = conversationCountApi;
