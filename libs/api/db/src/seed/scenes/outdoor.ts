import { Canvas, H, r, W } from './canvas';
import { hsl, mix, shade } from './colour';
import { birds, clouds, moodFor, paintSky, person, ridge, skyFor, skyline, stars, sunOrMoon, trees, type Sky } from './parts';

/* Scenes under the open sky: landscapes, the seaside, cities, a town square, a port, the road. */

/** Night darkens whatever stands in front of the sky. */
function dim(colour: string, sky: Sky): string {
  return sky.mood === 'night' ? shade(colour, -0.55) : sky.mood === 'dusk' ? shade(colour, -0.25) : colour;
}

function skyAndLight(c: Canvas, sky: Sky, horizon: number): void {
  const { rng } = c;
  paintSky(c, sky, horizon);
  if (sky.mood === 'night') stars(c, rng.int(30, 60), horizon - 60);
  const low = sky.mood === 'dawn' || sky.mood === 'dusk';
  sunOrMoon(c, sky, rng.int(160, W - 160), low ? horizon - rng.int(40, 160) : rng.int(120, Math.max(160, horizon - 260)), rng.int(46, 90));
  if (sky.mood !== 'night') clouds(c, rng.int(1, 4), 100, Math.max(140, horizon - 180), '#ffffff', sky.mood === 'day' ? 0.9 : 0.45);
}

/** Mountains or rolling hills in layers that fade into the sky, sometimes around a lake. */
export function landscape(c: Canvas, hue: number): void {
  const { rng } = c;
  const sky = skyFor(rng, moodFor(c, ['day', 'dusk', 'dawn', 'night', 'pastel']));
  const horizon = rng.int(560, 720);
  skyAndLight(c, sky, horizon);
  const land = hsl(hue, rng.int(28, 48), rng.int(30, 42));
  const peaks = rng.chance(0.6);
  ridge(c, horizon - rng.int(60, 140), rng.int(160, 300), dim(mix(sky.bottom, land, 0.35), sky), peaks ? 'peaks' : 'hills', peaks && rng.chance(0.7) ? dim('#f4f6fb', sky) : undefined);
  ridge(c, horizon, rng.int(40, 110), dim(mix(sky.bottom, land, 0.62), sky));
  const lake = rng.chance(0.45);
  if (lake) {
    const water = dim(mix(sky.bottom, sky.top, 0.4), sky);
    c.add(`<rect y="${horizon + 40}" width="${W}" height="${H}" fill="${water}"/>`);
    const lines: string[] = [];
    for (let i = 0; i < 9; i += 1) lines.push(`<rect x="${rng.int(0, W - 300)}" y="${horizon + rng.int(70, 300)}" width="${rng.int(80, 300)}" height="6" rx="3"/>`);
    c.add(`<g fill="#ffffff" fill-opacity="0.35">${lines.join('')}</g>`);
  }
  const near = dim(shade(land, -0.1), sky);
  ridge(c, lake ? H - rng.int(90, 170) : horizon + rng.int(150, 260), rng.int(40, 120), near);
  trees(c, rng.int(-100, 300), rng.int(700, W + 100), H - rng.int(20, 80), rng.int(90, 150), dim(hsl(hue + rng.int(-30, 30), 40, 24), sky), rng.int(4, 10));
  if (sky.mood !== 'night') birds(c, rng.int(0, 4), 160, horizon - 200, shade(sky.top, -0.5));
  c.dominant = mix(sky.bottom, land, 0.45);
}

/** The seaside: a horizon with an island or a lighthouse, sails, a curved shore, palms and umbrellas. */
export function beach(c: Canvas, hue: number): void {
  const { rng } = c;
  const sky = skyFor(rng, moodFor(c, ['day', 'dusk', 'pastel', 'dawn']));
  const horizon = rng.int(470, 600);
  skyAndLight(c, sky, horizon);
  const sea = hsl(192 + rng.int(-18, 18), 62, 46);
  c.add(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${c.linear([[0, dim(mix(sea, sky.bottom, 0.35), sky)], [1, dim(shade(sea, -0.15), sky)]])}"/>`);
  const far = dim(mix(sky.bottom, hsl(hue + 120, 30, 40), 0.5), sky);
  if (rng.chance(0.5)) {
    const ix = rng.int(100, W - 600);
    c.add(`<path d="M${ix} ${horizon + 2} Q${ix + 120} ${horizon - rng.int(60, 140)} ${ix + 260} ${horizon - rng.int(30, 80)} Q${ix + 380} ${horizon - rng.int(70, 120)} ${ix + rng.int(450, 560)} ${horizon + 2} Z" fill="${far}"/>`);
  }
  if (rng.chance(0.4)) {
    const lx = rng.chance(0.5) ? rng.int(80, 300) : rng.int(W - 300, W - 80);
    c.add(
      `<path d="M${lx - 160} ${horizon + 60} Q${lx - 120} ${horizon - 40} ${lx} ${horizon - 50} Q${lx + 120} ${horizon - 40} ${lx + 160} ${horizon + 60} Z" fill="${dim('#5d5a58', sky)}"/>` +
        `<path d="M${lx - 34} ${horizon - 40} L${lx - 22} ${horizon - 260} L${lx + 22} ${horizon - 260} L${lx + 34} ${horizon - 40} Z" fill="${dim('#f4f1ea', sky)}"/><rect x="${lx - 30}" y="${horizon - 200}" width="60" height="40" fill="${dim('#d64545', sky)}"/><rect x="${lx - 30}" y="${horizon - 120}" width="60" height="40" fill="${dim('#d64545', sky)}"/>` +
        `<rect x="${lx - 26}" y="${horizon - 300}" width="52" height="40" fill="${dim('#33363c', sky)}"/><circle cx="${lx}" cy="${horizon - 280}" r="14" fill="#ffe9a0"/><path d="M${lx - 34} ${horizon - 300} L${lx} ${horizon - 336} L${lx + 34} ${horizon - 300} Z" fill="${dim('#d64545', sky)}"/>`,
    );
  }
  const waves: string[] = [];
  for (let i = 0; i < 12; i += 1) waves.push(`<rect x="${rng.int(0, W)}" y="${horizon + rng.int(20, 260)}" width="${rng.int(40, 160)}" height="5" rx="2"/>`);
  c.add(`<g fill="#ffffff" fill-opacity="0.4">${waves.join('')}</g>`);
  for (let i = 0; i < rng.int(0, 3); i += 1) {
    const boatX = rng.int(200, W - 300);
    const boatY = horizon + rng.int(30, 140);
    const k = 0.6 + rng.next() * 0.6;
    const sail = dim(rng.chance(0.6) ? '#fbfbf6' : hsl(hue + rng.int(0, 359), 70, 60), sky);
    c.add(`<g transform="translate(${boatX} ${boatY}) scale(${k.toFixed(2)})"><path d="M0 0 L110 0 L90 22 L20 22 Z" fill="${dim(shade(sea, -0.5), sky)}"/><path d="M55 -8 L55 -130 L120 -12 Z" fill="${sail}"/><path d="M50 -8 L50 -100 L5 -10 Z" fill="${sail}" fill-opacity="0.8"/></g>`);
  }
  const shore = rng.int(680, 820);
  const sand = dim(hsl(38 + rng.int(-8, 8), rng.int(45, 65), rng.int(68, 78)), sky);
  const wet = rng.int(-180, 180);
  c.add(`<path d="M0 ${shore + wet} Q${W / 2} ${shore - 120} ${W} ${shore - wet} L${W} ${H} L0 ${H} Z" fill="#ffffff" fill-opacity="0.7"/>`);
  c.add(`<path d="M0 ${shore + wet + 22} Q${W / 2} ${shore - 96} ${W} ${shore - wet + 22} L${W} ${H} L0 ${H} Z" fill="${sand}"/>`);
  const left = rng.chance(0.5);
  const palms = rng.int(0, 2);
  for (let i = 0; i < palms; i += 1) {
    const px = left ? rng.int(80, 460) : rng.int(W - 460, W - 80);
    const lean = (left ? 1 : -1) * (0.7 + rng.next() * 0.5);
    const height = rng.int(420, 600);
    const [tx, ty] = [r(px + lean * 150), H - height];
    c.add(`<path d="M${px} ${H} Q${r(px + lean * 40)} ${H - r(height / 2)} ${tx} ${ty}" fill="none" stroke="${dim('#7a5230', sky)}" stroke-width="${rng.int(26, 36)}" stroke-linecap="round"/>`);
    const leaves: string[] = [];
    for (const angle of [-160, -120, -70, -30, 10, 50]) {
      const a = ((angle + rng.int(-10, 10)) * Math.PI) / 180;
      const [ex, ey] = [tx + Math.cos(a) * 230, ty + Math.sin(a) * 150 + 80];
      const [mx, my] = [tx + Math.cos(a) * 120, ty + Math.sin(a) * 120 - 40];
      leaves.push(`<path d="M${tx} ${ty} Q${r(mx)} ${r(my - 30)} ${r(ex)} ${r(ey)} Q${r(mx)} ${r(my + 30)} ${tx} ${ty} Z"/>`);
    }
    c.add(`<g fill="${dim(hsl(120 + rng.int(-20, 20), 45, 32), sky)}">${leaves.join('')}</g>`);
  }
  const umbrellas = rng.int(1, 3);
  for (let i = 0; i < umbrellas; i += 1) {
    const ux = r((left ? 700 : 250) + ((i + rng.next() * 0.6) * 1000) / umbrellas);
    const uy = shore + rng.int(120, 220);
    const k = 0.6 + ((uy - shore) / 300) * 0.6;
    const [u1, u2] = [dim(hsl(hue + i * 70, 75, 55), sky), dim('#fbfbf6', sky)];
    c.add(
      `<g transform="translate(${ux} ${uy}) scale(${k.toFixed(2)})"><rect x="-6" y="-230" width="12" height="240" fill="${dim('#5b4636', sky)}"/>` +
        `<path d="M-200 -190 Q0 -330 200 -190 Z" fill="${u1}"/><path d="M-70 -190 Q0 -330 70 -190 Z" fill="${u2}"/>` +
        `<rect x="40" y="-10" width="220" height="90" rx="10" fill="${dim(hsl(hue + 160 + i * 40, 60, 60), sky)}" transform="rotate(${rng.int(-12, 12)} 150 35)"/></g>`,
    );
  }
  if (rng.chance(0.5)) {
    const bx = rng.int(300, W - 300);
    const by = H - rng.int(60, 140);
    c.add(`<circle cx="${bx}" cy="${by}" r="44" fill="#ffffff"/><path d="M${bx - 44} ${by} A44 44 0 0 1 ${bx} ${by - 44} L${bx} ${by} Z" fill="${hsl(hue, 80, 55)}"/><path d="M${bx} ${by + 44} A44 44 0 0 1 ${bx - 44} ${by} L${bx} ${by} Z" fill="${hsl(hue + 120, 80, 55)}"/><path d="M${bx + 44} ${by} A44 44 0 0 1 ${bx} ${by + 44} L${bx} ${by} Z" fill="${hsl(50, 90, 60)}"/>`);
  }
  c.dominant = mix(mix(sky.bottom, sea, 0.5), sand, 0.3);
}

/** A skyline over a river, a road or a park, by day or with its windows lit at night. */
export function city(c: Canvas, hue: number): void {
  const { rng } = c;
  const sky = skyFor(rng, moodFor(c, ['dusk', 'day', 'night', 'dawn', 'pastel']));
  const ground = rng.int(760, 900);
  skyAndLight(c, sky, ground - 200);
  const stone = hsl(hue, rng.int(12, 28), rng.int(40, 55));
  const night = sky.mood === 'night' || sky.mood === 'dusk';
  skyline(c, ground - rng.int(60, 140), 180, 420, dim(mix(sky.bottom, stone, 0.35), sky), dim(mix(sky.bottom, stone, 0.5), sky));
  skyline(c, ground, 140, 520, dim(stone, sky), dim(shade(stone, -0.25), sky), night ? '#ffd98a' : undefined);
  const foreground = rng.pick(['river', 'road', 'park'] as const);
  if (foreground === 'river') {
    const water = dim(mix(sky.top, sky.bottom, 0.5), sky);
    c.add(`<rect y="${ground}" width="${W}" height="${H - ground}" fill="${water}"/>`);
    const glints: string[] = [];
    for (let i = 0; i < 14; i += 1) glints.push(`<rect x="${rng.int(0, W)}" y="${ground + rng.int(20, H - ground - 10)}" width="${rng.int(40, 200)}" height="5" rx="2"/>`);
    c.add(`<g fill="${night ? '#ffd98a' : '#ffffff'}" fill-opacity="0.4">${glints.join('')}</g>`);
    const deck = ground + rng.int(30, 80);
    const steel = dim(hsl(hue + 180, 30, 35), sky);
    c.add(`<rect y="${deck}" width="${W}" height="26" fill="${steel}"/>`);
    const arches: string[] = [];
    for (let x = rng.int(-200, 0); x < W; x += 420) arches.push(`<path d="M${x} ${deck} Q${x + 210} ${deck - 190} ${x + 420} ${deck}" fill="none" stroke="${steel}" stroke-width="14"/>`);
    c.add(...arches);
  } else if (foreground === 'road') {
    c.add(`<rect y="${ground}" width="${W}" height="${H - ground}" fill="${dim('#3b3f46', sky)}"/><rect y="${ground}" width="${W}" height="18" fill="${dim('#9aa0a6', sky)}"/>`);
    const dash = c.pattern(160, 10, '<rect width="90" height="10" fill="#f2f2f2"/>');
    c.add(`<rect y="${r((ground + H) / 2)}" width="${W}" height="10" fill="${dash}"/>`);
    for (let i = 0; i < rng.int(2, 4); i += 1) {
      const x = rng.int(0, W - 220);
      const y = ground + rng.int(40, H - ground - 70);
      const body = dim(hsl(hue + rng.int(0, 359), 65, 52), sky);
      c.add(
        `<rect x="${x}" y="${y}" width="200" height="44" rx="16" fill="${body}"/><rect x="${x + 40}" y="${y - 30}" width="110" height="40" rx="14" fill="${body}"/>` +
          `<rect x="${x + 52}" y="${y - 22}" width="40" height="24" rx="6" fill="#cfe3f0"/><rect x="${x + 98}" y="${y - 22}" width="40" height="24" rx="6" fill="#cfe3f0"/>` +
          `<circle cx="${x + 45}" cy="${y + 46}" r="18" fill="#1d1d1f"/><circle cx="${x + 155}" cy="${y + 46}" r="18" fill="#1d1d1f"/>`,
      );
    }
  } else {
    c.add(`<rect y="${ground}" width="${W}" height="${H - ground}" fill="${dim(hsl(100 + rng.int(-15, 15), 40, 42), sky)}"/>`);
    trees(c, -60, W + 60, ground + rng.int(60, 140), rng.int(90, 140), dim(hsl(115 + rng.int(-25, 25), 42, 30), sky), rng.int(6, 12));
    for (let i = 0; i < rng.int(3, 7); i += 1) c.add(person(rng.int(60, W - 60), H - rng.int(10, 60), rng.int(120, 170), dim(hsl(hue + rng.int(0, 359), 30, 25), sky), 'down'));
  }
  c.dominant = dim(mix(sky.bottom, stone, 0.5), sky);
}

/** A town square: facades in a row, a clock tower, a fountain and people crossing. */
export function square(c: Canvas, hue: number): void {
  const { rng } = c;
  const sky = skyFor(rng, moodFor(c, ['day', 'pastel', 'dusk', 'dawn']));
  const ground = rng.int(620, 700);
  skyAndLight(c, sky, ground - 200);
  const tower = rng.int(300, W - 300);
  const stone = dim(hsl(hue, 28, 62), sky);
  c.add(
    `<rect x="${tower - 70}" y="${ground - 560}" width="140" height="560" fill="${stone}"/><path d="M${tower - 90} ${ground - 560} L${tower} ${ground - 700} L${tower + 90} ${ground - 560} Z" fill="${dim(hsl(hue + 20, 50, 38), sky)}"/>` +
      `<circle cx="${tower}" cy="${ground - 470}" r="50" fill="${dim('#fbf7ee', sky)}"/><path d="M${tower} ${ground - 470} L${tower} ${ground - 505} M${tower} ${ground - 470} L${tower + 26} ${ground - 458}" stroke="#333" stroke-width="7" stroke-linecap="round"/>`,
  );
  const facades: string[] = [];
  for (let x = -40; x < W; ) {
    const w = rng.int(180, 300);
    const h = rng.int(220, 360);
    if (Math.abs(x + w / 2 - tower) < w / 2 + 70) {
      x += w;
      continue;
    }
    const wall = dim(hsl(hue + rng.int(-50, 50), rng.int(35, 60), rng.int(58, 74)), sky);
    const roof = dim(hsl(12 + rng.int(-8, 8), 50, 40), sky);
    facades.push(`<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${wall}"/><path d="M${x - 10} ${ground - h} L${x + w / 2} ${ground - h - 70} L${x + w + 10} ${ground - h} Z" fill="${roof}"/>`);
    const cols = Math.floor((w - 30) / 60);
    for (let row = 0; row < Math.floor((h - 90) / 90); row += 1) {
      for (let col = 0; col < cols; col += 1) {
        facades.push(`<rect x="${x + 30 + col * 60}" y="${ground - h + 40 + row * 90}" width="30" height="48" rx="15" fill="${dim(shade(wall, -0.45), sky)}"/>`);
      }
    }
    x += w + 6;
  }
  c.add(...facades);
  const paving = dim(hsl(hue + 30, rng.int(16, 30), 78), sky);
  const tiles = c.pattern(120, 60, `<rect width="120" height="60" fill="${paving}"/><path d="M0 0 H120 M0 30 H120 M60 0 V30 M0 30 V60" stroke="${shade(paving, -0.12)}" stroke-width="3"/>`);
  c.add(`<rect y="${ground}" width="${W}" height="${H - ground}" fill="${tiles}"/>`);
  const fx = rng.int(400, W - 400);
  const water = dim('#8fd3e8', sky);
  c.add(
    `<ellipse cx="${fx}" cy="${ground + 190}" rx="230" ry="46" fill="${dim(shade(stone, -0.1), sky)}"/><ellipse cx="${fx}" cy="${ground + 180}" rx="200" ry="34" fill="${water}"/>` +
      `<rect x="${fx - 16}" y="${ground + 60}" width="32" height="120" fill="${stone}"/><path d="M${fx} ${ground + 60} Q${fx - 90} ${ground - 20} ${fx - 150} ${ground + 170} M${fx} ${ground + 60} Q${fx + 90} ${ground - 20} ${fx + 150} ${ground + 170}" fill="none" stroke="${water}" stroke-width="8" stroke-opacity="0.8"/>`,
  );
  const people = rng.int(4, 9);
  for (let i = 0; i < people; i += 1) {
    const y = ground + rng.int(40, H - ground - 10);
    const size = 70 + ((y - ground) / (H - ground)) * 170;
    c.add(person(rng.int(40, W - 40), y, size, dim(hsl(hue + rng.int(0, 359), rng.int(20, 45), rng.int(18, 38)), sky), rng.chance(0.15) ? 'wave' : 'down'));
  }
  for (let i = 0; i < rng.int(3, 8); i += 1) {
    const x = rng.int(80, W - 80);
    const y = ground + rng.int(150, H - ground - 20);
    c.add(`<ellipse cx="${x}" cy="${y}" rx="16" ry="10" fill="${dim('#6f7682', sky)}"/><circle cx="${x + 14}" cy="${y - 8}" r="7" fill="${dim('#6f7682', sky)}"/>`);
  }
  birds(c, rng.int(2, 5), 120, ground - 400, shade(sky.top, -0.5));
  c.dominant = mix(mix(sky.bottom, paving, 0.5), dim(hsl(hue, 45, 66), sky), 0.35);
}

/** A container ship at the quay under gantry cranes. */
export function harbour(c: Canvas, hue: number): void {
  const { rng } = c;
  const sky = skyFor(rng, moodFor(c, ['dawn', 'day', 'dusk', 'pastel']));
  const horizon = rng.int(560, 640);
  skyAndLight(c, sky, horizon);
  skyline(c, horizon, 40, 140, dim(mix(sky.bottom, '#6b7380', 0.4), sky), dim(mix(sky.bottom, '#6b7380', 0.55), sky));
  const sea = dim(hsl(200 + rng.int(-20, 20), 45, 38), sky);
  c.add(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${sea}"/>`);
  const hull = dim(hsl(hue, 55, 32), sky);
  const x0 = rng.int(-200, 200);
  const deck = horizon + rng.int(110, 170);
  const length = rng.int(1300, 1600);
  c.add(`<path d="M${x0} ${deck} L${x0 + length} ${deck} L${x0 + length - 80} ${deck + 150} L${x0 + 60} ${deck + 150} Z" fill="${hull}"/><rect x="${x0}" y="${deck + 110}" width="${length}" height="14" fill="${dim('#c0392b', sky)}"/>`);
  const boxColours = [hsl(hue + 180, 60, 48), hsl(hue + 40, 70, 55), hsl(hue - 40, 50, 45), '#d9dde3', hsl(hue + 120, 45, 40)].map((colour) => dim(colour, sky));
  const boxes: string[] = [];
  for (let col = 0; col < Math.floor((length - 420) / 96); col += 1) {
    const stack = rng.int(2, 5);
    for (let row = 0; row < stack; row += 1) {
      boxes.push(`<rect x="${x0 + 120 + col * 96}" y="${deck - (row + 1) * 52}" width="92" height="50" fill="${rng.pick(boxColours)}"/>`);
    }
  }
  c.add(...boxes);
  const bridgeX = x0 + length - 260;
  c.add(`<rect x="${bridgeX}" y="${deck - 190}" width="140" height="190" fill="${dim('#f1efe9', sky)}"/><rect x="${bridgeX + 10}" y="${deck - 170}" width="120" height="22" fill="${dim('#2f3b48', sky)}"/>`);
  const crane = dim(hsl(hue + 200, 70, 50), sky);
  for (let i = 0; i < rng.int(1, 3); i += 1) {
    const cx = rng.int(150, W - 350);
    c.add(
      `<g fill="${crane}"><rect x="${cx}" y="${horizon - 360}" width="24" height="${H - horizon + 360}"/><rect x="${cx + 200}" y="${horizon - 360}" width="24" height="${H - horizon + 360}"/>` +
        `<rect x="${cx - 160}" y="${horizon - 380}" width="560" height="30"/><rect x="${cx + 40}" y="${horizon - 460}" width="140" height="80"/></g>`,
    );
  }
  c.add(`<rect y="${H - 90}" width="${W}" height="90" fill="${dim('#4a4e55', sky)}"/>`);
  birds(c, rng.int(2, 5), 120, horizon - 300, shade(sky.top, -0.45));
  c.dominant = mix(sky.bottom, sea, 0.5);
}

/** A car on a road, from the side, with speed lines and the country rushing past. */
export function road(c: Canvas, hue: number): void {
  const { rng } = c;
  const sky = skyFor(rng, moodFor(c, ['day', 'dusk', 'pastel', 'dawn', 'night']));
  const horizon = rng.int(560, 660);
  skyAndLight(c, sky, horizon);
  ridge(c, horizon, rng.int(60, 160), dim(mix(sky.bottom, hsl(hue + 100, 30, 40), 0.45), sky), rng.chance(0.5) ? 'peaks' : 'hills');
  const verge = dim(hsl(95 + rng.int(-20, 30), 35, 40), sky);
  const top = horizon + rng.int(120, 180);
  c.add(`<rect y="${horizon + 40}" width="${W}" height="${H}" fill="${verge}"/><rect y="${top}" width="${W}" height="${H - top}" fill="${dim('#3a3d44', sky)}"/>`);
  const dash = c.pattern(220, 12, '<rect width="120" height="12" fill="#f4f1e8"/>', [rng.int(0, 200), 0]);
  c.add(`<rect y="${top + r((H - top) * 0.55)}" width="${W}" height="12" fill="${dash}"/>`);
  const x = rng.int(420, 900);
  const y = top + rng.int(150, 200);
  const paint = dim(hsl(hue, 72, 50), sky);
  const glass = dim('#bcd7e6', sky);
  const sporty = rng.chance(0.5);
  const body = sporty
    ? `M${x} ${y} L${x} ${y - 60} Q${x + 40} ${y - 90} ${x + 200} ${y - 100} L${x + 300} ${y - 170} Q${x + 420} ${y - 190} ${x + 520} ${y - 110} L${x + 660} ${y - 90} Q${x + 700} ${y - 70} ${x + 700} ${y} Z`
    : `M${x} ${y} L${x} ${y - 80} Q${x + 20} ${y - 110} ${x + 120} ${y - 115} L${x + 200} ${y - 220} L${x + 480} ${y - 220} L${x + 580} ${y - 115} L${x + 670} ${y - 100} Q${x + 700} ${y - 80} ${x + 700} ${y} Z`;
  const windows = sporty
    ? `<path d="M${x + 240} ${y - 110} L${x + 310} ${y - 158} Q${x + 400} ${y - 172} ${x + 470} ${y - 110} Z" fill="${glass}"/>`
    : `<path d="M${x + 150} ${y - 118} L${x + 215} ${y - 200} L${x + 330} ${y - 200} L${x + 330} ${y - 118} Z M${x + 350} ${y - 118} L${x + 350} ${y - 200} L${x + 470} ${y - 200} L${x + 545} ${y - 118} Z" fill="${glass}"/>`;
  const lines: string[] = [];
  for (let i = 0; i < 5; i += 1) lines.push(`<rect x="${x - rng.int(150, 420)}" y="${y - rng.int(30, 170)}" width="${rng.int(100, 260)}" height="8" rx="4"/>`);
  c.add(`<g fill="#ffffff" fill-opacity="0.55">${lines.join('')}</g>`);
  c.add(`<ellipse cx="${x + 350}" cy="${y + 30}" rx="380" ry="22" fill="#000000" fill-opacity="0.3"/><path d="${body}" fill="${paint}"/>${windows}`);
  c.add(`<rect x="${x + 660}" y="${y - 70}" width="40" height="18" rx="6" fill="#fff3b0"/><rect x="${x}" y="${y - 60}" width="24" height="18" rx="6" fill="#e23b3b"/>`);
  for (const wx of [x + 150, x + 560]) c.add(`<circle cx="${wx}" cy="${y}" r="62" fill="#1c1c1e"/><circle cx="${wx}" cy="${y}" r="30" fill="#b8bec6"/>`);
  c.dominant = mix(sky.bottom, verge, 0.5);
}

/** A colonnade under a pediment, or a domed hall; a flag now and then. */
export function monument(c: Canvas, hue: number): void {
  const { rng } = c;
  const sky = skyFor(rng, moodFor(c, ['day', 'dusk', 'pastel', 'dawn']));
  const ground = rng.int(820, 900);
  skyAndLight(c, sky, ground - 300);
  const stone = dim(hsl(hue, rng.int(10, 30), rng.int(78, 88)), sky);
  const shadow = shade(stone, -0.18);
  const cx = rng.int(760, 1160);
  const columns = rng.int(4, 8);
  const gap = rng.int(110, 140);
  const width = columns * gap;
  const left = cx - width / 2;
  const top = ground - rng.int(360, 460);
  const parts: string[] = [];
  if (rng.chance(0.5)) {
    const dome = width * 0.32;
    parts.push(`<rect x="${r(cx - dome)}" y="${top - 180}" width="${r(dome * 2)}" height="120" fill="${shadow}"/><path d="M${r(cx - dome)} ${top - 180} A${r(dome)} ${r(dome * 0.9)} 0 0 1 ${r(cx + dome)} ${top - 180} Z" fill="${dim(hsl(hue + 170, 30, 55), sky)}"/>`);
    parts.push(`<rect x="${cx - 8}" y="${r(top - 180 - dome * 0.9 - 50)}" width="16" height="60" fill="${shadow}"/>`);
  } else {
    parts.push(`<path d="M${left - 40} ${top - 40} L${cx} ${top - 200} L${left + width + 40} ${top - 40} Z" fill="${stone}"/><path d="M${left + 40} ${top - 60} L${cx} ${top - 160} L${left + width - 40} ${top - 60} Z" fill="${shadow}"/>`);
  }
  parts.push(`<rect x="${left - 40}" y="${top - 60}" width="${width + 80}" height="60" fill="${stone}"/>`);
  parts.push(`<rect x="${left - 20}" y="${top}" width="${width + 40}" height="${ground - top}" fill="${shadow}"/>`);
  for (let i = 0; i < columns; i += 1) {
    const x = left + i * gap + (gap - 60) / 2;
    parts.push(`<rect x="${r(x)}" y="${top}" width="60" height="${ground - top}" fill="${stone}"/><rect x="${r(x) - 10}" y="${top}" width="80" height="20" fill="${stone}"/><rect x="${r(x) + 14}" y="${top + 30}" width="6" height="${ground - top - 40}" fill="${shadow}"/>`);
  }
  for (let s = 0; s < 3; s += 1) parts.push(`<rect x="${left - 80 - s * 40}" y="${ground + s * 24}" width="${width + 160 + s * 80}" height="26" fill="${s % 2 ? shadow : stone}"/>`);
  c.add(...parts);
  c.add(`<rect y="${ground + 72}" width="${W}" height="${H}" fill="${dim(hsl(hue + 30, 20, 60), sky)}"/>`);
  if (rng.chance(0.6)) {
    const fx = rng.chance(0.5) ? left - 220 : left + width + 220;
    const flag = dim(hsl(hue + rng.int(120, 240), 70, 48), sky);
    c.add(`<rect x="${fx}" y="${ground - 520}" width="10" height="600" fill="#5c5f66"/><path d="M${fx + 10} ${ground - 510} Q${fx + 90} ${ground - 540} ${fx + 170} ${ground - 505} L${fx + 170} ${ground - 405} Q${fx + 90} ${ground - 440} ${fx + 10} ${ground - 410} Z" fill="${flag}"/>`);
  }
  for (let i = 0; i < rng.int(2, 6); i += 1) c.add(person(rng.int(60, W - 60), H - rng.int(10, 60), rng.int(130, 180), dim(hsl(hue + rng.int(0, 359), 25, 25), sky)));
  c.dominant = mix(sky.bottom, stone, 0.5);
}
