import type { RealtimeControl } from '@meydan/shared/contracts';

/**
 * A WebSocket stand-in for the realtime client's specs (and any UI spec that wants live events
 * without a server). The spec plays the server: `open()`, `ready()`, `push(topic, value)`,
 * `drop()`; `controls()` are the frames the client sent, parsed. Events fire synchronously.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code?: number; reason?: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** The close code the client asked for, if it closed the socket itself. */
  closedWith: number | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('InvalidStateError: the socket is not open');
    this.sent.push(data);
  }

  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code });
  }

  /** The connection is up (the client's state becomes `open`). */
  open(): this {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.({});
    return this;
  }

  /** Opens if needed, then sends the server's `ready` topic: the client answers with its handshake. */
  ready(): this {
    if (this.readyState === FakeWebSocket.CONNECTING) this.open();
    return this.push('ready', {});
  }

  /** A server frame `{ topicId, value }`. */
  push(topicId: string, value: unknown): this {
    this.onmessage?.({ data: JSON.stringify({ topicId, value }) });
    return this;
  }

  /** A raw server frame (e.g. one that is not JSON). */
  pushRaw(data: unknown): this {
    this.onmessage?.({ data });
    return this;
  }

  /** The server or the network ends the connection (the client retries). */
  drop(code = 1006): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onerror?.({});
    this.onclose?.({ code });
  }

  controls(): RealtimeControl[] {
    return this.sent.map((frame) => JSON.parse(frame) as RealtimeControl);
  }
}

/** A socket factory that remembers every socket it made, newest last. */
export function fakeWebSocketServer() {
  const sockets: FakeWebSocket[] = [];
  const urls: string[] = [];
  return {
    sockets,
    urls,
    factory: (url: string): FakeWebSocket => {
      const socket = new FakeWebSocket(url);
      sockets.push(socket);
      urls.push(url);
      return socket;
    },
    latest(): FakeWebSocket {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
