/** Angles in degrees, ecliptic longitudes and the twelve tropical signs. */

export const SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type SignKey = (typeof SIGNS)[number];
/** 0 = Aries … 11 = Pisces. */
export type SignIndex = number;

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];

/** Signs cycle fire, earth, air, water from Aries on. */
export function elementOf(sign: SignIndex): Element {
  return ELEMENTS[assertSign(sign) % 4];
}

/** Signs cycle cardinal, fixed, mutable from Aries on. */
export function modalityOf(sign: SignIndex): Modality {
  return MODALITIES[assertSign(sign) % 3];
}

export function isSignIndex(value: unknown): value is SignIndex {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 11;
}

function assertSign(sign: SignIndex): SignIndex {
  if (!isSignIndex(sign)) throw new RangeError(`A sign is an integer from 0 (Aries) to 11 (Pisces), got ${sign}`);
  return sign;
}

export const DEG = Math.PI / 180;

/** Any angle in degrees → [0, 360). */
export function normalizeDegrees(angle: number): number {
  const wrapped = angle % 360;
  const positive = wrapped < 0 ? wrapped + 360 : wrapped;
  // -1e-15 % 360 + 360 rounds to exactly 360 in floating point.
  return positive >= 360 ? 0 : positive;
}

/** Signed shortest difference a − b in (−180, 180]. */
export function angleDifference(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? d - 360 : d;
}

/** Arc from `from` forward (in zodiacal order) to `to`, in [0, 360). */
export function forwardArc(from: number, to: number): number {
  return normalizeDegrees(to - from);
}

export interface ZodiacPosition {
  /** Tropical ecliptic longitude in degrees, [0, 360). */
  longitude: number;
  /** 0 = Aries … 11 = Pisces. */
  sign: SignIndex;
  /** Degrees within the sign, [0, 30). */
  degree: number;
}

export function zodiacPosition(longitude: number): ZodiacPosition {
  const normalized = normalizeDegrees(longitude);
  const sign = Math.min(11, Math.floor(normalized / 30));
  return { longitude: normalized, sign, degree: normalized - sign * 30 };
}

export function signOf(longitude: number): SignIndex {
  return zodiacPosition(longitude).sign;
}
