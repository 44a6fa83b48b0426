import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { type AccessTokenVerifier, registerErrorHandling, registerMemberRoutes } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import type { MemberRole } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { ASTRO_API } from '../../testing/astro-test-app';
import { signRoutes } from '../signs.routes';

/*
 * The sign routes' spec harness: the routes at the astrology API's prefix behind the same member
 * authentication the astrology plugin puts in front of them, on a test database, with a clock the
 * spec sets (the readings' "today" is an Istanbul day). Members are stand-in tokens per role.
 */
export const ORIGIN = 'https://www.meydan.example';

export interface SignsTestApp {
  app: FastifyInstance;
  /** A request in an edition, as `role` (a bearer token) or as a visitor (null). */
  call(method: InjectOptions['method'], path: string, options?: { edition?: Edition; role?: MemberRole | null; payload?: unknown }): Promise<LightMyRequestResponse>;
  /** A user row for the role's stand-in member (the readings' `written_by` references users). */
  userId(role: MemberRole): string;
}

export async function buildSignsApp(db: Db, clock: () => number, options: { demo?: boolean } = {}): Promise<SignsTestApp> {
  const users = new Map<MemberRole, string>();
  for (const role of ['member', 'editor', 'admin'] as const) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (username, email, role, email_verified) VALUES ($1, $2, $3, true)
       ON CONFLICT (username) DO UPDATE SET role = EXCLUDED.role RETURNING id`,
      [`astro-${role}`, `astro-${role}@example.com`, role],
    );
    users.set(role, (rows[0] as { id: string }).id);
  }
  const verify: AccessTokenVerifier = async (token) => {
    const role = token.replace(/^token-/, '') as MemberRole;
    const userId = users.get(role);
    return userId ? { userId, sessionId: `session-${role}`, role } : null;
  };
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(async (astro) => {
    registerMemberRoutes(astro, { verify, trustedOrigins: [ORIGIN] });
    await astro.register(signRoutes, { db, demo: options.demo, clock });
  }, { prefix: ASTRO_API });
  await app.ready();
  return {
    app,
    userId: (role) => users.get(role) ?? '',
    call: (method, path, { edition = 'tr', role = null, payload } = {}) =>
      app.inject({
        method,
        url: `${ASTRO_API}${path}`,
        headers: { 'x-edition': edition, ...(role ? { authorization: `Bearer token-${role}` } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: payload as InjectOptions['payload'],
      }),
  };
}
