import { Canvas, H, r, W } from './canvas';
import { hsl, mix, shade } from './colour';
import { birds, clouds, room, skyFor } from './parts';

/* Lifestyle: a cat at the window, a boutique's rail of clothes. */

/** A sitting cat seen from the side, feet at (x, y), `s` = 1 for a cat 300 units tall. */
function cat(x: number, y: number, s: number, fur: string, facing: 1 | -1): string {
  const p = (dx: number, dy: number) => `${r(x + dx * s * facing)} ${r(y - dy * s)}`;
  const dark = shade(fur, -0.25);
  return (
    `<path d="M${p(60, 10)} Q${p(190, 20)} ${p(170, 120)}" fill="none" stroke="${fur}" stroke-width="${r(26 * s)}" stroke-linecap="round"/>` +
    `<path d="M${p(-60, 0)} Q${p(-80, 140)} ${p(-20, 200)} Q${p(40, 240)} ${p(70, 150)} Q${p(100, 40)} ${p(80, 0)} Z" fill="${fur}"/>` +
    `<rect x="${r(x + (facing === 1 ? -50 : 30) * s)}" y="${r(y - 90 * s)}" width="${r(22 * s)}" height="${r(90 * s)}" rx="${r(10 * s)}" fill="${dark}"/>` +
    `<circle cx="${r(x - 20 * s * facing)}" cy="${r(y - 245 * s)}" r="${r(62 * s)}" fill="${fur}"/>` +
    `<path d="M${p(-72, 268)} L${p(-66, 340)} L${p(-22, 296)} Z M${p(4, 300)} L${p(30, 345)} L${p(40, 276)} Z" fill="${fur}"/>` +
    `<ellipse cx="${r(x - 44 * s * facing)}" cy="${r(y - 250 * s)}" rx="${r(9 * s)}" ry="${r(13 * s)}" fill="#e9d25a"/><ellipse cx="${r(x - 4 * s * facing)}" cy="${r(y - 250 * s)}" rx="${r(9 * s)}" ry="${r(13 * s)}" fill="#e9d25a"/>`
  );
}

/** A cat on the windowsill watching the birds, a plant beside it, the sky in the pane. */
export function pets(c: Canvas, hue: number): void {
  const { rng } = c;
  const wall = hsl(hue, rng.int(25, 45), rng.int(62, 80));
  c.add(`<rect width="${W}" height="${H}" fill="${wall}"/>`);
  c.dominant = wall;
  const sky = skyFor(rng, rng.pick(['day', 'dawn', 'pastel'] as const));
  const [wx, wy, ww, wh] = [rng.int(280, 700), 100, rng.int(760, 1000), 640];
  const frame = rng.chance(0.5) ? '#fbfbf8' : hsl(hue + 180, 30, 40);
  c.add(`<rect x="${wx - 30}" y="${wy - 30}" width="${ww + 60}" height="${wh + 60}" rx="12" fill="${frame}"/><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${c.linear([[0, sky.top], [1, sky.bottom]])}"/>`);
  c.add(`<path d="M${wx} ${wy + wh - 120} Q${wx + ww * 0.3} ${wy + wh - 220} ${wx + ww * 0.6} ${wy + wh - 150} T${wx + ww} ${wy + wh - 170} V${wy + wh} H${wx} Z" fill="${hsl(110 + rng.int(-20, 20), 35, 55)}"/>`);
  const clip = c.clip(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}"/>`);
  c.add(`<g clip-path="${clip}">`);
  clouds(c, 2, wy + 120, wy + 300, '#ffffff', 0.85);
  birds(c, rng.int(2, 4), wy + 80, wy + 360, '#3b3f46');
  c.add('</g>');
  c.add(`<rect x="${wx + ww / 2 - 10}" y="${wy}" width="20" height="${wh}" fill="${frame}"/><rect x="${wx}" y="${wy + wh / 2 - 10}" width="${ww}" height="20" fill="${frame}"/>`);
  const sill = wy + wh + 40;
  c.add(`<rect x="${wx - 80}" y="${sill}" width="${ww + 160}" height="40" rx="8" fill="${shade(frame, -0.08)}"/><rect y="${sill + 40}" width="${W}" height="${H - sill}" fill="${shade(wall, -0.08)}"/>`);
  const fur = rng.pick(['#e38b3c', '#2b2b30', '#8d8f96', '#f1ece2', '#7a5134', '#c9a27a']);
  const facing = rng.chance(0.5) ? 1 : -1;
  const cx = facing === 1 ? wx + ww - rng.int(120, 260) : wx + rng.int(120, 260);
  c.add(cat(cx, sill, 1 + rng.next() * 0.3, fur, facing as 1 | -1));
  const px = facing === 1 ? wx + rng.int(60, 200) : wx + ww - rng.int(60, 200);
  const pot = hsl(hue + rng.int(120, 240), 45, 50);
  const leaves: string[] = [];
  for (let k = 0; k < 6; k += 1) {
    const a = -Math.PI / 2 + (k - 2.5) * 0.4;
    const len = rng.int(140, 220);
    leaves.push(`<ellipse cx="${r(px + Math.cos(a) * len * 0.5)}" cy="${r(sill - 130 + Math.sin(a) * len * 0.5)}" rx="${r(len * 0.5)}" ry="26" transform="rotate(${r((a * 180) / Math.PI)} ${r(px + Math.cos(a) * len * 0.5)} ${r(sill - 130 + Math.sin(a) * len * 0.5)})"/>`);
  }
  c.add(`<g fill="${hsl(130, 40, 36)}">${leaves.join('')}</g><path d="M${px - 70} ${sill - 140} H${px + 70} L${px + 54} ${sill} H${px - 54} Z" fill="${pot}"/>`);
  if (rng.chance(0.6)) {
    const bx = rng.int(200, W - 200);
    const yarn = hsl(hue + rng.int(0, 359), 70, 55);
    c.add(`<circle cx="${bx}" cy="${H - 90}" r="60" fill="${yarn}"/><path d="M${bx - 50} ${H - 110} Q${bx} ${H - 60} ${bx + 50} ${H - 120} M${bx - 40} ${H - 60} Q${bx} ${H - 120} ${bx + 45} ${H - 70}" fill="none" stroke="${shade(yarn, -0.25)}" stroke-width="6"/><path d="M${bx + 60} ${H - 90} Q${bx + 200} ${H - 40} ${bx + 320} ${H - 70}" fill="none" stroke="${yarn}" stroke-width="6"/>`);
  }
}

/** A garment on a hanger hung from the rail at (x, y). */
function garment(x: number, y: number, colour: string, kind: number): string {
  const hanger = `<path d="M${x} ${y} v20 M${x - 70} ${y + 60} L${x} ${y + 20} L${x + 70} ${y + 60}" fill="none" stroke="#5b5f66" stroke-width="6" stroke-linecap="round"/>`;
  const trim = shade(colour, -0.2);
  switch (kind) {
    case 0:
      return `${hanger}<path d="M${x - 60} ${y + 50} L${x - 30} ${y + 40} Q${x} ${y + 70} ${x + 30} ${y + 40} L${x + 60} ${y + 50} L${x + 50} ${y + 150} L${x + 120} ${y + 440} L${x - 120} ${y + 440} L${x - 50} ${y + 150} Z" fill="${colour}"/><rect x="${x - 52}" y="${y + 140}" width="104" height="18" fill="${trim}"/>`;
    case 1:
      return `${hanger}<path d="M${x - 75} ${y + 55} L${x - 135} ${y + 160} L${x - 100} ${y + 185} L${x - 70} ${y + 140} L${x - 70} ${y + 340} L${x + 70} ${y + 340} L${x + 70} ${y + 140} L${x + 100} ${y + 185} L${x + 135} ${y + 160} L${x + 75} ${y + 55} Q${x} ${y + 80} ${x - 75} ${y + 55} Z" fill="${colour}"/><path d="M${x} ${y + 70} V${y + 340}" stroke="${trim}" stroke-width="6"/>`;
    default:
      return `${hanger}<path d="M${x - 80} ${y + 55} L${x - 110} ${y + 400} L${x - 40} ${y + 400} L${x - 30} ${y + 120} L${x + 30} ${y + 120} L${x + 40} ${y + 400} L${x + 110} ${y + 400} L${x + 80} ${y + 55} Q${x} ${y + 75} ${x - 80} ${y + 55} Z" fill="${colour}"/><path d="M${x - 120} ${y + 60} h240" stroke="${trim}" stroke-width="10"/>`;
  }
}

/** A boutique: a rail of clothes in the season's colours, a dress form, a round mirror. */
export function fashion(c: Canvas, hue: number): void {
  const { rng } = c;
  const wall = hsl(hue, rng.int(20, 40), rng.int(78, 88));
  const floorY = rng.int(880, 940);
  room(c, wall, floorY, hsl(hue + 20, 20, 55));
  const arch = rng.int(1300, 1600);
  c.add(`<path d="M${arch - 220} ${floorY} V300 A220 220 0 0 1 ${arch + 220} 300 V${floorY} Z" fill="${shade(wall, -0.08)}"/>`);
  const railY = rng.int(180, 240);
  const [x0, x1] = [rng.int(120, 260), rng.int(1050, 1200)];
  c.add(`<g fill="#5b5f66"><rect x="${x0}" y="${railY}" width="${x1 - x0}" height="16" rx="8"/><rect x="${x0}" y="${railY}" width="14" height="${floorY - railY}"/><rect x="${x1 - 14}" y="${railY}" width="14" height="${floorY - railY}"/><rect x="${x0 - 60}" y="${floorY - 14}" width="130" height="14" rx="7"/><rect x="${x1 - 70}" y="${floorY - 14}" width="130" height="14" rx="7"/></g>`);
  const palette = [hsl(hue + 180, 55, 50), hsl(hue + 30, 65, 62), hsl(hue - 40, 45, 40), '#f3efe6', '#2e3138', hsl(hue + 120, 50, 55)];
  const count = rng.int(4, 6);
  for (let i = 0; i < count; i += 1) {
    const x = r(x0 + 120 + (i * (x1 - x0 - 240)) / (count - 1));
    c.add(garment(x, railY + 8, rng.pick(palette), rng.int(0, 2)));
  }
  const fx = arch + rng.int(-60, 60);
  const dress = rng.pick(palette);
  c.add(
    `<rect x="${fx - 8}" y="640" width="16" height="${floorY - 640}" fill="#3a3d44"/><path d="M${fx - 90} ${floorY - 10} h180" stroke="#3a3d44" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M${fx - 95} 330 Q${fx} 300 ${fx + 95} 330 Q${fx + 80} 400 ${fx + 55} 450 Q${fx + 140} 560 ${fx + 150} 680 Q${fx} 700 ${fx - 150} 680 Q${fx - 140} 560 ${fx - 55} 450 Q${fx - 80} 400 ${fx - 95} 330 Z" fill="${dress}"/>` +
      `<rect x="${fx - 55}" y="440" width="110" height="18" fill="${shade(dress, -0.25)}"/><rect x="${fx - 20}" y="280" width="40" height="50" rx="10" fill="#cdb8a0"/><ellipse cx="${fx}" cy="276" rx="34" ry="14" fill="#3a3d44"/>`,
  );
  if (arch < 1480 && rng.chance(0.7)) {
    const mx = rng.int(1760, 1820);
    c.add(`<circle cx="${mx}" cy="300" r="110" fill="#c7a24a"/><circle cx="${mx}" cy="300" r="94" fill="${mix(wall, '#dfeff6', 0.6)}"/><path d="M${mx - 40} 250 l60 -40 M${mx - 20} 300 l70 -50" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>`);
  }
  const bags = rng.int(0, 2);
  for (let i = 0; i < bags; i += 1) {
    const bx = rng.int(x0 + 80, x1 - 200);
    const colour = rng.pick(palette);
    c.add(`<path d="M${bx + 30} ${floorY - 150} Q${bx + 80} ${floorY - 230} ${bx + 130} ${floorY - 150}" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="10"/><rect x="${bx}" y="${floorY - 160}" width="160" height="160" rx="12" fill="${colour}"/>`);
  }
}
