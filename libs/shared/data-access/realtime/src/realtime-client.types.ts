import type { RealtimeState } from '@meydan/shared/contracts';

export type TopicCallback<T = unknown> = (value: T, topicId: string) => void;

export interface RealtimeSubscription {
  /** Stops this callback; the topic is unsubscribed on the server when no callback is left. */
  unsubscribe(): void;
}

/**
 * The one socket of a browser tab (SPEC §4): states not-initialized → connecting → open →
 * closing → closed; reconnects up to 60 times every 5000 ms; on the server's `ready` topic sends
 * Authorization, BindMeta, then re-subscribes every known topic.
 */
export interface RealtimeClient {
  readonly state: RealtimeState;
  /** The client id the server gave this browser (`cid` topic), once known. */
  readonly clientId: string | null;
  /** Opens the socket (idempotent). `host` is the origin, e.g. `window.location.origin`. */
  connect(host: string): void;
  close(): void;
  /** Subscribes callbacks to topics (SPEC §5: needs a non-empty topic array and a callback). */
  subscribe<T = unknown>(topicIds: string[], callback: TopicCallback<T>): RealtimeSubscription;
  /** Tells the other member of a conversation that this member is typing (throttled by the caller). */
  typing(conversationId: string): void;
  /** Re-sends Authorization after a sign-in, sign-out or token renewal. */
  reauthorize(): void;
  onStateChange(listener: (state: RealtimeState) => void): () => void;
  /** Fires when the server hands out a different client id than the stored one (SPEC §4 cid). */
  onClientIdChange(listener: (clientId: string) => void): () => void;
}
