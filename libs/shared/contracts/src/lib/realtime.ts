import type { Message } from './conversations.schema';

/**
 * The realtime socket protocol (SPEC §3 "Realtime messages", §4 "Realtime socket", §5, §8, §9),
 * shared by the server at `/ws` (libs/api/realtime) and the browser client
 * (@meydan/shared/data-access/realtime). Every frame is one JSON text message.
 *
 * Server → client: `{ topicId, value }` (a RealtimeMessage). Reserved topics:
 * - `ready`: sent once the socket is open; the client then sends Authorization, then BindMeta,
 *   then Subscribe with every topic it knows (so a reconnect re-subscribes by itself);
 * - `cid`: `{ clientId, token }`: the connection's client id and a signed token for it; the client
 *   stores the token and sends it back in BindMeta, so a reconnecting client keeps its id;
 * - `error`: `{ message, statusCode, topicIds? }` (a refused topic, a bad frame, an expired token).
 * Any other topic carries the events of the topic (below).
 *
 * Client → server: `{ type, value }` (a RealtimeControl): Authorization, BindMeta, Subscribe,
 * Unsubscribe (SPEC §3), plus Typing (the member is writing in a conversation; the server relays it
 * to the conversation topic after checking membership).
 */
export const REALTIME_PATH = '/ws';
/** SPEC §9: the client version the browser reports in BindMeta. */
export const REALTIME_CLIENT_VERSION = '4.0.3';
/** SPEC §9: reconnect at most 60 times, every 5000 ms. */
export const REALTIME_MAX_RETRIES = 60;
export const REALTIME_RETRY_DELAY_MS = 5000;
/** Most topics one Subscribe may name, and one socket may hold. */
export const REALTIME_MAX_TOPICS = 50;
/** Frames larger than this are refused (the protocol's frames are small). */
export const REALTIME_MAX_FRAME_BYTES = 16 * 1024;

export const REALTIME_RESERVED_TOPICS = { ready: 'ready', cid: 'cid', error: 'error' } as const;

/** SPEC §4: the socket's states. */
export type RealtimeState = 'not-initialized' | 'connecting' | 'open' | 'closing' | 'closed';

export interface RealtimeMessage<T = unknown> {
  topicId: string;
  value: T;
}

export type RealtimeControl =
  /** The member's access token (the readable `o-auth-token` cookie); null for a visitor. */
  | { type: 'Authorization'; value: { token: string | null } }
  | { type: 'BindMeta'; value: RealtimeBindMeta }
  | { type: 'Subscribe'; value: { topicIds: string[] } }
  | { type: 'Unsubscribe'; value: { topicIds: string[] } }
  | { type: 'Typing'; value: { conversationId: string } };

export interface RealtimeBindMeta {
  clientVersion: string;
  /** The stored `cid` token of an earlier connection, if any: the server keeps that client id. */
  clientToken?: string | null;
  edition?: string;
  platform?: 'web';
}

export interface RealtimeCid {
  clientId: string;
  token: string;
}

/**
 * `statusCode`: 400 a malformed frame, or topics of unknown shape / over the limit; 401 signed out,
 * or the token is invalid or expired (the socket stays open as a visitor: send a renewed
 * Authorization, then Subscribe again); 403 topics that are not the member's; 429 frames too fast;
 * 500/503 the server could not handle or check it now. `topicIds`: the topics refused or dropped.
 */
export interface RealtimeError {
  message: string;
  statusCode: number;
  topicIds?: string[];
}

/**
 * Topics. A member may subscribe only to their own `user:{id}:…` topics and to the
 * `conversation:{id}` topics of conversations they are in; the server checks each one.
 */
export const realtimeTopics = {
  /** Notification events of a member: `{ kind: 'notification', type }` and `{ kind: 'count', count }`. */
  notifications: (userId: string) => `user:${userId}:notifications`,
  /** Messaging events of a member across all conversations: new messages and the unread count. */
  inbox: (userId: string) => `user:${userId}:inbox`,
  /** One conversation: messages, deletions, typing and read receipts. */
  conversation: (conversationId: string) => `conversation:${conversationId}`,
  /** One live Tic Tac Toe Football match: `{ kind: 'match', match }` after every change (TttRealtimeEvent). */
  match: (matchId: string) => `match:${matchId}`,
} as const;

/** Events on `user:{id}:notifications`. */
export type NotificationRealtimeEvent = { kind: 'notification'; type: string } | { kind: 'count'; count: number };

/** Events on `user:{id}:inbox` and `conversation:{id}` (the message is the API's Message shape). */
export type ConversationRealtimeEvent =
  | { kind: 'message'; conversationId: string; message: Message }
  | { kind: 'message-deleted'; conversationId: string; messageId: string }
  | { kind: 'read'; conversationId: string; userId: string; lastReadMessageId: string }
  | { kind: 'typing'; conversationId: string; userId: string }
  | { kind: 'unread'; count: number; messages: number };

/** SPEC §8 realtime client errors (logged only, SPEC §8). */
export const REALTIME_ERRORS = {
  notInitialized: 'connection is not initialized',
  emptyTopics: 'topicIds can not be null or empty, should be an array containing at least one item',
  noCallback: 'Subscribe function called without defining a callback',
} as const;
