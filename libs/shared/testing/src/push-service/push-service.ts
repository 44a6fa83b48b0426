import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyVapid, VapidError, type VapidIdentity } from './vapid-check';
import { decryptWebPush, PushDecryptError } from './web-push-decrypt';

export interface PushServiceOptions {
  /** Fixed port (e2e platforms); default 0, an ephemeral one. */
  port?: number;
  /** Default 127.0.0.1: the stand-in is never reachable from outside the machine. */
  host?: string;
  /** Clock of the VAPID expiry check (ms). */
  now?: () => number;
}

/** What `pushManager.subscribe()` hands a page, plus the private half the stand-in decrypts with. */
export interface BrowserSubscription {
  id: string;
  /** `http://127.0.0.1:<port>/push/<id>`. */
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
  /** The VAPID key it was made with (applicationServerKey): pushes signed with another are refused with 403. */
  applicationServerKey: string | null;
  /** PushSubscription.toJSON(): what a page sends its server. */
  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** A push the stand-in accepted: authenticated, decrypted and recorded. */
export interface ReceivedPush {
  subscriptionId: string;
  endpoint: string;
  /** The decrypted body as text, and parsed when it is JSON (else null). */
  text: string;
  json: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  vapid: VapidIdentity;
  receivedAt: number;
}

/** A request the stand-in answered with an error, and why. */
export interface RefusedPush {
  subscriptionId: string | null;
  status: number;
  reason: string;
}

export interface PushService {
  /** Base URL, `http://127.0.0.1:<port>`; also the `aud` VAPID tokens must name. */
  url: string;
  /** A new browser-like subscription: P-256 key pair, 16-byte auth secret, an endpoint on this service. */
  subscribe(options?: { applicationServerKey?: string | null }): BrowserSubscription;
  /** Pushes accepted so far, oldest first; for one subscription when given. */
  received(subscription?: BrowserSubscription | string): ReceivedPush[];
  /** Requests refused so far (bad VAPID, bad encryption, gone, failures). */
  refused(): RefusedPush[];
  /** The subscription is gone (unsubscribed, expired): every later push gets 410. */
  markGone(subscription: BrowserSubscription | string): void;
  /** The next `times` pushes to the subscription get `status` (default one 500): a transient outage. */
  failNext(subscription: BrowserSubscription | string, status?: number, times?: number): void;
  /** Forgets what was received and refused (subscriptions stay). */
  clear(): void;
  close(): Promise<void>;
}

interface SubscriptionState {
  subscription: BrowserSubscription;
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
  gone: boolean;
  failures: number[];
}

/** RFC 8030 §7.2: a push service must accept bodies of at least 4096 octets; the stand-in takes exactly that. */
const MAX_BODY = 4096;

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const idOf = (subscription: BrowserSubscription | string) => (typeof subscription === 'string' ? (subscription.split('/').pop() as string) : subscription.id);

/**
 * A local Web Push service (RFC 8030) for API tests: it hands out browser-like subscriptions and,
 * on `POST /push/{id}`, checks the request the way a real push service and browser together
 * would: VAPID (RFC 8292: ES256 JWT for this origin, expiry within 24 h, a contact, the key the
 * subscription was made with), the TTL header, `Content-Encoding: aes128gcm`, and the RFC 8291
 * encryption (decrypted with node:crypto only). Accepted pushes are recorded decrypted; it can
 * also answer 410 (gone) or fail a few times (500) to exercise retries.
 */
export async function startPushService(options: PushServiceOptions = {}): Promise<PushService> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const subscriptions = new Map<string, SubscriptionState>();
  let received: ReceivedPush[] = [];
  let refused: RefusedPush[] = [];
  let origin = '';

  function refuse(response: ServerResponse, subscriptionId: string | null, status: number, reason: string): void {
    refused.push({ subscriptionId, status, reason });
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(reason);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', origin).pathname;
    const match = /^\/push\/([A-Za-z0-9_-]+)$/.exec(path);
    if (!match) return refuse(response, null, 404, 'no such path');
    const id = match[1] as string;
    if (request.method !== 'POST') return refuse(response, id, 405, 'pushes are POSTed');
    const state = subscriptions.get(id);
    if (!state) return refuse(response, id, 404, 'no such subscription');
    if (state.gone) return refuse(response, id, 410, 'the subscription has expired or was unsubscribed');
    const failure = state.failures.shift();
    if (failure !== undefined) return refuse(response, id, failure, 'transient failure (failNext)');

    let vapid: VapidIdentity;
    try {
      vapid = verifyVapid(request.headers.authorization, { audience: origin, nowMs: now() });
    } catch (error) {
      if (error instanceof VapidError) return refuse(response, id, error.status, `VAPID: ${error.message}`);
      throw error;
    }
    const expected = state.subscription.applicationServerKey;
    if (expected && Buffer.from(expected, 'base64url').toString('base64url') !== vapid.publicKey) {
      return refuse(response, id, 403, 'VAPID: signed with another key than the subscription was made with');
    }
    const ttlHeader = request.headers['ttl'];
    if (typeof ttlHeader !== 'string' || !/^\d{1,10}$/.test(ttlHeader)) return refuse(response, id, 400, 'TTL header missing or not a number of seconds');
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(response, id, 415, `Content-Encoding must be aes128gcm, not ${String(request.headers['content-encoding'])}`);
    const body = await readBody(request);
    if (!body) return refuse(response, id, 413, `body larger than ${MAX_BODY} bytes`);

    let text: string;
    try {
      text = decryptWebPush(body, { privateKey: state.privateKey, publicKey: state.publicKey, authSecret: state.authSecret }).plaintext.toString('utf8');
    } catch (error) {
      if (error instanceof PushDecryptError) return refuse(response, id, 400, `decryption: ${error.message}`);
      throw error;
    }
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : null);
    received.push({
      subscriptionId: id,
      endpoint: state.subscription.endpoint,
      text,
      json,
      ttl: Number(ttlHeader),
      urgency: header('urgency'),
      topic: header('topic'),
      vapid,
      receivedAt: now(),
    });
    response.writeHead(201, { location: `${origin}/message/${randomUUID()}` });
    response.end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) refuse(response, null, 500, `stand-in error: ${String(error)}`);
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;

  return {
    url: origin,
    subscribe(subscribeOptions = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomBytes(12).toString('base64url');
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
      const endpoint = `${origin}/push/${id}`;
      const subscription: BrowserSubscription = {
        id,
        endpoint,
        expirationTime: null,
        keys,
        applicationServerKey: subscribeOptions.applicationServerKey ?? null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { ...keys } }),
      };
      subscriptions.set(id, {
        subscription,
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        authSecret: Buffer.from(keys.auth, 'base64url'),
        gone: false,
        failures: [],
      });
      return subscription;
    },
    received: (subscription) => (subscription === undefined ? [...received] : received.filter((push) => push.subscriptionId === idOf(subscription))),
    refused: () => [...refused],
    markGone(subscription) {
      const state = subscriptions.get(idOf(subscription));
      if (state) state.gone = true;
    },
    failNext(subscription, status = 500, times = 1) {
      const state = subscriptions.get(idOf(subscription));
      if (state) state.failures.push(...Array<number>(times).fill(status));
    },
    clear() {
      received = [];
      refused = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
