/*
 * Test helpers (`@meydan/api/realtime/testing`, specs and the bench only): a real `ws` client that
 * speaks the realtime protocol and records what the server sends. (The specs' Redis probe is
 * @meydan/shared/testing/redis.)
 */
import { WebSocket } from 'ws';
import { REALTIME_CLIENT_VERSION, type RealtimeCid, type RealtimeControl, type RealtimeMessage } from '@meydan/shared/contracts';

interface Waiter {
  topicId: string;
  match: (value: unknown) => boolean;
  resolve: (value: unknown) => void;
}

export interface TestSocketOptions {
  /** The page origin the "browser" sends; null sends none (a native client). */
  origin?: string | null;
  /** false: never answer pings (a dead client, for the heartbeat). */
  autoPong?: boolean;
}

/** What an upgrade that the server refused answered. */
export interface RefusedUpgrade {
  statusCode: number;
  body: string;
}

/**
 * One realtime client. Frames are kept in arrival order; `next` takes the first one of a topic
 * (waiting for it if needed), `taken`/`pending` show what came. `sync()` is a round trip (BindMeta
 * answered on `cid`): anything the server sent this socket before answering has arrived by then,
 * so a spec can assert that an event did NOT come without waiting for a timeout.
 */
export class TestSocket {
  private readonly frames: RealtimeMessage[] = [];
  private readonly waiters: Waiter[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.received(JSON.parse(String(data)) as RealtimeMessage));
    this.closed = new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Opens a socket; rejects with the HTTP answer (a RefusedUpgrade) when the upgrade is refused. */
  static open(url: string, options: TestSocketOptions = {}): Promise<TestSocket> {
    const origin = options.origin === undefined ? undefined : options.origin;
    const ws = new WebSocket(url, { ...(origin ? { origin } : {}), autoPong: options.autoPong ?? true });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => reject({ statusCode: response.statusCode ?? 0, body } satisfies RefusedUpgrade));
      });
      ws.once('error', (error) => reject(error));
    });
  }

  private received(frame: RealtimeMessage): void {
    const waiter = this.waiters.find((w) => w.topicId === frame.topicId && w.match(frame.value));
    if (waiter) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(frame.value);
      return;
    }
    this.frames.push(frame);
  }

  /** The first frame of the topic that matches (consumed), as soon as it is there. */
  next<T = unknown>(topicId: string, match: (value: T) => boolean = () => true): Promise<T> {
    const index = this.frames.findIndex((f) => f.topicId === topicId && match(f.value as T));
    if (index !== -1) return Promise.resolve(this.frames.splice(index, 1)[0]?.value as T);
    return new Promise((resolve) => this.waiters.push({ topicId, match: match as (value: unknown) => boolean, resolve: resolve as (value: unknown) => void }));
  }

  /** Frames received and not taken by `next`, of one topic or all. */
  pending(topicId?: string): RealtimeMessage[] {
    return this.frames.filter((f) => topicId === undefined || f.topicId === topicId);
  }

  send(control: RealtimeControl): void {
    this.ws.send(JSON.stringify(control));
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** SPEC §4 on `ready`: Authorization, then BindMeta; resolves with the `cid` answer. */
  async handshake(token: string | null, clientToken?: string | null): Promise<RealtimeCid> {
    await this.next('ready');
    this.send({ type: 'Authorization', value: { token } });
    this.send({ type: 'BindMeta', value: { clientVersion: REALTIME_CLIENT_VERSION, clientToken: clientToken ?? null, platform: 'web' } });
    return this.next<RealtimeCid>('cid');
  }

  /** A round trip through the server's frame queue (see the class comment). */
  async sync(): Promise<void> {
    this.send({ type: 'BindMeta', value: { clientVersion: REALTIME_CLIENT_VERSION } });
    await this.next('cid');
  }

  close(): Promise<{ code: number; reason: string }> {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
    return this.closed;
  }
}

