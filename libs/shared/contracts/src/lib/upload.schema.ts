import { type Static, Type } from '@sinclair/typebox';
import { Nullable } from './common.schema';
import { ImageSchema } from './image.schema';
import { PROFILE_IMAGE_KINDS, type ProfileImageKind } from './profile.rules';
import { UUID_PATTERN } from './uuid';

/**
 * Rendition sizes of the Image contract's resolutions. Avatars are square crops of this side;
 * covers keep their aspect ratio at this width (the profile shows them through a banner whose
 * vertical position is `coverOffset`). `raw` is the largest kept copy, re-encoded without
 * metadata. An upload smaller than a size is never enlarged: that rendition keeps its own size.
 */
export const PROFILE_IMAGE_SIZES = {
  avatar: { standard: 96, high: 192, extraHigh: 400, raw: 1024 },
  cover: { standard: 640, high: 1280, extraHigh: 1920, raw: 2560 },
} as const satisfies Record<ProfileImageKind, Record<'standard' | 'high' | 'extraHigh' | 'raw', number>>;

export const ProfileImageKindSchema = Type.Union(PROFILE_IMAGE_KINDS.map((kind) => Type.Literal(kind)));

/** `pending` from the upload until processing is over; `failed` when the file could not be processed. */
export const PROFILE_IMAGE_STATES = ['pending', 'ready', 'failed'] as const;
export type ProfileImageState = (typeof PROFILE_IMAGE_STATES)[number];

/**
 * The answer of an upload (202, `pending`) and of `GET /users/me/uploads/{id}`: the new image's
 * state, and once `ready` the image itself (it is then the member's avatar or cover, unless a
 * later upload or a removal replaced it). `message` explains a failure in the reader's language.
 */
export const ProfileImageUploadSchema = Type.Object({
  _id: Type.String(),
  kind: ProfileImageKindSchema,
  state: Type.Union(PROFILE_IMAGE_STATES.map((state) => Type.Literal(state))),
  image: Nullable(ImageSchema),
  message: Type.Optional(Type.String()),
});
export type ProfileImageUpload = Static<typeof ProfileImageUploadSchema>;

export const ProfileImageUploadParamsSchema = Type.Object({ id: Type.String({ pattern: UUID_PATTERN, maxLength: 36 }) }, { additionalProperties: false });
export type ProfileImageUploadParams = Static<typeof ProfileImageUploadParamsSchema>;

// Defined with the schema-free profile rules (one source of truth), offered here as before.
export { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_KINDS, PROFILE_IMAGE_LIMITS, PROFILE_IMAGE_UPLOAD_TIMEOUT_MS, type ProfileImageKind } from './profile.rules';
