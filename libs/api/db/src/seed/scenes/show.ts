import { Canvas, H, r, W } from './canvas';
import { hsl, mix, shade } from './colour';
import { crowd, darkHue, person } from './parts';

/* Show business: a concert stage, a cinema hall, a theatre curtain, a red carpet; and people: portraits, a press conference. */

/** Light beams fanning down from the rig, in the stage's colours. */
function beams(c: Canvas, count: number, floor: number, colours: readonly string[]): void {
  const { rng } = c;
  for (let i = 0; i < count; i += 1) {
    const x = r(((i + 0.5) / count) * W);
    const target = x + rng.int(-500, 500);
    const colour = colours[i % colours.length] as string;
    const fill = c.linear([
      [0, colour, 0.75],
      [1, colour, 0],
    ]);
    c.add(`<path d="M${x - 16} 40 L${x + 16} 40 L${target + 190} ${floor} L${target - 190} ${floor} Z" fill="${fill}"/>`);
    c.add(`<rect x="${x - 30}" y="20" width="60" height="40" rx="8" fill="#25272c"/>`);
  }
}

/** A concert: beams through haze, a singer at the microphone, hands up in the crowd. */
export function stage(c: Canvas, hue: number): void {
  const { rng } = c;
  const h = darkHue(hue);
  const back = hsl(h, 55, 9);
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[0, back], [1, hsl(darkHue(h + 30), 50, 22)]])}"/>`);
  c.dominant = mix(back, hsl(darkHue(h + 30), 50, 22), 0.5);
  const floor = rng.int(700, 760);
  const colours = [hsl(h + 180, 90, 65), hsl(h + 60, 90, 65), hsl(h - 40, 90, 68)];
  c.add(`<rect y="0" width="${W}" height="40" fill="#1b1c20"/>`);
  beams(c, rng.int(4, 7), floor, colours);
  c.add(`<rect y="${floor}" width="${W}" height="${H - floor}" fill="${hsl(h, 30, 12)}"/><rect y="${floor}" width="${W}" height="14" fill="${shade(colours[0] as string, -0.2)}"/>`);
  for (const x of [rng.int(60, 220), rng.int(W - 420, W - 260)]) c.add(`<rect x="${x}" y="${floor - 360}" width="200" height="360" rx="10" fill="#1d1e22"/><circle cx="${x + 100}" cy="${floor - 250}" r="60" fill="#33353c"/><circle cx="${x + 100}" cy="${floor - 90}" r="50" fill="#33353c"/>`);
  const sx = rng.int(700, 1220);
  c.add(`<ellipse cx="${sx}" cy="${floor}" rx="260" ry="46" fill="#fff6d6" fill-opacity="0.35"/>`);
  c.add(person(sx, floor, rng.int(380, 440), '#0c0c10', rng.chance(0.5) ? 'wave' : 'down'));
  c.add(`<path d="M${sx + 90} ${floor} L${sx + 90} ${floor - 280} L${sx + 40} ${floor - 330}" fill="none" stroke="#0c0c10" stroke-width="10"/>`);
  if (rng.chance(0.6)) {
    const gx = sx + rng.pick([-1, 1]) * rng.int(360, 520);
    c.add(person(gx, floor, rng.int(360, 420), '#0c0c10'));
    c.add(`<path d="M${gx - 70} ${floor - 230} L${gx + 90} ${floor - 300}" stroke="#0c0c10" stroke-width="26" stroke-linecap="round"/>`);
  }
  crowd(c, H + 30, rng.int(110, 150), ['#07070a', '#111116', '#0b0b0f'], 0.5);
}

/** A cinema hall: rows of seats before a glowing screen, the projector beam overhead. */
export function cinema(c: Canvas, hue: number): void {
  const { rng } = c;
  const h = darkHue(hue);
  const hall = hsl(h, 40, 10);
  c.add(`<rect width="${W}" height="${H}" fill="${hall}"/>`);
  const [sx, sy, sw, sh] = [rng.int(300, 420), rng.int(90, 150), 0, rng.int(440, 520)];
  const width = W - sx * 2 + sw;
  const glow = hsl(h + rng.int(120, 240), 60, 60);
  c.add(`<rect x="${sx - 40}" y="${sy - 30}" width="${width + 80}" height="${sh + 60}" fill="${c.radial([[0, glow, 0.35], [1, glow, 0]])}"/>`);
  const film = hsl(h + rng.int(0, 359), 60, 62);
  c.dominant = mix(hall, film, 0.3);
  c.add(
    `<rect x="${sx}" y="${sy}" width="${width}" height="${sh}" fill="${c.linear([[0, shade(film, 0.45)], [1, film]])}"/>` +
      `<path d="M${sx} ${sy + sh * 0.7} Q${sx + width * 0.35} ${sy + sh * 0.45} ${sx + width * 0.6} ${sy + sh * 0.62} T${sx + width} ${sy + sh * 0.55} V${sy + sh} H${sx} Z" fill="${shade(film, -0.3)}"/>` +
      `<circle cx="${r(sx + width * (0.2 + rng.next() * 0.6))}" cy="${r(sy + sh * 0.3)}" r="${r(sh * 0.11)}" fill="#fff3c4"/>`,
  );
  c.add(`<path d="M${W / 2 - 30} ${H - 40} L${W / 2 + 30} ${H - 40} L${sx + width} ${sy} L${sx} ${sy} Z" fill="${c.linear([[0, '#ffffff', 0.12], [1, '#ffffff', 0]], [0, 1, 0, 0])}"/>`);
  const seat = hsl(h + rng.pick([0, 330, 20]), 55, 32);
  for (let row = 0; row < 4; row += 1) {
    const y = 700 + row * 110;
    const size = 90 + row * 16;
    const parts: string[] = [];
    for (let x = -size / 2 + (row % 2) * (size / 2); x < W + size; x += size + 10) parts.push(`<rect x="${r(x)}" y="${y}" width="${size}" height="${r(size * 1.1)}" rx="${r(size * 0.3)}"/>`);
    c.add(`<g fill="${shade(seat, -0.15 * (3 - row))}">${parts.join('')}</g>`);
    if (row === 1 || row === 2) {
      for (let k = 0; k < rng.int(2, 4); k += 1) {
        const x = rng.int(100, W - 100);
        c.add(`<g fill="#050508"><circle cx="${x}" cy="${y - 20}" r="${r(size * 0.3)}"/><rect x="${x - r(size * 0.4)}" y="${y}" width="${r(size * 0.8)}" height="${size}" rx="${r(size * 0.3)}"/></g>`);
      }
    }
  }
}

/** A theatre: heavy curtains drawn back, a spotlit actor, footlights. */
export function curtains(c: Canvas, hue: number): void {
  const { rng } = c;
  // The first theatre of a pool has the classic red velvet, the others a colour of their own.
  const velvet = c.round === 0 ? hsl(352 + (hue % 12), 65, 36) : hsl(darkHue(hue), 55, 36);
  const back = hsl(darkHue(hue + 180), 35, 12);
  c.add(`<rect width="${W}" height="${H}" fill="${back}"/>`);
  c.dominant = mix(velvet, back, 0.3);
  const floor = rng.int(800, 880);
  c.add(`<rect y="${floor}" width="${W}" height="${H - floor}" fill="${hsl(30, 40, 24)}"/>`);
  const x = rng.int(760, 1160);
  c.add(`<ellipse cx="${x}" cy="${floor + 20}" rx="300" ry="60" fill="#fff6d6" fill-opacity="0.4"/><path d="M${x - 60} 0 L${x + 60} 0 L${x + 300} ${floor + 20} L${x - 300} ${floor + 20} Z" fill="${c.linear([[0, '#fff6d6', 0.05], [1, '#fff6d6', 0.35]])}"/>`);
  c.add(person(x, floor + 10, rng.int(380, 460), '#0b0a0d', rng.pick(['down', 'wave', 'up'] as const)));
  const folds = c.pattern(80, 10, `<rect width="80" height="10" fill="${velvet}"/><rect x="50" width="30" height="10" fill="${shade(velvet, -0.3)}"/><rect x="10" width="14" height="10" fill="${shade(velvet, 0.15)}"/>`);
  const open = rng.int(560, 760);
  c.add(`<path d="M0 0 H${open} Q${open - 120} ${floor * 0.5} ${open - 320} ${floor} H0 Z" fill="${folds}"/><path d="M${W} 0 H${W - open} Q${W - open + 120} ${floor * 0.5} ${W - open + 320} ${floor} H${W} Z" fill="${folds}"/>`);
  const valance: string[] = [];
  for (let k = 0; k < 12; k += 1) valance.push(`<path d="M${k * 160} 0 H${k * 160 + 160} V120 Q${k * 160 + 80} 190 ${k * 160} 120 Z"/>`);
  c.add(`<g fill="${shade(velvet, -0.1)}">${valance.join('')}</g><rect width="${W}" height="20" fill="${hsl(44, 70, 52)}"/>`);
  const lights: string[] = [];
  for (let lx = 60; lx < W; lx += 140) lights.push(`<circle cx="${lx}" cy="${floor + 8}" r="12"/>`);
  c.add(`<g fill="#ffe9a8">${lights.join('')}</g>`);
}

/** A red carpet between ropes, camera flashes going off, a figure posing at the far end. */
export function carpet(c: Canvas, hue: number): void {
  const { rng } = c;
  const wall = hsl(darkHue(hue), 35, 18);
  c.add(`<rect width="${W}" height="${H}" fill="${wall}"/>`);
  const logo = shade(wall, 0.16);
  c.add(`<rect width="${W}" height="640" fill="${c.pattern(200, 160, `<circle cx="50" cy="40" r="26" fill="${logo}"/><rect x="120" y="110" width="60" height="34" rx="8" fill="${logo}"/>`)}"/>`);
  const horizon = rng.int(560, 640);
  c.add(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${shade(wall, -0.3)}"/>`);
  const red = hsl(356 + rng.int(-6, 6), 70, 40);
  const cx = rng.int(820, 1100);
  c.add(`<path d="M${cx - 200} ${horizon} L${cx + 200} ${horizon} L${cx + 760} ${H} L${cx - 760} ${H} Z" fill="${red}"/>`);
  c.dominant = mix(wall, red, 0.4);
  c.add(person(cx + rng.int(-60, 60), horizon + 60, 300, '#111014', rng.chance(0.5) ? 'wave' : 'down'));
  if (rng.chance(0.6)) c.add(person(cx + rng.int(90, 160), horizon + 60, 280, hsl(hue, 50, 30)));
  const posts: string[] = [];
  const ropes: string[] = [];
  for (const side of [-1, 1]) {
    let prev: [number, number] | null = null;
    for (let k = 0; k < 4; k += 1) {
      const t = (k + 0.5) / 4;
      const y = horizon + (H - horizon) * t;
      const x = cx + side * (230 + 560 * t);
      const s = 0.5 + t;
      posts.push(`<rect x="${r(x - 8 * s)}" y="${r(y - 140 * s)}" width="${r(16 * s)}" height="${r(140 * s)}"/><circle cx="${r(x)}" cy="${r(y - 140 * s)}" r="${r(14 * s)}"/>`);
      if (prev) ropes.push(`M${prev[0]} ${prev[1]} Q${r((prev[0] + x) / 2)} ${r((prev[1] + y - 120 * s) / 2 + 40 * s)} ${r(x)} ${r(y - 120 * s)}`);
      prev = [r(x), r(y - 120 * s)];
    }
  }
  c.add(`<path d="${ropes.join(' ')}" fill="none" stroke="${hsl(350, 70, 30)}" stroke-width="12"/><g fill="${hsl(44, 75, 55)}">${posts.join('')}</g>`);
  for (let k = 0; k < rng.int(4, 8); k += 1) {
    const fx = rng.chance(0.5) ? rng.int(40, cx - 500) : rng.int(cx + 500, W - 40);
    const fy = rng.int(300, 700);
    const s = rng.int(40, 80);
    c.add(`<circle cx="${fx}" cy="${fy}" r="${s * 2}" fill="${c.radial([[0, '#ffffff', 0.7], [1, '#ffffff', 0]])}"/><path d="M${fx} ${fy - s} L${fx + 10} ${fy - 10} L${fx + s} ${fy} L${fx + 10} ${fy + 10} L${fx} ${fy + s} L${fx - 10} ${fy + 10} L${fx - s} ${fy} L${fx - 10} ${fy - 10} Z" fill="#ffffff"/>`);
  }
  crowd(c, H + 20, 120, ['#09090c', '#121217'], 0.3);
}

/** One to three busts overlapping on a graphic backdrop: an abstract portrait. */
export function portraits(c: Canvas, hue: number): void {
  const { rng } = c;
  const back = hsl(hue, rng.int(40, 60), rng.int(62, 76));
  c.add(`<rect width="${W}" height="${H}" fill="${back}"/>`);
  c.dominant = back;
  const shapes: string[] = [];
  for (let k = 0; k < rng.int(2, 4); k += 1) shapes.push(`<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${rng.int(160, 420)}" fill="${hsl(hue + rng.pick([30, -30, 180]), 55, rng.int(55, 80))}" fill-opacity="0.6"/>`);
  c.add(...shapes);
  const count = rng.int(1, 3);
  const spacing = 520;
  const start = W / 2 - ((count - 1) * spacing) / 2 + rng.int(-120, 120);
  for (let i = 0; i < count; i += 1) {
    const x = start + i * spacing;
    const scale = count === 1 ? 1.25 : 1 - Math.abs(i - (count - 1) / 2) * 0.1;
    const head = r(130 * scale);
    const hy = H - r(560 * scale);
    const skin = hsl(rng.int(18, 34), rng.int(30, 55), rng.int(30, 78));
    const cloth = hsl(hue + rng.int(90, 270), rng.int(40, 65), rng.int(30, 55));
    const hair = hsl(rng.int(10, 40), rng.int(10, 40), rng.int(8, 40));
    const long = rng.chance(0.45);
    const parts = [
      long ? `<path d="M${x - head * 1.15} ${hy} Q${x - head * 1.3} ${hy + head * 2.3} ${x - head * 1.4} ${hy + head * 2.6} H${x + head * 1.4} Q${x + head * 1.3} ${hy + head * 2.3} ${x + head * 1.15} ${hy} Z" fill="${hair}"/>` : '',
      `<path d="M${x - head * 2.4} ${H} Q${x - head * 2.3} ${hy + head * 1.7} ${x} ${hy + head * 1.6} Q${x + head * 2.3} ${hy + head * 1.7} ${x + head * 2.4} ${H} Z" fill="${cloth}"/>`,
      `<rect x="${x - r(head * 0.38)}" y="${hy + r(head * 0.6)}" width="${r(head * 0.76)}" height="${r(head * 1.1)}" rx="${r(head * 0.3)}" fill="${shade(skin, -0.1)}"/>`,
      `<ellipse cx="${x}" cy="${hy}" rx="${head}" ry="${r(head * 1.2)}" fill="${skin}"/>`,
      `<path d="M${x - head * 1.02} ${hy - head * 0.05} Q${x - head * 1.05} ${hy - head * 1.35} ${x} ${hy - head * 1.3} Q${x + head * 1.05} ${hy - head * 1.35} ${x + head * 1.02} ${hy - head * 0.05} Q${x + head * 0.6} ${hy - head * 0.8} ${x - head * 0.2} ${hy - head * 0.75} Q${x - head * 0.7} ${hy - head * 0.7} ${x - head * 1.02} ${hy - head * 0.05} Z" fill="${hair}"/>`,
    ];
    if (rng.chance(0.3)) parts.push(`<g fill="none" stroke="#1d1d1f" stroke-width="${r(head * 0.07)}"><circle cx="${r(x - head * 0.4)}" cy="${r(hy + head * 0.1)}" r="${r(head * 0.28)}"/><circle cx="${r(x + head * 0.4)}" cy="${r(hy + head * 0.1)}" r="${r(head * 0.28)}"/></g>`);
    c.add(`<g>${parts.join('').replace(/(\d+\.\d+)/g, (n) => String(Math.round(Number(n))))}</g>`);
  }
}

/** A press conference: a lectern bristling with microphones before a backdrop, a flag beside it. */
export function podium(c: Canvas, hue: number): void {
  const { rng } = c;
  const back = hsl(darkHue(hue), rng.int(35, 55), rng.int(22, 34));
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[0, shade(back, 0.12)], [1, back]])}"/>`);
  c.dominant = back;
  const mark = shade(back, 0.1);
  c.add(`<rect width="${W}" height="${H}" fill="${c.pattern(240, 240, `<circle cx="60" cy="60" r="34" fill="${mark}"/><circle cx="180" cy="180" r="34" fill="${mark}"/>`)}"/>`);
  const x = rng.int(700, 1220);
  const suit = rng.pick(['#1b1c22', '#2a3242', hsl(hue + 200, 25, 25)]);
  // Head at about 420, shoulders at 520: the speaker stands behind the lectern's top at 670.
  c.add(person(x, 1150, 820, suit));
  c.add(`<path d="M${x - 26} 522 L${x} 640 L${x + 26} 522 Z" fill="#f4f4f4"/><path d="M${x - 10} 530 L${x} 630 L${x + 10} 530 Z" fill="${hsl(hue + 180, 60, 45)}"/>`);
  const wood = hsl(rng.chance(0.5) ? 28 : hue, 30, rng.int(25, 40));
  c.add(`<path d="M${x - 260} ${H} L${x - 220} 700 H${x + 220} L${x + 260} ${H} Z" fill="${wood}"/><rect x="${x - 250}" y="670" width="500" height="50" rx="8" fill="${shade(wood, 0.15)}"/><circle cx="${x}" cy="870" r="70" fill="${shade(wood, 0.35)}"/>`);
  const mics: string[] = [];
  const micColours = ['#2a2a2e', '#44464d', hsl(hue + 180, 60, 50), '#d64545', hsl(hue + 60, 60, 55), '#f1f1f1'];
  for (let k = 0; k < rng.int(4, 8); k += 1) {
    const bx = x + rng.int(-160, 160);
    const [tx, ty] = [x + rng.int(-110, 110), rng.int(560, 620)];
    mics.push(`<path d="M${bx} 672 L${tx} ${ty}" stroke="#2a2a2e" stroke-width="10"/><rect x="${tx - 24}" y="${ty - 40}" width="48" height="56" rx="20" fill="${rng.pick(micColours)}"/>`);
  }
  c.add(...mics);
  const fx = x + (rng.chance(0.5) ? -1 : 1) * rng.int(480, 620);
  const flag = hsl(hue + rng.int(120, 240), 70, 48);
  const folds = c.pattern(80, 10, `<rect width="80" height="10" fill="${flag}"/><rect x="48" width="32" height="10" fill="${shade(flag, -0.22)}"/>`, [fx + 6, 0]);
  c.add(`<rect x="${fx - 6}" y="180" width="12" height="${H - 180}" fill="#caa24b"/><circle cx="${fx}" cy="176" r="16" fill="#caa24b"/><path d="M${fx + 6} 200 H${fx + 246} V620 Q${fx + 206} 650 ${fx + 166} 620 Q${fx + 126} 650 ${fx + 86} 620 Q${fx + 46} 650 ${fx + 6} 620 Z" fill="${folds}"/>`);
}
