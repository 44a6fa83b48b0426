import { Canvas, H, r, W } from './canvas';
import { hsl, mix, shade } from './colour';
import { crowd, darkHue, moodFor, paintSky, person, skyFor, stars } from './parts';

/* Sport: a pitch under floodlights, a basketball court, a running track, a ball close up. */

/** Depth 0 (the far end) to 1 (the near edge) mapped to a screen row, nearer rows spread wider. */
function depthY(top: number, bottom: number, t: number): number {
  return top + (bottom - top) * (t * t * 0.55 + t * 0.45);
}

/** Stands full of people behind the playing surface, with a roof line and floodlights. */
function stands(c: Canvas, top: number, bottom: number, hue: number, lit: boolean): void {
  const { rng } = c;
  const seats = hsl(hue, 45, 30);
  c.add(`<rect y="${top}" width="${W}" height="${bottom - top}" fill="${seats}"/>`);
  const fans = [hsl(hue, 60, 50), hsl(hue + 180, 55, 55), '#f1f1f1', hsl(hue + 40, 70, 60), shade(seats, -0.3)];
  // Fans as rows of soft dots: a finer, brighter crowd was the costliest part of the picture to encode.
  const tile = fans.map((fan, i) => `<circle cx="${8 + i * 14}" cy="${i % 2 ? 8 : 20}" r="6" fill="${fan}"/>`).join('');
  c.add(`<rect y="${top + 10}" width="${W}" height="${bottom - top - 10}" fill="${c.pattern(70, 28, tile)}" fill-opacity="0.6"/>`);
  c.add(`<rect y="${bottom - 26}" width="${W}" height="26" fill="${hsl(hue + 180, 50, 40)}"/>`);
  const boards: string[] = [];
  for (let x = 0; x < W; x += 240) boards.push(`<rect x="${x + 10}" y="${bottom - 22}" width="220" height="18" fill="${rng.pick(fans)}"/>`);
  c.add(...boards);
  for (const x of [rng.int(80, 400), rng.int(W - 400, W - 80)]) {
    c.add(`<rect x="${x - 8}" y="${top - 300}" width="16" height="300" fill="#51565e"/><rect x="${x - 60}" y="${top - 340}" width="120" height="60" rx="8" fill="#51565e"/>`);
    if (lit) c.add(`<circle cx="${x}" cy="${top - 310}" r="150" fill="${c.radial([[0, '#fffbe6', 0.9], [1, '#fffbe6', 0]])}"/>`);
    c.add(`<g fill="#fffbe6"><rect x="${x - 50}" y="${top - 332}" width="28" height="18" rx="4"/><rect x="${x - 14}" y="${top - 332}" width="28" height="18" rx="4"/><rect x="${x + 22}" y="${top - 332}" width="28" height="18" rx="4"/></g>`);
  }
}

/** A football pitch in perspective: mown stripes, lines, a goal and the players. */
export function pitch(c: Canvas, hue: number): void {
  const { rng } = c;
  const sky = skyFor(rng, moodFor(c, ['night', 'day', 'dusk', 'dawn']));
  const top = rng.int(330, 420);
  paintSky(c, sky, top);
  if (sky.mood === 'night') stars(c, 30, top - 200);
  const standsTop = top - rng.int(120, 170);
  stands(c, standsTop, top, hue, sky.mood !== 'day');
  const grass = hsl(108 + rng.int(-14, 14), rng.int(45, 58), rng.int(36, 44));
  const stripes: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const y0 = depthY(top, H, i / 10);
    const y1 = depthY(top, H, (i + 1) / 10);
    stripes.push(`<rect y="${r(y0)}" width="${W}" height="${r(y1 - y0) + 1}" fill="${i % 2 ? grass : shade(grass, 0.1)}"/>`);
  }
  c.add(...stripes);
  const cx = rng.int(760, 1160);
  const spread = (y: number) => 0.55 + ((y - top) / (H - top)) * 1.4;
  const line = '#f3f5f0';
  const farY = top + 16;
  const boxY = depthY(top, H, 0.22);
  const box = (y: number, half: number) => `${r(cx - half * spread(y))} ${r(y)}`;
  const marks: string[] = [
    `<path d="M-100 ${farY} H${W + 100}"/>`,
    `<path d="M${box(farY, 380)} L${box(boxY, 380)} L${box(boxY, -380)} L${box(farY, -380)}"/>`,
    `<path d="M${box(farY, 170)} L${box(top + 60, 170)} L${box(top + 60, -170)} L${box(farY, -170)}"/>`,
  ];
  const midY = depthY(top, H, 0.72);
  marks.push(`<path d="M-100 ${r(midY)} H${W + 100}"/>`, `<ellipse cx="${cx}" cy="${r(midY)}" rx="${r(260 * spread(midY))}" ry="${r(70 * spread(midY))}"/>`);
  c.add(`<g fill="none" stroke="${line}" stroke-width="6" stroke-opacity="0.9">${marks.join('')}</g>`);
  const net = c.pattern(14, 14, '<path d="M0 0 L14 14 M14 0 L0 14" stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.7"/>');
  c.add(`<rect x="${cx - 110}" y="${farY - 70}" width="220" height="70" fill="${net}"/><path d="M${cx - 110} ${farY} V${farY - 70} H${cx + 110} V${farY}" fill="none" stroke="#ffffff" stroke-width="7"/>`);
  const kits = [hsl(hue + 10, 70, 48), hsl(hue + 190, 70, 55)];
  const players = rng.int(4, 8);
  for (let i = 0; i < players; i += 1) {
    const t = 0.15 + rng.next() * 0.8;
    const y = depthY(top, H, t);
    const size = 40 + t * 230;
    c.add(person(rng.int(80, W - 80), r(y), r(size), kits[i % 2] as string, rng.chance(0.2) ? 'up' : 'down'));
  }
  const ballY = depthY(top, H, 0.5 + rng.next() * 0.4);
  const ballR = r(10 + ((ballY - top) / (H - top)) * 34);
  c.add(`<circle cx="${rng.int(300, W - 300)}" cy="${r(ballY)}" r="${ballR}" fill="#ffffff" stroke="#222" stroke-width="3"/>`);
  c.dominant = mix(grass, sky.bottom, 0.3);
}

/** A basketball court: wooden floor, the painted key, the hoop and a ball on its way. */
export function court(c: Canvas, hue: number): void {
  const { rng } = c;
  const floorTop = rng.int(520, 620);
  const wall = hsl(darkHue(hue), 40, 22);
  c.add(`<rect width="${W}" height="${floorTop}" fill="${wall}"/>`);
  crowd(c, floorTop - 40, 54, [hsl(hue, 35, 32), hsl(hue + 30, 40, 38), shade(wall, 0.25), hsl(hue + 180, 40, 40)], 0.25);
  c.add(`<rect y="${floorTop - 60}" width="${W}" height="60" fill="${hsl(hue + 180, 60, 45)}"/>`);
  const wood = hsl(32 + rng.int(-8, 8), rng.int(45, 62), rng.int(54, 68));
  const planks = c.pattern(1920, 36, `<rect width="1920" height="36" fill="${wood}"/><path d="M0 35 H1920" stroke="${shade(wood, -0.12)}" stroke-width="3"/>`);
  c.add(`<rect y="${floorTop}" width="${W}" height="${H - floorTop}" fill="${planks}"/>`);
  const cx = rng.int(700, 1220);
  const paint = hsl(hue + rng.pick([0, 180]), 55, 45);
  const keyTop = floorTop + 30;
  const keyBottom = floorTop + rng.int(260, 330);
  c.add(`<path d="M${cx - 170} ${keyTop} L${cx + 170} ${keyTop} L${cx + 260} ${keyBottom} L${cx - 260} ${keyBottom} Z" fill="${paint}" stroke="#ffffff" stroke-width="7"/>`);
  c.add(`<path d="M${cx - 260} ${keyBottom} A260 90 0 0 0 ${cx + 260} ${keyBottom}" fill="none" stroke="#ffffff" stroke-width="7"/><path d="M-100 ${keyTop + 110} Q${cx} ${H + 260} ${W + 100} ${keyTop + 110}" fill="none" stroke="#ffffff" stroke-width="7"/>`);
  const boardY = floorTop - rng.int(330, 380);
  c.add(
    `<rect x="${cx - 12}" y="${boardY + 150}" width="24" height="${floorTop - boardY - 120}" fill="#4a4f57"/>` +
      `<rect x="${cx - 170}" y="${boardY}" width="340" height="210" rx="10" fill="#ffffff" fill-opacity="0.85" stroke="#d8dce2" stroke-width="8"/>` +
      `<rect x="${cx - 60}" y="${boardY + 70}" width="120" height="90" fill="none" stroke="#e4572e" stroke-width="8"/>`,
  );
  const netTop = boardY + 175;
  c.add(`<path d="M${cx - 60} ${netTop} L${cx - 40} ${netTop + 80} L${cx + 40} ${netTop + 80} L${cx + 60} ${netTop} M${cx - 30} ${netTop} L${cx - 15} ${netTop + 80} M${cx + 30} ${netTop} L${cx + 15} ${netTop + 80} M${cx} ${netTop} V${netTop + 80}" fill="none" stroke="#ffffff" stroke-width="4"/>`);
  c.add(`<ellipse cx="${cx}" cy="${netTop}" rx="64" ry="14" fill="none" stroke="#e4572e" stroke-width="9"/>`);
  const bx = cx + rng.int(-420, 420);
  const by = boardY + rng.int(-40, 120);
  c.add(
    `<circle cx="${bx}" cy="${by}" r="58" fill="#e8772e"/><g fill="none" stroke="#3a1f0f" stroke-width="5"><path d="M${bx - 58} ${by} H${bx + 58} M${bx} ${by - 58} V${by + 58}"/>` +
      `<path d="M${bx - 40} ${by - 42} Q${bx - 10} ${by} ${bx - 40} ${by + 42} M${bx + 40} ${by - 42} Q${bx + 10} ${by} ${bx + 40} ${by + 42}"/></g>`,
  );
  const kit = hsl(hue + 200, 65, 50);
  for (let i = 0; i < rng.int(2, 4); i += 1) {
    const y = floorTop + rng.int(200, H - floorTop - 20);
    c.add(person(rng.int(100, W - 100), y, 180 + (y - floorTop) * 0.5, i % 2 ? kit : shade(kit, -0.45), rng.chance(0.4) ? 'up' : 'down'));
  }
  c.dominant = mix(wall, wood, 0.5);
}

/** A running track seen from the stands: curved lanes around a green infield. */
export function track(c: Canvas, hue: number): void {
  const { rng } = c;
  const top = rng.int(260, 380);
  const sky = skyFor(rng, moodFor(c, ['day', 'pastel', 'dawn']));
  paintSky(c, sky, top);
  crowd(c, top, 40, [hsl(hue, 45, 45), hsl(hue + 60, 50, 55), '#eeeeee', hsl(hue + 200, 45, 45)], 0.2);
  const wall = hsl(hue + 180, 35, 35);
  c.add(`<rect y="${top + 20}" width="${W}" height="${H}" fill="${wall}"/>`);
  const surface = rng.chance(0.6) ? hsl(8 + rng.int(-6, 6), 58, 50) : hsl(214 + rng.int(-10, 10), 55, 45);
  const cx = rng.int(700, 1220);
  const cy = H + rng.int(380, 520);
  const [rx, ry] = [rng.int(1500, 1800), cy - top - 40];
  c.add(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${surface}"/>`);
  // Lanes as bands of two tones, white only at the edges: thin lines across the whole picture
  // tripled its encoded size.
  const lanes: string[] = [];
  for (let i = 1; i < 6; i += 2) lanes.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx - i * 90}" ry="${ry - i * 44}" fill="${shade(surface, 0.08)}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx - (i + 1) * 90}" ry="${ry - (i + 1) * 44}" fill="${surface}"/>`);
  c.add(...lanes, `<g fill="none" stroke="#ffffff" stroke-width="10"><ellipse cx="${cx}" cy="${cy}" rx="${rx - 5}" ry="${ry - 5}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx - 6 * 90}" ry="${ry - 6 * 44}"/></g>`);
  c.add(`<ellipse cx="${cx}" cy="${cy}" rx="${rx - 6 * 90}" ry="${ry - 6 * 44}" fill="${hsl(110, 45, 42)}"/>`);
  const runners = rng.int(2, 5);
  // Off to one side of the bend, where the track comes nearest.
  const angle = -Math.PI / 2 + (cx < W / 2 ? 1 : -1) * (0.28 + rng.next() * 0.2);
  const right = rng.chance(0.5);
  for (let i = 0; i < runners; i += 1) {
    const lane = 1 + i;
    const a = angle + (right ? -1 : 1) * (i * 0.05 + rng.next() * 0.04);
    const x = cx + Math.cos(a) * (rx - lane * 90 + 45);
    const y = cy + Math.sin(a) * (ry - lane * 44 + 22);
    c.add(runner(r(x), r(y), r(150 + (y - top) * 0.15), hsl(hue + i * 70, 65, 45), right));
  }
  c.dominant = mix(surface, wall, 0.35);
}

/** A runner in stride, feet at (x, y), `h` tall, facing right (or left). */
function runner(x: number, y: number, h: number, fill: string, right: boolean): string {
  const u = (h / 100) * (right ? 1 : -1);
  const v = h / 100;
  const p = (dx: number, dy: number) => `${r(x + dx * u)} ${r(y - dy * v)}`;
  return (
    `<g fill="${fill}" stroke="${fill}" stroke-linecap="round" stroke-linejoin="round" stroke-width="${r(9 * v)}"><circle cx="${r(x + 8 * u)}" cy="${r(y - 88 * v)}" r="${r(10 * v)}" stroke="none"/>` +
    `<path d="M${p(4, 74)} L${p(-2, 46)}" stroke-width="${r(15 * v)}"/><path d="M${p(-2, 46)} L${p(14, 26)} L${p(22, 4)} M${p(-2, 46)} L${p(-14, 24)} L${p(-30, 16)} M${p(4, 70)} L${p(18, 56)} L${p(30, 66)} M${p(2, 70)} L${p(-12, 58)} L${p(-20, 44)}" fill="none"/></g>`
  );
}

/** A ball close up on the turf, the stadium lights blurred behind it. */
export function ball(c: Canvas, hue: number): void {
  const { rng } = c;
  const back = hsl(darkHue(hue), 45, rng.int(16, 28));
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[0, back], [1, shade(back, 0.25)]])}"/>`);
  const bokeh: string[] = [];
  for (let i = 0; i < 16; i += 1) bokeh.push(`<circle cx="${rng.int(0, W)}" cy="${rng.int(0, 600)}" r="${rng.int(30, 110)}" fill="${rng.chance(0.5) ? '#fff5d6' : hsl(hue + 40, 80, 70)}" fill-opacity="${(0.08 + rng.next() * 0.2).toFixed(2)}"/>`);
  c.add(...bokeh);
  const turf = rng.int(700, 820);
  const grass = hsl(110 + rng.int(-12, 12), 50, 38);
  c.add(`<rect y="${turf}" width="${W}" height="${H - turf}" fill="${grass}"/>`);
  const blades = c.pattern(24, 40, `<path d="M4 40 L8 10 L11 40 M14 40 L19 0 L21 40" fill="${shade(grass, 0.15)}"/>`);
  c.add(`<rect y="${turf - 30}" width="${W}" height="70" fill="${blades}"/>`);
  const bx = rng.int(600, 1320);
  const radius = rng.int(230, 300);
  const by = turf - radius + 40;
  c.add(`<ellipse cx="${bx + 30}" cy="${turf + 40}" rx="${radius}" ry="40" fill="#000000" fill-opacity="0.3"/>`);
  const kind = rng.pick(['football', 'basket', 'tennis', 'volley'] as const);
  const outline = `<circle cx="${bx}" cy="${by}" r="${radius}"`;
  const k = radius / 100;
  const q = (dx: number, dy: number) => `${r(bx + dx * k)} ${r(by + dy * k)}`;
  if (kind === 'football') {
    const penta = (cx0: number, cy0: number, s: number) =>
      `<path d="M${[0, 1, 2, 3, 4].map((i) => q(cx0 + Math.cos((i * 2 * Math.PI) / 5 - Math.PI / 2) * s, cy0 + Math.sin((i * 2 * Math.PI) / 5 - Math.PI / 2) * s)).join(' L')} Z"/>`;
    c.add(`${outline} fill="#f7f7f5"/>`, `<g fill="#1f1f22">${penta(0, 0, 30)}${penta(-70, -55, 24)}${penta(70, -55, 24)}${penta(-62, 62, 24)}${penta(62, 62, 24)}</g>`);
  } else if (kind === 'basket') {
    c.add(`${outline} fill="#e0702a"/>`, `<g fill="none" stroke="#2d1a0e" stroke-width="${r(5 * k)}"><path d="M${q(-100, 0)} L${q(100, 0)} M${q(0, -100)} L${q(0, 100)} M${q(-70, -72)} Q${q(-20, 0)} ${q(-70, 72)} M${q(70, -72)} Q${q(20, 0)} ${q(70, 72)}"/></g>`);
  } else if (kind === 'tennis') {
    c.add(`${outline} fill="#d5e64a"/>`, `<g fill="none" stroke="#f8f8f0" stroke-width="${r(7 * k)}"><path d="M${q(-80, -60)} Q${q(-10, 0)} ${q(-80, 60)} M${q(80, -60)} Q${q(10, 0)} ${q(80, 60)}"/></g>`);
  } else {
    const [a, b] = [hsl(hue + 200, 70, 50), '#f4d35e'];
    c.add(`${outline} fill="#f7f7f5"/>`, `<path d="M${q(-98, -20)} Q${q(0, -40)} ${q(60, -80)} L${q(30, -95)} Q${q(-50, -70)} ${q(-98, -20)} Z" fill="${a}"/><path d="M${q(-60, 80)} Q${q(20, 10)} ${q(98, 20)} L${q(90, 45)} Q${q(20, 40)} ${q(-30, 95)} Z" fill="${b}"/>`);
  }
  c.add(`<circle cx="${bx - r(radius * 0.35)}" cy="${by - r(radius * 0.35)}" r="${r(radius * 0.3)}" fill="#ffffff" fill-opacity="0.18"/>`);
  c.dominant = mix(back, grass, 0.4);
}


