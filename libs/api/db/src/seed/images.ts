import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SectionKey } from '@meydan/shared/util/routing';
import { Prng } from './prng';
import { drawScene, type SceneName } from './scenes';
import { addGrain } from './scenes/grain';

/** SPEC §3 image resolutions, all 16:9. */
export const IMAGE_VARIANTS = [
  { name: 'standard', width: 620, height: 349 },
  { name: 'high', width: 1024, height: 576 },
  { name: 'extraHigh', width: 1536, height: 864 },
  { name: 'raw', width: 1920, height: 1080 },
] as const;

export const IMAGE_FORMATS = ['jpg', 'webp'] as const;

// Three colours per section, for the seed videos' moving patterns.
export const PALETTES: Record<SectionKey, [string, string, string]> = {
  business: ['#0f2a4a', '#1f6f8b', '#f2c14e'],
  culture: ['#4a1942', '#c94b4b', '#f7d488'],
  entertainment: ['#6a0572', '#ff6f91', '#ffc75f'],
  life: ['#1b5e20', '#7cb342', '#fff59d'],
  news: ['#263238', '#b71c1c', '#eceff1'],
  meydan: ['#d7263d', '#f46036', '#2e294e'],
  other: ['#37474f', '#8e9aaf', '#efd3d7'],
  sport: ['#003f88', '#00a6fb', '#ffdd00'],
  technology: ['#10002b', '#3c096c', '#00f5d4'],
};

export interface SeedImage {
  id: string;
  section: SectionKey;
  /** What the picture shows (see scenes/index.ts). */
  scene: SceneName;
  svg: string;
  dominantColor: string;
}

/**
 * Takes from the stream exactly the numbers the seed's first, abstract drawings took (a gradient
 * angle, then 5–9 shapes of 6 to 9 numbers each), so every later draw of the seed, and so every
 * article, stays as it was; the picture's own stream starts from the first of them.
 */
function legacyDraws(rng: Prng): Prng {
  const seed = Math.floor(rng.next() * 4_294_967_296);
  const shapes = rng.int(5, 9);
  for (let i = 0; i < shapes; i += 1) {
    for (let k = 0; k < 4; k += 1) rng.next();
    // A circle took one more number, a rectangle four, a wave two.
    const more = [1, 4, 2][rng.int(0, 2)] as number;
    for (let k = 0; k < more; k += 1) rng.next();
  }
  return new Prng(seed);
}

/** Content-addressed id: the same drawing (or video recipe) always gets the same id, so files can be reused. */
export function idFor(content: string): string {
  const hex = createHash('sha1').update(content).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

function seedImage(section: SectionKey, ordinal: number, rng: Prng): SeedImage {
  const { scene, svg, dominantColor } = drawScene(section, ordinal, rng);
  return { id: idFor(svg), section, scene, svg, dominantColor };
}

/**
 * `total` pictures for the sections in turn, drawn from `rng` (as many numbers per picture as
 * ever, see legacyDraws); `firstOrdinal` numbers them within their section, which picks the
 * scene and the hue (so a caller drawing one at a time gives each a different one).
 */
export function planImages(sections: readonly SectionKey[], total: number, rng: Prng, firstOrdinal = 0): SeedImage[] {
  return Array.from({ length: total }, (_, i) => {
    const section = sections[i % sections.length] as SectionKey;
    return seedImage(section, firstOrdinal + Math.floor(i / sections.length), legacyDraws(rng));
  });
}

/**
 * More pictures per section, each from a stream named after it rather than the seed's: they
 * widen the choice of covers without moving any other draw of the seed.
 */
export function planExtraImages(sections: readonly SectionKey[], perSection: number, firstOrdinal: number): SeedImage[] {
  return sections.flatMap((section) =>
    Array.from({ length: perSection }, (_, k) => seedImage(section, firstOrdinal + k, Prng.fromKey(`seed-image:${section}:${firstOrdinal + k}`))),
  );
}

export function imageFile(mediaDir: string, imageId: string, width: number, format: string): string {
  return path.join(mediaDir, 'images', imageId, `${width}.${format}`);
}

export async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

// Written under a temporary name and renamed, so a concurrent reader never sees half a file.
export async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/**
 * Rasterizes the drawing once at the largest size, adds the grain, and scales it down for the
 * smaller renditions: for these detailed drawings far cheaper than rasterizing each size.
 */
async function render(image: SeedImage, mediaDir: string): Promise<boolean> {
  const files = IMAGE_VARIANTS.flatMap((v) => IMAGE_FORMATS.map((f) => imageFile(mediaDir, image.id, v.width, f)));
  if ((await Promise.all(files.map(exists))).every(Boolean)) return false;
  await mkdir(path.join(mediaDir, 'images', image.id), { recursive: true });
  const largest = IMAGE_VARIANTS[IMAGE_VARIANTS.length - 1] as (typeof IMAGE_VARIANTS)[number];
  const svg = image.svg.replace('{W}', String(largest.width)).replace('{H}', String(largest.height));
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  addGrain(data, info.channels);
  const source = { raw: { width: info.width, height: info.height, channels: info.channels } };
  for (const variant of IMAGE_VARIANTS) {
    const pixels = variant === largest ? data : await sharp(data, source).resize(variant.width, variant.height, { fit: 'fill' }).raw().toBuffer();
    const raw = { raw: { width: variant.width, height: variant.height, channels: info.channels } };
    const [jpg, webp] = await Promise.all([
      sharp(pixels, raw).jpeg({ quality: 80, progressive: true }).toBuffer(),
      sharp(pixels, raw).webp({ quality: 75, effort: 0 }).toBuffer(),
    ]);
    await Promise.all([
      writeAtomic(imageFile(mediaDir, image.id, variant.width, 'jpg'), jpg),
      writeAtomic(imageFile(mediaDir, image.id, variant.width, 'webp'), webp),
    ]);
  }
  return true;
}

/** Renders every image not already on disk, a few at a time; returns how many were rendered. */
export async function renderImages(images: readonly SeedImage[], mediaDir: string, concurrency?: number): Promise<number> {
  const workers = Math.max(1, concurrency ?? Math.min(3, os.availableParallelism()));
  const queue = [...images];
  let rendered = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let image = queue.shift(); image; image = queue.shift()) {
        if (await render(image, mediaDir)) rendered += 1;
      }
    }),
  );
  return rendered;
}
