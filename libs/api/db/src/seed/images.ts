import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SectionKey } from '@meydan/shared/util/routing';
import type { Prng } from './prng';

/** SPEC §3 image resolutions, all 16:9. */
export const IMAGE_VARIANTS = [
  { name: 'standard', width: 620, height: 349 },
  { name: 'high', width: 1024, height: 576 },
  { name: 'extraHigh', width: 1536, height: 864 },
  { name: 'raw', width: 1920, height: 1080 },
] as const;

export const IMAGE_FORMATS = ['jpg', 'webp'] as const;

// Three colours per section: two for the gradient, one for the shapes (the seed videos use them too).
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
  svg: string;
  dominantColor: string;
}

function svgFor(section: SectionKey, rng: Prng): string {
  const [from, to, accent] = PALETTES[section];
  const angle = rng.int(0, 359);
  const shapes: string[] = [];
  const count = rng.int(5, 9);
  for (let i = 0; i < count; i += 1) {
    const opacity = (0.08 + rng.next() * 0.25).toFixed(2);
    const fill = rng.chance(0.5) ? accent : '#ffffff';
    const x = rng.int(-200, 1900);
    const y = rng.int(-200, 1100);
    switch (rng.int(0, 2)) {
      case 0:
        shapes.push(`<circle cx="${x}" cy="${y}" r="${rng.int(80, 420)}" fill="${fill}" fill-opacity="${opacity}"/>`);
        break;
      case 1: {
        const w = rng.int(200, 800);
        const h = rng.int(120, 500);
        shapes.push(
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rng.int(0, 60)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${rng.int(-35, 35)} ${x + w / 2} ${y + h / 2})"/>`,
        );
        break;
      }
      default: {
        const base = rng.int(500, 1000);
        const amp = rng.int(60, 200);
        shapes.push(
          `<path d="M0 ${base} C 480 ${base - amp}, 960 ${base + amp}, 1920 ${base - amp / 2} L1920 1080 L0 1080 Z" fill="${fill}" fill-opacity="${opacity}"/>`,
        );
      }
    }
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080" width="{W}" height="{H}">',
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="1920" height="1080" fill="url(#g)"/>',
    ...shapes,
    '</svg>',
  ].join('');
}

/** Content-addressed id: the same drawing (or video recipe) always gets the same id, so files can be reused. */
export function idFor(content: string): string {
  const hex = createHash('sha1').update(content).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export function planImages(sections: readonly SectionKey[], total: number, rng: Prng): SeedImage[] {
  const images: SeedImage[] = [];
  for (let i = 0; i < total; i += 1) {
    const section = sections[i % sections.length] as SectionKey;
    const svg = svgFor(section, rng);
    images.push({ id: idFor(svg), section, svg, dominantColor: PALETTES[section][0] });
  }
  return images;
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

async function render(image: SeedImage, mediaDir: string): Promise<boolean> {
  const files = IMAGE_VARIANTS.flatMap((v) => IMAGE_FORMATS.map((f) => imageFile(mediaDir, image.id, v.width, f)));
  if ((await Promise.all(files.map(exists))).every(Boolean)) return false;
  await mkdir(path.join(mediaDir, 'images', image.id), { recursive: true });
  for (const variant of IMAGE_VARIANTS) {
    // Rasterizing the vector at each size is cheaper than resizing the largest bitmap.
    const svg = image.svg.replace('{W}', String(variant.width)).replace('{H}', String(variant.height));
    const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [jpg, webp] = await Promise.all([
      sharp(data, raw).jpeg({ quality: 80, progressive: true }).toBuffer(),
      sharp(data, raw).webp({ quality: 75, effort: 0 }).toBuffer(),
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
