import type {
  Conversation,
  ConversationCount,
  ConversationListResponse,
  MessageListResponse,
  Profile,
  SendMessageResponse,
} from '@meydan/shared/contracts';
import { conversationCountApi, CONVERSATION_COUNT_TAG as COUNT_TAG } from '@meydan/shared/data-access/api-client';

const LIST_TAG = { type: 'Conversation' as const, id: 'LIST' };

/**
 * SPEC §7 Conversations: the messaging remote's list, thread and composer (the header's unread
 * count, which the shell shows too, is the shared conversationCountApi it extends). `viewerId`
 * only keys the cache per member, so a member signing in after another never sees the other's
 * conversations. Live updates arrive over the realtime socket; the messaging pages patch these
 * caches from its events.
 */
export const conversationsApi = conversationCountApi.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<ConversationListResponse, { page: number; viewerId: string }>({
      query: ({ page }) => ({ url: '/conversations', params: { page, useHasNextPage: true } }),
      providesTags: [LIST_TAG],
      keepUnusedDataFor: 30,
    }),
    getConversation: build.query<Conversation, { id: string; viewerId: string }>({
      query: ({ id }) => ({ url: `/conversations/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, { id }) => [{ type: 'Conversation', id }],
    }),
    /** Newest first; `before` (a message id) pages back through history. Opening a page marks the thread read. */
    getMessages: build.query<MessageListResponse, { id: string; before?: string; viewerId: string; markRead?: boolean }>({
      query: ({ id, before, markRead }) => ({
        url: `/conversations/${encodeURIComponent(id)}/messages`,
        params: { ...(before ? { before } : {}), ...(markRead === false ? { markRead: false } : {}) },
      }),
      keepUnusedDataFor: 0,
    }),
    /**
     * The inbox as one growing list (page after page, `useHasNextPage`): the messaging remote's
     * conversation list with its infinite scroll. Live events patch it; sends refetch it.
     */
    getConversationPages: build.infiniteQuery<ConversationListResponse, { viewerId: string }, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) => (lastPage.pagination.hasNextPage ? lastPageParam + 1 : undefined),
      },
      query: ({ pageParam }) => ({ url: '/conversations', params: { page: pageParam, useHasNextPage: true } }),
      providesTags: [LIST_TAG],
      keepUnusedDataFor: 30,
    }),
    /**
     * A thread's history, newest page first, each older page fetched `before` the oldest message
     * loaded (a cursor stays right while new messages arrive). Only the first page marks the
     * thread read: scrolling back through history must not read a message that just came in.
     */
    getMessagePages: build.infiniteQuery<MessageListResponse, { id: string; viewerId: string }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => {
          const oldest = lastPage.items[lastPage.items.length - 1];
          return lastPage.pagination.hasNextPage && oldest ? oldest._id : undefined;
        },
      },
      query: ({ queryArg: { id }, pageParam }) => ({
        url: `/conversations/${encodeURIComponent(id)}/messages`,
        params: pageParam ? { before: pageParam, markRead: false } : {},
      }),
      keepUnusedDataFor: 0,
    }),
    /** The member a new thread is addressed to (`GET /users/{username}`), when no conversation with them exists yet. */
    getMessageRecipient: build.query<Profile, string>({
      query: (username) => ({ url: `/users/${encodeURIComponent(username)}` }),
      keepUnusedDataFor: 60,
    }),
    /** `GET /conversations/find`: the conversation with a member (uuid or username), or a 404. */
    findConversation: build.query<Conversation, { recipient: string; viewerId: string }>({
      query: ({ recipient }) => ({ url: '/conversations/find', params: { recipient } }),
      keepUnusedDataFor: 0,
    }),
    /** `POST /conversations/{id}`; `clientId` makes retries safe (the server stores one message per client id). */
    sendMessage: build.mutation<SendMessageResponse, { id: string; message: string; clientId: string }>({
      query: ({ id, message, clientId }) => ({ url: `/conversations/${encodeURIComponent(id)}`, method: 'POST', data: { message, clientId } }),
      invalidatesTags: [LIST_TAG],
    }),
    /** `POST /conversations/create` {recipient, message}: the first message to a member. */
    createConversation: build.mutation<SendMessageResponse, { recipient: string; message: string; clientId: string }>({
      query: (body) => ({ url: '/conversations/create', method: 'POST', data: body }),
      invalidatesTags: [LIST_TAG],
    }),
    /** `POST /conversations/` {recipient}: finds or opens the conversation with a member. */
    startConversation: build.mutation<Conversation, { recipient: string }>({
      query: (body) => ({ url: '/conversations/', method: 'POST', data: body }),
      invalidatesTags: [LIST_TAG],
    }),
    markConversationRead: build.mutation<ConversationCount, { id: string; messageId?: string }>({
      query: ({ id, messageId }) => ({ url: `/conversations/${encodeURIComponent(id)}/read`, method: 'POST', data: messageId ? { messageId } : {} }),
      invalidatesTags: [COUNT_TAG, LIST_TAG],
    }),
    deleteMessage: build.mutation<void, { id: string; messageId: string }>({
      query: ({ id, messageId }) => ({ url: `/conversations/${encodeURIComponent(id)}/${encodeURIComponent(messageId)}`, method: 'DELETE' }),
    }),
    deleteConversation: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/conversations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST_TAG, COUNT_TAG],
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetConversationQuery,
  useGetMessagesQuery,
  useLazyGetMessagesQuery,
  useGetConversationPagesInfiniteQuery,
  useGetMessagePagesInfiniteQuery,
  useGetMessageRecipientQuery,
  useFindConversationQuery,
  useSendMessageMutation,
  useCreateConversationMutation,
  useStartConversationMutation,
  useMarkConversationReadMutation,
  useDeleteMessageMutation,
  useDeleteConversationMutation,
} = conversationsApi;
