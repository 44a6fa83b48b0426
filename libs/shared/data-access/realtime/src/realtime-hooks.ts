import { createContext, createElement, type ReactNode, useContext, useEffect, useRef } from 'react';
import type { RealtimeClient, TopicCallback } from './realtime-client.types';

/**
 * React access to the tab's one realtime client. The shell creates it in the browser and
 * provides it with RealtimeProvider; remotes reach the same context because this module is a
 * federation singleton (tools/mf/shared.mts). On the server nothing provides one.
 */
const RealtimeContext = createContext<RealtimeClient | null>(null);

export function RealtimeProvider({ client, children }: { client: RealtimeClient | null; children?: ReactNode }) {
  return createElement(RealtimeContext.Provider, { value: client }, children);
}

/** The client, or null on the server and before the shell provides it. */
export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/**
 * Subscribes `callback` to `topicIds` while the component is mounted (null or [] subscribes
 * nothing, e.g. for a visitor). The subscription follows the topic ids' values, not the array's
 * identity, and the latest callback is always the one called, so an inline callback or a fresh
 * array on every render never resubscribes.
 */
export function useRealtimeTopic<T = unknown>(topicIds: string[] | null, callback: TopicCallback<T>): void {
  const client = useRealtimeClient();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  // A key of the values; \n cannot be part of a topic id the server accepts.
  const key = topicIds && topicIds.length ? topicIds.join('\n') : '';
  useEffect(() => {
    if (!client || !key) return;
    const subscription = client.subscribe<T>(key.split('\n'), (value, topicId) => latest.current(value, topicId));
    return () => subscription.unsubscribe();
  }, [client, key]);
}
