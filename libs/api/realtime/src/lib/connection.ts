import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import { type AccessTokenVerifier, type AuthContext, localize, type RealtimePublisher } from '@meydan/api/core';
import { type ConversationRealtimeEvent, REALTIME_MAX_TOPICS, REALTIME_RESERVED_TOPICS, type RealtimeControl, type RealtimeError } from '@meydan/shared/contracts';
import { type Edition, isEdition } from '@meydan/shared/util/routing';
import type { ClientIds } from './client-ids';
import { parseControl } from './control-frames';
import { REALTIME_MESSAGES, type RealtimeMessageKey } from './realtime.messages';
import type { TopicIndex } from './topic-index';
import { authorizeTopic, type ConversationMembership, conversationTopic, type MatchMembership, parseTopic } from './topics';

export interface RealtimeLimits {
  /** Ping interval; a socket that has not answered the previous ping is dropped. */
  heartbeatMs: number;
  /** How often a signed-in socket's session is checked again (logout, revocation, expiry). */
  sessionRecheckMs: number;
  /** A socket without an Origin (not a browser page) must sign in within this time. */
  authorizeWithinMs: number;
  /** Control frames: a burst of this many, then `controlPerSecond` (a token bucket). */
  controlBurst: number;
  controlPerSecond: number;
  /** Frames refused in a row for speed before the socket is closed (1008). */
  maxRefusedFrames: number;
  /** One Typing event per conversation and socket in this interval; the others are dropped. */
  typingIntervalMs: number;
  /** A reader this far behind (unsent bytes) is dropped: it reconnects and refetches. */
  maxBufferedBytes: number;
  /** Time the clients get to answer the close handshake on shutdown before they are cut. */
  closeGraceMs: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  heartbeatMs: 30_000,
  sessionRecheckMs: 5 * 60_000,
  authorizeWithinMs: 10_000,
  controlBurst: 40,
  controlPerSecond: 10,
  maxRefusedFrames: 200,
  typingIntervalMs: 2000,
  maxBufferedBytes: 1024 * 1024,
  closeGraceMs: 1000,
};

/** WebSocket close codes (RFC 6455 §7.4.1). */
export const CLOSE_CODES = { goingAway: 1001, policyViolation: 1008 } as const;

type Member = Omit<AuthContext, 'via'>;

/** What every connection of one socket server shares. */
export interface ConnectionContext {
  verify: AccessTokenVerifier;
  isConversationMember: ConversationMembership;
  isMatchPlayer: MatchMembership;
  clientIds: ClientIds;
  bus: RealtimePublisher;
  index: TopicIndex<RealtimeConnection>;
  limits: RealtimeLimits;
  log: FastifyBaseLogger;
  version: string;
  now: () => number;
}

const frameText = (data: RawData): string => (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');

/**
 * One socket (SPEC §4): `ready` on open, then the client's control frames, handled one at a time
 * in arrival order (a Subscribe sent right after Authorization sees its result). State lives in
 * the connection only while it is open; nothing here is needed by another replica.
 */
export class RealtimeConnection {
  private member: Member | null = null;
  private token: string | null = null;
  private verifiedAt = 0;
  private clientIdValue: string | null = null;
  private readonly held = new Set<string>();
  private readonly typingAt = new Map<string, number>();
  private queue: Promise<void> = Promise.resolve();
  private allowance: number;
  private refilledAt: number;
  private refusedInRow = 0;
  private authorizeTimer: NodeJS.Timeout | undefined;
  /** Cleared by each ping, set by the pong (or any frame): false at the next ping means dead. */
  alive = true;

  constructor(
    readonly ws: WebSocket,
    private readonly ctx: ConnectionContext,
    private language: Edition,
    /** No Origin header: not a browser page; it must be signed in (soon after opening or signing out) or be closed. */
    private readonly originless: boolean,
  ) {
    this.allowance = ctx.limits.controlBurst;
    this.refilledAt = ctx.now();
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('pong', () => (this.alive = true));
    // ws reports protocol errors (an oversized frame, bad UTF-8) here and closes the socket itself.
    ws.on('error', (error) => ctx.log.debug({ err: error }, 'realtime socket error'));
    ws.once('close', () => this.closed());
    this.requireSignIn();
    this.send(REALTIME_RESERVED_TOPICS.ready, { version: ctx.version });
  }

  /** A socket without an Origin may not idle as a visitor: it is closed unless signed in in time. */
  private requireSignIn(): void {
    if (!this.originless || this.authorizeTimer) return;
    this.authorizeTimer = setTimeout(() => {
      this.authorizeTimer = undefined;
      if (!this.member) this.ws.close(CLOSE_CODES.policyViolation, 'authorization required');
    }, this.ctx.limits.authorizeWithinMs);
    this.authorizeTimer.unref();
  }

  get userId(): string | null {
    return this.member?.userId ?? null;
  }

  get clientId(): string | null {
    return this.clientIdValue;
  }

  get topics(): ReadonlySet<string> {
    return this.held;
  }

  /** An event of a topic this socket holds, serialized once by the server for every subscriber. */
  deliver(frame: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.ctx.limits.maxBufferedBytes) {
      this.ctx.log.info({ clientId: this.clientIdValue }, 'realtime socket too far behind; dropped');
      this.ws.terminate();
      return;
    }
    this.ws.send(frame);
  }

  /** Called by the server every heartbeat: ping, drop the dead, re-check the session now and then. */
  heartbeat(): void {
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    this.alive = false;
    this.ws.ping();
    if (this.member && this.ctx.now() - this.verifiedAt >= this.ctx.limits.sessionRecheckMs) this.enqueue(() => this.recheckSession());
  }

  private send(topicId: string, value: unknown): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ topicId, value }));
  }

  private error(key: RealtimeMessageKey, statusCode: number, topicIds: readonly string[] = []): void {
    const error: RealtimeError = { message: localize(REALTIME_MESSAGES[key], this.language), statusCode, ...(topicIds.length > 0 ? { topicIds: [...topicIds] } : {}) };
    this.send(REALTIME_RESERVED_TOPICS.error, error);
  }

  /** Token bucket of control frames; true when this frame may be handled. */
  private admit(): boolean {
    const { controlBurst, controlPerSecond } = this.ctx.limits;
    const now = this.ctx.now();
    this.allowance = Math.min(controlBurst, this.allowance + ((now - this.refilledAt) / 1000) * controlPerSecond);
    this.refilledAt = now;
    if (this.allowance >= 1) {
      this.allowance -= 1;
      this.refusedInRow = 0;
      return true;
    }
    this.refusedInRow += 1;
    // One error per burst of refusals (not one per frame: that would amplify a flood), then the door.
    if (this.refusedInRow === 1) this.error('tooFast', 429);
    if (this.refusedInRow >= this.ctx.limits.maxRefusedFrames) this.ws.close(CLOSE_CODES.policyViolation, 'too many messages');
    return false;
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.alive = true;
    if (!this.admit()) return;
    if (isBinary) return this.error('badFrame', 400);
    const parsed = parseControl(frameText(data));
    if (!parsed.ok) return this.error(parsed.problem, 400);
    this.enqueue(() => this.handle(parsed.control));
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.ctx.log.error({ err: error }, 'realtime control frame failed');
      this.error('internal', 500);
    });
  }

  private async handle(control: RealtimeControl): Promise<void> {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    switch (control.type) {
      case 'Authorization':
        return this.authorize(control.value.token);
      case 'BindMeta': {
        if (control.value.edition && isEdition(control.value.edition)) this.language = control.value.edition;
        const cid = this.ctx.clientIds.bind(control.value.clientToken);
        this.clientIdValue = cid.clientId;
        return this.send(REALTIME_RESERVED_TOPICS.cid, cid);
      }
      case 'Subscribe':
        return this.subscribe(control.value.topicIds);
      case 'Unsubscribe':
        for (const topicId of control.value.topicIds) this.leave(topicId);
        return;
      case 'Typing':
        return this.typing(control.value.conversationId);
    }
  }

  /**
   * Authorization: a valid token makes the socket that member's; a missing one signs it out; a bad
   * or expired one answers 401 and leaves a visitor (who may send a renewed token). Topics the
   * socket may no longer hold (another member's, a visitor's none) are dropped and named.
   */
  private async authorize(token: string | null): Promise<void> {
    if (token === null) {
      this.signOut();
      const dropped = this.dropAll();
      if (dropped.length > 0) this.error('signInRequired', 401, dropped);
      return;
    }
    let verified: Member | null;
    try {
      verified = await this.ctx.verify(token);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'realtime authorization could not be checked');
      this.signOut();
      this.error('unavailable', 503, this.dropAll());
      return;
    }
    if (!verified) {
      this.signOut();
      this.error('invalidToken', 401, this.dropAll());
      return;
    }
    const previous = this.member;
    this.member = verified;
    this.token = token;
    this.verifiedAt = this.ctx.now();
    clearTimeout(this.authorizeTimer);
    this.authorizeTimer = undefined;
    if (previous?.userId !== verified.userId) await this.recheckTopics();
  }

  /** The periodic session check: a logout or revocation elsewhere ends this socket's membership too. */
  private async recheckSession(): Promise<void> {
    if (!this.member || !this.token) return;
    let verified: Member | null;
    try {
      verified = await this.ctx.verify(this.token);
    } catch (error) {
      // The database is unreachable: keep the member and try again at the next heartbeat.
      this.ctx.log.warn({ err: error }, 'realtime session re-check failed');
      return;
    }
    if (verified && verified.userId === this.member.userId) {
      this.member = verified;
      this.verifiedAt = this.ctx.now();
      return;
    }
    this.signOut();
    this.error('invalidToken', 401, this.dropAll());
  }

  private signOut(): void {
    this.member = null;
    this.token = null;
    if (this.ws.readyState === WebSocket.OPEN) this.requireSignIn();
  }

  private dropAll(): string[] {
    const dropped = [...this.held];
    for (const topicId of dropped) this.leave(topicId);
    return dropped;
  }

  /** After the socket changed hands: every held topic is authorized again for the new member. */
  private async recheckTopics(): Promise<void> {
    const refused: string[] = [];
    await Promise.all(
      [...this.held].map(async (topicId) => {
        const topic = parseTopic(topicId);
        let verdict = 'forbidden';
        try {
          if (topic) verdict = await authorizeTopic(topic, this.userId, this.ctx.isConversationMember, this.ctx.isMatchPlayer);
        } catch (error) {
          this.ctx.log.error({ err: error }, 'realtime topic could not be checked');
        }
        if (verdict !== 'allowed') refused.push(topicId);
      }),
    );
    for (const topicId of refused) this.leave(topicId);
    if (refused.length > 0) this.error('forbiddenTopic', 403, refused);
  }

  /**
   * Subscribe: each topic is checked on the server (SPEC §5 and issue 6). Accepted topics are
   * held silently; the refused ones come back in `error` frames grouped by reason: 400 unknown
   * shape or over the per-socket limit, 401 signed out, 403 not yours, 503 not checkable now.
   */
  private async subscribe(topicIds: readonly string[]): Promise<void> {
    const unknown: string[] = [];
    const signIn: string[] = [];
    const forbidden: string[] = [];
    const unavailable: string[] = [];
    const allowed: string[] = [];
    await Promise.all(
      topicIds.map(async (topicId) => {
        if (this.held.has(topicId)) return;
        const topic = parseTopic(topicId);
        if (!topic) return void unknown.push(topicId);
        try {
          const verdict = await authorizeTopic(topic, this.userId, this.ctx.isConversationMember, this.ctx.isMatchPlayer);
          (verdict === 'allowed' ? allowed : verdict === 'sign-in' ? signIn : forbidden).push(topicId);
        } catch (error) {
          this.ctx.log.error({ err: error }, 'realtime topic could not be checked');
          unavailable.push(topicId);
        }
      }),
    );
    // The socket may have closed while the checks ran: an index entry would then never be removed.
    if (this.ws.readyState !== WebSocket.OPEN) return;
    const room = Math.max(0, REALTIME_MAX_TOPICS - this.held.size);
    for (const topicId of allowed.slice(0, room)) this.join(topicId);
    const overLimit = allowed.slice(room);
    const order = (ids: string[]) => topicIds.filter((id) => ids.includes(id));
    if (unknown.length > 0) this.error('unknownTopic', 400, order(unknown));
    if (overLimit.length > 0) this.error('tooManyTopics', 400, order(overLimit));
    if (signIn.length > 0) this.error('signInRequired', 401, order(signIn));
    if (forbidden.length > 0) this.error('forbiddenTopic', 403, order(forbidden));
    if (unavailable.length > 0) this.error('unavailable', 503, order(unavailable));
  }

  /**
   * Typing: relayed to the conversation's topic only for its members, at most once per
   * conversation per interval from one socket (extra frames are dropped silently).
   */
  private async typing(conversationId: string): Promise<void> {
    const userId = this.userId;
    const topicId = conversationTopic(conversationId);
    if (userId === null) return this.error('signInRequired', 401, [topicId]);
    const now = this.ctx.now();
    const last = this.typingAt.get(conversationId);
    if (last !== undefined && now - last < this.ctx.limits.typingIntervalMs) return;
    // Bounded: a socket naming endless conversations keeps only the recent marks.
    if (this.typingAt.size >= REALTIME_MAX_TOPICS) this.typingAt.clear();
    this.typingAt.set(conversationId, now);
    let member: boolean;
    try {
      member = await this.ctx.isConversationMember(conversationId, userId);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'realtime typing could not be checked');
      return this.error('unavailable', 503, [topicId]);
    }
    if (!member) return this.error('notConversationMember', 403, [topicId]);
    const event: ConversationRealtimeEvent = { kind: 'typing', conversationId, userId };
    this.ctx.bus.publish(topicId, event);
  }

  private join(topicId: string): void {
    this.held.add(topicId);
    this.ctx.index.add(topicId, this);
  }

  private leave(topicId: string): void {
    if (!this.held.delete(topicId)) return;
    this.ctx.index.remove(topicId, this);
  }

  private closed(): void {
    clearTimeout(this.authorizeTimer);
    this.dropAll();
    this.signOut();
  }
}
