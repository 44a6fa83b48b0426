import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import {
  errorResponses,
  MEMBER_SECURITY,
  PRIVATE_CACHE_CONTROL,
  registerMemberRoutes,
  requestEdition,
  setPublicEditionCache,
  signedInMember,
} from '@meydan/api/core';
import {
  CountryListResponseSchema,
  ProfileSchema,
  UpdateAboutBodySchema,
  UpdateProfileBodySchema,
  UserRefParamsSchema,
} from '@meydan/shared/contracts';
import type { CommunityPluginOptions } from '../community-plugin';
import { SOCIAL_PUBLIC_CACHE_CONTROL } from '../members';
import { countryList } from './countries';
import { ProfileService } from './profile.service';

const ERRORS = errorResponses(400, 401, 403, 404, 409, 500);

/**
 * Public profiles and the member's profile edits (SPEC §7 Users and social): `GET /users/{id}`,
 * `PUT /users/me`, `PUT /users/me/about`, and the country list the profile form offers.
 */
export const profileRoutes: FastifyPluginAsync<CommunityPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  // A page of another site never writes here, whatever credential it carries (CSRF defence beside SameSite).
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins });
  const service = new ProfileService(options.db, { mediaBaseUrl: options.mediaBaseUrl ?? '/media' }, options.emailConfirmation);

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
        response: { 200: ProfileSchema, ...errorResponses(400, 404, 500) },
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
        response: { 200: ProfileSchema, ...ERRORS, ...errorResponses(503) },
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
        response: { 200: CountryListResponseSchema, ...errorResponses(500) },
      },
    },
    async (request, reply) => {
      setPublicEditionCache(reply);
      return { items: countryList(requestEdition(request)) };
    },
  );
};
