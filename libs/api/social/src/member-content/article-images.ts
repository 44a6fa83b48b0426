import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import {
  errorResponses,
  HttpError,
  mapImage,
  MEMBER_SECURITY,
  MESSAGES,
  PRIVATE_CACHE_CONTROL,
  readUploadedFile,
  registerMemberRoutes,
  signedInMember,
} from '@meydan/api/core';
import { type ClaimedJob, countSubjectJobs, type Db, enqueueJob, type JobHandler, JobWorker, PermanentJobError } from '@meydan/api/db';
import {
  type MemberImageUploadResponse,
  MemberImageUploadResponseSchema,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_LIMITS,
  ProfileImageUploadParamsSchema,
} from '@meydan/shared/contracts';
import type { CommunityPluginOptions } from '../community-plugin';
import { ImageDecodeError, inspectUpload, renderProfileImage, UploadRejectedError } from '../media/image-processing';
import { MEDIA_MESSAGES } from '../media/media.messages';
import { mediaRepository, type StoredRendition } from '../media/media.repository';
import type { MemberMediaSettings, MemberMediaWorkerOptions } from '../media/media.routes';
import { signedRenditionPath } from '../media/media-signing';
import { MEMBER_CONTENT_MESSAGES } from './member-content.messages';

/** The jobs table type of post image processing. */
export const ARTICLE_IMAGE_JOB = 'article-image';
/** Post images a member may upload per hour: processing is the expensive part. */
export const MAX_ARTICLE_IMAGES_PER_HOUR = 60;
const MB = 1024 * 1024;
export const ARTICLE_IMAGE_MAX_BYTES = 10 * MB;
const HOUR_MS = 3_600_000;
/** `images.kind` of a post's pictures. */
const KIND = 'photo';

interface ArticleImageJob {
  imageId: string;
  userId: string;
}

const tooLarge = () => new HttpError(413, MEMBER_CONTENT_MESSAGES.imageTooLarge, { params: { max: ARTICLE_IMAGE_MAX_BYTES / MB } });

/**
 * Pictures of members' posts (cover, image blocks, list items). The avatar and cover pipeline's
 * parts are reused as they are: the content check, the member media folder, the renderer (a
 * post picture is rendered like a profile cover: aspect ratio kept, never enlarged, no
 * metadata), the signed rendition paths and the images rows. Only the job's ending differs: a
 * ready picture becomes nobody's avatar, the post that names it shows it.
 */
export class ArticleImageService {
  constructor(
    private readonly ctx: { db: Db; media: MemberMediaSettings; mediaBaseUrl: string; nudge: () => void; now?: () => number },
  ) {}

  /** Seconds until the member may upload again, or 0. */
  async uploadWait(userId: string): Promise<number> {
    const now = this.ctx.now?.() ?? Date.now();
    const recent = await countSubjectJobs(this.ctx.db, ARTICLE_IMAGE_JOB, userId, new Date(now - HOUR_MS));
    return recent >= MAX_ARTICLE_IMAGES_PER_HOUR ? HOUR_MS / 1000 : 0;
  }

  async upload(userId: string, data: Buffer): Promise<MemberImageUploadResponse> {
    if (data.length === 0) throw new HttpError(400, MEDIA_MESSAGES.noFile);
    if (data.length > ARTICLE_IMAGE_MAX_BYTES) throw tooLarge();
    let size: { width: number; height: number };
    try {
      size = await inspectUpload(data);
    } catch (error) {
      if (error instanceof UploadRejectedError) {
        throw error.reason === 'tooManyPixels'
          ? new HttpError(400, MEDIA_MESSAGES.tooManyPixels, { params: { max: PROFILE_IMAGE_LIMITS.maxPixels / 1_000_000 } })
          : new HttpError(400, MEDIA_MESSAGES.notImage);
      }
      throw error;
    }
    const { db, media } = this.ctx;
    const imageId = randomUUID();
    // Stored before the transaction: a job must never exist without its file.
    const originalPath = await media.storage.saveOriginal(imageId, data);
    try {
      await db.transaction(async (tx) => {
        await mediaRepository.insertPending(tx, {
          id: imageId,
          userId,
          kind: KIND as never,
          width: size.width,
          height: size.height,
          basePath: media.storage.imageDir(imageId),
          originalPath,
        });
        const payload: ArticleImageJob = { imageId, userId };
        await enqueueJob(tx, { type: ARTICLE_IMAGE_JOB, payload, subject: userId });
      });
    } catch (error) {
      await media.storage.remove(originalPath);
      throw error;
    }
    this.ctx.nudge();
    return { _id: imageId, state: 'pending', image: null };
  }

  /** The state of one of the member's post pictures; anyone else's is a 404. */
  async status(userId: string, imageId: string): Promise<MemberImageUploadResponse> {
    const row = await mediaRepository.upload(this.ctx.db, imageId.toLowerCase());
    if (!row || row.owner_user_id !== userId || (row.kind as string) !== KIND) throw new HttpError(404, MESSAGES.notFound);
    return { _id: row.id, state: row.state, image: row.state === 'ready' ? mapImage(row, { mediaBaseUrl: this.ctx.mediaBaseUrl }) : null };
  }

  /** The handler of ARTICLE_IMAGE_JOB (idempotent: a run whose claim expired may run again). */
  jobHandler(): JobHandler<ArticleImageJob> {
    const { db, media } = this.ctx;
    return {
      run: (job) => this.process(job),
      failed: async (job) => {
        await mediaRepository.fail(db, job.payload.imageId);
        await media.storage.remove(media.storage.imageDir(job.payload.imageId), media.storage.originalPath(job.payload.imageId));
      },
    };
  }

  private async process(job: ClaimedJob<ArticleImageJob>): Promise<void> {
    const { db, media } = this.ctx;
    const { storage } = media;
    const { imageId } = job.payload;
    const row = await mediaRepository.upload(db, imageId);
    if (!row || row.state !== 'pending') {
      await storage.remove(storage.originalPath(imageId));
      return;
    }
    let original: Buffer;
    try {
      original = await storage.readOriginal(row.original_path ?? storage.originalPath(imageId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') throw new PermanentJobError('the stored upload is missing', { cause: error });
      throw error;
    }
    // Every claim writes its own revision: a stale run that finishes late never touches a newer one's files.
    const revision = job.attempts;
    let variants: StoredRendition[];
    let size: { width: number; height: number };
    try {
      const rendered = await renderProfileImage(original, 'cover', (width, height, format) => storage.renditionFile(imageId, revision, width, height, format));
      size = rendered;
      variants = rendered.renditions.map((rendition) => ({
        ...rendition,
        paths: Object.fromEntries(
          rendition.formats.map((format) => [
            format,
            signedRenditionPath(media.signingKey, { imageId, revision, width: rendition.width, height: rendition.height, format, development: media.development }),
          ]),
        ),
      }));
    } catch (error) {
      await storage.remove(storage.revisionDir(imageId, revision)).catch(() => undefined);
      if (error instanceof ImageDecodeError) throw new PermanentJobError(error.message, { cause: error });
      throw error;
    }
    const done = await mediaRepository.complete(db, { id: imageId, revision, width: size.width, height: size.height, basePath: storage.imageDir(imageId), variants });
    await storage.remove(storage.originalPath(imageId), done ? null : storage.revisionDir(imageId, revision));
  }
}

export interface ArticleImageRoutesOptions extends CommunityPluginOptions {
  media: MemberMediaSettings;
  worker?: MemberMediaWorkerOptions;
}

const ERRORS = errorResponses(400, 401, 403, 404, 413, 415, 429, 500);

/**
 * `POST /articles/me/images` (multipart, the image in `file`) answers 201 at once with the
 * pending picture; a job renders it outside the request; `GET /articles/me/images/{id}` tells
 * how it went. The picture can be named in a post right away (it shows once ready).
 */
export const articleImageRoutes: FastifyPluginAsync<ArticleImageRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, cacheControl: PRIVATE_CACHE_CONTROL, refuseForeignWrites: false });
  await fastify.register(fastifyMultipart, { limits: { files: 1, fields: 2, parts: 3, fieldSize: 1024, fileSize: ARTICLE_IMAGE_MAX_BYTES, headerPairs: 100 } });
  let worker: JobWorker | undefined;
  const service = new ArticleImageService({ db: options.db, media: options.media, mediaBaseUrl: options.mediaBaseUrl ?? '/media', nudge: () => worker?.nudge() });
  if (options.worker !== false) {
    worker = new JobWorker({ ...options.worker, db: options.db, handlers: { [ARTICLE_IMAGE_JOB]: service.jobHandler() }, logger: fastify.log });
    fastify.addHook('onReady', async () => worker?.start());
    fastify.addHook('onClose', async () => worker?.stop());
  }

  fastify.post(
    '/articles/me/images',
    {
      config: { access: 'member' },
      schema: {
        tags: ['member content'],
        summary: 'Uploads a picture for a post (multipart/form-data, the image in "file")',
        description:
          `JPEG, PNG, WebP or GIF (its first frame), at most ${ARTICLE_IMAGE_MAX_BYTES / MB} MB, recognized by its content. Answers 201 with ` +
          `the pending picture; poll GET /articles/me/images/{id}. 400 not an image, 413 too large, 415 not multipart, 429 beyond ` +
          `${MAX_ARTICLE_IMAGES_PER_HOUR} an hour.`,
        consumes: ['multipart/form-data'],
        security: MEMBER_SECURITY,
        response: { 201: MemberImageUploadResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { userId } = signedInMember(request);
      if (!request.isMultipart()) throw new HttpError(415, MEDIA_MESSAGES.notMultipart);
      const wait = await service.uploadWait(userId);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, MEDIA_MESSAGES.tooManyUploads);
      }
      const data = await readUploadedFile(request, { maxBytes: ARTICLE_IMAGE_MAX_BYTES, field: PROFILE_IMAGE_FIELD, tooLarge });
      if (!data) throw new HttpError(400, MEDIA_MESSAGES.noFile);
      return reply.code(201).send(await service.upload(userId, data));
    },
  );

  fastify.get(
    '/articles/me/images/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['member content'],
        summary: "The state of one of the member's post pictures (pending, ready with the image, failed)",
        security: MEMBER_SECURITY,
        params: ProfileImageUploadParamsSchema,
        response: { 200: MemberImageUploadResponseSchema, ...ERRORS },
      },
    },
    async (request) => service.status(signedInMember(request).userId, request.params.id),
  );
};
