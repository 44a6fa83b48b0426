/**
 * The "Did you feel it?" colours, one per Modified Mercalli level (I … XII), shared by the felt
 * layer's squares and the intensity pictures so a reader matches a square to the picture they chose.
 * The scale is viridis (perceptually uniform, readable with every common colour-vision deficiency
 * and in greyscale), run from light (I, barely felt) to dark (XII, total destruction).
 */
import { QUAKE_FELT } from '@meydan/shared/contracts/constants';

/** viridis at t = 0, 1/8 … 1 (matplotlib's table): t = 1 is the lightest. */
const VIRIDIS = ['#440154', '#472d7b', '#3b528b', '#2c728e', '#21918c', '#28ae80', '#5ec962', '#addc30', '#fde725'] as const;

const clampLevel = (level: number) => Math.min(QUAKE_FELT.levels, Math.max(1, Math.round(level)));

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hexOf = (rgb: readonly number[]) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** Level 1 … 12 → its colour, interpolated along viridis from its light end (I) to its dark end (XII). */
export function feltColour(level: number): string {
  const t = 1 - (clampLevel(level) - 1) / (QUAKE_FELT.levels - 1);
  const position = t * (VIRIDIS.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(VIRIDIS.length - 1, lower + 1);
  const from = rgbOf(VIRIDIS[lower] as string);
  const to = rgbOf(VIRIDIS[upper] as string);
  const share = position - lower;
  return hexOf(from.map((channel, k) => channel + ((to[k] as number) - channel) * share));
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const linear = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] as number) + 0.7152 * (linear[1] as number) + 0.0722 * (linear[2] as number);
}

const DARK_INK = '#1d1d1f';
const LIGHT_INK = '#ffffff';

/** The ink drawn on a level's colour: whichever of near-black and white contrasts more with it. */
export function feltInk(level: number): string {
  const background = relativeLuminance(feltColour(level));
  const contrastDark = (background + 0.05) / (relativeLuminance(DARK_INK) + 0.05);
  const contrastLight = (relativeLuminance(LIGHT_INK) + 0.05) / (background + 0.05);
  return contrastDark >= contrastLight ? DARK_INK : LIGHT_INK;
}

export interface FeltCell {
  latitude: number;
  longitude: number;
  count: number;
  intensity: number;
}

/** A cell's square, [[south, west], [north, east]]: `latitude`/`longitude` are its centre, `gridDegrees` its width. */
export function feltCellBounds(cell: Pick<FeltCell, 'latitude' | 'longitude'>, gridDegrees: number = QUAKE_FELT.gridDegrees): [[number, number], [number, number]] {
  const half = gridDegrees / 2;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return [
    [round(cell.latitude - half), round(cell.longitude - half)],
    [round(cell.latitude + half), round(cell.longitude + half)],
  ];
}

/** A square's fill opacity: one report is faint (0.45), more reports are surer, up to 0.85 at 100 or more. */
export function feltCellOpacity(count: number): number {
  return Math.round(Math.min(0.85, 0.45 + 0.2 * Math.log10(Math.max(1, count))) * 100) / 100;
}
