import { Canvas, H, r, W } from './canvas';
import { hsl, mix, shade } from './colour';
import { darkHue, person, room } from './parts';

/* Indoors: a laid table, a living room, a gallery wall, a bookcase, a desk seen from above. */

/** A table seen from above: plates with food, glasses, cutlery, on a cloth or bare wood. */
export function food(c: Canvas, hue: number): void {
  const { rng } = c;
  const cloth = rng.chance(0.5);
  const base = cloth ? hsl(hue, rng.int(35, 55), rng.int(62, 74)) : hsl(28 + rng.int(-8, 8), 40, rng.int(42, 56));
  if (cloth) {
    c.add(`<rect width="${W}" height="${H}" fill="${base}"/>`);
    c.add(`<rect width="${W}" height="${H}" fill="${c.pattern(120, 120, '<rect width="60" height="120" fill="#ffffff" fill-opacity="0.35"/><rect width="120" height="60" fill="#ffffff" fill-opacity="0.35"/>')}"/>`);
  } else {
    c.add(`<rect width="${W}" height="${H}" fill="${c.pattern(W, 150, `<rect width="${W}" height="150" fill="${base}"/><path d="M0 148 H${W}" stroke="${shade(base, -0.2)}" stroke-width="5"/><path d="M0 60 Q480 40 960 70 T${W} 50" fill="none" stroke="${shade(base, -0.08)}" stroke-width="4"/>`)}"/>`);
  }
  c.dominant = base;
  const dishes = rng.shuffle(['salad', 'pizza', 'eggs', 'fruit', 'soup', 'cake'] as const).slice(0, rng.int(2, 3));
  const slots = rng.shuffle([
    [420, 380],
    [980, 560],
    [1500, 400],
    [760, 200],
    [1300, 820],
  ]);
  dishes.forEach((dish, i) => {
    const [x, y] = slots[i] as [number, number];
    const radius = rng.int(210, 260);
    c.add(`<circle cx="${x + 14}" cy="${y + 18}" r="${radius}" fill="#000000" fill-opacity="0.15"/><circle cx="${x}" cy="${y}" r="${radius}" fill="#fbfbf8"/><circle cx="${x}" cy="${y}" r="${r(radius * 0.78)}" fill="none" stroke="#e4e4de" stroke-width="6"/>`);
    const inner = radius * 0.72;
    const bits: string[] = [];
    switch (dish) {
      case 'salad':
        for (let k = 0; k < 16; k += 1) {
          const a = rng.next() * Math.PI * 2;
          const d = rng.next() * inner * 0.8;
          bits.push(`<ellipse cx="${r(x + Math.cos(a) * d)}" cy="${r(y + Math.sin(a) * d)}" rx="${rng.int(34, 56)}" ry="${rng.int(18, 28)}" fill="${hsl(100 + rng.int(-20, 20), 55, rng.int(36, 52))}" transform="rotate(${rng.int(0, 179)} ${r(x + Math.cos(a) * d)} ${r(y + Math.sin(a) * d)})"/>`);
        }
        for (let k = 0; k < 6; k += 1) bits.push(`<circle cx="${x + rng.int(-inner * 0.6, inner * 0.6)}" cy="${y + rng.int(-inner * 0.6, inner * 0.6)}" r="${rng.int(16, 24)}" fill="#d9342b"/>`);
        break;
      case 'pizza': {
        bits.push(`<circle cx="${x}" cy="${y}" r="${r(inner)}" fill="#e2a04f"/><circle cx="${x}" cy="${y}" r="${r(inner * 0.86)}" fill="#d8452b"/>`);
        for (let k = 0; k < 12; k += 1) {
          const a = rng.next() * Math.PI * 2;
          const d = rng.next() * inner * 0.7;
          bits.push(`<circle cx="${r(x + Math.cos(a) * d)}" cy="${r(y + Math.sin(a) * d)}" r="${rng.int(14, 24)}" fill="${rng.chance(0.5) ? '#f6e7b0' : '#7a2b1d'}"/>`);
        }
        const cuts = [0, 1, 2, 3].map((k) => `M${r(x + Math.cos((k * Math.PI) / 4) * inner)} ${r(y + Math.sin((k * Math.PI) / 4) * inner)} L${r(x - Math.cos((k * Math.PI) / 4) * inner)} ${r(y - Math.sin((k * Math.PI) / 4) * inner)}`);
        bits.push(`<path d="${cuts.join(' ')}" stroke="#b8812f" stroke-width="5"/>`);
        break;
      }
      case 'eggs':
        for (const [dx, dy] of [
          [-60, -30],
          [70, 40],
        ]) {
          bits.push(`<path d="M${x + (dx as number) - 80} ${y + (dy as number)} Q${x + (dx as number) - 90} ${y + (dy as number) - 90} ${x + (dx as number)} ${y + (dy as number) - 80} Q${x + (dx as number) + 100} ${y + (dy as number) - 60} ${x + (dx as number) + 70} ${y + (dy as number) + 30} Q${x + (dx as number)} ${y + (dy as number) + 100} ${x + (dx as number) - 80} ${y + (dy as number)} Z" fill="#ffffff" stroke="#eee" stroke-width="3"/>`);
          bits.push(`<circle cx="${x + (dx as number)}" cy="${y + (dy as number) - 10}" r="34" fill="#f6b21b"/>`);
        }
        bits.push(`<rect x="${x - 120}" y="${y + 70}" width="200" height="34" rx="17" fill="#b5522f" transform="rotate(-12 ${x} ${y + 80})"/>`);
        break;
      case 'fruit':
        for (let k = 0; k < 9; k += 1) {
          const a = rng.next() * Math.PI * 2;
          const d = rng.next() * inner * 0.6;
          bits.push(`<circle cx="${r(x + Math.cos(a) * d)}" cy="${r(y + Math.sin(a) * d)}" r="${rng.int(34, 50)}" fill="${rng.pick(['#e94f37', '#f6bd2b', '#86b83b', '#f08a24', '#7b3fa0'])}"/>`);
        }
        break;
      case 'soup':
        bits.push(`<circle cx="${x}" cy="${y}" r="${r(inner * 0.9)}" fill="${hsl(rng.pick([28, 40, 12, 90]), 70, 52)}"/>`);
        for (let k = 0; k < 5; k += 1) bits.push(`<circle cx="${x + rng.int(-80, 80)}" cy="${y + rng.int(-80, 80)}" r="${rng.int(8, 16)}" fill="#4f8a2e"/>`);
        bits.push(`<path d="M${x - 30} ${y - 20} Q${x} ${y + 20} ${x + 40} ${y - 10}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="8"/>`);
        break;
      case 'cake': {
        const icing = hsl(hue + 180, 60, 80);
        bits.push(`<circle cx="${x}" cy="${y}" r="${r(inner * 0.85)}" fill="${icing}"/><path d="M${x} ${y} L${r(x + inner * 0.85)} ${y} A${r(inner * 0.85)} ${r(inner * 0.85)} 0 0 1 ${r(x + inner * 0.6)} ${r(y + inner * 0.6)} Z" fill="#8a4b2a"/>`);
        for (let k = 0; k < 8; k += 1) bits.push(`<circle cx="${r(x + Math.cos((k * Math.PI) / 4) * inner * 0.6)}" cy="${r(y + Math.sin((k * Math.PI) / 4) * inner * 0.6)}" r="16" fill="#d7263d"/>`);
        break;
      }
    }
    c.add(...bits);
    c.add(`<g fill="#c3c7cc"><rect x="${x + radius + 30}" y="${y - 160}" width="22" height="320" rx="11"/><rect x="${x - radius - 52}" y="${y - 160}" width="22" height="320" rx="11"/></g>`);
  });
  const [gx, gy] = slots[3] as [number, number];
  c.add(`<circle cx="${gx}" cy="${gy}" r="90" fill="#eaf6fb" fill-opacity="0.8" stroke="#ffffff" stroke-width="8"/><circle cx="${gx}" cy="${gy}" r="60" fill="${hsl(rng.pick([350, 40, 200]), 60, 70)}" fill-opacity="0.7"/>`);
  if (dishes.length < 3) {
    const [nx, ny] = slots[4] as [number, number];
    c.add(`<rect x="${nx - 170}" y="${ny - 110}" width="340" height="220" rx="16" fill="${hsl(hue + 180, 40, 88)}" transform="rotate(${rng.int(-20, 20)} ${nx} ${ny})"/>`);
  }
}

/** A living room: a sofa under framed pictures, a lamp, a plant and a window. */
export function interior(c: Canvas, hue: number): void {
  const { rng } = c;
  const wall = hsl(hue, rng.int(25, 45), rng.int(70, 82));
  const floorY = rng.int(780, 860);
  room(c, wall, floorY, hsl(30 + rng.int(-6, 6), 40, rng.int(40, 55)));
  c.add(`<rect y="${floorY - 14}" width="${W}" height="14" fill="${shade(wall, 0.4)}"/>`);
  const wx = rng.chance(0.5) ? rng.int(80, 200) : rng.int(W - 520, W - 400);
  c.add(`<rect x="${wx}" y="120" width="320" height="440" rx="8" fill="#ffffff"/><rect x="${wx + 20}" y="140" width="280" height="400" fill="${c.linear([[0, '#8ec9ea'], [1, '#d9f0fb']])}"/><path d="M${wx + 20} 470 Q${wx + 120} 420 ${wx + 300} 460 V540 H${wx + 20} Z" fill="#7dbb6a"/><path d="M${wx + 160} 140 V540 M${wx + 20} 340 H${wx + 300}" stroke="#ffffff" stroke-width="14"/>`);
  const sx = wx < W / 2 ? rng.int(620, 820) : rng.int(300, 500);
  const sofa = hsl(hue + rng.pick([150, 180, 210]), rng.int(35, 60), rng.int(38, 52));
  const sw = rng.int(760, 900);
  c.add(
    `<ellipse cx="${sx + sw / 2}" cy="${floorY + 100}" rx="${sw * 0.7}" ry="70" fill="${hsl(hue + 40, 40, 62)}"/>` +
      `<rect x="${sx}" y="${floorY - 330}" width="${sw}" height="220" rx="50" fill="${shade(sofa, -0.12)}"/><rect x="${sx - 40}" y="${floorY - 190}" width="${sw + 80}" height="150" rx="40" fill="${sofa}"/>` +
      `<rect x="${sx - 60}" y="${floorY - 250}" width="110" height="230" rx="40" fill="${shade(sofa, -0.05)}"/><rect x="${sx + sw - 50}" y="${floorY - 250}" width="110" height="230" rx="40" fill="${shade(sofa, -0.05)}"/>` +
      `<rect x="${sx + 30}" y="${floorY - 40}" width="24" height="46" fill="#3b2a1e"/><rect x="${sx + sw - 54}" y="${floorY - 40}" width="24" height="46" fill="#3b2a1e"/>` +
      `<rect x="${sx + 90}" y="${floorY - 290}" width="170" height="130" rx="30" fill="${hsl(hue + 40, 70, 62)}" transform="rotate(-8 ${sx + 175} ${floorY - 225})"/>`,
  );
  const frames = rng.int(1, 3);
  for (let i = 0; i < frames; i += 1) {
    const fw = rng.int(160, 240);
    const fh = rng.int(180, 260);
    const fx = sx + 60 + i * (sw / frames);
    const fy = floorY - 420 - fh;
    const art = hsl(hue + rng.int(60, 300), 55, 60);
    c.add(`<rect x="${r(fx)}" y="${fy}" width="${fw}" height="${fh}" fill="#2f2a26"/><rect x="${r(fx) + 16}" y="${fy + 16}" width="${fw - 32}" height="${fh - 32}" fill="${shade(art, 0.6)}"/><circle cx="${r(fx + fw / 2)}" cy="${r(fy + fh / 2)}" r="${r(fw * 0.22)}" fill="${art}"/>`);
  }
  const lx = sx + sw + rng.int(140, 220);
  const lampShade = hsl(hue + 20, 60, 70);
  c.add(`<rect x="${lx - 6}" y="${floorY - 520}" width="12" height="520" fill="#3a3a3a"/><ellipse cx="${lx}" cy="${floorY - 4}" rx="70" ry="14" fill="#3a3a3a"/><path d="M${lx - 90} ${floorY - 500} L${lx - 50} ${floorY - 640} L${lx + 50} ${floorY - 640} L${lx + 90} ${floorY - 500} Z" fill="${lampShade}"/><path d="M${lx - 90} ${floorY - 500} L${lx - 200} ${floorY} L${lx + 200} ${floorY} L${lx + 90} ${floorY - 500} Z" fill="#fff6c8" fill-opacity="0.25"/>`);
  const px = sx - rng.int(160, 240);
  const leaves: string[] = [];
  for (let k = 0; k < 7; k += 1) {
    const a = -Math.PI / 2 + (k - 3) * 0.38;
    const len = rng.int(170, 260);
    leaves.push(`<path d="M${px} ${floorY - 150} Q${r(px + Math.cos(a - 0.3) * len * 0.6)} ${r(floorY - 150 + Math.sin(a - 0.3) * len * 0.6)} ${r(px + Math.cos(a) * len)} ${r(floorY - 150 + Math.sin(a) * len)} Q${r(px + Math.cos(a + 0.3) * len * 0.6)} ${r(floorY - 150 + Math.sin(a + 0.3) * len * 0.6)} ${px} ${floorY - 150} Z"/>`);
  }
  c.add(`<g fill="${hsl(130 + rng.int(-15, 15), 45, 35)}">${leaves.join('')}</g><path d="M${px - 70} ${floorY - 160} H${px + 70} L${px + 50} ${floorY} H${px - 50} Z" fill="${hsl(hue + 200, 35, 45)}"/>`);
}

/** A gallery wall: framed pictures under spotlights, a bench, visitors looking. */
export function museum(c: Canvas, hue: number): void {
  const { rng } = c;
  const wall = hsl(hue, rng.int(20, 45), rng.int(70, 86));
  const floorY = rng.int(800, 880);
  room(c, wall, floorY, hsl(30, 25, 55));
  const count = rng.int(2, 4);
  const slot = W / count;
  for (let i = 0; i < count; i += 1) {
    const fw = rng.int(280, Math.min(520, slot - 120));
    const fh = rng.int(240, 420);
    const fx = r(slot * i + (slot - fw) / 2);
    const fy = rng.int(160, floorY - fh - 260);
    const beam = c.linear([
      [0, '#fffbe6', 0.7],
      [1, '#fffbe6', 0],
    ]);
    c.add(`<path d="M${fx + fw / 2 - 30} 0 L${fx + fw / 2 + 30} 0 L${fx + fw + 60} ${fy + fh + 40} L${fx - 60} ${fy + fh + 40} Z" fill="${beam}"/>`);
    c.add(`<rect x="${fx - 22}" y="${fy - 22}" width="${fw + 44}" height="${fh + 44}" fill="${rng.pick(['#2b2622', '#b08d57', '#f5f3ee', '#5b3a29'])}"/>`);
    const art = hsl(hue + rng.int(0, 359), rng.int(40, 70), rng.int(45, 70));
    c.add(`<rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" fill="${shade(art, 0.55)}"/>`);
    const kind = rng.int(0, 2);
    if (kind === 0) {
      c.add(`<path d="M${fx} ${fy + fh * 0.65} Q${fx + fw * 0.4} ${fy + fh * 0.4} ${fx + fw} ${fy + fh * 0.6} V${fy + fh} H${fx} Z" fill="${shade(art, -0.15)}"/><circle cx="${r(fx + fw * 0.7)}" cy="${r(fy + fh * 0.3)}" r="${r(fh * 0.12)}" fill="${hsl(40, 90, 60)}"/>`);
    } else if (kind === 1) {
      c.add(`<rect x="${r(fx + fw * 0.1)}" y="${r(fy + fh * 0.1)}" width="${r(fw * 0.45)}" height="${r(fh * 0.5)}" fill="${art}"/><rect x="${r(fx + fw * 0.6)}" y="${r(fy + fh * 0.1)}" width="${r(fw * 0.3)}" height="${r(fh * 0.8)}" fill="${hsl(hue + 200, 60, 40)}"/><rect x="${r(fx + fw * 0.1)}" y="${r(fy + fh * 0.66)}" width="${r(fw * 0.45)}" height="${r(fh * 0.24)}" fill="${hsl(50, 85, 55)}"/>`);
    } else {
      c.add(`<ellipse cx="${r(fx + fw / 2)}" cy="${r(fy + fh * 0.42)}" rx="${r(fw * 0.18)}" ry="${r(fh * 0.22)}" fill="${shade(art, -0.3)}"/><path d="M${r(fx + fw * 0.2)} ${fy + fh} Q${r(fx + fw / 2)} ${r(fy + fh * 0.55)} ${r(fx + fw * 0.8)} ${fy + fh} Z" fill="${shade(art, -0.3)}"/>`);
    }
  }
  const bx = rng.int(500, 1100);
  c.add(`<rect x="${bx}" y="${floorY - 40}" width="420" height="40" rx="8" fill="#3a3330"/><rect x="${bx + 30}" y="${floorY}" width="20" height="70" fill="#3a3330"/><rect x="${bx + 370}" y="${floorY}" width="20" height="70" fill="#3a3330"/>`);
  for (let i = 0; i < rng.int(1, 3); i += 1) c.add(person(rng.int(150, W - 150), H - rng.int(10, 50), rng.int(420, 520), hsl(darkHue(hue + rng.int(0, 359)), 30, 24)));
}

/** A bookcase: shelves of books of every height and colour, a few leaning, a plant on top. */
export function books(c: Canvas, hue: number): void {
  const { rng } = c;
  // Bare wood or painted shelves; the books take their colours from the hue.
  const wood = rng.chance(0.5) ? hsl(25 + rng.int(-8, 8), 40, rng.int(28, 40)) : hsl(hue + 180, rng.int(20, 40), rng.int(30, 72));
  c.add(`<rect width="${W}" height="${H}" fill="${shade(wood, -0.35)}"/>`);
  const shelves = 3;
  const rowH = 300;
  const colours = [hsl(hue, 55, 45), hsl(hue + 30, 60, 55), hsl(hue + 180, 45, 40), hsl(hue + 210, 50, 60), '#efe6d2', hsl(hue - 40, 55, 35), '#2e3440'];
  c.dominant = mix(shade(wood, -0.2), colours[0] as string, 0.5);
  for (let s = 0; s < shelves; s += 1) {
    const base = 300 + s * rowH + 20;
    c.add(`<rect y="${base}" width="${W}" height="34" fill="${wood}"/><rect y="${base + 34}" width="${W}" height="10" fill="${shade(wood, -0.25)}"/>`);
    const spines: string[] = [];
    for (let x = rng.int(0, 80); x < W - 40; ) {
      if (rng.chance(0.06)) {
        x += rng.int(100, 220);
        continue;
      }
      const w = rng.int(34, 70);
      const h = rng.int(170, 250);
      const fill = rng.pick(colours);
      const lean = rng.chance(0.05) ? rng.int(-14, -8) : 0;
      spines.push(`<g transform="rotate(${lean} ${x + w} ${base})"><rect x="${x}" y="${base - h}" width="${w}" height="${h}" rx="4" fill="${fill}"/><rect x="${x}" y="${base - h + 24}" width="${w}" height="10" fill="${shade(fill, 0.35)}"/><rect x="${x + r(w * 0.25)}" y="${base - h + 60}" width="${r(w * 0.5)}" height="${rng.int(40, 90)}" rx="3" fill="${shade(fill, -0.25)}"/></g>`);
      x += w + (lean ? 30 : 2);
    }
    c.add(...spines);
  }
  const px = rng.int(200, W - 200);
  c.add(`<path d="M${px - 70} 80 H${px + 70} L${px + 55} 320 H${px - 55} Z" fill="${hsl(hue + 120, 40, 60)}"/><g fill="${hsl(120, 45, 38)}"><ellipse cx="${px - 60}" cy="60" rx="90" ry="36" transform="rotate(-25 ${px - 60} 60)"/><ellipse cx="${px + 60}" cy="50" rx="90" ry="36" transform="rotate(25 ${px + 60} 50)"/><ellipse cx="${px}" cy="20" rx="40" ry="90"/></g>`);
}

/** Things on a desk, seen from above, each centred on (x, y). */
const DESK_THINGS: Record<string, (x: number, y: number, colour: string, c: Canvas) => string> = {
  phone: (x, y, colour) => `<rect x="${x - 94}" y="${y - 190}" width="220" height="420" rx="36" fill="#000" fill-opacity="0.14"/><rect x="${x - 110}" y="${y - 210}" width="220" height="420" rx="36" fill="#23262c"/><rect x="${x - 96}" y="${y - 170}" width="192" height="340" rx="10" fill="${shade(colour, 0.3)}"/>`,
  cup: (x, y) => `<circle cx="${x + 14}" cy="${y + 18}" r="120" fill="#000" fill-opacity="0.14"/><circle cx="${x}" cy="${y}" r="120" fill="#fbfbf8"/><circle cx="${x}" cy="${y}" r="92" fill="#6b3e22"/><path d="M${x - 40} ${y - 10} q40 -40 80 0" fill="none" stroke="#d9b38c" stroke-width="10"/><rect x="${x + 110}" y="${y - 24}" width="70" height="48" rx="22" fill="#fbfbf8"/>`,
  plant: (x, y, colour, c) => {
    const leaves = Array.from({ length: 8 }, (_, k) => {
      const a = (k / 8) * Math.PI * 2 + c.rng.next() * 0.3;
      const [lx, ly] = [r(x + Math.cos(a) * 80), r(y + Math.sin(a) * 80)];
      return `<ellipse cx="${lx}" cy="${ly}" rx="80" ry="34" transform="rotate(${r((a * 180) / Math.PI)} ${lx} ${ly})"/>`;
    });
    return `<circle cx="${x}" cy="${y}" r="110" fill="${shade(colour, 0.7)}"/><g fill="${hsl(125, 45, 40)}">${leaves.join('')}</g><circle cx="${x}" cy="${y}" r="40" fill="${hsl(125, 45, 30)}"/>`;
  },
  notebook: (x, y, colour, c) =>
    `<g transform="rotate(${c.rng.int(-12, 12)} ${x} ${y})"><rect x="${x - 194}" y="${y - 130}" width="420" height="300" rx="12" fill="#000" fill-opacity="0.14"/><rect x="${x - 210}" y="${y - 150}" width="420" height="300" rx="12" fill="${colour}"/><rect x="${x - 170}" y="${y}" width="300" height="14" rx="7" fill="#2b2b2b" transform="rotate(-20 ${x} ${y})"/></g>`,
  headphones: (x, y, colour) =>
    `<path d="M${x - 150} ${y + 40} A150 150 0 0 1 ${x + 150} ${y + 40}" fill="none" stroke="#2b2d33" stroke-width="30" stroke-linecap="round"/><rect x="${x - 200}" y="${y}" width="100" height="150" rx="40" fill="${colour}"/><rect x="${x + 100}" y="${y}" width="100" height="150" rx="40" fill="${colour}"/>`,
  camera: (x, y, colour) =>
    `<rect x="${x - 200}" y="${y - 110}" width="400" height="240" rx="30" fill="#2b2d33"/><rect x="${x - 200}" y="${y - 110}" width="400" height="60" rx="20" fill="${colour}"/><circle cx="${x}" cy="${y + 20}" r="96" fill="#15161a"/><circle cx="${x}" cy="${y + 20}" r="62" fill="${hsl(220, 40, 30)}"/><circle cx="${x - 20}" cy="${y}" r="16" fill="#ffffff" fill-opacity="0.6"/>`,
  glasses: (x, y) => `<g fill="none" stroke="#2b2d33" stroke-width="14"><circle cx="${x - 90}" cy="${y}" r="70"/><circle cx="${x + 90}" cy="${y}" r="70"/><path d="M${x - 20} ${y} h40 M${x - 160} ${y - 10} l-80 -60 M${x + 160} ${y - 10} l80 -60"/></g>`,
};

/** A desk from above: a laptop, and around it a few of a phone, a cup, a plant, a notebook, headphones, a camera, glasses. */
export function desk(c: Canvas, hue: number): void {
  const { rng } = c;
  const top = hsl(hue, rng.int(15, 40), rng.int(58, 80));
  c.add(`<rect width="${W}" height="${H}" fill="${top}"/>`);
  c.dominant = top;
  // The laptop sits left, centre or right; the free places are around it.
  const at = rng.int(0, 2);
  const lx = [160, 510, 860][at] as number;
  const ly = rng.int(160, 300);
  const screen = hsl(hue + rng.int(100, 260), 55, 55);
  c.add(
    `<rect x="${lx + 16}" y="${ly + 20}" width="900" height="600" rx="28" fill="#000" fill-opacity="0.14"/><rect x="${lx}" y="${ly}" width="900" height="600" rx="28" fill="#c9ccd2"/><rect x="${lx + 30}" y="${ly + 30}" width="840" height="540" rx="10" fill="${c.linear([[0, screen], [1, shade(screen, -0.35)]], [0, 0, 1, 1])}"/>` +
      `<rect x="${lx + 90}" y="${ly + 100}" width="${rng.int(300, 500)}" height="30" rx="15" fill="#ffffff" fill-opacity="0.8"/><rect x="${lx + 90}" y="${ly + 160}" width="${rng.int(200, 400)}" height="22" rx="11" fill="#ffffff" fill-opacity="0.5"/>` +
      `<rect x="${lx + 90}" y="${ly + 240}" width="320" height="240" rx="18" fill="#ffffff" fill-opacity="0.25"/><rect x="${lx + 450}" y="${ly + 240}" width="320" height="240" rx="18" fill="#ffffff" fill-opacity="0.25"/>`,
  );
  const places = [
    [
      [1330, 250],
      [1700, 300],
      [1450, 760],
      [760, 930],
      [1800, 900],
    ],
    [
      [250, 300],
      [1650, 260],
      [250, 800],
      [1650, 800],
      [960, 980],
    ],
    [
      [250, 250],
      [620, 300],
      [400, 800],
      [1200, 960],
      [120, 980],
    ],
  ][at] as Array<[number, number]>;
  const things = rng.shuffle(Object.keys(DESK_THINGS)).slice(0, rng.int(3, 4));
  const colours = [hsl(hue + 180, 55, 48), hsl(hue + 40, 60, 55), hsl(hue - 60, 45, 50)];
  things.forEach((thing, i) => {
    const [x, y] = places[i] as [number, number];
    c.add((DESK_THINGS[thing] as (typeof DESK_THINGS)[string])(x + rng.int(-40, 40), y + rng.int(-40, 40), colours[i % colours.length] as string, c));
  });
  c.add(`<rect x="${rng.int(200, W - 400)}" y="${rng.int(880, 1000)}" width="260" height="16" rx="8" fill="${mix(top, '#222222', 0.7)}" transform="rotate(${rng.int(-20, 20)} 960 940)"/>`);
}
