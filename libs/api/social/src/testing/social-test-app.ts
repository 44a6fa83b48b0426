import Fastify, { type FastifyInstance } from 'fastify';
import { type AccessTokenVerifier, registerErrorHandling } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import type { MemberRole, PremiumStatus } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import type { CommunityPluginOptions } from '../community-plugin';
import { favoriteRoutes } from '../favorites/favorite.routes';
import { graphRoutes } from '../graph/graph.routes';
import { profileRoutes } from '../profiles/profile.routes';

/*
 * The social specs' common harness (specs only; nothing in production imports it): the profile,
 * graph and favourite plugins under the API prefix on a test database, with members whose
 * bearer tokens are known to a stand-in verifier (the real one is the auth lib's).
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

export class SocialFixtures {
  private readonly sessions = new Map<string, { userId: string; sessionId: string; role: MemberRole }>();
  private serial = 0;

  constructor(private readonly db: Db) {}

  readonly verify: AccessTokenVerifier = async (token) => this.sessions.get(token) ?? null;

  /**
   * Like the auth lib's verifier: the role and the active flag are read from the database on
   * every request, so a role change or a deactivation takes effect at once.
   */
  readonly liveVerify: AccessTokenVerifier = async (token) => {
    const session = this.sessions.get(token);
    if (!session) return null;
    const { rows } = await this.db.query<{ role: MemberRole; is_active: boolean }>('SELECT role, is_active FROM users WHERE id = $1', [session.userId]);
    return rows[0]?.is_active ? { ...session, role: rows[0].role } : null;
  };

  async member(options: { username?: string; role?: MemberRole; verified?: boolean; active?: boolean; deleted?: boolean; name?: string | null; premium?: boolean | PremiumStatus } = {}): Promise<TestMember> {
    // `true` stands for a paying subscriber; the other status is named.
    const premium = options.premium === true ? 'premium' : options.premium || null;
    this.serial += 1;
    const username = options.username ?? `member-${this.serial}-${Math.random().toString(36).slice(2, 8)}`;
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO users (username, email, name, role, email_verified, is_active, deleted_at, premium_status, premium_since, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() ELSE NULL END, $8::text, CASE WHEN $8::text IS NULL THEN NULL ELSE now() END, now() - make_interval(days => $9)) RETURNING id`,
      [username, `${username}@example.com`, options.name === undefined ? `Name ${username}` : options.name, options.role ?? 'member', options.verified ?? true, options.active ?? true, options.deleted ?? false, premium, this.serial],
    );
    const id = (rows[0] as { id: string }).id;
    const token = `token-${id}`;
    this.sessions.set(token, { userId: id, sessionId: `session-${id}`, role: options.role ?? 'member' });
    return { id, username, headers: { authorization: `Bearer ${token}` } };
  }

  async deactivate(member: TestMember): Promise<void> {
    await this.db.query(`UPDATE users SET is_active = false, deactivated_at = now() WHERE id = $1`, [member.id]);
  }

  async reactivate(member: TestMember): Promise<void> {
    await this.db.query(`UPDATE users SET is_active = true, deactivated_at = NULL WHERE id = $1`, [member.id]);
  }

  async category(edition: Edition = 'tr'): Promise<string> {
    this.serial += 1;
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO categories (edition, slug, name, route) VALUES ($1, $2, $3, $4) RETURNING id`,
      [edition, `cat-${this.serial}`, `Category ${this.serial}`, `/cat-${this.serial}`],
    );
    return (rows[0] as { id: string }).id;
  }

  /** An article; listed unless a flag says otherwise. */
  async article(options: { edition?: Edition; title?: string; draft?: boolean; hidden?: boolean; deleted?: boolean; future?: boolean; author?: TestMember; categoryId?: string } = {}): Promise<{ id: string; legacyId: number }> {
    this.serial += 1;
    const title = options.title ?? `Article ${this.serial}`;
    const { rows } = await this.db.query<{ id: string; legacy_id: string }>(
      `INSERT INTO articles (edition, title, slug, is_draft, is_hidden, is_deleted, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + CASE WHEN $7 THEN interval '1 day' ELSE -make_interval(mins => $8) END)
       RETURNING id, legacy_id`,
      [options.edition ?? 'tr', title, `article-${this.serial}`, options.draft ?? false, options.hidden ?? false, options.deleted ?? false, options.future ?? false, this.serial],
    );
    const row = rows[0] as { id: string; legacy_id: string };
    if (options.author) await this.db.query(`INSERT INTO article_authors (article_id, user_id) VALUES ($1, $2)`, [row.id, options.author.id]);
    if (options.categoryId) await this.db.query(`INSERT INTO article_categories (article_id, category_id) VALUES ($1, $2)`, [row.id, options.categoryId]);
    return { id: row.id, legacyId: Number(row.legacy_id) };
  }
}

/** A ready app with the profile, graph and favourite routes under API; close it with the spec. */
export async function buildSocialApp(db: Db, fixtures: SocialFixtures, options: Partial<CommunityPluginOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  const community: CommunityPluginOptions & { prefix: string } = {
    prefix: API,
    db,
    verifyAccessToken: fixtures.verify,
    trustedOrigins: [ORIGIN],
    mediaBaseUrl: '/media',
    ...options,
  };
  await app.register(profileRoutes, community);
  await app.register(graphRoutes, community);
  await app.register(favoriteRoutes, community);
  await app.ready();
  return app;
}

/** Rows of a table matching a condition, for assertions on side effects. */
export async function countRows(q: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return rows[0]?.n ?? 0;
}
