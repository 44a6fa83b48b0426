import { type Static, Type } from '@sinclair/typebox';

export const ImageResolutionSchema = Type.Object({
  url: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  /** File format of `url`: jpg, png, gif, webp. */
  format: Type.String(),
  webpUrl: Type.Optional(Type.String()),
  /** Animated images carry video renditions. */
  webmUrl: Type.Optional(Type.String()),
  mp4Url: Type.Optional(Type.String()),
});
export type ImageResolution = Static<typeof ImageResolutionSchema>;

/** SPEC §3: standard 620w, high 1024w, extraHigh 1536w, raw (original). */
export const ImageSchema = Type.Object({
  _id: Type.String(),
  alt: Type.Optional(Type.String()),
  resolutions: Type.Object({
    standard: ImageResolutionSchema,
    high: ImageResolutionSchema,
    extraHigh: ImageResolutionSchema,
    raw: ImageResolutionSchema,
  }),
});
export type Image = Static<typeof ImageSchema>;
