import type { RealtimeClient, TopicCallback } from './realtime-client.types';

/**
 * React access to the tab's one realtime client (the shell creates and provides it; remotes share
 * this module as a federation singleton). Implemented in issue 6 by the realtime client work:
 * - `useRealtimeClient()`: the client, or null on the server and before the shell provides it;
 * - `useRealtimeTopic(topicIds, callback)`: subscribes while mounted (null or [] subscribes nothing);
 *   the latest callback is used without resubscribing.
 */
export declare function useRealtimeClient(): RealtimeClient | null;
export declare function useRealtimeTopic<T = unknown>(topicIds: string[] | null, callback: TopicCallback<T>): void;
