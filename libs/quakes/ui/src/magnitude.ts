/**
 * How a magnitude is drawn: its colour class (badges, markers, clusters) and its marker size. The
 * colours themselves are CSS (`.quake-mag--0` … `--5`, `--none` in the shell's quakes-ui.css), so
 * badges rendered on the server and the lazily loaded map share one palette.
 */

/** The lower bound of classes 1…5 (class 0 is everything below 2). Whole magnitudes, as newsrooms and AFAD band them. */
export const MAGNITUDE_CLASS_FLOORS = [2, 3, 4, 5, 6] as const;

/** 0 = below 2 … 5 = 6 and above; 'none' when no source computed a magnitude. */
export type MagnitudeClass = 0 | 1 | 2 | 3 | 4 | 5 | 'none';

/** Magnitudes are shown to one decimal, so they are classed as shown: 3.95 reads "4.0" and is a 4. */
export function roundMagnitude(value: number): number {
  return Math.round(value * 10) / 10;
}

export function magnitudeClass(value: number | null): MagnitudeClass {
  if (value === null || !Number.isFinite(value)) return 'none';
  const shown = roundMagnitude(value);
  let level = 0;
  for (const floor of MAGNITUDE_CLASS_FLOORS) if (shown >= floor) level += 1;
  return level as MagnitudeClass;
}

/** The CSS class carrying the class's fill and ink colours. */
export function magnitudeClassName(value: number | null): string {
  return `quake-mag--${magnitudeClass(value)}`;
}

/** "4.2": one decimal, in the reader's number format when a locale is given ("4,2" in Turkish). */
export function formatMagnitude(value: number, locale?: string): string {
  if (!locale) return roundMagnitude(value).toFixed(1);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(roundMagnitude(value));
}

/** A marker's radius in px: 5 px below M1 or without a magnitude, growing 2.6 px per unit to 24 px (M8.3). */
export const MARKER_RADIUS = { min: 5, perUnit: 2.6, max: 24 } as const;

export function markerRadius(value: number | null): number {
  if (value === null || !Number.isFinite(value)) return MARKER_RADIUS.min;
  const radius = MARKER_RADIUS.min + MARKER_RADIUS.perUnit * (roundMagnitude(value) - 1);
  return Math.round(Math.min(MARKER_RADIUS.max, Math.max(MARKER_RADIUS.min, radius)) * 10) / 10;
}

/** Markers at least this big carry their magnitude as text (M3 and above: "3.0" fits a 20 px disc). */
export const MARKER_LABEL_MIN_RADIUS = 10;

export function markerShowsLabel(value: number | null): boolean {
  return value !== null && markerRadius(value) >= MARKER_LABEL_MIN_RADIUS;
}

/** A cluster bubble's radius in px: 14 px for two quakes, growing with the logarithm of the count, at most 30 px. */
export function clusterRadius(count: number): number {
  return Math.round(Math.min(30, 10 + 4 * Math.log2(Math.max(2, count))) * 10) / 10;
}
