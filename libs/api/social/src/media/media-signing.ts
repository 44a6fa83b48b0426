import { createHmac, timingSafeEqual } from 'node:crypto';
import { isCanonicalUuid } from '@meydan/shared/contracts';

/** The formats a rendition is written in. */
export const RENDITION_FORMATS = ['jpg', 'png', 'webp'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

/** Everything a signed image path names (SPEC §7 Images: id, revision, width, optional height, devel marker, format). */
export interface RenditionAddress {
  imageId: string;
  revision: number;
  width: number;
  height: number;
  format: RenditionFormat;
  /** Written by a development instance: a production instance never serves it. */
  development: boolean;
}

/** Folder under the media prefix that the signed paths live in (`/media/u/…`). */
export const SIGNED_MEDIA_FOLDER = 'u';
const SIGNATURE_LENGTH = 22;

/**
 * The key of signed image paths: derived from AUTH_TOKEN_SECRET for this one purpose, the way
 * libs/api/auth derives its keys (HMAC-SHA256 of `meydan/{purpose}`), so no extra secret has to
 * be configured and a leaked path key reveals nothing about the token key.
 */
export function mediaSigningKey(authTokenSecret: string): Buffer {
  return createHmac('sha256', authTokenSecret).update('meydan/media-url').digest();
}

const fileName = (address: Omit<RenditionAddress, 'imageId' | 'revision'>) =>
  `${address.width}x${address.height}${address.development ? '-d' : ''}.${address.format}`;

function signature(key: Buffer, address: RenditionAddress): string {
  const signed = `${address.imageId}/${address.revision}/${fileName(address)}`;
  return createHmac('sha256', key).update(signed).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

/** `u/{signature}/{id}/{revision}/{width}x{height}[-d].{format}`, relative to the media prefix. */
export function signedRenditionPath(key: Buffer, address: RenditionAddress): string {
  return `${SIGNED_MEDIA_FOLDER}/${signature(key, address)}/${address.imageId}/${address.revision}/${fileName(address)}`;
}

const REVISION = /^(0|[1-9]\d{0,8})$/;
const FILE = /^([1-9]\d{0,4})x([1-9]\d{0,4})(-d)?\.(jpg|png|webp)$/;

/**
 * The rendition a signed path's segments name, or null when any part is malformed or the
 * signature does not match (compared in constant time): the caller answers 404 either way.
 */
export function verifySignedRendition(key: Buffer, segments: { signature: string; imageId: string; revision: string; file: string }): RenditionAddress | null {
  const file = FILE.exec(segments.file);
  if (!file || !isCanonicalUuid(segments.imageId) || !REVISION.test(segments.revision) || segments.signature.length !== SIGNATURE_LENGTH) return null;
  const address: RenditionAddress = {
    imageId: segments.imageId,
    revision: Number(segments.revision),
    width: Number(file[1]),
    height: Number(file[2]),
    development: file[3] === '-d',
    format: file[4] as RenditionFormat,
  };
  const expected = Buffer.from(signature(key, address));
  const given = Buffer.from(segments.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}
