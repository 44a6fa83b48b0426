import Fastify, { type FastifyInstance } from 'fastify';
import { type AccessTokenVerifier, registerErrorHandling } from '@meydan/api/core';
import { type Db, JobWorker, type JobLogger } from '@meydan/api/db';
import type { PushRegistrationBody } from '@meydan/shared/contracts';
import type { BrowserSubscription } from '@meydan/shared/testing/push-service';
import { type PushRoutesOptions, pushRoutes } from '../push.routes';
import { pushJobHandlers, type PushJobHandlersOptions } from '../push-worker';
import { resolveVapid, type VapidConfig } from '../vapid';

/*
 * The push specs' harness (specs only): the push routes on a test database, members with real
 * sessions (the push worker only serves devices whose session is live) and bearer tokens known to
 * a stand-in verifier, and a push worker driven step by step on a clock the spec moves.
 */

export const RECO = '/api/reco/v1';
export const ORIGIN = 'http://localhost:3000';
export const SECRET = 'push-spec-auth-token-secret-0123456789abcdef';
export const JSON_HEADERS = { 'content-type': 'application/json' };

export interface TestMember {
  id: string;
  username: string;
  name: string;
  sessionId: string;
  headers: { authorization: string };
}

export const SILENT: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export class PushFixtures {
  private readonly sessions = new Map<string, { userId: string; sessionId: string; role: 'member' }>();
  private serial = 0;

  constructor(private readonly db: Db) {}

  readonly verify: AccessTokenVerifier = async (token) => this.sessions.get(token) ?? null;

  async member(name?: string): Promise<TestMember> {
    this.serial += 1;
    const username = `push-${this.serial}-${Math.random().toString(36).slice(2, 8)}`;
    const display = name ?? `Üye ${this.serial}`;
    const { rows } = await this.db.query<{ id: string }>(`INSERT INTO users (username, email, name) VALUES ($1, $2, $3) RETURNING id`, [username, `${username}@example.com`, display]);
    const id = (rows[0] as { id: string }).id;
    const sessionId = await this.session(id);
    const token = `token-${id}`;
    this.sessions.set(token, { userId: id, sessionId, role: 'member' });
    return { id, username, name: display, sessionId, headers: { authorization: `Bearer ${token}` } };
  }

  /** Another live session of a member (another browser). */
  async session(userId: string): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(`INSERT INTO auth_sessions (user_id, expires_at) VALUES ($1, now() + interval '30 days') RETURNING id`, [userId]);
    return (rows[0] as { id: string }).id;
  }

  async conversation(a: TestMember, b: TestMember): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO conversations (member_a, member_b) VALUES (LEAST($1::uuid, $2::uuid), GREATEST($1::uuid, $2::uuid))
       ON CONFLICT (member_a, member_b) DO UPDATE SET last_message_at = now() RETURNING id`,
      [a.id, b.id],
    );
    return (rows[0] as { id: string }).id;
  }

  /** What the conversations API stores for a sent message (the trigger queues its push). */
  async message(from: TestMember, to: TestMember, body: string): Promise<{ id: string; conversationId: string }> {
    const conversationId = await this.conversation(from, to);
    const { rows } = await this.db.query<{ id: string }>(`INSERT INTO messages (conversation_id, sender_id, body) VALUES ($1, $2, $3) RETURNING id`, [conversationId, from.id, body]);
    return { id: (rows[0] as { id: string }).id, conversationId };
  }

  /** What notify() stores (the trigger queues a push for 'followed' and 'comment_reply'). */
  async notification(type: string, recipient: TestMember, actor: TestMember, commentId: string | null = null): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(`INSERT INTO notifications (recipient_id, type, actor_id, comment_id) VALUES ($1, $2, $3, $4) RETURNING id`, [
      recipient.id,
      type,
      actor.id,
      commentId,
    ]);
    return (rows[0] as { id: string }).id;
  }

  async comment(author: TestMember, body: string): Promise<string> {
    this.serial += 1;
    const { rows: articles } = await this.db.query<{ id: string }>(
      `INSERT INTO articles (edition, title, slug, published_at) VALUES ('tr', $1, $2, now() - interval '1 hour') RETURNING id`,
      [`Haber ${this.serial}`, `haber-${this.serial}`],
    );
    const { rows } = await this.db.query<{ id: string }>(`INSERT INTO comments (article_id, author_id, body) VALUES ($1, $2, $3) RETURNING id`, [
      (articles[0] as { id: string }).id,
      author.id,
      body,
    ]);
    return (rows[0] as { id: string }).id;
  }
}

/** A registration body for a browser subscription, as the web client sends it. */
export function registration(subscription: Pick<BrowserSubscription, 'endpoint' | 'keys'>, extra: Partial<PushRegistrationBody> & { vapidKey?: string } = {}): PushRegistrationBody {
  const { vapidKey, ...rest } = extra;
  return {
    externalPlatform: 'webpush',
    notificationTargetType: 'webPushSubscription',
    notificationTargetValue: subscription.endpoint,
    options: { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, swScope: `${ORIGIN}/`, ...(vapidKey ? { vapidKey } : {}) },
    ...rest,
  };
}

/** A ready app with the push routes under /api/reco/v1 (no worker of its own); close it with the spec. */
export async function buildPushApp(db: Db, fixtures: PushFixtures, options: Partial<PushRoutesOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(pushRoutes, {
    prefix: RECO,
    db,
    verifyAccessToken: fixtures.verify,
    trustedOrigins: [ORIGIN],
    authTokenSecret: SECRET,
    production: false,
    worker: false,
    // Every spec request comes from 127.0.0.1; the limit has its own case.
    registrationLimit: { max: 100_000, windowMs: 60_000 },
    ...options,
  });
  await app.ready();
  return app;
}

/**
 * The worker of another replica, on a clock running `clock.ahead` ms past the database's (rows are
 * due at once, backoffs can be jumped); Web Push with the spec's derived keys unless `vapid` says
 * otherwise, FCM when given.
 */
export function buildPushWorker(db: Db, clock: { ahead: number }, platforms: Pick<PushJobHandlersOptions, 'fcm'> & { vapid?: VapidConfig | null } = {}): JobWorker {
  const vapid = platforms.vapid === undefined ? resolveVapid(undefined, { authTokenSecret: SECRET, production: false }) : platforms.vapid;
  let worker: JobWorker | undefined = undefined;
  worker = new JobWorker({
    db,
    handlers: pushJobHandlers({ db, vapid, fcm: platforms.fcm, policy: { production: false }, logger: SILENT, nudge: () => worker?.nudge() }),
    now: () => Date.now() + clock.ahead,
    retryJitter: 0,
    retryDelaysMs: [1000, 1000],
    batchSize: 8,
  });
  return worker;
}

/** Runs the worker until nothing is due (bounded: a loop would fail the spec, not hang it). */
export async function drain(worker: JobWorker): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    const summary = await worker.runOnce();
    if (summary.claimed === 0) return;
  }
  throw new Error('the push worker never ran out of due jobs');
}
