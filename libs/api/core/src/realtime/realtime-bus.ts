/**
 * Realtime fan-out (ARCHITECTURE §1: Redis pub/sub across api replicas). Domain plugins publish
 * `{ topicId, value }` events after their write commits; every replica's socket server subscribes
 * to the bus and delivers each event to its own sockets subscribed to the topic.
 *
 * `publish` never throws and never waits for delivery: realtime is a courtesy on top of the HTTP
 * API (a client that misses an event catches up by refetching), so a slow or broken Redis must not
 * fail or hold up the write that caused the event.
 */
export interface RealtimePublisher {
  publish(topicId: string, value: unknown): void;
}

export type RealtimeListener = (topicId: string, value: unknown) => void;

export interface RealtimeBus extends RealtimePublisher {
  /** Receives every event published on any replica (this one included); returns the unsubscribe. */
  subscribe(listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

/** One process (no REDIS_URL): events reach only this process's sockets. */
export class LocalRealtimeBus implements RealtimeBus {
  private readonly listeners = new Set<RealtimeListener>();

  publish(topicId: string, value: unknown): void {
    for (const listener of this.listeners) {
      try {
        listener(topicId, value);
      } catch {
        // A listener's failure is its own; the others still receive the event.
      }
    }
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/** For plugins registered without a realtime server (tests, scripts): events go nowhere. */
export const NO_REALTIME: RealtimePublisher = { publish: () => undefined };
