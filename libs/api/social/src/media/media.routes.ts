import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
// Types only: `schema.hide` keeps the file route out of the OpenAPI document apps/api builds.
import type {} from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  errorResponses,
  HttpError,
  IMMUTABLE_CACHE_CONTROL,
  MEMBER_SECURITY,
  MESSAGES,
  readUploadedFile,
  registerMemberRoutes,
  requestLanguage,
  signedInMember,
} from '@meydan/api/core';
import { JobWorker, type JobWorkerOptions, PURGE_PROFILE_MEDIA_JOB } from '@meydan/api/db';
import {
  PROFILE_IMAGE_KINDS,
  PROFILE_IMAGE_LIMITS,
  type ProfileImageKind,
  ProfileImageUploadParamsSchema,
  ProfileImageUploadSchema,
} from '@meydan/shared/contracts';
import type { CommunityPluginOptions } from '../community-plugin';
import { MEDIA_MESSAGES } from './media.messages';
import { MAX_UPLOADS_PER_HOUR, MemberMediaService, PROFILE_IMAGE_JOB, uploadTooLarge } from './media.service';
import { mediaSigningKey, type RenditionFormat, SIGNED_MEDIA_FOLDER, verifySignedRendition } from './media-signing';
import { MemberMediaStorage } from './media-storage';

/** Where member media lives and how its paths are signed; built once by apps/api for both plugins below. */
export interface MemberMediaSettings {
  storage: MemberMediaStorage;
  /** HMAC key of signed rendition paths (mediaSigningKey(AUTH_TOKEN_SECRET)). */
  signingKey: Buffer;
  /** A development instance marks its paths (`-d`); a production one refuses marked paths. */
  development: boolean;
}

export function memberMediaSettings(options: { dir: string; authTokenSecret: string; nodeEnv?: string }): MemberMediaSettings {
  return {
    storage: new MemberMediaStorage(options.dir),
    signingKey: mediaSigningKey(options.authTokenSecret),
    development: (options.nodeEnv ?? process.env['NODE_ENV']) !== 'production',
  };
}

/** Image processing worker tuning, or false for a replica that only queues (tests, scripts). */
export type MemberMediaWorkerOptions = false | Omit<JobWorkerOptions, 'db' | 'handlers' | 'logger'>;

export interface MemberMediaRoutesOptions extends CommunityPluginOptions {
  media: MemberMediaSettings;
  worker?: MemberMediaWorkerOptions;
}

const ERRORS = errorResponses(400, 401, 403, 500);
const MB = 1024 * 1024;
const LARGEST_UPLOAD = Math.max(...PROFILE_IMAGE_KINDS.map((kind) => PROFILE_IMAGE_LIMITS[kind].maxBytes));
const NAMES: Record<ProfileImageKind, string> = { avatar: 'avatar', cover: 'cover image' };

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/**
 * SPEC §7 avatar and cover of the signed-in member: `PUT /users/me/avatar|cover` (multipart,
 * one file in `file`) answers 202 at once with the pending upload, a job renders it outside the
 * request; `DELETE` removes it; `GET /users/me/uploads/{id}` tells how an upload went. The image
 * processing worker runs from onReady to onClose.
 */
export const memberMediaRoutes: FastifyPluginAsync<MemberMediaRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, refuseForeignWrites: false });
  // One file and nothing else; the per-kind size is checked per request below.
  await fastify.register(fastifyMultipart, { limits: { files: 1, fields: 2, parts: 3, fieldSize: 1024, fileSize: LARGEST_UPLOAD, headerPairs: 100 } });

  let worker: JobWorker | undefined;
  const service = new MemberMediaService({
    db: options.db,
    storage: options.media.storage,
    signingKey: options.media.signingKey,
    development: options.media.development,
    mediaBaseUrl: options.mediaBaseUrl ?? '/media',
    nudge: () => worker?.nudge(),
  });
  if (options.worker !== false) {
    worker = new JobWorker({ ...options.worker, db: options.db, handlers: { [PROFILE_IMAGE_JOB]: service.jobHandler(), [PURGE_PROFILE_MEDIA_JOB]: service.purgeHandler() }, logger: fastify.log });
    fastify.addHook('onReady', async () => worker?.start());
    fastify.addHook('onClose', async () => worker?.stop());
  }

  for (const kind of PROFILE_IMAGE_KINDS) {
    const maxMb = PROFILE_IMAGE_LIMITS[kind].maxBytes / MB;
    fastify.put(
      `/users/me/${kind}`,
      {
        config: { access: 'member' },
        schema: {
          tags: ['users'],
          summary: `Uploads a new ${NAMES[kind]} (multipart/form-data, the image in "file")`,
          description:
            `JPEG, PNG, WebP or GIF (its first frame), at most ${maxMb} MB and ${PROFILE_IMAGE_LIMITS.maxPixels / 1_000_000} megapixels, recognized by its content. ` +
            'Answers 202 with the pending upload as soon as the file is stored; it becomes the member\'s ' +
            `${NAMES[kind]} once processed (poll GET /users/me/uploads/{id} or the profile). Needs a confirmed e-mail (403). ` +
            `400 not an image, 413 too large, 415 not multipart, 429 beyond ${MAX_UPLOADS_PER_HOUR} uploads an hour. Cache-Control: private, no-store.`,
          consumes: ['multipart/form-data'],
          security: MEMBER_SECURITY,
          response: { 202: ProfileImageUploadSchema, ...ERRORS, ...errorResponses(413, 415, 429) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const { userId } = signedInMember(request);
        await service.assertCanEdit(userId);
        if (!request.isMultipart()) throw new HttpError(415, MEDIA_MESSAGES.notMultipart);
        const wait = await service.uploadWait(userId);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          throw new HttpError(429, MEDIA_MESSAGES.tooManyUploads);
        }
        const data = await readUploadedFile(request, { maxBytes: PROFILE_IMAGE_LIMITS[kind].maxBytes, tooLarge: () => uploadTooLarge(kind) });
        if (!data) throw new HttpError(400, MEDIA_MESSAGES.noFile);
        const upload = await service.upload(userId, kind, data);
        return reply.code(202).send(upload);
      },
    );

    fastify.delete(
      `/users/me/${kind}`,
      {
        config: { access: 'member' },
        schema: {
          tags: ['users'],
          summary: `Removes the member's ${NAMES[kind]} (and any upload of it still being processed)`,
          description: 'Needs a confirmed e-mail (403). 204 also when there was none.',
          security: MEMBER_SECURITY,
          response: { 204: { type: 'null', description: 'Removed' }, ...ERRORS },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const { userId } = signedInMember(request);
        await service.assertCanEdit(userId);
        await service.remove(userId, kind);
        return reply.code(204).send();
      },
    );
  }

  fastify.get(
    '/users/me/uploads/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['users'],
        summary: "The state of one of the member's avatar or cover uploads",
        description:
          '`pending` while processing, `ready` with the image (now the avatar or cover), `failed` with a message. 404 once it was ' +
          'replaced by a later upload or removed; 403 for another member\'s upload. Cache-Control: private, no-store.',
        security: MEMBER_SECURITY,
        params: ProfileImageUploadParamsSchema,
        response: { 200: ProfileImageUploadSchema, ...ERRORS, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return service.status(signedInMember(request).userId, request.params.id.toLowerCase(), requestLanguage(request));
    },
  );
};

const CONTENT_TYPES: Record<RenditionFormat, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * The files behind signed member image paths: `GET /media/u/{signature}/{id}/{revision}/{w}x{h}[-d].{format}`.
 * Registered beside the `/media/*` static files (apps/api), outside `/api`. Only paths this API
 * signed resolve, so nobody can list member images or ask for sizes that were never made; any
 * other path is a 404. The files under a path never change: immutable caching.
 */
export const memberMediaFileRoutes: FastifyPluginAsync<{ media: MemberMediaSettings }> = async (fastify: FastifyInstance, options) => {
  const { storage, signingKey, development } = options.media;
  const notFound = () => new HttpError(404, MESSAGES.notFound);
  fastify.get<{ Params: { signature: string; id: string; revision: string; file: string } }>(
    `/media/${SIGNED_MEDIA_FOLDER}/:signature/:id/:revision/:file`,
    { config: { access: 'visitor' }, schema: { hide: true } },
    async (request, reply) => {
      const { signature, id, revision, file } = request.params;
      const address = verifySignedRendition(signingKey, { signature, imageId: id, revision, file });
      if (!address || (address.development && !development)) throw notFound();
      const path = storage.renditionFile(address.imageId, address.revision, address.width, address.height, address.format);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound();
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('content-length', String(info.size)).type(CONTENT_TYPES[address.format]);
      return reply.send(createReadStream(path));
    },
  );
};
