import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { MemberRole } from '@meydan/shared/contracts';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';
import type { AuthContext, AuthGuards } from './authentication';

/**
 * ARCHITECTURE §5: every route declares who may call it, in `config.access`:
 * - `visitor`: anyone; a valid credential, when one comes along, is resolved into `request.auth`;
 * - `member`: a signed-in member (401 otherwise);
 * - `owner`: a signed-in member acting on their own resource; the route resolves the resource and
 *   calls `assertOwner` (the route-level guard is the member's; ownership is per resource);
 * - `editor`: an editor or an admin (403 for other members);
 * - `admin`: an admin only.
 * `enforceAccessPolicies` turns the declaration into the guard, so the policy a route states is
 * the policy it gets; a test enumerates every registered route and fails on one without it.
 */
export const ACCESS_POLICIES = ['visitor', 'member', 'owner', 'editor', 'admin'] as const;
export type AccessPolicy = (typeof ACCESS_POLICIES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
}

const ROLES_OF: Record<'editor' | 'admin', readonly MemberRole[]> = { editor: ['editor', 'admin'], admin: ['admin'] };

function requireRole(guards: AuthGuards, policy: 'editor' | 'admin'): onRequestAsyncHookHandler {
  return async function requireRoleGuard(request) {
    await guards.requireMember(request);
    if (!ROLES_OF[policy].includes((request.auth as AuthContext).role)) throw new HttpError(403, MESSAGES.forbidden);
  };
}

export function guardFor(guards: AuthGuards, policy: AccessPolicy): onRequestAsyncHookHandler {
  switch (policy) {
    case 'visitor':
      return async (request) => guards.optionalMember(request);
    case 'member':
    case 'owner':
      return async (request) => guards.requireMember(request);
    case 'editor':
    case 'admin':
      return requireRole(guards, policy);
  }
}

/**
 * For the routes registered after this call in this context: prepends the guard of each route's
 * declared `config.access` to its route-level onRequest hooks. Routes without a declaration are
 * left alone (and reported by apps/api's route-policy test).
 *
 * onRequest rather than preHandler: the guard needs only headers, so a caller without the right
 * credential gets its 401/403 before the body is read, parsed and validated (no 400 that tells
 * an anonymous caller about the schema, no parsing work spent on it), and every preHandler
 * (rate limiters keyed by `request.auth`, e.g. per account) already sees the resolved member.
 * The plugin's own onRequest hooks (cache headers, origin checks) still run first.
 */
export function enforceAccessPolicies(fastify: FastifyInstance, guards: AuthGuards): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const policy = route.config?.access;
    if (!policy) return;
    // A typo (from untyped code) must stop the start, not leave the route unguarded.
    if (!ACCESS_POLICIES.includes(policy)) throw new Error(`${String(route.method)} ${route.url}: unknown access policy ${JSON.stringify(policy)}`);
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guardFor(guards, policy), ...existing];
  });
}

/** 403 unless the signed-in member owns the resource (`ownerId` null: no owner, nobody passes). */
export function assertOwner(request: FastifyRequest, ownerId: string | null | undefined): void {
  if (!request.auth) throw new HttpError(401, MESSAGES.unauthorized);
  if (!ownerId || ownerId !== request.auth.userId) throw new HttpError(403, MESSAGES.forbidden);
}

/** The signed-in member of a route whose policy guarantees one (member, owner, editor, admin). */
export function signedInMember(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, MESSAGES.unauthorized);
  return request.auth;
}
