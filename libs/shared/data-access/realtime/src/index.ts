// The browser's realtime socket client (SPEC §4 Realtime socket) and push permission flow (SPEC §4 Push permission).
export type { RealtimeClient, RealtimeSubscription, TopicCallback } from './realtime-client.types';
export {
  type ClientTokenStore,
  createRealtimeClient,
  localClientTokenStore,
  REALTIME_CLIENT_TOKEN_KEY,
  type RealtimeClientOptions,
  type RealtimeLogger,
  realtimeUrl,
  type WebSocketFactory,
  type WebSocketLike,
} from './realtime-client';
export { RealtimeProvider, useRealtimeClient, useRealtimeTopic } from './realtime-hooks';
export * from './push';
