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

/** What a `<picture>` reads of one resolution (card images leave the rest out). */
export const PictureSourceSchema = Type.Pick(ImageResolutionSchema, ['url', 'width', 'height', 'webpUrl']);
export type PictureSource = Static<typeof PictureSourceSchema>;

/**
 * A card's picture: the resolutions a card's `srcset` offers. Cards are at most 640 CSS pixels
 * wide (a phone's full width at most), so 620w and 1024w serve them; with the larger ones in the
 * srcset a phone would fetch 1536w pictures for every card. A full Image fits this type too.
 */
export const CardImageSchema = Type.Object({
  resolutions: Type.Object({
    standard: PictureSourceSchema,
    high: PictureSourceSchema,
    /** Absent on cards. */
    extraHigh: Type.Optional(PictureSourceSchema),
    /** Absent on cards. */
    raw: Type.Optional(PictureSourceSchema),
  }),
});
export type CardImage = Static<typeof CardImageSchema>;
