import type { FastifyInstance } from 'fastify';
import { ErrorResponseSchema } from '@meydan/shared/contracts';
import { enforceAccessPolicies } from './access-policy';
import { assertTrustedOrigin, type AuthenticationOptions, type AuthGuards, isStateChanging, registerAuthentication } from './authentication';

/** OpenAPI: member routes take the bearer header or the o-auth-token cookie (apps/api declares both schemes). */
export const MEMBER_SECURITY: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];

/** Answers that are the asker's own, or shaped by who asks: never kept by any cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The error answers a route documents, each the `{ message, statusCode }` contract:
 * `response: { 200: X, ...errorResponses(400, 404, 500) }`.
 */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<S, typeof ErrorResponseSchema>;
}

export interface MemberRoutesOptions extends AuthenticationOptions {
  /**
   * A Cache-Control every answer of the plugin starts with (a route may set another); none when
   * absent (routes that mix public and private answers set theirs per route).
   */
  cacheControl?: string;
  /**
   * Whether a state-changing request from a foreign page (a present, untrusted Origin or Referer)
   * is refused whatever credential it carries, bearer included (default true): a page of another
   * site never writes here. Cookie-authenticated writes must show a trusted origin either way
   * (registerAuthentication).
   */
  refuseForeignWrites?: boolean;
}

/**
 * The preamble of a plugin with member routes, for its own encapsulated context: member
 * authentication, each route's `config.access` turned into its guard, and one onRequest hook for
 * the foreign-page check and the default Cache-Control. That hook runs before the route guards,
 * so a foreign page gets its 403 before any credential is looked up.
 */
export function registerMemberRoutes(fastify: FastifyInstance, options: MemberRoutesOptions): AuthGuards {
  const { verify, trustedOrigins, cacheControl, refuseForeignWrites = true } = options;
  const guards = registerAuthentication(fastify, { verify, trustedOrigins });
  enforceAccessPolicies(fastify, guards);
  if (refuseForeignWrites || cacheControl !== undefined) {
    fastify.addHook('onRequest', async (request, reply) => {
      if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
      if (refuseForeignWrites && isStateChanging(request)) assertTrustedOrigin(request, trustedOrigins, false);
    });
  }
  return guards;
}
