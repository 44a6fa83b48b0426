import type { Image } from '@meydan/shared/contracts';

/** An `images` row as the repositories select it (IMAGE_JSON). */
export interface ImageRow {
  id: string;
  base_path: string;
  width: number;
  height: number;
  alt: string | null;
  variants: Array<{
    name: string;
    width: number;
    height: number;
    formats: string[];
    /**
     * Member uploads: each format's signed path under the media prefix (written by the image
     * worker, which holds the signing key); without it the file is `{base_path}/{width}.{format}`.
     */
    paths?: Record<string, string>;
  }>;
}

/** One image row as JSON, for a subquery: `${IMAGE_JSON('u.avatar_image_id')} AS avatar`. */
export const IMAGE_JSON = (idColumn: string) =>
  `(SELECT row_to_json(i) FROM (SELECT id, base_path, width, height, alt, variants FROM images WHERE id = ${idColumn}) i)`;

type ResolutionName = keyof Image['resolutions'];

export interface MapContext {
  /**
   * Public prefix of generated media, e.g. `/media` or a CDN origin; several prefixes separated
   * by commas spread images over hosts (see mediaBaseFor).
   */
  mediaBaseUrl: string;
}

/** The prefixes MEDIA_BASE_URL lists (one or more, comma-separated), without trailing slashes. */
export function mediaBases(mediaBaseUrl: string): string[] {
  const bases = mediaBaseUrl
    .split(',')
    .map((base) => base.trim().replace(/\/$/, ''))
    .filter((base, index, all) => all.indexOf(base) === index && (base !== '' || all.length === 1));
  return bases.length > 0 ? bases : [''];
}

/**
 * SPEC §7 Images: the host is chosen by the last digit of the image id. With several media
 * prefixes (i0…iN CDN hosts, which browsers fetch in parallel), an id always maps to the same one,
 * so every page, replica and cache names an image by one URL. Uuids end in a hex digit (0–f),
 * legacy numeric ids in a decimal one; both are read as hex.
 */
export function mediaBaseFor(mediaBaseUrl: string, id: string): string {
  const bases = mediaBases(mediaBaseUrl);
  if (bases.length === 1) return bases[0] as string;
  const digit = Number.parseInt(id.slice(-1), 16);
  return bases[(Number.isNaN(digit) ? 0 : digit) % bases.length] as string;
}

export function mapImage(row: ImageRow | null | undefined, ctx: MapContext, alt?: string): Image | null {
  if (!row) return null;
  const mediaBase = mediaBaseFor(ctx.mediaBaseUrl, row.id);
  const base = `${mediaBase}/${row.base_path}`;
  const byName = new Map(row.variants.map((v) => [v.name, v]));
  const largest = [...row.variants].sort((a, b) => b.width - a.width)[0];
  const resolution = (name: ResolutionName) => {
    // An image smaller than a slot reuses its largest rendition rather than leaving a hole.
    const variant = byName.get(name) ?? largest ?? { width: row.width, height: row.height, formats: ['jpg'] };
    const format = variant.formats.includes('jpg') ? 'jpg' : (variant.formats[0] ?? 'jpg');
    const paths = 'paths' in variant ? variant.paths : undefined;
    const urlOf = (fileFormat: string) => (paths?.[fileFormat] ? `${mediaBase}/${paths[fileFormat]}` : `${base}/${variant.width}.${fileFormat}`);
    return {
      url: urlOf(format),
      width: variant.width,
      height: variant.height,
      format,
      ...(variant.formats.includes('webp') ? { webpUrl: urlOf('webp') } : {}),
    };
  };
  const image: Image = {
    _id: row.id,
    resolutions: {
      standard: resolution('standard'),
      high: resolution('high'),
      extraHigh: resolution('extraHigh'),
      raw: resolution('raw'),
    },
  };
  const text = row.alt ?? alt;
  if (text) image.alt = text;
  return image;
}

