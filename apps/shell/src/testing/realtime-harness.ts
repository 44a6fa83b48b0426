import { createRealtimeClient, type RealtimeClient } from '@meydan/shared/data-access/realtime';
import { fakeWebSocketServer } from '@meydan/shared/testing';

/**
 * A real realtime client over a fake socket, for the shell's specs: `socket()` is the current
 * connection, on which a spec plays the server (`ready()`, `push(topic, value)`, `drop()`).
 * Nothing connects until the code under test (or the spec) calls `client.connect`.
 */
export function realtimeHarness({ readToken = () => 'member-token' }: { readToken?: () => string | null | undefined } = {}): { client: RealtimeClient; server: ReturnType<typeof fakeWebSocketServer>; socket: () => ReturnType<ReturnType<typeof fakeWebSocketServer>['latest']> } {
  const server = fakeWebSocketServer();
  const client = createRealtimeClient({
    createSocket: server.factory,
    readToken,
    clientTokens: { read: () => null, write: () => undefined },
    logger: { warn: () => undefined, debug: () => undefined },
  });
  return { client, server, socket: () => server.latest() };
}
