import { Prng } from '../prng';

/*
 * A fine grain added to the rasterized picture, the same offset on the three channels of a
 * pixel (so it reads as film grain, not colour noise). Done on the pixels because the rasterizer
 * draws an SVG pattern tile by tile, which tripled the time of a picture; here it is one pass
 * over the largest rendition, and the smaller ones, scaled down from it, keep only a trace.
 */

const SIZE = 1 << 18;
let noise: Int8Array | undefined;

/** ±amplitude/2 per pixel (±3 levels: felt rather than seen, and it breaks up banding in the gradients), from a fixed stream: the same picture always gets the same grain. */
function noiseTable(amplitude: number): Int8Array {
  if (!noise) {
    const rng = Prng.fromKey('seed-image-grain');
    noise = new Int8Array(SIZE);
    for (let i = 0; i < SIZE; i += 1) noise[i] = Math.round((rng.next() - 0.5) * amplitude);
  }
  return noise;
}

/** Adds the grain in place to 8-bit pixels of `channels` channels (the first three are colour). */
export function addGrain(pixels: Buffer, channels: number, amplitude = 6): void {
  const table = noiseTable(amplitude);
  for (let i = 0, k = 0; i + 2 < pixels.length; i += channels, k = (k + 1) & (SIZE - 1)) {
    const n = table[k] as number;
    for (let c = 0; c < 3; c += 1) {
      const value = (pixels[i + c] as number) + n;
      pixels[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
}
