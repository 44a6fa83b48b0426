import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { type AccessTokenVerifier, type RealtimePublisher, registerErrorHandling } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import type { ConversationRealtimeEvent } from '@meydan/shared/contracts';
import { conversationRoutes } from '../conversations.routes';
import type { MessagingPluginOptions } from '../messaging-plugin';

/*
 * The messaging specs' common harness (specs only; nothing in production imports it): the
 * conversations plugin under the API prefix on a test database, members whose bearer tokens a
 * stand-in verifier knows (the real one is the auth lib's), and a publisher that records events.
 */

export const API = '/api/v3.5';
export const ORIGIN = 'http://localhost:3000';
export const JSON_HEADERS = { 'content-type': 'application/json' };

export interface TestMember {
  id: string;
  username: string;
  /** Bearer header of a live session. */
  headers: { authorization: string };
}

export interface PublishedEvent {
  topicId: string;
  value: ConversationRealtimeEvent;
}

/** Keeps every published event, in order. */
export class RecordingPublisher implements RealtimePublisher {
  readonly events: PublishedEvent[] = [];

  publish(topicId: string, value: unknown): void {
    this.events.push({ topicId, value: value as ConversationRealtimeEvent });
  }

  /** Empties the record and answers what it held. */
  take(): PublishedEvent[] {
    return this.events.splice(0, this.events.length);
  }
}

export class MessagingFixtures {
  private readonly sessions = new Map<string, { userId: string; sessionId: string; role: 'member' | 'editor' | 'admin' }>();
  private serial = 0;

  constructor(private readonly db: Db) {}

  readonly verify: AccessTokenVerifier = async (token) => this.sessions.get(token) ?? null;

  async member(options: { username?: string; role?: 'member' | 'editor' | 'admin'; active?: boolean; deleted?: boolean } = {}): Promise<TestMember> {
    this.serial += 1;
    const username = options.username ?? `uye-${this.serial}-${Math.random().toString(36).slice(2, 8)}`;
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO users (username, email, name, role, email_verified, is_active, deleted_at)
       VALUES ($1, $2, $3, $4, true, $5, CASE WHEN $6 THEN now() ELSE NULL END) RETURNING id`,
      [username, `${username}@example.com`, `Name ${username}`, options.role ?? 'member', options.active ?? true, options.deleted ?? false],
    );
    const id = (rows[0] as { id: string }).id;
    const token = `token-${id}`;
    this.sessions.set(token, { userId: id, sessionId: `session-${id}`, role: options.role ?? 'member' });
    return { id, username, headers: { authorization: `Bearer ${token}` } };
  }

  async block(blocker: TestMember, blocked: TestMember): Promise<void> {
    await this.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [blocker.id, blocked.id]);
  }

  async unblock(blocker: TestMember, blocked: TestMember): Promise<void> {
    await this.db.query(`DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blocker.id, blocked.id]);
  }

  async deactivate(member: TestMember): Promise<void> {
    await this.db.query(`UPDATE users SET is_active = false, deactivated_at = now() WHERE id = $1`, [member.id]);
  }

  async reactivate(member: TestMember): Promise<void> {
    await this.db.query(`UPDATE users SET is_active = true, deactivated_at = NULL WHERE id = $1`, [member.id]);
  }
}

/** A ready app with the conversations routes under API; close it with the spec. */
export async function buildMessagingApp(db: Db, fixtures: MessagingFixtures, options: Partial<MessagingPluginOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(conversationRoutes, {
    prefix: API,
    db,
    verifyAccessToken: fixtures.verify,
    trustedOrigins: [ORIGIN],
    mediaBaseUrl: '/media',
    // Out of reach unless a spec sets its own.
    messageLimits: { send: { max: 100_000, windowMs: 60_000 }, write: { max: 100_000, windowMs: 60_000 } },
    ...options,
  });
  await app.ready();
  return app;
}

/** `call(method, url, who, payload?)`: an API request as a member (or a visitor with null). */
export function caller(app: FastifyInstance) {
  return (method: InjectOptions['method'], url: string, who: TestMember | null, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...(payload === undefined ? {} : JSON_HEADERS), ...(who?.headers ?? {}), ...headers },
      payload: payload as InjectOptions['payload'],
    });
}

/** Rows of a table matching a condition, for assertions on side effects. */
export async function countRows(q: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return rows[0]?.n ?? 0;
}
