import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
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

function requireRole(guards: AuthGuards, policy: 'editor' | 'admin'): preHandlerAsyncHookHandler {
  return async function requireRoleGuard(request) {
    await guards.requireMember(request);
    if (!ROLES_OF[policy].includes((request.auth as AuthContext).role)) throw new HttpError(403, MESSAGES.forbidden);
  };
}

export function guardFor(guards: AuthGuards, policy: AccessPolicy): preHandlerAsyncHookHandler {
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
 * declared `config.access` to its preHandlers. Routes without a declaration are left alone (and
 * reported by the route-policy test).
 */
export function enforceAccessPolicies(fastify: FastifyInstance, guards: AuthGuards): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const policy = route.config?.access;
    if (!policy) return;
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [guardFor(guards, policy), ...existing];
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
