/**
 * @jest-environment node
 */
import { createECDH, createPrivateKey, sign } from 'node:crypto';
import { generateRequestDetails, generateVAPIDKeys } from 'web-push';
import { type BrowserSubscription, type PushService, startPushService } from './push-service';

/*
 * The stand-in against pushes built by the `web-push` library (what the API sends), and against
 * hand-made VAPID tokens for each way a push service refuses one.
 */

const SUBJECT = 'mailto:push@example.com';

function es256Jwt(claims: Record<string, unknown>, keys: { publicKey: string; privateKey: string }): string {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const key = createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', d: keys.privateKey, x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const head = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `${head}.${body}.${signature}`;
}

describe('push service stand-in', () => {
  let service: PushService;
  const server = generateVAPIDKeys();

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service.close();
  });
  beforeEach(() => service.clear());

  /** The request web-push builds for a subscription, optionally with headers replaced. */
  function built(subscription: BrowserSubscription, payload: string, vapid = server) {
    return generateRequestDetails(subscription.toJSON(), payload, {
      vapidDetails: { subject: SUBJECT, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: 60,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
      topic: 'conversation-1',
    });
  }

  async function post(subscription: BrowserSubscription, headers: Record<string, string | number>, body: Buffer | null) {
    // A copy on its own ArrayBuffer: what fetch's BodyInit typing accepts.
    const bytes = body ? Uint8Array.from(body) : null;
    const response = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)])),
      body: bytes,
    });
    return { status: response.status, text: await response.text() };
  }

  const send = (subscription: BrowserSubscription, payload = '{"title":"Merhaba"}', vapid = server) => {
    const details = built(subscription, payload, vapid);
    return post(subscription, details.headers, details.body);
  };

  it('hands out browser-like subscriptions on its own origin', () => {
    const subscription = service.subscribe({ applicationServerKey: server.publicKey });
    expect(subscription.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/push\/[A-Za-z0-9_-]+$/);
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
    expect(JSON.parse(JSON.stringify(subscription))).toEqual({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys });
  });

  it('accepts a VAPID-signed aes128gcm push and records it decrypted, with its headers and VAPID identity', async () => {
    const subscription = service.subscribe({ applicationServerKey: server.publicKey });
    const response = await send(subscription, JSON.stringify({ title: 'Yeni mesaj', body: 'Günaydın!' }));
    expect(response.status).toBe(201);
    const [push] = service.received(subscription);
    expect(push).toMatchObject({
      json: { title: 'Yeni mesaj', body: 'Günaydın!' },
      ttl: 60,
      urgency: 'high',
      topic: 'conversation-1',
      vapid: { publicKey: server.publicKey, audience: service.url, subject: SUBJECT },
    });
    expect(service.refused()).toEqual([]);
  });

  it('refuses a push without VAPID, or with a token that is mis-signed, for another origin, expired, too long-lived or without a contact', async () => {
    const subscription = service.subscribe();
    const details = built(subscription, 'hello');
    const nowS = Math.floor(Date.now() / 1000);
    const good = { aud: service.url, exp: nowS + 3600, sub: SUBJECT };
    const stranger = generateVAPIDKeys();
    const tokens: Array<[string, string]> = [
      ['forged', `vapid t=${es256Jwt(good, stranger)}, k=${server.publicKey}`],
      ['other origin', `vapid t=${es256Jwt({ ...good, aud: 'https://fcm.googleapis.com' }, server)}, k=${server.publicKey}`],
      ['expired', `vapid t=${es256Jwt({ ...good, exp: nowS - 1 }, server)}, k=${server.publicKey}`],
      ['over 24 h', `vapid t=${es256Jwt({ ...good, exp: nowS + 25 * 3600 }, server)}, k=${server.publicKey}`],
      ['no contact', `vapid t=${es256Jwt({ ...good, sub: 'push@example.com' }, server)}, k=${server.publicKey}`],
      ['not vapid', `WebPush ${es256Jwt(good, server)}`],
    ];
    expect((await post(subscription, { ...details.headers, Authorization: '' }, details.body)).status).toBe(401);
    for (const [, authorization] of tokens) {
      expect((await post(subscription, { ...details.headers, Authorization: authorization }, details.body)).status).toBe(401);
    }
    expect(service.received()).toEqual([]);
    expect(service.refused().map((refusal) => refusal.reason)).toEqual([
      expect.stringContaining('vapid scheme'),
      expect.stringContaining('signature does not verify'),
      expect.stringContaining('aud must be'),
      expect.stringContaining('expired'),
      expect.stringContaining('24 hours'),
      expect.stringContaining('sub must be'),
      expect.stringContaining('vapid scheme'),
    ]);
  });

  it('answers 403 to a valid token of another key than the subscription was made with', async () => {
    const subscription = service.subscribe({ applicationServerKey: server.publicKey });
    expect((await send(subscription, 'hello', generateVAPIDKeys())).status).toBe(403);
  });

  it('refuses a push without TTL, in the old aesgcm coding, or that does not decrypt for the subscription', async () => {
    const subscription = service.subscribe();
    const details = built(subscription, 'hello');
    const { TTL: _ttl, ...withoutTtl } = details.headers;
    expect((await post(subscription, withoutTtl, details.body)).status).toBe(400);
    expect((await post(subscription, { ...details.headers, 'Content-Encoding': 'aesgcm' }, details.body)).status).toBe(415);
    const tampered = Buffer.from(details.body);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] as number) ^ 0xff;
    expect((await post(subscription, details.headers, tampered)).status).toBe(400);
    // Encrypted for another browser's keys.
    const other = createECDH('prime256v1');
    other.generateKeys();
    const misaddressed = generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: other.getPublicKey().toString('base64url'), auth: subscription.keys.auth } }, 'hello', {
      vapidDetails: { subject: SUBJECT, ...server },
      contentEncoding: 'aes128gcm',
    });
    expect((await post(subscription, misaddressed.headers, misaddressed.body)).status).toBe(400);
    expect(service.received()).toEqual([]);
  });

  it('answers 410 for a subscription marked gone, 404 for an unknown one, and fails on demand before recovering', async () => {
    const gone = service.subscribe();
    service.markGone(gone);
    expect((await send(gone)).status).toBe(410);
    const flaky = service.subscribe();
    service.failNext(flaky, 500, 2);
    expect((await send(flaky)).status).toBe(500);
    expect((await send(flaky)).status).toBe(500);
    expect((await send(flaky)).status).toBe(201);
    const unknown = { ...flaky, endpoint: `${service.url}/push/unknown` };
    expect((await send(unknown)).status).toBe(404);
    expect(service.received().map((push) => push.subscriptionId)).toEqual([flaky.id]);
  });
});
