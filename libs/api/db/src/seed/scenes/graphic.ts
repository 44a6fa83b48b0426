import { Canvas, H, r, W } from './canvas';
import { hsl, mix, shade } from './colour';
import { confetti, darkHue, schemeFor, stars } from './parts';

/* Editorial graphics on a plain backdrop: charts, coins, maps, circuits, space, a night sky, a light bulb, balloons, a gamepad. */

function backdrop(c: Canvas, from: string, to: string): void {
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[0, from], [1, to]], [0, 0, 1, 1])}"/>`);
  c.dominant = mix(from, to, 0.5);
}

/** A dashboard panel: bars and a trend line over a grid, with a couple of tiles beside it. */
export function chart(c: Canvas, hue: number): void {
  const { rng } = c;
  const s = schemeFor(hue, rng);
  backdrop(c, s.back, shade(s.back, -0.12));
  const [px, py, pw, ph] = [rng.int(120, 260), rng.int(110, 200), rng.int(1100, 1300), rng.int(680, 800)];
  const panel = s.back === s.soft ? '#ffffff' : shade(s.soft, 0.5);
  c.add(`<rect x="${px + 18}" y="${py + 24}" width="${pw}" height="${ph}" rx="36" fill="#000000" fill-opacity="0.12"/><rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="36" fill="${panel}"/>`);
  const grid: string[] = [];
  for (let i = 1; i <= 4; i += 1) grid.push(`<path d="M${px + 60} ${py + 80 + i * ((ph - 160) / 4)} H${px + pw - 60}"/>`);
  c.add(`<g stroke="${shade(panel, -0.15)}" stroke-width="4">${grid.join('')}</g>`);
  const bars = rng.int(6, 11);
  const slot = (pw - 120) / bars;
  const rising = rng.chance(0.65);
  let level = rising ? 0.25 + rng.next() * 0.2 : 0.7 + rng.next() * 0.2;
  const points: string[] = [];
  const parts: string[] = [];
  for (let i = 0; i < bars; i += 1) {
    level = Math.max(0.1, Math.min(0.95, level + (rising ? 0.06 : -0.05) + (rng.next() - 0.5) * 0.22));
    const h = level * (ph - 180);
    const x = px + 60 + i * slot + slot * 0.18;
    parts.push(`<rect x="${r(x)}" y="${r(py + ph - 80 - h)}" width="${r(slot * 0.64)}" height="${r(h)}" rx="10" fill="${i === bars - 1 ? s.accent : s.accent2}" fill-opacity="${i === bars - 1 ? 1 : 0.55}"/>`);
    points.push(`${r(x + slot * 0.32)} ${r(py + ph - 110 - h * (0.8 + rng.next() * 0.3))}`);
  }
  c.add(...parts, `<path d="M${points.join(' L')}" fill="none" stroke="${s.deep}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>`);
  c.add(`<g fill="${s.deep}">${points.map((p) => `<circle cx="${p.split(' ')[0]}" cy="${p.split(' ')[1]}" r="13"/>`).join('')}</g>`);
  const tx = px + pw + 60;
  if (tx + 300 < W) {
    for (let i = 0; i < 2; i += 1) {
      const ty = py + i * 300;
      const up = i === 0 ? rising : rng.chance(0.5);
      c.add(
        `<rect x="${tx}" y="${ty}" width="${W - tx - 80}" height="250" rx="30" fill="${panel}"/>` +
          `<rect x="${tx + 40}" y="${ty + 50}" width="${rng.int(120, 220)}" height="22" rx="11" fill="${shade(panel, -0.2)}"/>` +
          `<rect x="${tx + 40}" y="${ty + 100}" width="${rng.int(80, 160)}" height="56" rx="14" fill="${s.deep}"/>` +
          `<path d="${up ? `M${tx + 260} ${ty + 170} l40 -60 l40 60 Z` : `M${tx + 260} ${ty + 110} l40 60 l40 -60 Z`}" fill="${up ? '#2e9e5b' : '#d64545'}"/>`,
      );
    }
  }
}

/** Stacks of coins and a banknote, a growth arrow behind them. */
export function coins(c: Canvas, hue: number): void {
  const { rng } = c;
  const s = schemeFor(hue, rng);
  backdrop(c, s.back, shade(s.back, 0.15));
  const arrow: string[] = [];
  let [x, y] = [100, rng.int(760, 860)];
  const steps = rng.int(5, 7);
  for (let i = 0; i < steps; i += 1) {
    x += (W - 300) / steps;
    y -= rng.int(40, 150) * (rng.chance(0.8) ? 1 : -0.6);
    arrow.push(`${r(x)} ${Math.max(140, y)}`);
  }
  c.add(`<path d="M100 860 L${arrow.join(' L')}" fill="none" stroke="${s.accent2}" stroke-width="26" stroke-linejoin="round" stroke-opacity="0.7"/>`);
  const gold = hsl(44 + rng.int(-6, 6), 80, 55);
  const rim = shade(gold, -0.3);
  const ground = rng.int(900, 960);
  c.add(`<rect x="${rng.int(150, 500)}" y="${ground - 40}" width="560" height="260" rx="20" fill="${hsl(140, 35, 55)}" transform="rotate(${rng.int(-14, -4)} 700 ${ground})"/>`);
  const stacks = rng.int(3, 5);
  for (let i = 0; i < stacks; i += 1) {
    const cx = 380 + i * rng.int(230, 300);
    const count = rng.int(4, 12);
    const parts: string[] = [];
    for (let k = 0; k < count; k += 1) {
      const cy = ground - k * 34;
      parts.push(`<rect x="${cx - 110}" y="${cy - 20}" width="220" height="34" fill="${rim}"/><ellipse cx="${cx}" cy="${cy + 14}" rx="110" ry="30" fill="${rim}"/><ellipse cx="${cx}" cy="${cy - 20}" rx="110" ry="30" fill="${gold}"/>`);
    }
    parts.push(`<ellipse cx="${cx}" cy="${ground - (count - 1) * 34 - 20}" rx="70" ry="18" fill="none" stroke="${rim}" stroke-width="6"/>`);
    c.add(...parts);
  }
  const bx = rng.int(1300, 1650);
  const by = rng.int(300, 560);
  c.add(`<circle cx="${bx}" cy="${by}" r="150" fill="${rim}"/><circle cx="${bx - 10}" cy="${by - 8}" r="150" fill="${gold}"/><circle cx="${bx - 10}" cy="${by - 8}" r="112" fill="none" stroke="${rim}" stroke-width="10"/>${star(bx - 10, by - 8, 70, rim)}`);
}

/** A five-pointed star, as embossed on a coin or pinned to a map. */
function star(x: number, y: number, radius: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 ? radius * 0.42 : radius;
    return `${r(x + Math.cos(a) * d)} ${r(y + Math.sin(a) * d)}`;
  });
  return `<path d="M${points.join(' L')} Z" fill="${fill}"/>`;
}

/** A closed, smooth blob around (cx, cy): land on a map, a cloud of ink. */
function blob(c: Canvas, cx: number, cy: number, radius: number, points = 9): string {
  const at: Array<[number, number]> = [];
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * Math.PI * 2;
    const d = radius * (0.6 + c.rng.next() * 0.6);
    at.push([cx + Math.cos(a) * d * 1.3, cy + Math.sin(a) * d * 0.8]);
  }
  const mid = (a: [number, number], b: [number, number]) => `${r((a[0] + b[0]) / 2)} ${r((a[1] + b[1]) / 2)}`;
  let d = `M${mid(at[points - 1] as [number, number], at[0] as [number, number])}`;
  for (let i = 0; i < points; i += 1) d += ` Q${r((at[i] as [number, number])[0])} ${r((at[i] as [number, number])[1])} ${mid(at[i] as [number, number], at[(i + 1) % points] as [number, number])}`;
  return `${d} Z`;
}

/** A map: land masses on the sea, a graticule, pins and a dashed route between them. */
export function map(c: Canvas, hue: number): void {
  const { rng } = c;
  const sea = hsl(178 + (hue % 60) + rng.int(-6, 6), rng.int(35, 55), rng.int(60, 76));
  backdrop(c, sea, shade(sea, -0.08));
  const grid = c.pattern(160, 160, `<path d="M0 0 H160 M0 0 V160" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`);
  c.add(`<rect width="${W}" height="${H}" fill="${grid}"/>`);
  const land = hsl(hue, rng.int(35, 55), rng.int(66, 80));
  const coast = shade(land, -0.25);
  const masses: string[] = [];
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i += 1) masses.push(blob(c, rng.int(100, W - 100), rng.int(100, H - 100), rng.int(160, 360), rng.int(7, 11)));
  // The coast is a wider stroke under the fill, so where masses overlap no line crosses the land.
  c.add(`<path d="${masses.join(' ')}" fill="${coast}" stroke="${coast}" stroke-width="12"/><path d="${masses.join(' ')}" fill="${land}"/>`);
  for (let i = 0; i < rng.int(1, 3); i += 1) c.add(`<path d="${blob(c, rng.int(300, W - 300), rng.int(200, H - 200), rng.int(50, 110), 7)}" fill="${shade(land, -0.12)}"/>`);
  const pins: Array<[number, number]> = [];
  for (let i = 0; i < rng.int(2, 4); i += 1) pins.push([rng.int(200, W - 200), rng.int(220, H - 140)]);
  const route = pins.map(([x, y], i) => {
    if (i === 0) return `M${x} ${y}`;
    const [px, py] = pins[i - 1] as [number, number];
    return `Q${r((x + px) / 2)} ${r(Math.min(y, py) - 180)} ${x} ${y}`;
  });
  c.add(`<path d="${route.join(' ')}" fill="none" stroke="${shade(land, -0.55)}" stroke-width="8" stroke-dasharray="24 18" stroke-linecap="round"/>`);
  const pin = hsl(hue + 180, 75, 50);
  for (const [x, y] of pins) c.add(`<path d="M${x} ${y} C${x - 30} ${y - 50} ${x - 56} ${y - 70} ${x - 56} ${y - 104} A56 56 0 0 1 ${x + 56} ${y - 104} C${x + 56} ${y - 70} ${x + 30} ${y - 50} ${x} ${y} Z" fill="${pin}"/><circle cx="${x}" cy="${y - 104}" r="22" fill="#ffffff"/>`);
  const [kx, ky] = [rng.chance(0.5) ? 140 : W - 140, rng.chance(0.5) ? 140 : H - 140];
  c.add(`<g transform="translate(${kx} ${ky})"><circle r="80" fill="#ffffff" fill-opacity="0.8"/><path d="M0 -70 L18 0 L0 70 L-18 0 Z" fill="${shade(land, -0.5)}"/><path d="M0 -70 L18 0 L-18 0 Z" fill="${pin}"/></g>`);
  c.dominant = mix(sea, land, 0.45);
}

/** A circuit board: traces turning at right angles, pads, and a chip in the middle. */
export function circuit(c: Canvas, hue: number): void {
  const { rng } = c;
  const board = hsl(darkHue(hue), 50, rng.int(10, 18));
  backdrop(c, board, shade(board, 0.12));
  const trace = hsl(hue + rng.pick([120, 160, 200]), 80, 60);
  const chipX = rng.int(700, 1220);
  const chipY = rng.int(380, 700);
  const lines: string[] = [];
  const pads: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    const side = i % 4;
    let x = side === 0 ? chipX - 170 : side === 1 ? chipX + 170 : chipX - 150 + rng.int(0, 300);
    let y = side === 2 ? chipY - 170 : side === 3 ? chipY + 170 : chipY - 150 + rng.int(0, 300);
    const path = [`M${x} ${y}`];
    for (let k = 0; k < 3; k += 1) {
      const len = rng.int(120, 420);
      const dir = k % 2 === 0 ? side : rng.int(0, 3);
      if (dir === 0) x -= len;
      else if (dir === 1) x += len;
      else if (dir === 2) y -= len;
      else y += len;
      path.push(`L${x} ${y}`);
    }
    lines.push(path.join(' '));
    pads.push(`<circle cx="${x}" cy="${y}" r="14"/>`);
  }
  c.add(`<path d="${lines.join(' ')}" fill="none" stroke="${trace}" stroke-width="8" stroke-opacity="0.75" stroke-linejoin="round"/>`);
  c.add(`<g fill="${board}" stroke="${trace}" stroke-width="6">${pads.join('')}</g>`);
  c.add(`<circle cx="${chipX}" cy="${chipY}" r="420" fill="${c.radial([[0, trace, 0.35], [1, trace, 0]])}"/>`);
  const pins: string[] = [];
  for (let k = 0; k < 6; k += 1) {
    const o = -125 + k * 50;
    pins.push(`<rect x="${chipX + o - 8}" y="${chipY - 190}" width="16" height="380"/><rect x="${chipX - 190}" y="${chipY + o - 8}" width="380" height="16"/>`);
  }
  c.add(`<g fill="#c9ced6">${pins.join('')}</g><rect x="${chipX - 160}" y="${chipY - 160}" width="320" height="320" rx="24" fill="#1d2026"/><rect x="${chipX - 110}" y="${chipY - 110}" width="220" height="220" rx="14" fill="none" stroke="${trace}" stroke-width="6"/>`);
}

/** Deep space: stars, a ringed planet, a moon and sometimes a rocket. */
export function space(c: Canvas, hue: number): void {
  const { rng } = c;
  const deep = hsl(darkHue(hue), 55, 8);
  backdrop(c, deep, hsl(darkHue(darkHue(hue) + 40), 50, 22));
  c.add(`<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${rng.int(400, 700)}" fill="${c.radial([[0, hsl(hue + 60, 70, 50), 0.35], [1, deep, 0]])}"/>`);
  stars(c, rng.int(70, 110), H);
  const px = rng.int(500, 1400);
  const py = rng.int(380, 700);
  const pr = rng.int(180, 300);
  const body = hsl(hue + rng.pick([150, 180, 30]), 60, 58);
  const ringed = rng.chance(0.6);
  const ring = `<ellipse cx="${px}" cy="${py}" rx="${r(pr * 1.8)}" ry="${r(pr * 0.42)}" fill="none" stroke="${shade(body, 0.4)}" stroke-width="${r(pr * 0.12)}" transform="rotate(-16 ${px} ${py})"`;
  if (ringed) c.add(`${ring}/>`);
  const clip = c.clip(`<circle cx="${px}" cy="${py}" r="${pr}"/>`);
  const bands: string[] = [];
  for (let i = 0; i < 5; i += 1) bands.push(`<rect x="${px - pr}" y="${py - pr + rng.int(0, pr * 2)}" width="${pr * 2}" height="${rng.int(16, 50)}" fill="${shade(body, rng.chance(0.5) ? 0.25 : -0.2)}"/>`);
  c.add(`<g clip-path="${clip}"><circle cx="${px}" cy="${py}" r="${pr}" fill="${body}"/>${bands.join('')}<circle cx="${px + r(pr * 0.35)}" cy="${py + r(pr * 0.3)}" r="${pr}" fill="#000000" fill-opacity="0.25"/></g>`);
  if (ringed) c.add(`<path d="M${px - r(pr * 1.75)} ${py + r(pr * 0.35)} A${r(pr * 1.8)} ${r(pr * 0.42)} -16 0 0 ${px + r(pr * 1.75)} ${py - r(pr * 0.62)}" fill="none" stroke="${shade(body, 0.4)}" stroke-width="${r(pr * 0.12)}"/>`);
  const mx = px + (rng.chance(0.5) ? -1 : 1) * rng.int(pr + 260, pr + 420);
  c.add(`<circle cx="${mx}" cy="${py - rng.int(150, 260)}" r="${rng.int(40, 70)}" fill="${hsl(hue + 200, 15, 75)}"/>`);
  if (rng.chance(0.5)) {
    const [rx, ry] = [rng.int(200, W - 200), rng.int(150, H - 150)];
    c.add(
      `<g transform="translate(${rx} ${ry}) rotate(${rng.int(20, 70)})"><path d="M0 -110 Q40 -60 40 40 L-40 40 Q-40 -60 0 -110 Z" fill="#eef1f5"/><circle cy="-30" r="18" fill="${hsl(hue + 180, 70, 55)}"/>` +
        `<path d="M-40 10 L-70 60 L-40 50 Z M40 10 L70 60 L40 50 Z" fill="#d64545"/><path d="M-24 44 Q0 120 24 44 Z" fill="#ffb347"/></g>`,
    );
  }
}

/** The night sky for the stars column: constellations joined by lines, a crescent, a zodiac ring. */
export function constellations(c: Canvas, hue: number): void {
  const { rng } = c;
  const top = hsl(darkHue(hue), 50, 10);
  backdrop(c, top, hsl(darkHue(darkHue(hue) + 30), 45, 26));
  stars(c, rng.int(80, 120), H);
  const ringX = rng.int(500, 1400);
  const ringY = rng.int(400, 680);
  const gold = hsl(44, 70, 70);
  c.add(`<g fill="none" stroke="${gold}" stroke-opacity="0.35"><circle cx="${ringX}" cy="${ringY}" r="420" stroke-width="4"/><circle cx="${ringX}" cy="${ringY}" r="360" stroke-width="2"/></g>`);
  const ticks: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    ticks.push(`M${r(ringX + Math.cos(a) * 360)} ${r(ringY + Math.sin(a) * 360)} L${r(ringX + Math.cos(a) * 420)} ${r(ringY + Math.sin(a) * 420)}`);
  }
  c.add(`<path d="${ticks.join(' ')}" stroke="${gold}" stroke-opacity="0.35" stroke-width="3"/>`);
  for (let k = 0; k < rng.int(2, 3); k += 1) {
    const [ox, oy] = [rng.int(200, W - 400), rng.int(120, H - 300)];
    const points: Array<[number, number]> = [];
    for (let i = 0; i < rng.int(4, 7); i += 1) points.push([ox + rng.int(0, 360), oy + rng.int(0, 240)]);
    points.sort((a, b) => a[0] - b[0]);
    c.add(`<path d="M${points.map(([x, y]) => `${x} ${y}`).join(' L')}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"/>`);
    c.add(`<g fill="#ffffff">${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9"/>`).join('')}</g>`);
  }
  const mx = rng.int(200, W - 200);
  const my = rng.int(160, 400);
  c.add(`<circle cx="${mx}" cy="${my}" r="110" fill="${gold}"/><circle cx="${mx + 46}" cy="${my - 24}" r="100" fill="${mix(top, hsl(darkHue(darkHue(hue) + 30), 45, 26), my / H)}"/>`);
}

/** A light bulb glowing on a plain backdrop: ideas, quizzes, explainers. */
export function bulb(c: Canvas, hue: number): void {
  const { rng } = c;
  const s = schemeFor(hue, rng, rng.chance(0.5));
  backdrop(c, s.back, shade(s.back, -0.1));
  confetti(c, rng.int(20, 40), [s.accent, s.accent2, s.soft], 0.35);
  const x = rng.int(560, 1360);
  const y = rng.int(420, 520);
  const glow = hsl(48, 95, 62);
  c.add(`<circle cx="${x}" cy="${y}" r="420" fill="${c.radial([[0, glow, 0.55], [1, glow, 0]])}"/>`);
  const rays: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const a = -Math.PI + (i / 9) * Math.PI;
    rays.push(`M${r(x + Math.cos(a) * 260)} ${r(y + Math.sin(a) * 260)} L${r(x + Math.cos(a) * 330)} ${r(y + Math.sin(a) * 330)}`);
  }
  c.add(`<path d="${rays.join(' ')}" stroke="${glow}" stroke-width="18" stroke-linecap="round"/>`);
  c.add(`<path d="M${x - 90} ${y + 140} Q${x - 90} ${y + 60} ${x - 150} ${y} A180 180 0 1 1 ${x + 150} ${y} Q${x + 90} ${y + 60} ${x + 90} ${y + 140} Z" fill="${glow}"/>`);
  c.add(`<path d="M${x - 40} ${y + 140} L${x - 40} ${y + 40} Q${x} ${y - 20} ${x + 40} ${y + 40} L${x + 40} ${y + 140}" fill="none" stroke="${shade(glow, -0.3)}" stroke-width="10"/>`);
  c.add(`<g fill="#8d939c"><rect x="${x - 95}" y="${y + 150}" width="190" height="40" rx="16"/><rect x="${x - 85}" y="${y + 198}" width="170" height="40" rx="16"/><rect x="${x - 55}" y="${y + 246}" width="110" height="40" rx="20"/></g>`);
  c.add(`<circle cx="${x - 70}" cy="${y - 60}" r="40" fill="#ffffff" fill-opacity="0.55"/>`);
}

/** Party balloons on strings with confetti: the lighter side of the site. */
export function balloons(c: Canvas, hue: number): void {
  const { rng } = c;
  const s = schemeFor(hue, rng, true);
  backdrop(c, s.back, shade(s.back, 0.3));
  const colours = [hsl(hue + 180, 75, 58), hsl(hue + 30, 80, 62), hsl(hue + 250, 60, 60), hsl(hue + 90, 60, 55), hsl(hue - 30, 80, 65)];
  confetti(c, rng.int(40, 70), colours, 0.8);
  const count = rng.int(4, 7);
  const knotY = rng.int(860, 980);
  const knotX = rng.int(600, 1300);
  for (let i = 0; i < count; i += 1) {
    const bx = knotX + rng.int(-520, 520);
    const by = rng.int(180, 560);
    const br = rng.int(90, 140);
    const fill = colours[i % colours.length] as string;
    c.add(`<path d="M${bx} ${by + br * 1.2} Q${(bx + knotX) / 2 + rng.int(-80, 80)} ${(by + knotY) / 2} ${knotX} ${knotY}" fill="none" stroke="${shade(s.back, -0.4)}" stroke-width="4"/>`);
    c.add(`<ellipse cx="${bx}" cy="${by}" rx="${br}" ry="${r(br * 1.2)}" fill="${fill}"/><path d="M${bx - 14} ${r(by + br * 1.26)} L${bx} ${r(by + br * 1.18)} L${bx + 14} ${r(by + br * 1.26)} Z" fill="${fill}"/>`);
    c.add(`<ellipse cx="${bx - r(br * 0.35)}" cy="${by - r(br * 0.45)}" rx="${r(br * 0.18)}" ry="${r(br * 0.3)}" fill="#ffffff" fill-opacity="0.45"/>`);
  }
}

/** A game controller, big and glossy, with a pattern of play symbols behind it. */
export function gamepad(c: Canvas, hue: number): void {
  const { rng } = c;
  const s = schemeFor(hue, rng, rng.chance(0.4));
  backdrop(c, s.back, shade(s.back, -0.15));
  const sym = shade(s.back, s.back === s.soft ? -0.1 : 0.12);
  const tile = c.pattern(220, 220, `<g fill="none" stroke="${sym}" stroke-width="10"><circle cx="50" cy="50" r="26"/><rect x="136" y="136" width="50" height="50"/><path d="M136 80 L190 80 L163 30 Z M40 150 L80 190 M80 150 L40 190"/></g>`);
  c.add(`<rect width="${W}" height="${H}" fill="${tile}"/>`);
  const x = rng.int(700, 1220);
  const y = rng.int(480, 600);
  const body = rng.chance(0.5) ? '#2b2e35' : hsl(hue + 180, 55, 52);
  c.add(`<ellipse cx="${x + 20}" cy="${y + 300}" rx="460" ry="40" fill="#000000" fill-opacity="0.18"/>`);
  c.add(`<path d="M${x - 300} ${y - 130} Q${x} ${y - 190} ${x + 300} ${y - 130} Q${x + 440} ${y - 110} ${x + 470} ${y + 120} Q${x + 490} ${y + 280} ${x + 360} ${y + 270} Q${x + 260} ${y + 260} ${x + 180} ${y + 130} L${x - 180} ${y + 130} Q${x - 260} ${y + 260} ${x - 360} ${y + 270} Q${x - 490} ${y + 280} ${x - 470} ${y + 120} Q${x - 440} ${y - 110} ${x - 300} ${y - 130} Z" fill="${body}"/>`);
  const light = shade(body, 0.3);
  c.add(`<path d="M${x - 330} ${y - 40} h50 v-50 h50 v50 h50 v50 h-50 v50 h-50 v-50 h-50 Z" fill="${light}"/>`);
  const buttons = [hsl(140, 60, 50), hsl(0, 70, 58), hsl(210, 70, 58), hsl(48, 90, 58)];
  [
    [0, -70],
    [70, 0],
    [-70, 0],
    [0, 70],
  ].forEach(([dx, dy], i) => c.add(`<circle cx="${x + 300 + (dx as number)}" cy="${y - 15 + (dy as number)}" r="30" fill="${buttons[i]}"/>`));
  c.add(`<circle cx="${x - 120}" cy="${y + 90}" r="58" fill="${shade(body, -0.3)}"/><circle cx="${x + 120}" cy="${y + 90}" r="58" fill="${shade(body, -0.3)}"/><rect x="${x - 50}" y="${y - 60}" width="100" height="24" rx="12" fill="${light}"/>`);
}
