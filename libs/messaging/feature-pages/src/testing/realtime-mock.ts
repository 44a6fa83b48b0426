import { useEffect, useRef } from 'react';
import type { RealtimeClient, TopicCallback } from '@meydan/shared/data-access/realtime';

/*
 * A stand-in for @meydan/shared/data-access/realtime in specs (jest.mock it with this module):
 * the hooks' contract (subscribe while mounted, latest callback, null subscribes nothing) over an
 * in-memory topic table that specs publish to with `emit`.
 */

type Listener = (value: unknown, topicId: string) => void;

const listeners = new Map<string, Set<Listener>>();
/** Conversation ids the page said the member is typing in, in order. */
export const typingCalls: string[] = [];

export const fakeRealtimeClient: RealtimeClient = {
  state: 'open',
  clientId: 'client-1',
  connect: () => undefined,
  close: () => undefined,
  subscribe: () => ({ unsubscribe: () => undefined }),
  typing: (conversationId) => void typingCalls.push(conversationId),
  reauthorize: () => undefined,
  onStateChange: () => () => undefined,
  onClientIdChange: () => () => undefined,
};

export function useRealtimeClient(): RealtimeClient | null {
  return fakeRealtimeClient;
}

export function useRealtimeTopic<T = unknown>(topicIds: string[] | null, callback: TopicCallback<T>): void {
  const latest = useRef(callback);
  latest.current = callback;
  const key = topicIds && topicIds.length > 0 ? topicIds.join('\n') : '';
  useEffect(() => {
    if (!key) return undefined;
    const listener: Listener = (value, topicId) => latest.current(value as T, topicId);
    const topics = key.split('\n');
    for (const topic of topics) {
      const set = listeners.get(topic) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(topic, set);
    }
    return () => {
      for (const topic of topics) listeners.get(topic)?.delete(listener);
    };
  }, [key]);
}

/** Delivers an event to every callback subscribed to the topic (wrap it in act()). */
export function emit(topicId: string, value: unknown): void {
  for (const listener of [...(listeners.get(topicId) ?? [])]) listener(value, topicId);
}

/** Topics with at least one subscriber. */
export function subscribedTopics(): string[] {
  return [...listeners.entries()].filter(([, set]) => set.size > 0).map(([topic]) => topic).sort();
}

export function resetRealtime(): void {
  listeners.clear();
  typingCalls.length = 0;
}
