import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable, PaginationSchema } from './common.schema';
import { UserRefSchema } from './profile.schema';
import { MemberSummarySchema } from './social-graph.schema';
import { MessageTextSchema } from './validation.schema';
import { MESSAGE_MAX_LENGTH } from '../constants';
import { UUID_PATTERN } from './uuid';

/**
 * SPEC §7 Conversations, §3 Conversation/Message, §5 (message ≤ 3000, blocking) and §9 (page
 * sizes: conversation messages 15). A conversation is between exactly two members; its read state
 * is one "last read message" per member, not a flag per message.
 */
export const CONVERSATION_PAGE_SIZE = { default: 20, max: 50 } as const;
export const MESSAGE_PAGE_SIZE = { default: 15, max: 50 } as const;
/** A client id (SPEC issue 6: retries are de-duplicated by it): the browser makes a uuid per message. */
export const CLIENT_MESSAGE_ID_MAX_LENGTH = 64;

export const ClientMessageIdSchema = Type.String({ minLength: 1, maxLength: CLIENT_MESSAGE_ID_MAX_LENGTH, pattern: '^[A-Za-z0-9_-]+$' });

export const ConversationIdParamsSchema = Type.Object({ id: Type.String({ pattern: UUID_PATTERN, maxLength: 36 }) }, { additionalProperties: false });
export type ConversationIdParams = Static<typeof ConversationIdParamsSchema>;

export const ConversationMessageParamsSchema = Type.Object(
  { id: Type.String({ pattern: UUID_PATTERN, maxLength: 36 }), messageId: Type.String({ pattern: UUID_PATTERN, maxLength: 36 }) },
  { additionalProperties: false },
);
export type ConversationMessageParams = Static<typeof ConversationMessageParamsSchema>;

export const MessageSchema = Type.Object({
  _id: Type.String(),
  conversationId: Type.String(),
  /** The sender's user id. */
  sender: Type.String(),
  /** Empty when deleted (`deleted` true): the thread keeps a "message deleted" line in its place. */
  message: Type.String(),
  /** The client id the sender gave it, echoed so the sender's browser can match its optimistic copy. */
  clientId: Nullable(Type.String()),
  deleted: Type.Boolean(),
  createdAt: DateTimeSchema,
});
export type Message = Static<typeof MessageSchema>;

export const ConversationSchema = Type.Object({
  _id: Type.String(),
  /** The other member (SPEC §3 "recipient"). */
  recipient: MemberSummarySchema,
  lastMessage: Nullable(MessageSchema),
  /** Messages from the other member after the asker's last read message. */
  unreadCount: Type.Integer({ minimum: 0 }),
  /** The other member's last read message id: read receipts ("seen") for the asker's messages. */
  recipientLastReadMessageId: Nullable(Type.String()),
  /** True when either member blocked the other: the thread is read-only (SPEC §5). */
  blocked: Type.Boolean(),
  updatedAt: DateTimeSchema,
});
export type Conversation = Static<typeof ConversationSchema>;

/** `GET /conversations` (page, limit): newest activity first; a conversation the asker deleted shows again when a new message arrives. */
export const ConversationListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CONVERSATION_PAGE_SIZE.max, default: CONVERSATION_PAGE_SIZE.default })),
    useHasNextPage: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type ConversationListQuery = Static<typeof ConversationListQuerySchema>;

export const ConversationListResponseSchema = Type.Object({ items: Type.Array(ConversationSchema), pagination: PaginationSchema });
export type ConversationListResponse = Static<typeof ConversationListResponseSchema>;

/**
 * `GET /conversations/{id}/messages` (page, limit 15): newest first in pages, so page 1 is the
 * latest 15. `before` (a message id) pages by cursor instead, which stays stable while new
 * messages arrive: the thread's infinite scroll back through history uses it.
 */
export const MessageListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGE_PAGE_SIZE.max, default: MESSAGE_PAGE_SIZE.default })),
    before: Type.Optional(Type.String({ pattern: UUID_PATTERN, maxLength: 36 })),
    /** Marks the conversation read up to its newest message (default true: opening a thread reads it). */
    markRead: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type MessageListQuery = Static<typeof MessageListQuerySchema>;

/** Items are newest first; `hasNextPage` says whether older messages remain. */
export const MessageListResponseSchema = Type.Object({
  items: Type.Array(MessageSchema),
  pagination: PaginationSchema,
  conversation: ConversationSchema,
});
export type MessageListResponse = Static<typeof MessageListResponseSchema>;

/** `POST /conversations/{id}` {message, clientId?}. */
export const SendMessageBodySchema = Type.Object({ message: MessageTextSchema, clientId: Type.Optional(ClientMessageIdSchema) }, { additionalProperties: false });
export type SendMessageBody = Static<typeof SendMessageBodySchema>;

/** `POST /conversations/` {recipient}: finds or opens the conversation with a member (uuid or username). */
export const StartConversationBodySchema = Type.Object({ recipient: UserRefSchema }, { additionalProperties: false });
export type StartConversationBody = Static<typeof StartConversationBodySchema>;

/** `POST /conversations/create` {recipient, message, clientId?}. */
export const CreateConversationBodySchema = Type.Object(
  { recipient: UserRefSchema, message: MessageTextSchema, clientId: Type.Optional(ClientMessageIdSchema) },
  { additionalProperties: false },
);
export type CreateConversationBody = Static<typeof CreateConversationBodySchema>;

/** `GET /conversations/find` (recipient): the conversation with that member, or 404. */
export const FindConversationQuerySchema = Type.Object({ recipient: UserRefSchema }, { additionalProperties: false });
export type FindConversationQuery = Static<typeof FindConversationQuerySchema>;

/** The answer of a send: the stored message (the same one again for a retried client id) and the conversation. */
export const SendMessageResponseSchema = Type.Object({ message: MessageSchema, conversation: ConversationSchema });
export type SendMessageResponse = Static<typeof SendMessageResponseSchema>;

/** `GET /conversations/count`: conversations with unread messages, and unread messages in all. */
export const ConversationCountSchema = Type.Object({ count: Type.Integer({ minimum: 0 }), messages: Type.Integer({ minimum: 0 }) });
export type ConversationCount = Static<typeof ConversationCountSchema>;

/** `POST /conversations/{id}/read` {messageId?}: moves the asker's read mark forward (never back). */
export const MarkConversationReadBodySchema = Type.Object({ messageId: Type.Optional(Type.String({ pattern: UUID_PATTERN, maxLength: 36 })) }, { additionalProperties: false });
export type MarkConversationReadBody = Static<typeof MarkConversationReadBodySchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { MESSAGE_MAX_LENGTH };
