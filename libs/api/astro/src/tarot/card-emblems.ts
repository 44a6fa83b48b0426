import { type Ink, pip, starPoints } from './card-shapes';

/**
 * The major arcana's emblems: each card's best-known symbols from the Rider–Waite art, reduced to
 * basic shapes in the deck's gold on the panel (x 22–278, y 58–430): the Fool's sun and cliff,
 * the Magician's lemniscate and tools, the High Priestess's pillars … the World's wreath.
 */

export interface EmblemColors {
  gold: string;
  ground: string;
  light: string;
}

const f = (value: number) => (Math.round(value * 10) / 10).toString();

function sun(cx: number, cy: number, r: number, rays: number, c: EmblemColors, wavy = false): string {
  const lines: string[] = [];
  for (let i = 0; i < rays; i++) {
    const angle = (i * 2 * Math.PI) / rays;
    const long = i % 2 === 0;
    const r1 = r * 1.18;
    const r2 = r * (long ? 1.75 : 1.45);
    const [x1, y1, x2, y2] = [cx + r1 * Math.cos(angle), cy + r1 * Math.sin(angle), cx + r2 * Math.cos(angle), cy + r2 * Math.sin(angle)];
    if (wavy && !long) {
      const mid = (r1 + r2) / 2;
      const side = angle + 0.12;
      lines.push(`<path d="M${f(x1)} ${f(y1)} Q${f(cx + mid * Math.cos(side))} ${f(cy + mid * Math.sin(side))} ${f(x2)} ${f(y2)}" fill="none"/>`);
    } else lines.push(`<path d="M${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)}"/>`);
  }
  return `<g stroke="${c.gold}" stroke-width="${f(r * 0.09)}" stroke-linecap="round">${lines.join('')}</g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c.gold}"/>`;
}

/** A crescent opening to the right (turn it with `rotate`). */
function crescent(cx: number, cy: number, r: number, fill: string, rotate = 0): string {
  return `<path transform="rotate(${rotate} ${f(cx)} ${f(cy)})" d="M${f(cx)} ${f(cy - r)} A${f(r)} ${f(r)} 0 1 0 ${f(cx)} ${f(cy + r)} A${f(r * 0.72)} ${f(r)} 0 1 1 ${f(cx)} ${f(cy - r)} Z" fill="${fill}"/>`;
}

function lemniscate(cx: number, cy: number, width: number, c: EmblemColors): string {
  const a = width / 2;
  const b = width * 0.24;
  return `<path d="M${f(cx)} ${f(cy)} C${f(cx + a * 0.5)} ${f(cy - b)} ${f(cx + a)} ${f(cy - b)} ${f(cx + a)} ${f(cy)} C${f(cx + a)} ${f(cy + b)} ${f(cx + a * 0.5)} ${f(cy + b)} ${f(cx)} ${f(cy)} C${f(cx - a * 0.5)} ${f(cy - b)} ${f(cx - a)} ${f(cy - b)} ${f(cx - a)} ${f(cy)} C${f(cx - a)} ${f(cy + b)} ${f(cx - a * 0.5)} ${f(cy + b)} ${f(cx)} ${f(cy)} Z" fill="none" stroke="${c.gold}" stroke-width="4"/>`;
}

function star(cx: number, cy: number, points: number, outer: number, inner: number, fill: string): string {
  return `<polygon points="${starPoints(cx, cy, points, outer, inner)}" fill="${fill}"/>`;
}

/** A five-petalled rose. */
function rose(cx: number, cy: number, r: number, fill: string, centre: string): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return `<circle cx="${f(cx + r * 0.55 * Math.cos(angle))}" cy="${f(cy + r * 0.55 * Math.sin(angle))}" r="${f(r * 0.5)}"/>`;
  });
  return `<g fill="${fill}">${petals.join('')}</g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.3)}" fill="${centre}"/>`;
}

function mountains(baseY: number, c: EmblemColors, opacity = 0.35): string {
  return `<path d="M22 ${baseY} L60 ${baseY - 50} L92 ${baseY - 22} L136 ${baseY - 78} L178 ${baseY - 30} L214 ${baseY - 64} L252 ${baseY - 24} L278 ${baseY - 40} V${baseY + 10} H22 Z" fill="${c.light}" fill-opacity="${opacity}"/>`;
}

function waves(y: number, c: EmblemColors, rows = 3): string {
  const lines = Array.from({ length: rows }, (_, row) => {
    const yy = y + row * 14;
    let d = `M30 ${yy}`;
    for (let x = 30; x < 270; x += 30) d += ` q15 -8 30 0`;
    return `<path d="${d}" fill="none" stroke="${c.light}" stroke-opacity="${f(0.55 - row * 0.12)}" stroke-width="2"/>`;
  });
  return lines.join('');
}

/** A figure in a robe, head at (cx, headY). */
function figure(cx: number, headY: number, scale: number, fill: string, line: string): string {
  const s = scale;
  return `<path d="M${f(cx - 22 * s)} ${f(headY + 92 * s)} L${f(cx - 14 * s)} ${f(headY + 22 * s)} Q${f(cx)} ${f(headY + 14 * s)} ${f(cx + 14 * s)} ${f(headY + 22 * s)} L${f(cx + 22 * s)} ${f(headY + 92 * s)} Z" fill="${fill}" stroke="${line}" stroke-width="2"/><circle cx="${f(cx)}" cy="${f(headY)}" r="${f(12 * s)}" fill="${fill}" stroke="${line}" stroke-width="2"/>`;
}

function key(x: number, y: number, angle: number, c: EmblemColors): string {
  return `<g transform="rotate(${angle} ${x} ${y})" fill="none" stroke="${c.gold}" stroke-width="6" stroke-linecap="round"><circle cx="${x}" cy="${y - 62}" r="14"/><path d="M${x} ${y - 48} V${y + 62} M${x} ${y + 40} h16 M${x} ${y + 56} h16"/></g>`;
}

const TOOLS_INK = (c: EmblemColors): Ink => ({ fill: c.gold, line: c.ground });

const EMBLEMS: readonly ((c: EmblemColors) => string)[] = [
  // 0 The Fool: the sun, a cliff's edge, the bundle on its staff, the white rose.
  (c) =>
    [
      sun(218, 118, 24, 16, c),
      `<path d="M22 430 V352 Q120 330 196 346 L214 372 L226 430 Z" fill="${c.light}" fill-opacity="0.3"/>`,
      `<path d="M122 338 L192 206" stroke="${c.gold}" stroke-width="6" stroke-linecap="round"/>`,
      `<path d="M182 208 q18 -26 34 -4 q10 24 -18 30 q-22 -4 -16 -26 Z" fill="${c.gold}"/>`,
      rose(74, 250, 26, c.light, c.gold),
      `<path d="M74 274 q6 30 -4 64" stroke="${c.light}" stroke-width="3" fill="none"/>`,
    ].join(''),
  // I The Magician: the lemniscate, the raised wand, the four tools on the table.
  (c) =>
    [
      lemniscate(150, 104, 84, c),
      `<rect x="143" y="132" width="14" height="128" rx="7" fill="${c.gold}"/><circle cx="150" cy="132" r="10" fill="${c.light}"/><circle cx="150" cy="260" r="10" fill="${c.light}"/>`,
      `<rect x="40" y="318" width="220" height="10" rx="3" fill="${c.gold}"/><path d="M60 328 V404 M240 328 V404" stroke="${c.gold}" stroke-width="6"/>`,
      pip('cups', 70, 290, 52, TOOLS_INK(c)),
      pip('pentacles', 120, 296, 48, TOOLS_INK(c)),
      pip('swords', 180, 290, 58, TOOLS_INK(c)),
      pip('wands', 230, 290, 58, TOOLS_INK(c)),
      rose(150, 380, 20, c.light, c.gold),
    ].join(''),
  // II The High Priestess: the pillars B and J, the lunar crown, the scroll, the moon at her feet.
  (c) =>
    [
      `<rect x="46" y="84" width="34" height="320" fill="${c.ground}" stroke="${c.gold}" stroke-width="2"/><rect x="220" y="84" width="34" height="320" fill="${c.light}" stroke="${c.gold}" stroke-width="2"/>`,
      `<text x="63" y="140" font-family="Georgia, 'DejaVu Serif', serif" font-size="22" fill="${c.gold}" text-anchor="middle">B</text><text x="237" y="140" font-family="Georgia, 'DejaVu Serif', serif" font-size="22" fill="${c.ground}" text-anchor="middle">J</text>`,
      `<circle cx="150" cy="122" r="18" fill="${c.light}"/>`,
      crescent(116, 122, 18, c.gold, 180),
      crescent(184, 122, 18, c.gold, 0),
      `<rect x="122" y="196" width="56" height="92" rx="6" fill="${c.light}" fill-opacity="0.9"/><path d="M132 218 H168 M132 234 H168 M132 250 H160 M132 266 H164" stroke="${c.ground}" stroke-width="3"/>`,
      crescent(150, 368, 26, c.gold, 90),
    ].join(''),
  // III The Empress: a crown of twelve stars, the sign of Venus, ripe wheat.
  (c) =>
    [
      Array.from({ length: 12 }, (_, i) => {
        const angle = Math.PI + (i * Math.PI) / 11;
        return star(150 + 78 * Math.cos(angle), 168 + 64 * Math.sin(angle), 6, 8, 3.4, c.light);
      }).join(''),
      `<circle cx="150" cy="196" r="42" fill="none" stroke="${c.gold}" stroke-width="9"/><path d="M150 238 V318 M116 284 H184" stroke="${c.gold}" stroke-width="9" stroke-linecap="round"/>`,
      [70, 100, 200, 230]
        .map((x) => `<path d="M${x} 410 Q${x + 4} 360 ${x + 2} 330" stroke="${c.gold}" stroke-width="3" fill="none"/>${[0, 1, 2, 3].map((k) => `<ellipse cx="${x + 2 + (k % 2 ? 5 : -5)}" cy="${340 + k * 12}" rx="4" ry="8" fill="${c.gold}" transform="rotate(${k % 2 ? 25 : -25} ${x + 2} ${340 + k * 12})"/>`).join('')}`)
        .join(''),
    ].join(''),
  // IV The Emperor: the mountains, the throne with rams' heads, the ankh sceptre and the orb.
  (c) =>
    [
      mountains(200, c, 0.25),
      `<rect x="88" y="196" width="124" height="190" rx="6" fill="${c.ground}" stroke="${c.gold}" stroke-width="3"/>`,
      `<path d="M96 214 q-26 -30 4 -38 q22 0 10 22" fill="none" stroke="${c.gold}" stroke-width="5"/><path d="M204 214 q26 -30 -4 -38 q-22 0 -10 22" fill="none" stroke="${c.gold}" stroke-width="5"/>`,
      `<ellipse cx="128" cy="262" rx="13" ry="17" fill="none" stroke="${c.gold}" stroke-width="6"/><path d="M128 279 V360 M108 292 H148" stroke="${c.gold}" stroke-width="6" stroke-linecap="round"/>`,
      `<circle cx="176" cy="300" r="17" fill="${c.gold}"/><path d="M176 283 V270 M170 276 H182" stroke="${c.gold}" stroke-width="4"/>`,
    ].join(''),
  // V The Hierophant: the triple crown and the crossed keys.
  (c) =>
    [
      `<path d="M112 232 Q110 150 150 114 Q190 150 188 232 Z" fill="${c.gold}"/>`,
      `<path d="M114 206 H186 M116 180 H184 M122 154 H178" stroke="${c.ground}" stroke-width="5"/>`,
      `<path d="M150 114 V90 M140 100 H160" stroke="${c.gold}" stroke-width="5" stroke-linecap="round"/>`,
      key(150, 324, -32, c),
      key(150, 324, 32, c),
    ].join(''),
  // VI The Lovers: the sun of the angel above two figures, the mountain between them.
  (c) =>
    [
      sun(150, 118, 26, 16, c),
      `<path d="M96 176 Q150 140 204 176 Q150 160 96 176 Z" fill="${c.light}" fill-opacity="0.5"/>`,
      `<path d="M118 404 L150 250 L182 404 Z" fill="${c.light}" fill-opacity="0.28"/>`,
      figure(84, 250, 1.3, c.light, c.gold),
      figure(216, 250, 1.3, c.gold, c.gold),
      `<path d="M112 300 Q150 330 188 300" fill="none" stroke="${c.gold}" stroke-width="2" stroke-dasharray="4 5"/>`,
    ].join(''),
  // VII The Chariot: the starry canopy, the chariot with its winged disc, the light and dark sphinxes.
  (c) =>
    [
      `<path d="M70 120 Q150 86 230 120 V138 Q150 106 70 138 Z" fill="${c.gold}"/>`,
      [92, 122, 150, 178, 208].map((x, i) => star(x, 116 - (i === 2 ? 10 : i % 2 ? 6 : 0), 6, 6, 2.5, c.light)).join(''),
      `<path d="M86 130 V236 M214 130 V236" stroke="${c.gold}" stroke-width="5"/>`,
      `<rect x="80" y="236" width="140" height="92" rx="4" fill="${c.ground}" stroke="${c.gold}" stroke-width="3"/>`,
      `<circle cx="150" cy="270" r="11" fill="${c.gold}"/><path d="M140 270 Q112 252 98 266 Q118 266 140 276 Z M160 270 Q188 252 202 266 Q182 266 160 276 Z" fill="${c.gold}"/>`,
      `<circle cx="96" cy="338" r="20" fill="none" stroke="${c.gold}" stroke-width="4"/><circle cx="204" cy="338" r="20" fill="none" stroke="${c.gold}" stroke-width="4"/>`,
      `<path d="M48 410 Q52 370 86 372 Q104 376 108 410 Z" fill="${c.light}"/><path d="M192 410 Q196 376 214 372 Q248 370 252 410 Z" fill="${c.ground}" stroke="${c.gold}" stroke-width="2"/>`,
    ].join(''),
  // VIII Strength: the lemniscate over the lion's head.
  (c) => {
    const mane = Array.from({ length: 18 }, (_, i) => {
      const angle = (i * 2 * Math.PI) / 18;
      return `<circle cx="${f(150 + 58 * Math.cos(angle))}" cy="${f(262 + 58 * Math.sin(angle))}" r="20"/>`;
    }).join('');
    return [
      lemniscate(150, 112, 84, c),
      `<g fill="${c.gold}">${mane}</g>`,
      `<circle cx="150" cy="262" r="54" fill="${c.ground}" stroke="${c.gold}" stroke-width="3"/>`,
      `<circle cx="130" cy="250" r="6" fill="${c.gold}"/><circle cx="170" cy="250" r="6" fill="${c.gold}"/>`,
      `<path d="M140 274 H160 L150 288 Z" fill="${c.gold}"/><path d="M150 288 V296 M136 300 Q150 310 164 300" stroke="${c.gold}" stroke-width="3" fill="none"/>`,
      rose(92, 372, 14, c.light, c.gold),
      rose(150, 384, 14, c.light, c.gold),
      rose(208, 372, 14, c.light, c.gold),
    ].join('');
  },
  // IX The Hermit: the lantern with its six-pointed star, the staff, the snowy peak.
  (c) =>
    [
      `<path d="M22 430 L150 330 L278 430 Z" fill="${c.light}" fill-opacity="0.22"/>`,
      `<path d="M96 120 L88 412" stroke="${c.gold}" stroke-width="7" stroke-linecap="round"/>`,
      `<circle cx="180" cy="210" r="70" fill="${c.gold}" fill-opacity="0.12"/>`,
      `<path d="M180 130 V150" stroke="${c.gold}" stroke-width="4"/><path d="M160 170 L180 148 L200 170 Z" fill="${c.gold}"/>`,
      `<rect x="156" y="170" width="48" height="74" rx="4" fill="${c.ground}" stroke="${c.gold}" stroke-width="4"/>`,
      star(180, 207, 6, 19, 9, c.light),
      `<rect x="160" y="244" width="40" height="8" fill="${c.gold}"/>`,
    ].join(''),
  // X Wheel of Fortune: the wheel of eight spokes and the four winged creatures in the corners.
  (c) =>
    [
      `<circle cx="150" cy="244" r="96" fill="none" stroke="${c.gold}" stroke-width="8"/><circle cx="150" cy="244" r="66" fill="none" stroke="${c.gold}" stroke-width="3"/>`,
      Array.from({ length: 8 }, (_, i) => {
        const angle = (i * Math.PI) / 4;
        return `<path d="M${f(150 + 18 * Math.cos(angle))} ${f(244 + 18 * Math.sin(angle))} L${f(150 + 92 * Math.cos(angle))} ${f(244 + 92 * Math.sin(angle))}" stroke="${c.gold}" stroke-width="3"/>`;
      }).join(''),
      `<circle cx="150" cy="244" r="16" fill="${c.gold}"/>`,
      ['T', 'A', 'R', 'O']
        .map((letter, i) => {
          const angle = -Math.PI / 2 + (i * Math.PI) / 2 + Math.PI / 8;
          return `<text x="${f(150 + 81 * Math.cos(angle))}" y="${f(244 + 81 * Math.sin(angle) + 6)}" font-family="Georgia, 'DejaVu Serif', serif" font-size="17" fill="${c.light}" text-anchor="middle">${letter}</text>`;
        })
        .join(''),
      [[48, 84], [252, 84], [48, 404], [252, 404]].map(([x, y]) => star(x as number, y as number, 4, 14, 4, c.light)).join(''),
    ].join(''),
  // XI Justice: the upright sword and the balanced scales.
  (c) =>
    [
      pip('swords', 150, 196, 220, TOOLS_INK(c)),
      `<path d="M70 304 H230" stroke="${c.gold}" stroke-width="5" stroke-linecap="round"/><circle cx="150" cy="304" r="7" fill="${c.gold}"/>`,
      [80, 220].map((x) => `<path d="M${x - 10} 304 L${x - 28} 364 M${x + 10} 304 L${x + 28} 364" stroke="${c.gold}" stroke-width="2"/><path d="M${x - 34} 364 Q${x} 398 ${x + 34} 364 Z" fill="${c.gold}"/>`).join(''),
    ].join(''),
  // XII The Hanged Man: the living tree's tau cross, the figure upside down with its halo.
  (c) =>
    [
      `<path d="M60 96 H240" stroke="${c.gold}" stroke-width="12" stroke-linecap="round"/><path d="M72 96 V420 M228 96 V420" stroke="${c.gold}" stroke-width="8" stroke-opacity="0.55"/>`,
      `<path d="M150 102 V140" stroke="${c.light}" stroke-width="3"/>`,
      `<path d="M150 140 V236 M150 140 L184 184 L150 208" stroke="${c.light}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
      `<path d="M132 236 H168 L162 314 H138 Z" fill="${c.light}"/>`,
      `<path d="M134 244 L116 296 L140 310 M166 244 L184 296 L160 310" stroke="${c.light}" stroke-width="6" fill="none" stroke-linejoin="round"/>`,
      `<circle cx="150" cy="340" r="34" fill="${c.gold}" fill-opacity="0.35"/><circle cx="150" cy="336" r="18" fill="${c.light}"/>`,
    ].join(''),
  // XIII Death: the black banner with the white rose, the sun rising between two towers.
  (c) =>
    [
      `<path d="M22 400 H278" stroke="${c.gold}" stroke-width="2" stroke-opacity="0.6"/>`,
      `<path d="M150 400 A40 40 0 0 1 230 400 Z" fill="${c.gold}" fill-opacity="0.85" transform="translate(-40 0)"/>`,
      `<rect x="52" y="320" width="26" height="80" fill="${c.light}" fill-opacity="0.35"/><rect x="222" y="320" width="26" height="80" fill="${c.light}" fill-opacity="0.35"/>`,
      `<path d="M92 408 L104 92" stroke="${c.gold}" stroke-width="6" stroke-linecap="round"/>`,
      `<path d="M104 100 Q160 84 226 110 Q206 160 220 220 Q160 200 98 222 Z" fill="${c.ground}" stroke="${c.gold}" stroke-width="3"/>`,
      rose(160, 160, 34, c.light, c.gold),
    ].join(''),
  // XIV Temperance: water poured from cup to cup, the triangle in the square, the path to the dawn.
  (c) =>
    [
      `<rect x="126" y="100" width="48" height="48" fill="none" stroke="${c.gold}" stroke-width="3"/><path d="M150 108 L168 140 H132 Z" fill="${c.gold}"/>`,
      `<g transform="rotate(-28 100 230)">${pip('cups', 100, 230, 96, TOOLS_INK(c))}</g>`,
      `<g transform="rotate(18 204 320)">${pip('cups', 204, 320, 96, TOOLS_INK(c))}</g>`,
      `<path d="M112 194 Q168 200 196 280" fill="none" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>`,
      `<path d="M60 420 Q90 390 80 360 Q70 330 96 312" fill="none" stroke="${c.light}" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="6 6"/>`,
    ].join(''),
  // XV The Devil: the inverted pentagram, the horns and wings, the loose chains.
  (c) =>
    [
      `<circle cx="150" cy="124" r="40" fill="none" stroke="${c.gold}" stroke-width="3"/>`,
      `<polygon points="${starPoints(150, 124, 5, 36, 14, Math.PI)}" fill="${c.gold}"/>`,
      `<path d="M104 230 Q60 180 88 150 Q82 196 126 214 Z M196 230 Q240 180 212 150 Q218 196 174 214 Z" fill="${c.gold}"/>`,
      `<path d="M120 232 Q50 220 36 290 Q70 266 80 300 Q96 270 120 282 Z M180 232 Q250 220 264 290 Q230 266 220 300 Q204 270 180 282 Z" fill="${c.gold}" fill-opacity="0.55"/>`,
      `<rect x="112" y="300" width="76" height="56" fill="${c.ground}" stroke="${c.gold}" stroke-width="3"/>`,
      [0, 1, 2, 3].map((i) => `<ellipse cx="${96 - i * 8}" cy="${364 + i * 14}" rx="7" ry="10" fill="none" stroke="${c.light}" stroke-width="3"/><ellipse cx="${204 + i * 8}" cy="${364 + i * 14}" rx="7" ry="10" fill="none" stroke="${c.light}" stroke-width="3"/>`).join(''),
    ].join(''),
  // XVI The Tower: lightning strikes the tower, the crown falls, flames rain down.
  (c) =>
    [
      `<path d="M118 412 L126 176 H174 L182 412 Z" fill="${c.ground}" stroke="${c.gold}" stroke-width="3"/>`,
      `<path d="M120 176 V160 H134 V170 H146 V160 H154 V170 H166 V160 H180 V176 Z" fill="${c.gold}"/>`,
      [[140, 220], [160, 270], [140, 330]].map(([x, y]) => `<rect x="${x}" y="${y}" width="12" height="22" rx="6" fill="${c.gold}" fill-opacity="0.9"/>`).join(''),
      `<path d="M40 84 L120 140 L100 148 L158 184 L96 162 L114 154 Z" fill="${c.light}"/>`,
      `<g transform="rotate(28 206 138)"><path d="M184 146 L188 120 L198 134 L206 114 L214 134 L224 120 L228 146 Z" fill="${c.gold}"/></g>`,
      [[70, 220], [228, 210], [60, 300], [238, 290], [84, 370], [222, 368], [200, 250], [96, 260]]
        .map(([x, y]) => `<path d="M${x} ${(y as number) - 10} Q${(x as number) + 7} ${(y as number) + 2} ${x} ${(y as number) + 6} Q${(x as number) - 7} ${(y as number) + 2} ${x} ${(y as number) - 10} Z" fill="${c.gold}"/>`)
        .join(''),
    ].join(''),
  // XVII The Star: the great star and seven small ones over the water the jug pours into.
  (c) =>
    [
      star(150, 146, 8, 52, 20, c.gold),
      star(150, 146, 8, 24, 10, c.light),
      [[62, 96], [238, 96], [48, 176], [252, 176], [78, 244], [222, 244], [150, 252]].map(([x, y]) => star(x as number, y as number, 8, 13, 5, c.light)).join(''),
      `<g transform="rotate(-40 110 300)"><path d="M94 280 Q86 312 110 326 Q134 312 126 280 Z" fill="${c.gold}"/><rect x="102" y="272" width="16" height="10" fill="${c.gold}"/></g>`,
      `<path d="M122 300 Q150 320 148 352" fill="none" stroke="${c.light}" stroke-width="4" stroke-linecap="round"/>`,
      waves(366, c),
    ].join(''),
  // XVIII The Moon: the moon with its rays and falling dew, two towers, the path between them.
  (c) =>
    [
      sun(150, 146, 44, 32, c, true),
      `<circle cx="150" cy="146" r="44" fill="${c.light}"/>`,
      crescent(150, 146, 42, c.gold, 180),
      [[108, 222], [134, 236], [166, 236], [192, 222]].map(([x, y]) => `<path d="M${x} ${(y as number) - 8} Q${(x as number) + 6} ${(y as number) + 2} ${x} ${(y as number) + 5} Q${(x as number) - 6} ${(y as number) + 2} ${x} ${(y as number) - 8} Z" fill="${c.gold}"/>`).join(''),
      `<path d="M44 400 V280 L62 262 L80 280 V400 Z M220 400 V280 L238 262 L256 280 V400 Z" fill="${c.light}" fill-opacity="0.35"/>`,
      `<path d="M150 272 Q130 310 156 340 Q176 370 146 412" fill="none" stroke="${c.gold}" stroke-width="3" stroke-dasharray="7 6"/>`,
      waves(400, c, 2),
    ].join(''),
  // XIX The Sun: the great sun with straight and wavy rays, sunflowers over the wall.
  (c) =>
    [
      sun(150, 170, 50, 24, c, true),
      `<circle cx="150" cy="170" r="36" fill="${c.light}" fill-opacity="0.35"/>`,
      `<rect x="22" y="344" width="256" height="44" fill="${c.light}" fill-opacity="0.25"/>`,
      [366].map((y) => `<path d="M22 ${y} H278 M60 344 V${y} M120 344 V${y} M180 344 V${y} M240 344 V${y} M90 ${y} V388 M150 ${y} V388 M210 ${y} V388" stroke="${c.gold}" stroke-opacity="0.6" stroke-width="1.5"/>`).join(''),
      [66, 118, 182, 234].map((x, i) => `<path d="M${x} 344 V${312 - (i % 2) * 14}" stroke="${c.gold}" stroke-width="3"/>${rose(x, 300 - (i % 2) * 14, 20, c.gold, c.ground)}`).join(''),
    ].join(''),
  // XX Judgement: the trumpet with its banner from the clouds, the risen below.
  (c) =>
    [
      `<path d="M22 140 Q40 96 84 112 Q104 76 146 98 Q186 70 216 104 Q262 96 278 136 V150 H22 Z" fill="${c.light}" fill-opacity="0.35"/>`,
      `<path d="M96 150 L214 250 L226 236 L110 138 Z" fill="${c.gold}"/><path d="M214 250 Q244 250 246 222 Q228 218 226 236 Z" fill="${c.gold}"/>`,
      `<rect x="150" y="206" width="40" height="40" fill="${c.light}" transform="rotate(40 170 226)"/><path d="M170 210 V242 M154 226 H186" stroke="${c.gold}" stroke-width="4" transform="rotate(40 170 226)"/>`,
      `<path d="M22 400 H278" stroke="${c.gold}" stroke-width="2" stroke-opacity="0.5"/>`,
      [90, 150, 210].map((x) => `<rect x="${x - 26}" y="378" width="52" height="22" fill="${c.ground}" stroke="${c.gold}" stroke-width="2"/><path d="M${x - 10} 378 V330 M${x + 10} 378 V330 M${x - 10} 342 L${x - 26} 300 M${x + 10} 342 L${x + 26} 300" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/><circle cx="${x}" cy="320" r="10" fill="${c.light}"/>`).join(''),
    ].join(''),
  // XXI The World: the laurel wreath tied with ribbons, the four creatures at the corners.
  (c) => {
    const leaves = Array.from({ length: 28 }, (_, i) => {
      const angle = (i * 2 * Math.PI) / 28;
      const x = 150 + 74 * Math.cos(angle);
      const y = 244 + 118 * Math.sin(angle);
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="5" ry="11" transform="rotate(${f((angle * 180) / Math.PI + 35)} ${f(x)} ${f(y)})"/>`;
    }).join('');
    return [
      `<ellipse cx="150" cy="244" rx="74" ry="118" fill="none" stroke="${c.gold}" stroke-width="5"/>`,
      `<g fill="${c.gold}">${leaves}</g>`,
      lemniscate(150, 126, 36, c),
      lemniscate(150, 362, 36, c),
      star(150, 244, 4, 40, 10, c.light),
      `<circle cx="150" cy="244" r="10" fill="${c.gold}"/>`,
      [[54, 96], [246, 96], [54, 392], [246, 392]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="${c.light}" fill-opacity="0.35"/>${star(x as number, y as number, 4, 10, 3, c.gold)}`).join(''),
    ].join('');
  },
];

export function majorEmblem(number: number, colors: EmblemColors): string {
  const draw = EMBLEMS[number];
  return draw ? draw(colors) : '';
}
