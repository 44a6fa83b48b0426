import type {
  Conversation,
  ConversationCount,
  ConversationListResponse,
  MessageListResponse,
  SendMessageResponse,
} from '@meydan/shared/contracts';
import { baseApi } from './base-api';

const LIST_TAG = { type: 'Conversation' as const, id: 'LIST' };
const COUNT_TAG = { type: 'Conversation' as const, id: 'COUNT' };

/**
 * SPEC §7 Conversations: shared by the messaging remote (list, thread, composer) and the shell
 * (the header's unread count). `viewerId` only keys the cache per member, so a member signing in
 * after another never sees the other's conversations. Live updates arrive over the realtime
 * socket; the messaging pages patch these caches from its events.
 */
export const conversationsApi = baseApi.injectEndpoints({
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
    /** `GET /conversations/find`: the conversation with a member (uuid or username), or a 404. */
    findConversation: build.query<Conversation, { recipient: string; viewerId: string }>({
      query: ({ recipient }) => ({ url: '/conversations/find', params: { recipient } }),
      keepUnusedDataFor: 0,
    }),
    getConversationCount: build.query<ConversationCount, { viewerId: string }>({
      query: () => ({ url: '/conversations/count' }),
      providesTags: [COUNT_TAG],
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
  useFindConversationQuery,
  useGetConversationCountQuery,
  useSendMessageMutation,
  useCreateConversationMutation,
  useStartConversationMutation,
  useMarkConversationReadMutation,
  useDeleteMessageMutation,
  useDeleteConversationMutation,
} = conversationsApi;
