import type { Prng } from '../prng';
import { Canvas, H, r, W } from './canvas';
import { hsl, mix, shade } from './colour';

/* Pieces the scenes share: skies, hills, skylines, trees, people and finishing touches. */

export type Mood = 'day' | 'dawn' | 'dusk' | 'night' | 'pastel';
export const MOODS: readonly Mood[] = ['day', 'dawn', 'dusk', 'night', 'pastel'];

export interface Sky {
  mood: Mood;
  top: string;
  bottom: string;
  /** The sun's or the moon's colour. */
  light: string;
}

/**
 * The mood of a scene's `round`th picture in a pool (see Canvas.round): taken in turn, so two
 * cityscapes of one section are never both at night.
 */
export function moodFor(c: Canvas, moods: readonly Mood[]): Mood {
  return moods[c.round % moods.length] as Mood;
}

/** A sky for the mood, its hues nudged by the stream so no two are the same. */
export function skyFor(rng: Prng, mood: Mood = rng.pick(MOODS)): Sky {
  const j = (n: number) => rng.int(-n, n);
  switch (mood) {
    case 'day':
      return { mood, top: hsl(206 + j(14), 62 + j(12), 50 + j(8)), bottom: hsl(192 + j(18), 68, 84 + j(5)), light: '#fff4d6' };
    case 'dawn':
      return { mood, top: hsl(258 + j(24), 34 + j(10), 60 + j(8)), bottom: hsl(26 + j(14), 90, 77 + j(6)), light: '#fff0c0' };
    case 'dusk':
      return { mood, top: hsl(236 + j(18), 44 + j(10), 26 + j(7)), bottom: hsl(16 + j(18), 84, 62 + j(7)), light: '#ffd37a' };
    case 'night':
      return { mood, top: hsl(228 + j(14), 52, 9 + j(4)), bottom: hsl(236 + j(24), 42, 27 + j(7)), light: '#f3efdc' };
    case 'pastel': {
      const hue = rng.int(0, 359);
      return { mood, top: hsl(hue, 52 + j(12), 70 + j(6)), bottom: hsl(hue + rng.int(25, 60), 66, 87 + j(4)), light: '#ffffff' };
    }
  }
}

/** The sky as a gradient over the whole canvas (things in front cover its lower part). */
export function paintSky(c: Canvas, sky: Sky, horizon: number): void {
  const fill = c.linear([
    [0, sky.top],
    [Math.min(0.98, horizon / H), sky.bottom],
  ]);
  c.add(`<rect width="${W}" height="${H}" fill="${fill}"/>`);
  c.dominant = mix(sky.top, sky.bottom, 0.6);
}

/** A sun with a soft halo, or a moon with a few craters at night. */
export function sunOrMoon(c: Canvas, sky: Sky, x: number, y: number, radius: number): void {
  const halo = c.radial([
    [0, sky.light, 0.55],
    [1, sky.light, 0],
  ]);
  c.add(`<circle cx="${r(x)}" cy="${r(y)}" r="${r(radius * 2.6)}" fill="${halo}"/>`, `<circle cx="${r(x)}" cy="${r(y)}" r="${r(radius)}" fill="${sky.light}"/>`);
  if (sky.mood === 'night') {
    const crater = shade(sky.light, -0.12);
    for (let i = 0; i < 3; i += 1) {
      c.add(`<circle cx="${r(x + c.rng.int(-radius * 0.5, radius * 0.5))}" cy="${r(y + c.rng.int(-radius * 0.5, radius * 0.5))}" r="${r(radius * (0.1 + c.rng.next() * 0.14))}" fill="${crater}"/>`);
    }
  }
}

export function stars(c: Canvas, count: number, maxY: number, colour = '#ffffff'): void {
  const dots: string[] = [];
  for (let i = 0; i < count; i += 1) {
    dots.push(`<circle cx="${c.rng.int(0, W)}" cy="${c.rng.int(0, maxY)}" r="${c.rng.int(2, 5)}" fill-opacity="${(0.35 + c.rng.next() * 0.65).toFixed(2)}"/>`);
  }
  c.add(`<g fill="${colour}">${dots.join('')}</g>`);
}

/** Flat cartoon clouds: a row of bumps on a rounded base. */
export function clouds(c: Canvas, count: number, minY: number, maxY: number, colour: string, opacity = 0.9): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = c.rng.int(-100, W);
    const y = c.rng.int(minY, maxY);
    const w = c.rng.int(180, 420);
    const h = r(w * 0.22);
    parts.push(`<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="${r(h / 2)}"/>`);
    const bumps = c.rng.int(2, 3);
    for (let b = 0; b < bumps; b += 1) {
      const bx = x + r((w * (b + 1)) / (bumps + 1)) + c.rng.int(-20, 20);
      parts.push(`<circle cx="${bx}" cy="${y - h}" r="${r(h * (0.7 + c.rng.next() * 0.6))}"/>`);
    }
  }
  c.add(`<g fill="${colour}" fill-opacity="${opacity}">${parts.join('')}</g>`);
}

/** A ridge across the canvas filled down to the bottom: soft hills, or jagged peaks with snow. */
export function ridge(c: Canvas, baseY: number, amplitude: number, colour: string, style: 'hills' | 'peaks' = 'hills', snow?: string): void {
  const { rng } = c;
  if (style === 'hills') {
    const waves = [
      [rng.int(1, 2), rng.next() * 6, 1],
      [rng.int(3, 5), rng.next() * 6, 0.35],
    ] as const;
    const points: string[] = [];
    for (let x = -40; x <= W + 40; x += 60) {
      const t = x / W;
      const y = baseY - amplitude * waves.reduce((sum, [f, phase, weight]) => sum + weight * Math.sin(t * f * Math.PI * 2 + phase), 0);
      points.push(`${x} ${r(y)}`);
    }
    c.add(`<path d="M${points.join(' L')} L${W + 40} ${H} L-40 ${H} Z" fill="${colour}"/>`);
    return;
  }
  const points: Array<[number, number]> = [];
  for (let x = -80; x <= W + 200; x += rng.int(140, 260)) {
    const peak = points.length % 2 === 1;
    points.push([x, baseY - (peak ? amplitude * (0.55 + rng.next() * 0.45) : amplitude * rng.next() * 0.25)]);
  }
  c.add(`<path d="M${points.map(([x, y]) => `${x} ${r(y)}`).join(' L')} L${W + 200} ${H} L-80 ${H} Z" fill="${colour}"/>`);
  if (!snow) return;
  const caps: string[] = [];
  for (let i = 1; i < points.length - 1; i += 2) {
    const [px, py] = points[i] as [number, number];
    const [lx, ly] = points[i - 1] as [number, number];
    const [rx, ry] = points[i + 1] as [number, number];
    if (baseY - py < amplitude * 0.7) continue;
    const at = (x0: number, y0: number, t: number) => `${r(px + (x0 - px) * t)} ${r(py + (y0 - py) * t)}`;
    caps.push(`<path d="M${px} ${r(py)} L${at(lx, ly, 0.3)} L${r(px - 18)} ${r(py + (ly - py) * 0.22)} L${r(px + 10)} ${r(py + (ry - py) * 0.3)} L${at(rx, ry, 0.28)} Z"/>`);
  }
  c.add(`<g fill="${snow}">${caps.join('')}</g>`);
}

/**
 * A row of buildings standing on `baseY`, their edges on a 30-unit grid so the window pattern
 * lines up with every facade; at night some facades are lit.
 */
export function skyline(c: Canvas, baseY: number, minHeight: number, maxHeight: number, colour: string, windows: string, lit?: string): void {
  const { rng } = c;
  const dark = c.pattern(30, 44, `<rect x="9" y="10" width="12" height="20" fill="${windows}"/>`);
  const bright = lit ? c.pattern(30, 44, `<rect x="9" y="10" width="12" height="20" fill="${lit}"/>`) : dark;
  const parts: string[] = [];
  for (let x = -30; x < W; ) {
    const w = rng.int(3, 7) * 30;
    const h = rng.int(minHeight, maxHeight);
    const top = baseY - h;
    const tone = shade(colour, (rng.next() - 0.5) * 0.16);
    parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h + 2}" fill="${tone}"/>`);
    if (rng.chance(0.3)) parts.push(`<rect x="${x + 30}" y="${top - 40}" width="${w - 60}" height="41" fill="${tone}"/>`);
    else if (rng.chance(0.25)) parts.push(`<rect x="${x + r(w / 2) - 3}" y="${top - rng.int(50, 110)}" width="6" height="120" fill="${tone}"/>`);
    parts.push(`<rect x="${x}" y="${top + 30}" width="${w}" height="${Math.max(0, h - 60)}" fill="${lit && rng.chance(0.45) ? bright : dark}"/>`);
    x += w + rng.int(0, 1) * 30;
  }
  c.add(...parts);
}

/** Pines or round trees along `y`, from `x0` to `x1`. */
export function trees(c: Canvas, x0: number, x1: number, y: number, size: number, colour: string, count: number): void {
  const { rng } = c;
  const trunk = shade(colour, -0.45);
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = r(x0 + ((x1 - x0) * (i + rng.next())) / count);
    const s = size * (0.7 + rng.next() * 0.5);
    const tone = shade(colour, (rng.next() - 0.5) * 0.2);
    if (rng.chance(0.5)) {
      parts.push(`<path d="M${x} ${r(y - s * 1.6)} L${r(x + s * 0.45)} ${r(y - s * 0.2)} L${r(x - s * 0.45)} ${r(y - s * 0.2)} Z" fill="${tone}"/>`);
      parts.push(`<rect x="${r(x - s * 0.06)}" y="${r(y - s * 0.22)}" width="${r(s * 0.12)}" height="${r(s * 0.22)}" fill="${trunk}"/>`);
    } else {
      parts.push(`<rect x="${r(x - s * 0.06)}" y="${r(y - s * 0.6)}" width="${r(s * 0.12)}" height="${r(s * 0.6)}" fill="${trunk}"/>`);
      parts.push(`<circle cx="${x}" cy="${r(y - s * 0.85)}" r="${r(s * 0.45)}" fill="${tone}"/>`);
    }
  }
  c.add(...parts);
}

/** A standing figure, feet at (x, y), `h` tall; arms down, or one or both raised (cheering). */
export function person(x: number, y: number, h: number, fill: string, arms: 'down' | 'up' | 'wave' = 'down'): string {
  const u = h / 100;
  const p = (dx: number, dy: number) => `${r(x + dx * u)} ${r(y - dy * u)}`;
  const body =
    `<circle cx="${r(x)}" cy="${r(y - 89 * u)}" r="${r(11 * u)}"/>` +
    `<path d="M${p(-17, 46)} L${p(-16, 70)} Q${p(-15, 77)} ${p(-7, 77)} L${p(7, 77)} Q${p(15, 77)} ${p(16, 70)} L${p(17, 46)} Z"/>` +
    `<path d="M${p(-14, 48)} L${p(-12, 0)} L${p(-3, 0)} L${p(0, 40)} L${p(3, 0)} L${p(12, 0)} L${p(14, 48)} Z"/>`;
  const arm = (side: number, up: boolean) =>
    up
      ? `<path d="M${p(side * 13, 72)} L${p(side * 26, 110)} L${p(side * 19, 112)} L${p(side * 6, 74)} Z"/>`
      : `<path d="M${p(side * 14, 74)} L${p(side * 22, 40)} L${p(side * 16, 38)} L${p(side * 10, 66)} Z"/>`;
  const armsMarkup = arm(-1, arms === 'up') + arm(1, arms !== 'down');
  return `<g fill="${fill}">${body}${armsMarkup}</g>`;
}

/** Heads and shoulders in a row, for audiences and stands; `colours` alternate. */
export function crowd(c: Canvas, y: number, size: number, colours: readonly string[], cheer = 0): void {
  const { rng } = c;
  const parts: string[] = [];
  for (let x = -20; x < W + 40; x += r(size * (0.7 + rng.next() * 0.5))) {
    const s = size * (0.85 + rng.next() * 0.3);
    const top = y - rng.int(0, r(size * 0.25));
    const fill = rng.pick(colours);
    parts.push(`<g fill="${fill}"><circle cx="${x}" cy="${r(top - s * 0.55)}" r="${r(s * 0.26)}"/><rect x="${r(x - s * 0.42)}" y="${r(top - s * 0.26)}" width="${r(s * 0.84)}" height="${r(s * 1.4)}" rx="${r(s * 0.3)}"/>`);
    if (rng.chance(cheer)) parts.push(`<path d="M${r(x + s * 0.3)} ${r(top - s * 0.1)} L${r(x + s * 0.55)} ${r(top - s * 1.1)} L${r(x + s * 0.42)} ${r(top - s * 1.14)} L${r(x + s * 0.16)} ${r(top - s * 0.1)} Z"/>`);
    parts.push('</g>');
  }
  c.add(...parts);
}

/** A flying bird as a shallow "v". */
export function birds(c: Canvas, count: number, minY: number, maxY: number, colour: string): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = c.rng.int(100, W - 100);
    const y = c.rng.int(minY, maxY);
    const s = c.rng.int(12, 26);
    parts.push(`<path d="M${x - s} ${y - r(s * 0.4)} Q${x - r(s / 2)} ${y - r(s * 0.6)} ${x} ${y} Q${x + r(s / 2)} ${y - r(s * 0.6)} ${x + s} ${y - r(s * 0.4)}"/>`);
  }
  c.add(`<g fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round">${parts.join('')}</g>`);
}

/** Scattered shapes at low opacity, behind objects drawn on a plain backdrop. */
export function confetti(c: Canvas, count: number, colours: readonly string[], opacity = 0.5): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = c.rng.int(0, W);
    const y = c.rng.int(0, H);
    const s = c.rng.int(10, 26);
    const fill = c.rng.pick(colours);
    parts.push(
      c.rng.chance(0.5)
        ? `<circle cx="${x}" cy="${y}" r="${r(s / 2)}" fill="${fill}"/>`
        : `<rect x="${x}" y="${y}" width="${s}" height="${r(s * 0.45)}" fill="${fill}" transform="rotate(${c.rng.int(0, 179)} ${x} ${y})"/>`,
    );
  }
  c.add(`<g fill-opacity="${opacity}">${parts.join('')}</g>`);
}

/** A wall down to `floorY` and a floor below it; the wall is what the placeholder shows. */
export function room(c: Canvas, wall: string, floorY: number, floor: string): void {
  c.add(`<rect width="${W}" height="${floorY}" fill="${wall}"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>`);
  c.dominant = wall;
}

/** A random palette around one hue: a backdrop, its darker and lighter kin, and two accents. */
export interface Scheme {
  hue: number;
  back: string;
  deep: string;
  soft: string;
  accent: string;
  accent2: string;
}

/**
 * Dark olive and mustard backdrops look muddy: a dark backdrop whose hue falls there takes one
 * from the blues and violets instead (still spread by the hue it was given).
 */
export function darkHue(hue: number): number {
  const h = ((hue % 360) + 360) % 360;
  return h >= 30 && h <= 100 ? 195 + (h - 30) * 1.6 : h;
}

export function schemeFor(given: number, rng: Prng, light = rng.chance(0.6)): Scheme {
  const hue = light ? given : darkHue(given);
  const saturation = rng.int(38, 62);
  const back = light ? hsl(hue, saturation, rng.int(74, 84)) : hsl(hue, saturation, rng.int(20, 30));
  return {
    hue,
    back,
    deep: light ? hsl(hue, saturation, 38) : hsl(hue, saturation + 8, 12),
    soft: light ? hsl(hue, saturation - 10, 90) : hsl(hue, saturation - 6, 40),
    accent: hsl(hue + rng.pick([150, 180, 210]), 72, 56),
    accent2: hsl(hue + rng.pick([-40, 40, 90]), 68, 62),
  };
}

/** Soft darkening towards the corners, as a lens would. */
export function vignette(c: Canvas, strength = 0.28): void {
  const fill = c.radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  c.add(`<rect width="${W}" height="${H}" fill="${fill}"/>`);
}
