import { randomUUID } from 'node:crypto';
import { HttpError, localize, mapImage, MESSAGES } from '@meydan/api/core';
import { type ClaimedJob, countSubjectJobs, type Db, enqueueJob, type JobHandler, PermanentJobError, type PurgeProfileMediaPayload } from '@meydan/api/db';
import { PROFILE_IMAGE_LIMITS, type ProfileImageKind, type ProfileImageUpload } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { ImageDecodeError, inspectUpload, renderProfileImage, UploadRejectedError } from './image-processing';
import { MEDIA_MESSAGES } from './media.messages';
import { mediaRepository as repo, type StoredRendition } from './media.repository';
import { signedRenditionPath } from './media-signing';
import type { MemberMediaStorage } from './media-storage';

/** The jobs table type of avatar and cover processing. */
export const PROFILE_IMAGE_JOB = 'profile-image';
/** Uploads a member may start per hour (both kinds): processing is the expensive part. */
export const MAX_UPLOADS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;
const MB = 1024 * 1024;

export interface ProfileImageJobPayload {
  imageId: string;
  userId: string;
  kind: ProfileImageKind;
}

export interface MemberMediaContext {
  db: Db;
  storage: MemberMediaStorage;
  /** HMAC key of signed rendition paths (mediaSigningKey). */
  signingKey: Buffer;
  /** Marks paths written by a development instance. */
  development: boolean;
  /** Public prefix of media URLs (default /media). */
  mediaBaseUrl: string;
  /** Runs the worker now instead of at its next poll (after a commit that queued a job). */
  nudge: () => void;
  now?: () => number;
}

/** The 400/413 of a refused upload, in the member's language. */
export function uploadTooLarge(kind: ProfileImageKind): HttpError {
  return new HttpError(413, kind === 'avatar' ? MEDIA_MESSAGES.avatarTooLarge : MEDIA_MESSAGES.coverTooLarge, {
    params: { max: PROFILE_IMAGE_LIMITS[kind].maxBytes / MB },
  });
}

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/**
 * Member avatars and covers (SPEC §7): an upload is checked and stored as it is, then processed
 * by a job (PROFILE_IMAGE_JOB) outside the request; when the renditions are written the member's
 * avatar or cover points at the new image and the previous one's files are removed. A newer
 * upload or a removal supersedes a pending one: its job finds nothing to do.
 */
export class MemberMediaService {
  constructor(private readonly ctx: MemberMediaContext) {}

  /** 401 when the member is gone, 403 unless their e-mail is confirmed (SPEC §5: profile edits need it). */
  async assertCanEdit(userId: string): Promise<void> {
    const member = await repo.member(this.ctx.db, userId);
    if (!member) throw new HttpError(401, MESSAGES.unauthorized);
    if (!member.email_verified) throw new HttpError(403, MEDIA_MESSAGES.emailNotVerified);
  }

  /** Seconds until the member may upload again, or 0. */
  async uploadWait(userId: string): Promise<number> {
    const now = this.ctx.now?.() ?? Date.now();
    const recent = await countSubjectJobs(this.ctx.db, PROFILE_IMAGE_JOB, userId, new Date(now - HOUR_MS));
    return recent >= MAX_UPLOADS_PER_HOUR ? HOUR_MS / 1000 : 0;
  }

  async upload(userId: string, kind: ProfileImageKind, data: Buffer): Promise<ProfileImageUpload> {
    if (data.length === 0) throw new HttpError(400, MEDIA_MESSAGES.noFile);
    if (data.length > PROFILE_IMAGE_LIMITS[kind].maxBytes) throw uploadTooLarge(kind);
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
    const { db, storage } = this.ctx;
    const imageId = randomUUID();
    // Stored before the transaction: a job must never exist without its file.
    const originalPath = await storage.saveOriginal(imageId, data);
    let superseded: string[];
    try {
      superseded = await db.transaction(async (tx) => {
        // One upload or removal at a time per member: the row lock orders them.
        if (!(await repo.member(tx, userId, true))) throw new HttpError(401, MESSAGES.unauthorized);
        const replaced = await repo.deleteUnfinished(tx, userId, kind);
        await repo.insertPending(tx, { id: imageId, userId, kind, width: size.width, height: size.height, basePath: storage.imageDir(imageId), originalPath });
        const payload: ProfileImageJobPayload = { imageId, userId, kind };
        await enqueueJob(tx, { type: PROFILE_IMAGE_JOB, payload, subject: userId });
        return replaced;
      });
    } catch (error) {
      await storage.remove(originalPath);
      throw error;
    }
    await this.removeFiles(superseded);
    this.ctx.nudge();
    return { _id: imageId, kind, state: 'pending', image: null };
  }

  /** SPEC §7 DELETE /users/me/avatar|cover: no image of that kind any more, pending uploads included. */
  async remove(userId: string, kind: ProfileImageKind): Promise<void> {
    const removed = await this.ctx.db.transaction(async (tx) => {
      const member = await repo.member(tx, userId, true);
      if (!member) throw new HttpError(401, MESSAGES.unauthorized);
      const current = repo.currentImageId(member, kind);
      const gone = await repo.deleteUnfinished(tx, userId, kind);
      if (current) {
        await repo.setProfileImage(tx, userId, kind, null);
        if (await repo.deleteOwned(tx, userId, current)) gone.push(current);
      }
      return gone;
    });
    await this.removeFiles(removed);
  }

  /** An upload's state for its owner; 404 when it is gone (replaced or removed), 403 for another member's. */
  async status(userId: string, imageId: string, language: Edition): Promise<ProfileImageUpload> {
    const row = await repo.upload(this.ctx.db, imageId);
    if (!row || row.owner_user_id === null || (row.kind !== 'avatar' && row.kind !== 'cover')) throw new HttpError(404, MESSAGES.notFound);
    if (row.owner_user_id !== userId) throw new HttpError(403, MESSAGES.forbidden);
    const upload: ProfileImageUpload = { _id: row.id, kind: row.kind, state: row.state, image: row.state === 'ready' ? mapImage(row, { mediaBaseUrl: this.ctx.mediaBaseUrl }) : null };
    if (row.state === 'failed') upload.message = localize(MEDIA_MESSAGES.processingFailed, language);
    return upload;
  }

  /** The job handler of PROFILE_IMAGE_JOB (idempotent: a run whose claim expired may run again). */
  jobHandler(): JobHandler<ProfileImageJobPayload> {
    return {
      run: (job) => this.process(job),
      failed: async (job) => {
        await repo.fail(this.ctx.db, job.payload.imageId);
        await this.ctx.storage.remove(this.ctx.storage.imageDir(job.payload.imageId), this.ctx.storage.originalPath(job.payload.imageId));
      },
    };
  }

  /**
   * The handler of PURGE_PROFILE_MEDIA_JOB, queued by an account deletion: the deleted member's
   * avatars and covers lose their rows and files, so signed URLs handed out earlier stop working.
   * Idempotent: a second run finds nothing left.
   */
  purgeHandler(): JobHandler<PurgeProfileMediaPayload> {
    return {
      run: async (job) => {
        const ids = await repo.deleteProfileImagesOfDeletedAccount(this.ctx.db, job.payload.userId);
        await this.removeFiles(ids);
      },
    };
  }

  private async process(job: ClaimedJob<ProfileImageJobPayload>): Promise<void> {
    const { db, storage } = this.ctx;
    const { imageId, userId, kind } = job.payload;
    const row = await repo.upload(db, imageId);
    if (!row || row.state !== 'pending') {
      // Replaced or removed while queued: nothing to show, only the upload to forget.
      await storage.remove(storage.originalPath(imageId));
      return;
    }
    let original: Buffer;
    try {
      original = await storage.readOriginal(row.original_path ?? storage.originalPath(imageId));
    } catch (error) {
      if (isMissingFile(error)) throw new PermanentJobError('the stored upload is missing', { cause: error });
      throw error;
    }
    // Every claim writes its own revision: a stale run that finishes late never touches the files of a newer one.
    const revision = job.attempts;
    const revisionDir = storage.revisionDir(imageId, revision);
    let variants: StoredRendition[];
    let size: { width: number; height: number };
    try {
      const rendered = await renderProfileImage(original, kind, (width, height, format) => storage.renditionFile(imageId, revision, width, height, format));
      size = rendered;
      variants = rendered.renditions.map((rendition) => ({
        ...rendition,
        paths: Object.fromEntries(
          rendition.formats.map((format) => [
            format,
            signedRenditionPath(this.ctx.signingKey, { imageId, revision, width: rendition.width, height: rendition.height, format, development: this.ctx.development }),
          ]),
        ),
      }));
    } catch (error) {
      await storage.remove(revisionDir).catch(() => undefined);
      if (error instanceof ImageDecodeError) throw new PermanentJobError(error.message, { cause: error });
      throw error;
    }
    const outcome = await db.transaction(async (tx) => {
      const member = await repo.member(tx, userId, true);
      if (!member) return null;
      if (!(await repo.complete(tx, { id: imageId, revision, width: size.width, height: size.height, basePath: storage.imageDir(imageId), variants }))) return null;
      const previous = repo.currentImageId(member, kind);
      await repo.setProfileImage(tx, userId, kind, imageId);
      return { replaced: previous && previous !== imageId && (await repo.deleteOwned(tx, userId, previous)) ? previous : null };
    });
    if (!outcome) {
      await storage.remove(revisionDir, storage.originalPath(imageId));
      return;
    }
    await storage.remove(storage.originalPath(imageId), outcome.replaced ? storage.imageDir(outcome.replaced) : null);
  }

  private async removeFiles(imageIds: readonly string[]): Promise<void> {
    const { storage } = this.ctx;
    for (const id of imageIds) await storage.remove(storage.imageDir(id), storage.originalPath(id));
  }
}
