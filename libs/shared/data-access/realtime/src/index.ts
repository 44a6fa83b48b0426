// The browser's realtime socket client (SPEC §4 Realtime socket) and push permission flow (SPEC §4 Push permission).
export type { RealtimeClient, RealtimeSubscription, TopicCallback } from './realtime-client.types';
export { useRealtimeClient, useRealtimeTopic } from './realtime-hooks';
