import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AccessTokenVerifier, LocalRealtimeBus } from '@meydan/api/core';
import {
  REALTIME_CLIENT_VERSION,
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_MAX_TOPICS,
  type RealtimeCid,
  type RealtimeError,
  realtimeTopics,
} from '@meydan/shared/contracts';
import { type RefusedUpgrade, TestSocket } from '../testing';
import type { RealtimeLimits } from './connection';
import { REALTIME_MESSAGES } from './realtime.messages';
import { realtimeSocket } from './realtime-socket';

/*
 * The socket server against real `ws` clients on a listening Fastify server, with a stand-in token
 * verifier and conversation membership (the real ones are the auth and messaging domains').
 */

const ORIGIN = 'http://localhost:3000';
const SECRET = 'realtime-spec-auth-token-secret-0123456789';

interface Member {
  userId: string;
  token: string;
}

class Harness {
  readonly sessions = new Map<string, { userId: string; sessionId: string; role: 'member' }>();
  readonly conversations = new Map<string, Set<string>>();
  readonly matches = new Map<string, Set<string>>();
  readonly bus = new LocalRealtimeBus();
  readonly published: Array<{ topicId: string; value: unknown }> = [];
  readonly verify: AccessTokenVerifier = async (token) => this.sessions.get(token) ?? null;
  app!: FastifyInstance;
  url = '';
  private readonly sockets: TestSocket[] = [];

  constructor() {
    this.bus.subscribe((topicId, value) => this.published.push({ topicId, value }));
  }

  async start(limits: Partial<RealtimeLimits> = {}, secret = SECRET): Promise<this> {
    this.app = Fastify();
    await this.app.register(realtimeSocket, {
      bus: this.bus,
      verifyAccessToken: this.verify,
      trustedOrigins: [ORIGIN, 'http://en.localhost:3000'],
      authTokenSecret: secret,
      isConversationMember: async (conversationId, userId) => this.conversations.get(conversationId)?.has(userId) ?? false,
      isMatchPlayer: async (matchId, userId) => this.matches.get(matchId)?.has(userId) ?? false,
      limits,
    });
    await this.app.listen({ port: 0, host: '127.0.0.1' });
    this.url = `ws://127.0.0.1:${(this.app.server.address() as AddressInfo).port}/ws`;
    return this;
  }

  member(): Member {
    const userId = randomUUID();
    const token = `token-${userId}`;
    this.sessions.set(token, { userId, sessionId: `session-${userId}`, role: 'member' });
    return { userId, token };
  }

  conversation(...members: Member[]): string {
    const id = randomUUID();
    this.conversations.set(id, new Set(members.map((m) => m.userId)));
    return id;
  }

  async open(options: { origin?: string | null; autoPong?: boolean } = {}): Promise<TestSocket> {
    const socket = await TestSocket.open(this.url, { origin: options.origin === undefined ? ORIGIN : options.origin, autoPong: options.autoPong });
    this.sockets.push(socket);
    return socket;
  }

  /** A socket signed in as the member (or a visitor), through ready → Authorization → BindMeta → cid. */
  async connect(member: Member | null): Promise<TestSocket> {
    const socket = await this.open();
    await socket.handshake(member?.token ?? null);
    return socket;
  }

  async stop(): Promise<void> {
    await Promise.all(this.sockets.map((s) => s.close()));
    await this.app?.close();
  }
}

const errorOf = (socket: TestSocket, statusCode: number) => socket.next<RealtimeError>('error', (e) => e.statusCode === statusCode);

describe('realtime socket', () => {
  const h = new Harness();

  beforeAll(async () => {
    await h.start({ typingIntervalMs: 60_000 });
  });

  afterAll(async () => {
    await h.stop();
  });

  describe('protocol', () => {
    it('greets with ready, answers BindMeta on cid after Authorization, then delivers the subscribed topics', async () => {
      const member = h.member();
      const socket = await h.open();
      expect(await socket.next('ready')).toEqual({ version: REALTIME_CLIENT_VERSION });
      socket.send({ type: 'Authorization', value: { token: member.token } });
      socket.send({ type: 'BindMeta', value: { clientVersion: REALTIME_CLIENT_VERSION, clientToken: null, platform: 'web' } });
      const cid = await socket.next<RealtimeCid>('cid');
      expect(cid.clientId).toMatch(/^[0-9a-f-]{36}$/);
      expect(cid.token.startsWith(`${cid.clientId}.`)).toBe(true);
      socket.send({ type: 'Subscribe', value: { topicIds: [realtimeTopics.notifications(member.userId), realtimeTopics.inbox(member.userId)] } });
      await socket.sync();
      expect(socket.pending('error')).toEqual([]);

      h.bus.publish(realtimeTopics.notifications(member.userId), { kind: 'count', count: 3 });
      h.bus.publish(realtimeTopics.inbox(member.userId), { kind: 'unread', count: 1, messages: 2 });
      expect(await socket.next(realtimeTopics.notifications(member.userId))).toEqual({ kind: 'count', count: 3 });
      expect(await socket.next(realtimeTopics.inbox(member.userId))).toEqual({ kind: 'unread', count: 1, messages: 2 });
    });

    it('keeps the client id of a stored token on reconnect, and hands out a new one for a forged token', async () => {
      const first = await h.connect(null);
      const { clientId, token } = await (async () => {
        first.send({ type: 'BindMeta', value: { clientVersion: REALTIME_CLIENT_VERSION } });
        return first.next<RealtimeCid>('cid');
      })();
      await first.close();

      const again = await h.open();
      expect(await again.handshake(null, token)).toEqual({ clientId, token });

      const someoneElse = randomUUID();
      const forged = [`${someoneElse}${token.slice(36)}`, `${clientId}.${'A'.repeat(43)}`, 'not-a-token', `${token}x`];
      for (const clientToken of forged) {
        const socket = await h.open();
        const cid = await socket.handshake(null, clientToken);
        expect(cid.clientId).not.toBe(clientId);
        expect(cid.clientId).not.toBe(someoneElse);
      }
    });

    it("does not accept another deployment's client tokens (the key derives from the auth secret)", async () => {
      const other = await new Harness().start({}, 'another-deployment-secret-0123456789abcdef');
      try {
        const foreign = await other.connect(null);
        foreign.send({ type: 'BindMeta', value: { clientVersion: REALTIME_CLIENT_VERSION } });
        const { clientId, token } = await foreign.next<RealtimeCid>('cid');
        const socket = await h.open();
        expect((await socket.handshake(null, token)).clientId).not.toBe(clientId);
      } finally {
        await other.stop();
      }
    });

    it('answers bad frames with a 400 error frame and stays open', async () => {
      const socket = await h.connect(h.member());
      const bad = ['{not json', '[]', '"Subscribe"', JSON.stringify({ type: 'Subscribe', value: { topicIds: [42] } }), JSON.stringify({ type: 'Authorization', value: { token: 42 } }), JSON.stringify({ type: 'BindMeta', value: {} })];
      for (const frame of bad) {
        socket.sendRaw(frame);
        expect(await errorOf(socket, 400)).toEqual({ message: REALTIME_MESSAGES.badFrame.tr, statusCode: 400 });
      }
      socket.sendRaw(Buffer.from([1, 2, 3]));
      expect((await errorOf(socket, 400)).message).toBe(REALTIME_MESSAGES.badFrame.tr);
      socket.send({ type: 'Shout', value: {} } as never);
      expect((await errorOf(socket, 400)).message).toBe(REALTIME_MESSAGES.unknownType.tr);
      for (const value of [{ topicIds: [] }, { topicIds: null }, null]) {
        socket.sendRaw(JSON.stringify({ type: 'Subscribe', value }));
        expect((await errorOf(socket, 400)).message).toBe(REALTIME_MESSAGES.emptyTopics.tr);
      }
      socket.send({ type: 'Subscribe', value: { topicIds: Array.from({ length: REALTIME_MAX_TOPICS + 1 }, (_, i) => `user:${i}:inbox`) } });
      expect((await errorOf(socket, 400)).message).toBe(REALTIME_MESSAGES.tooManyTopics.tr);
      socket.send({ type: 'Typing', value: { conversationId: 'general' } });
      expect((await errorOf(socket, 400)).message).toBe(REALTIME_MESSAGES.badFrame.tr);
      await socket.sync();
      expect(socket.pending('error')).toEqual([]);
    });

    it('writes error texts in the language BindMeta names', async () => {
      const socket = await h.connect(null);
      socket.send({ type: 'BindMeta', value: { clientVersion: REALTIME_CLIENT_VERSION, edition: 'en' } });
      await socket.next('cid');
      socket.sendRaw('{not json');
      expect((await errorOf(socket, 400)).message).toBe(REALTIME_MESSAGES.badFrame.en);
    });

    it('closes a socket that sends a frame over the size limit (1009)', async () => {
      const socket = await h.connect(null);
      socket.sendRaw(JSON.stringify({ type: 'Subscribe', value: { topicIds: ['x'.repeat(REALTIME_MAX_FRAME_BYTES)] } }));
      expect((await socket.closed).code).toBe(1009);
    });
  });

  describe('topic authorization', () => {
    it("lets a member hold their own topics and refuses another member's (403, named)", async () => {
      const [me, other] = [h.member(), h.member()];
      const socket = await h.connect(me);
      const theirs = [realtimeTopics.notifications(other.userId), realtimeTopics.inbox(other.userId)];
      socket.send({ type: 'Subscribe', value: { topicIds: [realtimeTopics.notifications(me.userId), ...theirs] } });
      expect(await errorOf(socket, 403)).toEqual({ message: REALTIME_MESSAGES.forbiddenTopic.tr, statusCode: 403, topicIds: theirs });

      h.bus.publish(theirs[0] as string, { kind: 'count', count: 9 });
      h.bus.publish(realtimeTopics.notifications(me.userId), { kind: 'count', count: 1 });
      expect(await socket.next(realtimeTopics.notifications(me.userId))).toEqual({ kind: 'count', count: 1 });
      await socket.sync();
      expect(socket.pending(theirs[0])).toEqual([]);
    });

    it('lets conversation members hold its topic and refuses everyone else', async () => {
      const [a, b, outsider] = [h.member(), h.member(), h.member()];
      const topic = realtimeTopics.conversation(h.conversation(a, b));
      const member = await h.connect(a);
      member.send({ type: 'Subscribe', value: { topicIds: [topic] } });
      await member.sync();
      expect(member.pending('error')).toEqual([]);

      const stranger = await h.connect(outsider);
      stranger.send({ type: 'Subscribe', value: { topicIds: [topic, realtimeTopics.conversation(randomUUID())] } });
      expect((await errorOf(stranger, 403)).topicIds).toEqual([topic, expect.stringMatching(/^conversation:/)]);
    });

    it("lets a live game match's two players hold its topic and refuses everyone else", async () => {
      const [x, o, onlooker] = [h.member(), h.member(), h.member()];
      const matchId = randomUUID();
      h.matches.set(matchId, new Set([x.userId, o.userId]));
      const topic = realtimeTopics.match(matchId);
      for (const player of [x, o]) {
        const socket = await h.connect(player);
        socket.send({ type: 'Subscribe', value: { topicIds: [topic] } });
        await socket.sync();
        expect(socket.pending('error')).toEqual([]);
      }
      const stranger = await h.connect(onlooker);
      stranger.send({ type: 'Subscribe', value: { topicIds: [topic] } });
      expect((await errorOf(stranger, 403)).topicIds).toEqual([topic]);
    });

    it('refuses every topic to a visitor (401) and names unknown topic shapes (400)', async () => {
      const someone = h.member();
      const visitor = await h.connect(null);
      const topics = [realtimeTopics.notifications(someone.userId), realtimeTopics.conversation(randomUUID())];
      const unknown = ['news', `user:${someone.userId}:settings`, `user:${someone.userId.toUpperCase()}:inbox`, 'conversation:1'];
      visitor.send({ type: 'Subscribe', value: { topicIds: [...topics, ...unknown] } });
      expect(await errorOf(visitor, 400)).toEqual({ message: REALTIME_MESSAGES.unknownTopic.tr, statusCode: 400, topicIds: unknown });
      expect(await errorOf(visitor, 401)).toEqual({ message: REALTIME_MESSAGES.signInRequired.tr, statusCode: 401, topicIds: topics });
    });

    it('stops delivering a topic after Unsubscribe', async () => {
      const me = h.member();
      const socket = await h.connect(me);
      const [notifications, inbox] = [realtimeTopics.notifications(me.userId), realtimeTopics.inbox(me.userId)];
      socket.send({ type: 'Subscribe', value: { topicIds: [notifications, inbox] } });
      socket.send({ type: 'Unsubscribe', value: { topicIds: [notifications, 'never-held'] } });
      socket.send({ type: 'Unsubscribe', value: { topicIds: [] } });
      await socket.sync();
      h.bus.publish(notifications, { kind: 'count', count: 2 });
      h.bus.publish(inbox, { kind: 'unread', count: 0, messages: 0 });
      await socket.next(inbox);
      await socket.sync();
      expect(socket.pending(notifications)).toEqual([]);
      expect(socket.pending('error')).toEqual([]);
    });

    it('drops the topics a re-Authorization as another member (or a sign-out) no longer allows', async () => {
      const [a, b] = [h.member(), h.member()];
      const shared = realtimeTopics.conversation(h.conversation(a, b));
      const onlyA = realtimeTopics.conversation(h.conversation(a));
      const socket = await h.connect(a);
      socket.send({ type: 'Subscribe', value: { topicIds: [realtimeTopics.notifications(a.userId), shared, onlyA] } });
      await socket.sync();

      socket.send({ type: 'Authorization', value: { token: b.token } });
      const refused = await errorOf(socket, 403);
      expect(refused.message).toBe(REALTIME_MESSAGES.forbiddenTopic.tr);
      expect([...(refused.topicIds ?? [])].sort()).toEqual([realtimeTopics.notifications(a.userId), onlyA].sort());
      h.bus.publish(onlyA, { kind: 'typing', conversationId: 'x', userId: a.userId });
      h.bus.publish(shared, { kind: 'typing', conversationId: 'y', userId: a.userId });
      await socket.next(shared);
      await socket.sync();
      expect(socket.pending(onlyA)).toEqual([]);

      socket.send({ type: 'Authorization', value: { token: null } });
      expect(await errorOf(socket, 401)).toEqual({ message: REALTIME_MESSAGES.signInRequired.tr, statusCode: 401, topicIds: [shared] });
      h.bus.publish(shared, { kind: 'typing', conversationId: 'z', userId: a.userId });
      await socket.sync();
      expect(socket.pending(shared)).toEqual([]);
    });

    it('answers a bad or expired token with 401, leaves a visitor, and accepts a renewed token', async () => {
      const me = h.member();
      const socket = await h.connect(me);
      const topic = realtimeTopics.notifications(me.userId);
      socket.send({ type: 'Subscribe', value: { topicIds: [topic] } });
      socket.send({ type: 'Authorization', value: { token: 'expired-token' } });
      expect(await errorOf(socket, 401)).toEqual({ message: REALTIME_MESSAGES.invalidToken.tr, statusCode: 401, topicIds: [topic] });
      socket.send({ type: 'Subscribe', value: { topicIds: [topic] } });
      expect((await errorOf(socket, 401)).topicIds).toEqual([topic]);

      socket.send({ type: 'Authorization', value: { token: me.token } });
      socket.send({ type: 'Subscribe', value: { topicIds: [topic] } });
      await socket.sync();
      expect(socket.pending('error')).toEqual([]);
      h.bus.publish(topic, { kind: 'count', count: 4 });
      expect(await socket.next(topic)).toEqual({ kind: 'count', count: 4 });
    });
  });

  describe('delivery and typing', () => {
    it('delivers an event to exactly the sockets holding its topic, each of them', async () => {
      const [a, b, c] = [h.member(), h.member(), h.member()];
      const topic = realtimeTopics.conversation(h.conversation(a, b));
      const holders = [await h.connect(a), await h.connect(a), await h.connect(b)];
      const others = [await h.connect(c), await h.connect(null)];
      for (const socket of holders) socket.send({ type: 'Subscribe', value: { topicIds: [topic] } });
      await Promise.all(holders.map((s) => s.sync()));

      const event = { kind: 'message-deleted', conversationId: 'c', messageId: 'm' };
      h.bus.publish(topic, event);
      for (const socket of holders) expect(await socket.next(topic)).toEqual(event);
      for (const socket of others) {
        await socket.sync();
        expect(socket.pending(topic)).toEqual([]);
      }
      await holders[1]?.close();
      h.bus.publish(topic, { ...event, messageId: 'n' });
      expect(await holders[0]?.next(topic)).toEqual({ ...event, messageId: 'n' });
    });

    it("relays a member's typing to the conversation, once per interval, and refuses non-members", async () => {
      const [a, b, outsider] = [h.member(), h.member(), h.member()];
      const conversationId = h.conversation(a, b);
      const topic = realtimeTopics.conversation(conversationId);
      const listener = await h.connect(b);
      listener.send({ type: 'Subscribe', value: { topicIds: [topic] } });
      await listener.sync();

      const typist = await h.connect(a);
      typist.send({ type: 'Typing', value: { conversationId } });
      typist.send({ type: 'Typing', value: { conversationId } });
      expect(await listener.next(topic)).toEqual({ kind: 'typing', conversationId, userId: a.userId });
      await typist.sync();
      expect(h.published.filter((e) => e.topicId === topic)).toHaveLength(1);

      const stranger = await h.connect(outsider);
      stranger.send({ type: 'Typing', value: { conversationId } });
      expect(await errorOf(stranger, 403)).toEqual({ message: REALTIME_MESSAGES.notConversationMember.tr, statusCode: 403, topicIds: [topic] });
      const visitor = await h.connect(null);
      visitor.send({ type: 'Typing', value: { conversationId } });
      expect((await errorOf(visitor, 401)).topicIds).toEqual([topic]);
      await listener.sync();
      expect(listener.pending(topic)).toEqual([]);
      expect(h.published.filter((e) => e.topicId === topic)).toHaveLength(1);
    });
  });

  describe('origin', () => {
    it("refuses an upgrade from another site's page (403) and accepts the editions' pages", async () => {
      const refused = await h.open({ origin: 'https://evil.example' }).then(
        () => null,
        (error: RefusedUpgrade) => error,
      );
      expect(refused?.statusCode).toBe(403);
      expect(JSON.parse(refused?.body ?? '{}')).toEqual({ message: REALTIME_MESSAGES.foreignOrigin.tr, statusCode: 403 });
      const english = await h.open({ origin: 'http://en.localhost:3000' });
      expect(await english.next('ready')).toEqual({ version: REALTIME_CLIENT_VERSION });
    });

    it('answers 404 to an upgrade of another path', async () => {
      const refused = await TestSocket.open(h.url.replace('/ws', '/wss'), { origin: ORIGIN }).then(
        () => null,
        (error: RefusedUpgrade) => error,
      );
      expect(refused?.statusCode).toBe(404);
    });
  });
});

describe('realtime socket limits', () => {
  const h = new Harness();

  beforeAll(async () => {
    await h.start({ heartbeatMs: 50, authorizeWithinMs: 200, sessionRecheckMs: 0 });
  });

  afterAll(async () => {
    await h.stop();
  });

  it('answers a burst of control frames beyond the limit with one 429, then closes a flood (1008)', async () => {
    const strict = await new Harness().start({ controlBurst: 3, controlPerSecond: 0.001, maxRefusedFrames: 6 });
    try {
      const socket = await strict.open();
      await socket.next('ready');
      for (let i = 0; i < 4; i += 1) socket.send({ type: 'BindMeta', value: { clientVersion: REALTIME_CLIENT_VERSION } });
      expect(await errorOf(socket, 429)).toEqual({ message: REALTIME_MESSAGES.tooFast.tr, statusCode: 429 });
      for (let i = 0; i < 10; i += 1) socket.send({ type: 'BindMeta', value: { clientVersion: REALTIME_CLIENT_VERSION } });
      expect((await socket.closed).code).toBe(1008);
      expect(socket.pending('cid')).toHaveLength(3);
      expect(socket.pending('error')).toEqual([]);
    } finally {
      await strict.stop();
    }
  });

  it('terminates a socket that stops answering pings, and keeps one that answers', async () => {
    const dead = await h.open({ autoPong: false });
    const alive = await h.open();
    await alive.next('ready');
    alive.send({ type: 'Authorization', value: { token: h.member().token } });
    expect((await dead.closed).code).toBe(1006);
    let pings = 0;
    await new Promise<void>((resolve) => alive.ws.on('ping', () => (pings += 1) === 3 && resolve()));
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
  });

  it('closes a socket without an Origin that does not sign in (1008)', async () => {
    const socket = await h.open({ origin: null });
    expect(await socket.next('ready')).toEqual({ version: REALTIME_CLIENT_VERSION });
    expect((await socket.closed).code).toBe(1008);
  });

  it('keeps a socket without an Origin while it is signed in, and closes it after a sign-out (1008)', async () => {
    const me = h.member();
    const socket = await h.open({ origin: null });
    await socket.handshake(me.token);
    let pings = 0;
    await new Promise<void>((resolve) => socket.ws.on('ping', () => (pings += 1) === 6 && resolve()));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.send({ type: 'Authorization', value: { token: null } });
    expect((await socket.closed).code).toBe(1008);
  });

  it('drops the topics of a session ended elsewhere (401) at the next re-check', async () => {
    const me = h.member();
    const socket = await h.open();
    await socket.handshake(me.token);
    const topic = realtimeTopics.notifications(me.userId);
    socket.send({ type: 'Subscribe', value: { topicIds: [topic] } });
    await socket.sync();
    h.sessions.delete(me.token);
    expect(await errorOf(socket, 401)).toEqual({ message: REALTIME_MESSAGES.invalidToken.tr, statusCode: 401, topicIds: [topic] });
  });
});

describe('realtime socket shutdown', () => {
  it('closes every socket with 1001 (going away) when the server closes', async () => {
    const h = await new Harness().start();
    const sockets = [await h.connect(h.member()), await h.connect(null)];
    await h.app.close();
    for (const socket of sockets) expect((await socket.closed).code).toBe(1001);
  });
});
