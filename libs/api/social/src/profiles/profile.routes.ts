import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import {
  assertTrustedOrigin,
  enforceAccessPolicies,
  isStateChanging,
  registerAuthentication,
  requestEdition,
  setPublicEditionCache,
  signedInMember,
} from '@meydan/api/core';
import {
  CountryListResponseSchema,
  ErrorResponseSchema,
  ProfileSchema,
  UpdateAboutBodySchema,
  UpdateProfileBodySchema,
  UserRefParamsSchema,
} from '@meydan/shared/contracts';
import type { CommunityPluginOptions } from '../community-plugin';
import { PRIVATE_CACHE_CONTROL, SOCIAL_PUBLIC_CACHE_CONTROL } from '../members';
import { countryList } from './countries';
import { ProfileService } from './profile.service';

const ERRORS = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 500: ErrorResponseSchema };
// OpenAPI: member routes take the bearer header or the o-auth-token cookie.
const MEMBER_SECURITY: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];

/**
 * Public profiles and the member's profile edits (SPEC §7 Users and social): `GET /users/{id}`,
 * `PUT /users/me`, `PUT /users/me/about`, and the country list the profile form offers.
 */
export const profileRoutes: FastifyPluginAsync<CommunityPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const guards = registerAuthentication(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins });
  enforceAccessPolicies(fastify, guards);
  const service = new ProfileService(options.db, { mediaBaseUrl: options.mediaBaseUrl ?? '/media' }, options.emailConfirmation);

  // A page of another site never writes here, whatever credential it carries (CSRF defence beside SameSite).
  fastify.addHook('onRequest', async (request) => {
    if (isStateChanging(request)) assertTrustedOrigin(request, options.trustedOrigins, false);
  });

  fastify.get(
    '/users/:id',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['users'],
        summary: "A member's public profile, by uuid or username",
        description:
          '`id` is the member’s uuid or their username (case-insensitive): profile pages know only the username. 404 for an unknown, ' +
          'deactivated or deleted member. Counts leave out deactivated and deleted people; contents, comments and favorites count ' +
          'listed articles of the request edition. Public: never depends on who asks.',
        params: UserRefParamsSchema,
        response: { 200: ProfileSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const profile = await service.profile(request.params.id, requestEdition(request));
      reply.header('cache-control', SOCIAL_PUBLIC_CACHE_CONTROL);
      return profile;
    },
  );

  fastify.put(
    '/users/me',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: "Edits the signed-in member's profile",
        description:
          'Needs a confirmed e-mail address (403 otherwise). Absent fields stay; `""` or null clears a field. Username rules and the ' +
          '"taken" check (409) are registration’s. A new e-mail address (409 when another account has it) is unconfirmed until the ' +
          'link mailed to it is opened. `premium` cannot be changed here: the current value is accepted, another one is refused (403). ' +
          'Answers the updated public profile.',
        security: MEMBER_SECURITY,
        body: UpdateProfileBodySchema,
        response: { 200: ProfileSchema, ...ERRORS, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return service.update(signedInMember(request).userId, request.body, requestEdition(request));
    },
  );

  fastify.put(
    '/users/me/about',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: "Edits the profile header: cover position, motto, about",
        description: 'coverOffset: the cover’s vertical position in percent (0 top, 100 bottom). Needs a confirmed e-mail address (403 otherwise). Answers the updated public profile.',
        security: MEMBER_SECURITY,
        body: UpdateAboutBodySchema,
        response: { 200: ProfileSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return service.updateAbout(signedInMember(request).userId, request.body, requestEdition(request));
    },
  );

  fastify.get(
    '/metadata/countries',
    {
      config: { access: 'visitor', cache: true },
      schema: {
        tags: ['users'],
        summary: 'Every country (ISO 3166-1 alpha-2) with its name in the request edition’s language',
        description: 'Sorted by name in that language. The values `country` accepts in PUT /users/me.',
        response: { 200: CountryListResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return { items: countryList(requestEdition(request)) };
    },
  );
};
