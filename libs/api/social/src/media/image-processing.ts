import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { PROFILE_IMAGE_LIMITS, PROFILE_IMAGE_SIZES, type ProfileImageKind } from '@meydan/shared/contracts';
import type { RenditionFormat } from './media-signing';

/** Formats accepted on upload, as sharp's metadata names them. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const RESOLUTION_NAMES = ['standard', 'high', 'extraHigh', 'raw'] as const;

export type UploadRejection = 'notImage' | 'tooManyPixels';

export class UploadRejectedError extends Error {
  constructor(readonly reason: UploadRejection) {
    super(reason);
    this.name = 'UploadRejectedError';
  }
}

/** The input cannot be decoded: retrying will not help. */
export class ImageDecodeError extends Error {
  constructor(cause: unknown) {
    super(`image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ImageDecodeError';
  }
}

export interface UploadInspection {
  format: string;
  /** After EXIF orientation. */
  width: number;
  height: number;
}

/**
 * Checks an upload by its content (header only, fast enough for the request): one of the
 * accepted formats, with dimensions, within the pixel bound. The file name and the client's
 * mime type are never looked at.
 */
export async function inspectUpload(data: Buffer): Promise<UploadInspection> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRejectedError('notImage');
  }
  if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw new UploadRejectedError('notImage');
  if (metadata.width * metadata.height > PROFILE_IMAGE_LIMITS.maxPixels) throw new UploadRejectedError('tooManyPixels');
  const oriented = metadata.autoOrient ?? metadata;
  return { format: metadata.format, width: oriented.width, height: oriented.height };
}

export interface WrittenRendition {
  name: (typeof RESOLUTION_NAMES)[number];
  width: number;
  height: number;
  formats: RenditionFormat[];
}

export interface RenderedImage {
  /** The `raw` rendition's size. */
  width: number;
  height: number;
  renditions: WrittenRendition[];
}

const rawImage = ({ data, info }: { data: Buffer; info: OutputInfo }) => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** Where a rendition goes: an absolute file path. */
export type RenditionTarget = (width: number, height: number, format: RenditionFormat) => string;

/**
 * Turns an upload into the Image contract's renditions: auto-oriented, converted to sRGB, with
 * no metadata at all (EXIF, GPS, XMP, ICC: sharp writes none unless asked), an animated GIF's
 * first frame. Avatars are centred square crops, covers keep their aspect ratio; nothing is
 * enlarged. Each rendition is written as JPEG (PNG when the upload has transparency) and WebP.
 * The upload is decoded once, into the `raw` rendition's pixels, and every size derives from it.
 * Throws ImageDecodeError when the upload cannot be decoded.
 */
export async function renderProfileImage(original: Buffer, kind: ProfileImageKind, target: RenditionTarget): Promise<RenderedImage> {
  const sizes = PROFILE_IMAGE_SIZES[kind];
  let master: { data: Buffer; info: OutputInfo };
  try {
    const source = sharp(original, { limitInputPixels: PROFILE_IMAGE_LIMITS.maxPixels });
    const metadata = await source.metadata();
    const { width, height } = metadata.autoOrient ?? metadata;
    const oriented = source.autoOrient();
    const resized =
      kind === 'avatar'
        ? oriented.resize(Math.min(sizes.raw, width, height), Math.min(sizes.raw, width, height), { fit: 'cover', position: 'centre' })
        : oriented.resize(sizes.raw, sizes.raw, { fit: 'inside', withoutEnlargement: true });
    master = await resized.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageDecodeError(error);
  }
  // An alpha channel that is fully opaque everywhere (common in PNG exports) is dropped: JPEG is far smaller.
  if ((master.info.channels === 4 || master.info.channels === 2) && (await rawImage(master).stats()).isOpaque) {
    master = await rawImage(master).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  }
  const { info } = master;
  const hasAlpha = info.channels === 4 || info.channels === 2;
  const primary: RenditionFormat = hasAlpha ? 'png' : 'jpg';
  const formats: RenditionFormat[] = [primary, 'webp'];
  const fromMaster = () => rawImage(master);

  const renditions: WrittenRendition[] = [];
  for (const name of RESOLUTION_NAMES) {
    const size = sizes[name];
    const pipeline =
      name === 'raw'
        ? fromMaster()
        : kind === 'avatar'
          ? fromMaster().resize(Math.min(size, info.width), Math.min(size, info.width))
          : fromMaster().resize({ width: Math.min(size, info.width) });
    // Encode to a buffer first: the real size names the file.
    const encoded = await Promise.all(
      formats.map((format) => {
        const clone = pipeline.clone();
        const encoder = format === 'webp' ? clone.webp({ quality: 80 }) : format === 'png' ? clone.png({ compressionLevel: 9 }) : clone.jpeg({ quality: 82, mozjpeg: true });
        return encoder.toBuffer({ resolveWithObject: true });
      }),
    );
    const written = (encoded[0] as { info: OutputInfo }).info;
    for (const [index, format] of formats.entries()) {
      const file = target(written.width, written.height, format);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, (encoded[index] as { data: Buffer }).data);
    }
    renditions.push({ name, width: written.width, height: written.height, formats });
  }
  return { width: info.width, height: info.height, renditions };
}
