import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Queryable } from '../db.types';
import { exists, IMAGE_FORMATS, idFor, imageFile, writeAtomic } from './images';
import { Prng } from './prng';

/**
 * Portraits, avatars and posters for the seed's people and films: flat illustrations drawn as
 * SVG and rasterized locally (no network, no text, so no fonts are needed), in the §3
 * resolution names but their own aspect ratios.
 */
export interface DrawnVariant {
  name: 'standard' | 'high' | 'extraHigh' | 'raw';
  width: number;
  height: number;
}

const scale = (w: number, h: number, widths: readonly [number, number, number, number]): DrawnVariant[] =>
  (['standard', 'high', 'extraHigh', 'raw'] as const).map((name, i) => ({ name, width: widths[i] as number, height: Math.round(((widths[i] as number) * h) / w) }));

export const AVATAR_VARIANTS = scale(1, 1, [160, 320, 480, 640]);
export const PORTRAIT_VARIANTS = scale(3, 4, [300, 600, 900, 1200]);
export const POSTER_VARIANTS = scale(2, 3, [320, 640, 960, 1200]);

export interface DrawnImage {
  id: string;
  kind: 'avatar' | 'illustration';
  /** With `{W}`/`{H}` placeholders for the rendered size. */
  svg: string;
  variants: readonly DrawnVariant[];
  dominantColor: string;
}

function drawn(kind: DrawnImage['kind'], svg: string, variants: readonly DrawnVariant[], dominantColor: string): DrawnImage {
  return { id: idFor(`${svg}|${variants.map((v) => `${v.width}x${v.height}`).join(',')}`), kind, svg, variants, dominantColor };
}

const BACKDROPS: ReadonlyArray<[string, string]> = [
  ['#1f3b73', '#4f83cc'],
  ['#5b2a86', '#b86fc9'],
  ['#0f5e5a', '#3fb8a8'],
  ['#8a2c2c', '#e07a5f'],
  ['#3d405b', '#81b29a'],
  ['#6b4226', '#d9a066'],
  ['#1b4332', '#74c69d'],
  ['#22223b', '#9a8c98'],
];
const SKIN = ['#f3d2b8', '#e8b895', '#d29b72', '#b97d55', '#8d5a3b', '#f6dccb'];
const HAIR = ['#1b1b1b', '#3b2417', '#6a4025', '#a0522d', '#d6b370', '#8c8c8c', '#c9c9c9'];
const CLOTHES = ['#263238', '#37474f', '#5d4037', '#283593', '#6a1b9a', '#00695c', '#b71c1c', '#f5f5f5'];

export type HairStyle = 'short' | 'long' | 'bun' | 'crop' | 'wavy';

export interface PersonLook {
  hair: HairStyle;
  /** Grey hair for older people. */
  grey?: boolean;
  beard?: boolean;
  glasses?: boolean;
}

/**
 * A head-and-shoulders figure on a soft backdrop; `height` 600 is square, 800 is 3:4. `frame`
 * crops the view (avatars are shown small and round, so they frame the face closer).
 */
function personSvg(key: string, look: PersonLook, height: 600 | 800, frame = `0 0 600 ${height}`): { svg: string; color: string } {
  const rng = Prng.fromKey(key);
  const [from, to] = rng.pick(BACKDROPS);
  const skin = rng.pick(SKIN);
  const hair = look.grey ? rng.pick(HAIR.slice(5)) : rng.pick(HAIR.slice(0, 5));
  const clothes = rng.pick(CLOTHES);
  const cx = 300;
  const cy = height * 0.42;
  const headRx = 92;
  const headRy = 112;
  const shapes: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    shapes.push(`<circle cx="${rng.int(0, 600)}" cy="${rng.int(0, height)}" r="${rng.int(60, 200)}" fill="#ffffff" fill-opacity="${(0.05 + rng.next() * 0.1).toFixed(2)}"/>`);
  }
  const behind: string[] = [];
  const front: string[] = [];
  switch (look.hair) {
    case 'long':
      behind.push(`<path d="M${cx - 118} ${cy - 30} Q${cx - 130} ${cy + 170} ${cx - 150} ${cy + 210} L${cx + 150} ${cy + 210} Q${cx + 130} ${cy + 170} ${cx + 118} ${cy - 30} Z" fill="${hair}"/>`);
      front.push(`<path d="M${cx - 100} ${cy - 20} Q${cx - 96} ${cy - 135} ${cx} ${cy - 128} Q${cx + 96} ${cy - 135} ${cx + 100} ${cy - 20} Q${cx + 40} ${cy - 90} ${cx - 100} ${cy - 20} Z" fill="${hair}"/>`);
      break;
    case 'bun':
      behind.push(`<circle cx="${cx}" cy="${cy - headRy - 28}" r="48" fill="${hair}"/>`);
      front.push(`<path d="M${cx - 96} ${cy - 10} Q${cx - 98} ${cy - 128} ${cx} ${cy - 124} Q${cx + 98} ${cy - 128} ${cx + 96} ${cy - 10} Q${cx + 70} ${cy - 80} ${cx} ${cy - 84} Q${cx - 70} ${cy - 80} ${cx - 96} ${cy - 10} Z" fill="${hair}"/>`);
      break;
    case 'wavy':
      behind.push(
        `<path d="M${cx - 110} ${cy - 60} Q${cx - 155} ${cy + 10} ${cx - 126} ${cy + 60} Q${cx - 160} ${cy + 112} ${cx - 122} ${cy + 165} L${cx + 122} ${cy + 165} Q${cx + 160} ${cy + 112} ${cx + 126} ${cy + 60} Q${cx + 155} ${cy + 10} ${cx + 110} ${cy - 60} Z" fill="${hair}"/>`,
      );
      front.push(`<path d="M${cx - 104} ${cy - 4} Q${cx - 112} ${cy - 146} ${cx} ${cy - 136} Q${cx + 112} ${cy - 146} ${cx + 104} ${cy - 4} Q${cx + 84} ${cy - 84} ${cx + 20} ${cy - 74} Q${cx - 50} ${cy - 96} ${cx - 104} ${cy - 4} Z" fill="${hair}"/>`);
      break;
    case 'crop':
      front.push(`<path d="M${cx - 92} ${cy - 40} Q${cx - 90} ${cy - 124} ${cx} ${cy - 118} Q${cx + 90} ${cy - 124} ${cx + 92} ${cy - 40} Q${cx + 60} ${cy - 96} ${cx} ${cy - 98} Q${cx - 60} ${cy - 96} ${cx - 92} ${cy - 40} Z" fill="${hair}"/>`);
      break;
    default:
      front.push(`<path d="M${cx - 98} ${cy - 20} Q${cx - 104} ${cy - 138} ${cx} ${cy - 130} Q${cx + 104} ${cy - 138} ${cx + 98} ${cy - 20} Q${cx + 86} ${cy - 78} ${cx + 20} ${cy - 86} Q${cx - 60} ${cy - 92} ${cx - 98} ${cy - 20} Z" fill="${hair}"/>`);
  }
  if (look.beard) {
    front.push(`<path d="M${cx - 84} ${cy + 20} Q${cx - 70} ${cy + 118} ${cx} ${cy + 122} Q${cx + 70} ${cy + 118} ${cx + 84} ${cy + 20} Q${cx + 40} ${cy + 70} ${cx} ${cy + 68} Q${cx - 40} ${cy + 70} ${cx - 84} ${cy + 20} Z" fill="${hair}" fill-opacity="0.9"/>`);
  }
  if (look.glasses) {
    front.push(
      `<g fill="none" stroke="#1b1b1b" stroke-width="6"><circle cx="${cx - 38}" cy="${cy + 4}" r="26"/><circle cx="${cx + 38}" cy="${cy + 4}" r="26"/><path d="M${cx - 12} ${cy + 4} L${cx + 12} ${cy + 4}"/></g>`,
    );
  }
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${frame}" width="{W}" height="{H}">`,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="600" height="${height}" fill="url(#b)"/>`,
    ...shapes,
    ...behind,
    `<path d="M${cx - 250} ${height} Q${cx - 240} ${cy + 170} ${cx} ${cy + 165} Q${cx + 240} ${cy + 170} ${cx + 250} ${height} Z" fill="${clothes}"/>`,
    `<rect x="${cx - 34}" y="${cy + 80}" width="68" height="80" rx="30" fill="${skin}"/>`,
    `<path d="M${cx - 40} ${cy + 150} L${cx} ${cy + 200} L${cx + 40} ${cy + 150} Z" fill="${skin}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${headRx}" ry="${headRy}" fill="${skin}"/>`,
    `<ellipse cx="${cx - headRx}" cy="${cy + 10}" rx="14" ry="24" fill="${skin}"/>`,
    `<ellipse cx="${cx + headRx}" cy="${cy + 10}" rx="14" ry="24" fill="${skin}"/>`,
    ...front,
    '</svg>',
  ].join('');
  return { svg, color: from };
}

export function avatarImage(key: string, look: PersonLook): DrawnImage {
  const { svg, color } = personSvg(key, look, 600, '110 70 380 380');
  return drawn('avatar', svg, AVATAR_VARIANTS, color);
}

export function portraitImage(key: string, look: PersonLook): DrawnImage {
  const { svg, color } = personSvg(key, look, 800);
  return drawn('illustration', svg, PORTRAIT_VARIANTS, color);
}

/** Poster colours by the film's first genre. */
const POSTER_PALETTES: Readonly<Record<string, [string, string, string]>> = {
  drama: ['#14213d', '#3a506b', '#fca311'],
  comedy: ['#ffb703', '#fb8500', '#023047'],
  thriller: ['#0b090a', '#3d0c11', '#e5383b'],
  romance: ['#590d22', '#c9184a', '#ffccd5'],
  crime: ['#111111', '#2b2d42', '#edf2f4'],
  'science-fiction': ['#03045e', '#0077b6', '#90e0ef'],
  fantasy: ['#240046', '#5a189a', '#e0aaff'],
  historical: ['#432818', '#99582a', '#ffe6a7'],
  family: ['#2d6a4f', '#95d5b2', '#fefae0'],
  adventure: ['#1d3557', '#457b9d', '#f1faee'],
  documentary: ['#212529', '#6c757d', '#f8f9fa'],
  war: ['#283618', '#606c38', '#dda15e'],
};

/** An abstract film poster: a genre motif above a band of credit lines. */
export function posterImage(key: string, genre: string): DrawnImage {
  const rng = Prng.fromKey(key);
  const [from, to, accent] = POSTER_PALETTES[genre] ?? (POSTER_PALETTES['drama'] as [string, string, string]);
  const motif: string[] = [];
  switch (genre) {
    case 'science-fiction':
    case 'fantasy':
      for (let i = 0; i < 60; i += 1) motif.push(`<circle cx="${rng.int(0, 800)}" cy="${rng.int(0, 850)}" r="${rng.int(1, 4)}" fill="#ffffff" fill-opacity="${(0.4 + rng.next() * 0.6).toFixed(2)}"/>`);
      motif.push(`<circle cx="${rng.int(250, 550)}" cy="${rng.int(300, 480)}" r="${rng.int(130, 200)}" fill="${accent}" fill-opacity="0.85"/>`);
      motif.push(`<ellipse cx="400" cy="420" rx="330" ry="46" fill="none" stroke="${accent}" stroke-width="10" stroke-opacity="0.6" transform="rotate(-14 400 420)"/>`);
      break;
    case 'thriller':
    case 'crime':
      {
        const angle = rng.pick([-32, -18, 18, 32]);
        const gap = rng.int(100, 160);
        for (let i = 0; i < 12; i += 1) motif.push(`<rect x="${-300 + i * gap}" y="-200" width="${rng.int(24, 60)}" height="1400" fill="${accent}" fill-opacity="0.12" transform="rotate(${angle} 400 600)"/>`);
        const windows = rng.int(1, 3);
        for (let i = 0; i < windows; i += 1) motif.push(`<rect x="${rng.int(120, 560)}" y="${rng.int(160, 560)}" width="${rng.int(70, 150)}" height="${rng.int(110, 220)}" fill="${accent}" fill-opacity="${(0.55 + rng.next() * 0.4).toFixed(2)}"/>`);
      }
      motif.push(`<path d="M0 880 L800 700 L800 900 L0 900 Z" fill="#000000" fill-opacity="0.45"/>`);
      break;
    case 'romance':
    case 'comedy':
    case 'family':
      for (let i = 0; i < 24; i += 1) motif.push(`<circle cx="${rng.int(0, 800)}" cy="${rng.int(0, 850)}" r="${rng.int(10, 60)}" fill="${i % 2 ? accent : '#ffffff'}" fill-opacity="${(0.15 + rng.next() * 0.35).toFixed(2)}"/>`);
      {
        const x = rng.int(280, 420);
        const y = rng.int(300, 560);
        const r = rng.int(110, 170);
        motif.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" fill-opacity="0.8"/><circle cx="${x + r * 0.8}" cy="${y + rng.int(-60, 60)}" r="${r}" fill="#ffffff" fill-opacity="0.55"/>`);
      }
      break;
    case 'historical':
    case 'war':
      for (let i = 0; i < 5; i += 1) motif.push(`<rect x="${110 + i * 130}" y="${rng.int(260, 360)}" width="56" height="520" fill="${accent}" fill-opacity="0.55"/>`);
      motif.push(`<rect x="80" y="240" width="640" height="40" fill="${accent}" fill-opacity="0.7"/><path d="M80 240 L400 120 L720 240 Z" fill="${accent}" fill-opacity="0.7"/>`);
      break;
    default: {
      motif.push(`<circle cx="${rng.int(300, 500)}" cy="${rng.int(360, 520)}" r="${rng.int(150, 210)}" fill="${accent}" fill-opacity="0.9"/>`);
      for (let i = 0; i < 4; i += 1) {
        const y = 640 + i * 60;
        motif.push(`<path d="M0 ${y} C200 ${y - 40} 600 ${y + 40} 800 ${y - 20} L800 900 L0 900 Z" fill="#000000" fill-opacity="${(0.12 + i * 0.06).toFixed(2)}"/>`);
      }
    }
  }
  // Lines in place of the billing block, so the card reads as a poster without real text.
  const credits: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const width = rng.int(380, 640);
    credits.push(`<rect x="${(800 - width) / 2}" y="${1010 + i * 34}" width="${width}" height="10" rx="5" fill="#ffffff" fill-opacity="0.35"/>`);
  }
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1200" width="{W}" height="{H}">',
    `<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>`,
    '<rect width="800" height="1200" fill="url(#p)"/>',
    ...motif,
    `<rect x="0" y="900" width="800" height="300" fill="${from}"/>`,
    `<rect x="250" y="940" width="300" height="28" rx="6" fill="${accent}" fill-opacity="0.9"/>`,
    ...credits,
    '<rect x="24" y="24" width="752" height="1152" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>',
    '</svg>',
  ].join('');
  return drawn('illustration', svg, POSTER_VARIANTS, from);
}

async function render(image: DrawnImage, mediaDir: string): Promise<boolean> {
  const files = image.variants.flatMap((v) => IMAGE_FORMATS.map((f) => imageFile(mediaDir, image.id, v.width, f)));
  if ((await Promise.all(files.map(exists))).every(Boolean)) return false;
  await mkdir(path.join(mediaDir, 'images', image.id), { recursive: true });
  for (const variant of image.variants) {
    const svg = Buffer.from(image.svg.replace('{W}', String(variant.width)).replace('{H}', String(variant.height)));
    const [jpg, webp] = await Promise.all([
      sharp(svg).flatten({ background: image.dominantColor }).jpeg({ quality: 82, progressive: true }).toBuffer(),
      sharp(svg).webp({ quality: 78 }).toBuffer(),
    ]);
    await writeAtomic(imageFile(mediaDir, image.id, variant.width, 'jpg'), jpg);
    await writeAtomic(imageFile(mediaDir, image.id, variant.width, 'webp'), webp);
  }
  return true;
}

/** Rasterizes the images whose files are missing (a few at a time); returns how many it drew. */
export async function renderDrawnImages(images: readonly DrawnImage[], mediaDir: string, concurrency?: number): Promise<number> {
  const queue = [...images];
  let rendered = 0;
  const workers = Math.max(1, concurrency ?? Math.min(3, os.availableParallelism()));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let image = queue.shift(); image; image = queue.shift()) if (await render(image, mediaDir)) rendered += 1;
    }),
  );
  return rendered;
}

/** Image rows for drawn images; ids are content hashes, so an existing row is the same image. */
export async function insertDrawnImages(tx: Queryable, images: readonly DrawnImage[]): Promise<void> {
  if (images.length === 0) return;
  const raw = (image: DrawnImage) => image.variants[image.variants.length - 1] as DrawnVariant;
  await tx.query(
    `INSERT INTO images (id, kind, width, height, base_path, variants, dominant_color)
     SELECT id, kind, width, height, base_path, variants, dominant_color
     FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, kind text, width int, height int, base_path text, variants jsonb, dominant_color text)
     ON CONFLICT (id) DO NOTHING`,
    [
      JSON.stringify(
        images.map((image) => ({
          id: image.id,
          kind: image.kind,
          width: raw(image).width,
          height: raw(image).height,
          base_path: `images/${image.id}`,
          variants: image.variants.map((v) => ({ ...v, formats: [...IMAGE_FORMATS] })),
          dominant_color: image.dominantColor,
        })),
      ),
    ],
  );
}
