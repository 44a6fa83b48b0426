import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SECTION_KEYS } from '@meydan/shared/util/routing';
import { IMAGE_FORMATS, IMAGE_VARIANTS, imageFile, planImages, renderImages, type SeedImage } from './images';
import { planSeed, SEED_EXTRA_IMAGES_PER_SECTION, SEED_IMAGE_COUNT } from './plan';
import { Prng } from './prng';
import { drawNamedScene, SCENE_NAMES, SECTION_SCENES } from './scenes';

// Rasterizing ~130 drawings, even small, takes a few seconds on a busy machine.
jest.setTimeout(120_000);

const plan = planSeed();
/** The article pictures of a section (the video posters come after them in the plan). */
const pool = (section: string): SeedImage[] => plan.images.slice(0, SEED_IMAGE_COUNT + SEED_EXTRA_IMAGES_PER_SECTION * SECTION_KEYS.length).filter((i) => i.section === section);

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const colourDistance = (a: string, b: string) => Math.hypot(...rgb(a).map((v, i) => v - (rgb(b)[i] as number)));

function pairs<T>(items: readonly T[]): Array<[T, T]> {
  return items.flatMap((a, i) => items.slice(i + 1).map((b): [T, T] => [a, b]));
}

async function thumbnail(image: SeedImage): Promise<Buffer> {
  return sharp(Buffer.from(image.svg.replace('{W}', '48').replace('{H}', '27')))
    .removeAlpha()
    .raw()
    .toBuffer();
}

describe('seed pictures', () => {
  it('are drawn the same on every run, down to the bytes of every file', async () => {
    expect(planSeed().images.map((i) => i.svg)).toEqual(plan.images.map((i) => i.svg));
    const image = plan.images[0] as SeedImage;
    const dirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'meydan-seed-image-'))));
    try {
      for (const dir of dirs) expect(await renderImages([image], dir, 1)).toBe(1);
      for (const variant of IMAGE_VARIANTS) {
        for (const format of IMAGE_FORMATS) {
          const [a, b] = await Promise.all(dirs.map((dir) => readFile(imageFile(dir, image.id, variant.width, format))));
          expect((a as Buffer).equals(b as Buffer)).toBe(true);
        }
      }
    } finally {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });

  it("take as many draws from the seed's stream as ever, so the articles do not change with the pictures", () => {
    // The abstract drawings took 2 numbers, then 6 to 9 per shape (5–9 shapes): between 32 and 83.
    const rng = new Prng(42);
    planImages(['news'], 1, rng);
    const after = rng.next();
    const probe = new Prng(42);
    const taken = Array.from({ length: 90 }, () => probe.next()).indexOf(after);
    expect(taken).toBeGreaterThanOrEqual(32);
    expect(taken).toBeLessThanOrEqual(83);
  });

  it("show each section's own scenes, in turn, none twice in a row", () => {
    for (const section of SECTION_KEYS) {
      const scenes = pool(section).map((i) => i.scene);
      expect(new Set(scenes)).toEqual(new Set(SECTION_SCENES[section]));
      expect(SECTION_SCENES[section].length).toBeGreaterThanOrEqual(4);
      scenes.forEach((scene, i) => i > 0 && expect(scene).not.toBe(scenes[i - 1]));
    }
  });

  it("give a section's pictures dominant colours of their own, the repeats of a scene most of all", () => {
    const tooClose = SECTION_KEYS.flatMap((section) =>
      pairs(pool(section))
        .filter(([a, b]) => colourDistance(a.dominantColor, b.dominantColor) < (a.scene === b.scene ? 12 : 8))
        .map(([a, b]) => `${section}: ${a.scene} ${a.dominantColor} / ${b.scene} ${b.dominantColor}`),
    );
    expect(tooClose).toEqual([]);
  });

  it('look unlike one another, pixel for pixel', async () => {
    const alike: string[] = [];
    for (const section of SECTION_KEYS) {
      const images = pool(section);
      const pixels = await Promise.all(images.map(thumbnail));
      for (const [i, j] of pairs(images.map((_, k) => k))) {
        const [a, b] = [pixels[i] as Buffer, pixels[j] as Buffer];
        let sum = 0;
        for (let k = 0; k < a.length; k += 1) sum += Math.abs((a[k] as number) - (b[k] as number));
        // Mean difference per channel, out of 255.
        if (sum / a.length < 10) alike.push(`${section}: ${images[i]?.scene} / ${images[j]?.scene} differ by ${(sum / a.length).toFixed(1)}`);
      }
    }
    expect(alike).toEqual([]);
  });

  it('draws every scene as compact SVG without text or anything fetched', async () => {
    for (const scene of SCENE_NAMES) {
      for (const hue of [15, 200]) {
        const { svg, dominantColor } = drawNamedScene(scene, hue, Prng.fromKey(`spec:${scene}`));
        expect(svg.length).toBeLessThan(24_000);
        expect(svg).not.toMatch(/<text|<image|href=|@import|font-family/);
        expect(dominantColor).toMatch(/^#[0-9a-f]{6}$/);
        const { info } = await sharp(Buffer.from(svg.replace('{W}', '96').replace('{H}', '54'))).raw().toBuffer({ resolveWithObject: true });
        expect([info.width, info.height]).toEqual([96, 54]);
      }
    }
  });
});
