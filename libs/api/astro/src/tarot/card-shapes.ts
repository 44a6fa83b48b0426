import type { TarotSuit } from '@meydan/astrology/tarot';

/**
 * The suits' emblems as SVG shapes, each drawn in a box `size` high centred on (x, y): a budding
 * staff (wands), a chalice (cups), a sword point up (swords) and a coin bearing a five-pointed
 * star (pentacles). card-art.ts lays them out; the court figures hold one.
 */

/** A serif stack with Turkish and Cyrillic glyphs on every platform (DejaVu on bare Linux). */
export const SVG_FONT = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";

export interface Ink {
  fill: string;
  line: string;
}

const f = (value: number) => (Math.round(value * 10) / 10).toString();

/** Points of a star (`points` tips) around (cx, cy), first tip straight up. */
export function starPoints(cx: number, cy: number, points: number, outer: number, inner: number, turn = 0): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + turn + (i * Math.PI) / points;
    corners.push(`${f(cx + radius * Math.cos(angle))},${f(cy + radius * Math.sin(angle))}`);
  }
  return corners.join(' ');
}

function wand(x: number, y: number, s: number, ink: Ink): string {
  const w = s * 0.1;
  const top = y - s / 2;
  const leaf = (ly: number, side: 1 | -1) =>
    `<path d="M${f(x + (side * w) / 2)} ${f(ly)} q${f(side * s * 0.12)} ${f(-s * 0.07)} ${f(side * s * 0.16)} ${f(-s * 0.02)} q${f(-side * s * 0.06)} ${f(s * 0.06)} ${f(-side * s * 0.16)} ${f(s * 0.02)} Z" fill="${ink.fill}"/>`;
  return [
    `<g transform="rotate(-12 ${f(x)} ${f(y)})">`,
    `<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(s)}" rx="${f(w / 2)}" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${f(s * 0.012)}"/>`,
    leaf(top + s * 0.2, 1),
    leaf(top + s * 0.36, -1),
    leaf(top + s * 0.62, 1),
    `<circle cx="${f(x)}" cy="${f(top + s * 0.08)}" r="${f(w * 0.22)}" fill="${ink.line}"/>`,
    '</g>',
  ].join('');
}

function cup(x: number, y: number, s: number, ink: Ink): string {
  const half = s * 0.28;
  const rim = y - s * 0.42;
  const bowlBottom = y + s * 0.04;
  return [
    `<path d="M${f(x - half)} ${f(rim)} H${f(x + half)} Q${f(x + half)} ${f(bowlBottom)} ${f(x + s * 0.05)} ${f(bowlBottom + s * 0.04)} V${f(y + s * 0.32)} Q${f(x + s * 0.2)} ${f(y + s * 0.36)} ${f(x + s * 0.22)} ${f(y + s * 0.44)} H${f(x - s * 0.22)} Q${f(x - s * 0.2)} ${f(y + s * 0.36)} ${f(x - s * 0.05)} ${f(y + s * 0.32)} V${f(bowlBottom + s * 0.04)} Q${f(x - half)} ${f(bowlBottom)} ${f(x - half)} ${f(rim)} Z" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${f(s * 0.014)}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(rim)}" rx="${f(half)}" ry="${f(s * 0.05)}" fill="${ink.line}" fill-opacity="0.55"/>`,
    `<path d="M${f(x - half * 0.8)} ${f(rim + s * 0.14)} H${f(x + half * 0.8)}" stroke="${ink.line}" stroke-width="${f(s * 0.016)}" stroke-opacity="0.6"/>`,
  ].join('');
}

function sword(x: number, y: number, s: number, ink: Ink): string {
  const blade = s * 0.1;
  const tip = y - s / 2;
  const guard = y + s * 0.2;
  return [
    `<path d="M${f(x)} ${f(tip)} L${f(x + blade / 2)} ${f(tip + s * 0.1)} V${f(guard)} H${f(x - blade / 2)} V${f(tip + s * 0.1)} Z" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${f(s * 0.012)}"/>`,
    `<path d="M${f(x)} ${f(tip + s * 0.1)} V${f(guard - s * 0.02)}" stroke="${ink.line}" stroke-width="${f(s * 0.01)}" stroke-opacity="0.5"/>`,
    `<rect x="${f(x - s * 0.2)}" y="${f(guard)}" width="${f(s * 0.4)}" height="${f(s * 0.055)}" rx="${f(s * 0.02)}" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${f(s * 0.012)}"/>`,
    `<rect x="${f(x - s * 0.032)}" y="${f(guard + s * 0.055)}" width="${f(s * 0.064)}" height="${f(s * 0.19)}" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${f(s * 0.012)}"/>`,
    `<circle cx="${f(x)}" cy="${f(guard + s * 0.27)}" r="${f(s * 0.05)}" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${f(s * 0.012)}"/>`,
  ].join('');
}

function pentacle(x: number, y: number, s: number, ink: Ink): string {
  const r = s * 0.3;
  return [
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${ink.fill}" stroke="${ink.line}" stroke-width="${f(s * 0.014)}"/>`,
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.84)}" fill="none" stroke="${ink.line}" stroke-width="${f(s * 0.012)}"/>`,
    `<polygon points="${starPoints(x, y, 5, r * 0.78, r * 0.3)}" fill="none" stroke="${ink.line}" stroke-width="${f(s * 0.018)}" stroke-linejoin="round"/>`,
  ].join('');
}

const DRAW: Readonly<Record<TarotSuit, (x: number, y: number, s: number, ink: Ink) => string>> = { wands: wand, cups: cup, swords: sword, pentacles: pentacle };

export function pip(suit: TarotSuit, x: number, y: number, size: number, ink: Ink): string {
  return DRAW[suit](x, y, size, ink);
}
