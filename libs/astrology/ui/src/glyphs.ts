import type { AstroBody } from '@meydan/shared/contracts/constants';

/** The bodies' astrological symbols, in their text form (see SIGN_SYMBOLS). */
export const BODY_GLYPHS: Readonly<Record<AstroBody, string>> = {
  sun: '☉',
  moon: '☽',
  mercury: '☿',
  venus: '♀\uFE0E',
  mars: '♂\uFE0E',
  jupiter: '♃',
  saturn: '♄',
  uranus: '♅',
  neptune: '♆',
  pluto: '♇',
  northNode: '☊',
  chiron: '⚷',
};

/** Degrees and minutes within the sign: 14°07′. */
export function degreeText(degree: number): string {
  let whole = Math.floor(degree);
  let minutes = Math.round((degree - whole) * 60);
  if (minutes === 60) {
    whole += 1;
    minutes = 0;
  }
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}
