import type { ProductGlyph } from './data/storefront-catalogue';
import type { DrawnImage, DrawnVariant } from './drawn-images';
import { IMAGE_VARIANTS, idFor } from './images';
import { luminance, shade } from './scenes/colour';

/*
 * Storefront pictures, drawn as SVG without text (no fonts needed) and rasterized by the seed's
 * drawn-image renderer: square product shots and 16:9 showcase covers.
 */

/** Product shots are square; the names match the §3 resolutions so the API maps them like any image. */
export const PRODUCT_IMAGE_VARIANTS: readonly DrawnVariant[] = [
  { name: 'standard', width: 320, height: 320 },
  { name: 'high', width: 480, height: 480 },
  { name: 'extraHigh', width: 640, height: 640 },
  { name: 'raw', width: 800, height: 800 },
];

/** Pictograms on an 800×800 canvas, centred on (400, 400); c = product colour, d = its dark shade. */
const GLYPHS: Record<ProductGlyph, (c: string, d: string) => string> = {
  headphones: (c, d) =>
    `<path d="M220 470 V380 A180 180 0 0 1 580 380 V470" fill="none" stroke="${d}" stroke-width="34" stroke-linecap="round"/>` +
    `<rect x="175" y="420" width="110" height="170" rx="44" fill="${c}" stroke="${d}" stroke-width="10"/><rect x="515" y="420" width="110" height="170" rx="44" fill="${c}" stroke="${d}" stroke-width="10"/>`,
  keyboard: (c, d) =>
    `<rect x="130" y="290" width="540" height="230" rx="28" fill="${c}" stroke="${d}" stroke-width="10"/>` +
    Array.from({ length: 4 }, (_, row) =>
      Array.from({ length: 10 }, (_, col) => `<rect x="${160 + col * 49}" y="${315 + row * 48}" width="38" height="36" rx="7" fill="${d}" fill-opacity="0.55"/>`).join(''),
    ).join(''),
  mouse: (c, d) =>
    `<ellipse cx="400" cy="420" rx="140" ry="210" fill="${c}" stroke="${d}" stroke-width="10"/><path d="M400 210 V360" stroke="${d}" stroke-width="10"/><rect x="386" y="270" width="28" height="60" rx="14" fill="${d}"/>`,
  lamp: (c, d) =>
    `<ellipse cx="330" cy="620" rx="130" ry="30" fill="${d}"/><path d="M330 610 L420 360 L560 300" fill="none" stroke="${d}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M500 240 L640 310 L600 390 L470 330 Z" fill="${c}" stroke="${d}" stroke-width="10"/><path d="M610 380 L690 560 L500 560 Z" fill="#fff6c8" fill-opacity="0.55"/>`,
  mug: (c, d) =>
    `<path d="M520 350 h40 a70 70 0 0 1 0 140 h-40" fill="none" stroke="${d}" stroke-width="30"/><rect x="240" y="270" width="300" height="330" rx="36" fill="${c}" stroke="${d}" stroke-width="10"/><path d="M330 200 q20 -30 0 -60 M410 200 q20 -30 0 -60" stroke="${d}" stroke-opacity="0.4" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  kettle: (c, d) =>
    `<path d="M250 600 Q230 360 400 330 Q570 360 550 600 Z" fill="${c}" stroke="${d}" stroke-width="10"/><path d="M260 480 Q160 430 150 300" fill="none" stroke="${d}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M320 330 Q400 240 480 330" fill="none" stroke="${d}" stroke-width="22"/><rect x="370" y="300" width="60" height="34" rx="10" fill="${d}"/>`,
  backpack: (c, d) =>
    `<rect x="240" y="220" width="320" height="420" rx="70" fill="${c}" stroke="${d}" stroke-width="10"/><path d="M330 220 V180 a70 70 0 0 1 140 0 V220" fill="none" stroke="${d}" stroke-width="20"/>` +
    `<path d="M240 330 Q400 400 560 330" fill="none" stroke="${d}" stroke-width="10"/><rect x="300" y="450" width="200" height="130" rx="30" fill="${d}" fill-opacity="0.35"/>`,
  bottle: (c, d) =>
    `<rect x="320" y="250" width="160" height="390" rx="60" fill="${c}" stroke="${d}" stroke-width="10"/><rect x="345" y="170" width="110" height="90" rx="20" fill="${d}"/><rect x="320" y="400" width="160" height="60" fill="#ffffff" fill-opacity="0.3"/>`,
  sneaker: (c, d) =>
    `<path d="M150 540 Q160 400 260 380 L380 330 Q420 420 520 430 Q650 450 660 540 Z" fill="${c}" stroke="${d}" stroke-width="10"/><rect x="140" y="540" width="530" height="50" rx="22" fill="#f4f4f4" stroke="${d}" stroke-width="8"/>` +
    `<path d="M300 380 l30 40 M340 365 l30 40 M380 350 l30 40" stroke="${d}" stroke-width="10" stroke-linecap="round"/>`,
  watch: (c, d) =>
    `<rect x="330" y="150" width="140" height="500" rx="40" fill="${c}"/><circle cx="400" cy="400" r="130" fill="#f8f8f8" stroke="${d}" stroke-width="22"/>` +
    `<path d="M400 400 V310 M400 400 L460 430" stroke="${d}" stroke-width="14" stroke-linecap="round"/>`,
  book: (c, d) =>
    `<rect x="250" y="180" width="300" height="440" rx="14" fill="${c}" stroke="${d}" stroke-width="10"/><rect x="250" y="180" width="44" height="440" fill="${d}" fill-opacity="0.5"/>` +
    `<rect x="330" y="260" width="160" height="18" rx="9" fill="#ffffff" fill-opacity="0.75"/><rect x="330" y="300" width="110" height="14" rx="7" fill="#ffffff" fill-opacity="0.55"/><path d="M470 180 V330 l20 -20 l20 20 V180" fill="${d}"/>`,
  plant: (c, d) =>
    `<path d="M400 430 Q300 300 330 180 Q420 260 400 430 Z M400 430 Q520 320 600 330 Q540 450 400 430 Z M400 430 Q260 380 210 300 Q330 280 400 430 Z" fill="#4c9a5b" stroke="#2f6b3a" stroke-width="8"/>` +
    `<path d="M290 430 H510 L480 620 H320 Z" fill="${c}" stroke="${d}" stroke-width="10"/>`,
  phone: (c, d) =>
    `<rect x="280" y="160" width="240" height="480" rx="40" fill="${c}" stroke="${d}" stroke-width="12"/><rect x="302" y="200" width="196" height="380" rx="14" fill="#1d2733"/><rect x="370" y="600" width="60" height="12" rx="6" fill="${d}"/>`,
  camera: (c, d) =>
    `<rect x="170" y="280" width="460" height="300" rx="40" fill="${c}" stroke="${d}" stroke-width="10"/><rect x="220" y="240" width="120" height="50" rx="12" fill="${d}"/>` +
    `<circle cx="420" cy="430" r="110" fill="${d}"/><circle cx="420" cy="430" r="70" fill="#2b3a4a"/><circle cx="395" cy="405" r="18" fill="#ffffff" fill-opacity="0.6"/><rect x="540" y="310" width="56" height="36" rx="8" fill="#fff6c8"/>`,
  tent: (c, d) =>
    `<path d="M130 600 L400 200 L670 600 Z" fill="${c}" stroke="${d}" stroke-width="12" stroke-linejoin="round"/><path d="M330 600 L400 400 L470 600 Z" fill="${d}"/><path d="M100 600 H700" stroke="${d}" stroke-width="12" stroke-linecap="round"/>`,
  candle: (c, d) =>
    `<rect x="270" y="330" width="260" height="290" rx="30" fill="${c}" stroke="${d}" stroke-width="10"/><path d="M400 330 V290" stroke="#333" stroke-width="8"/>` +
    `<path d="M400 180 Q450 250 400 295 Q350 250 400 180 Z" fill="#f6a623"/><rect x="270" y="430" width="260" height="80" fill="#ffffff" fill-opacity="0.55"/>`,
  sunglasses: (c, d) =>
    `<path d="M130 350 H670" stroke="${d}" stroke-width="18" stroke-linecap="round"/><ellipse cx="270" cy="420" rx="130" ry="100" fill="#1d2733" stroke="${c}" stroke-width="22"/>` +
    `<ellipse cx="530" cy="420" rx="130" ry="100" fill="#1d2733" stroke="${c}" stroke-width="22"/><path d="M370 390 Q400 360 430 390" fill="none" stroke="${c}" stroke-width="18"/>`,
  dumbbell: (c, d) =>
    `<rect x="220" y="380" width="360" height="40" rx="14" fill="#9aa3ad"/><rect x="150" y="280" width="90" height="240" rx="20" fill="${c}" stroke="${d}" stroke-width="10"/>` +
    `<rect x="560" y="280" width="90" height="240" rx="20" fill="${c}" stroke="${d}" stroke-width="10"/><rect x="110" y="320" width="50" height="160" rx="14" fill="${d}"/><rect x="640" y="320" width="50" height="160" rx="14" fill="${d}"/>`,
  mat: (c, d) =>
    `<path d="M230 300 H600 V560 H230 Z" fill="${c}" stroke="${d}" stroke-width="10"/><circle cx="230" cy="430" r="130" fill="${c}" stroke="${d}" stroke-width="10"/>` +
    `<circle cx="230" cy="430" r="80" fill="none" stroke="${d}" stroke-width="10"/><circle cx="230" cy="430" r="32" fill="${d}" fill-opacity="0.5"/>`,
  box: (c, d) =>
    `<rect x="180" y="260" width="440" height="320" rx="18" fill="${c}" stroke="${d}" stroke-width="10"/><rect x="180" y="260" width="440" height="70" fill="${d}" fill-opacity="0.45"/>` +
    `<rect x="270" y="390" width="110" height="110" rx="18" fill="#fff" stroke="${d}" stroke-width="8"/><circle cx="300" cy="420" r="11" fill="${d}"/><circle cx="350" cy="470" r="11" fill="${d}"/>` +
    `<rect x="420" y="390" width="110" height="110" rx="18" fill="#fff" stroke="${d}" stroke-width="8"/><circle cx="475" cy="445" r="11" fill="${d}"/>`,
  pan: (c, d) =>
    `<rect x="500" y="395" width="230" height="40" rx="20" fill="${d}"/><circle cx="350" cy="415" r="200" fill="${c}" stroke="${d}" stroke-width="14"/><circle cx="350" cy="415" r="150" fill="${d}" fill-opacity="0.35"/>`,
  speaker: (c, d) =>
    `<rect x="270" y="180" width="260" height="450" rx="110" fill="${c}" stroke="${d}" stroke-width="10"/>` +
    Array.from({ length: 7 }, (_, row) => Array.from({ length: 5 }, (_, col) => `<circle cx="${328 + col * 36}" cy="${270 + row * 42}" r="8" fill="${d}" fill-opacity="0.6"/>`).join('')).join('') +
    `<rect x="360" y="580" width="80" height="16" rx="8" fill="${d}"/>`,
};

/** {W}/{H} are filled per rendition, so one drawing rasterizes sharply at every size. */
function frame(viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="{W}" height="{H}">${body}</svg>`;
}

function illustration(svg: string, variants: readonly DrawnVariant[], dominantColor: string): DrawnImage {
  return { id: idFor(`${svg}|${variants.map((v) => `${v.width}x${v.height}`).join(',')}`), kind: 'illustration', svg, variants, dominantColor };
}

export function productImage(glyph: ProductGlyph, colour: string): DrawnImage {
  const dark = shade(colour, -0.45);
  // A white or pale product on its own pale tint would vanish: those stand on a slate backdrop.
  const tint = luminance(colour) > 0.75 ? '#7d8a99' : colour;
  const background =
    `<defs><radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${shade(tint, 0.82)}"/><stop offset="1" stop-color="${shade(tint, 0.6)}"/></radialGradient></defs>` +
    '<rect width="800" height="800" fill="url(#bg)"/><ellipse cx="400" cy="660" rx="250" ry="34" fill="#000" fill-opacity="0.08"/>';
  const svg = frame('0 0 800 800', background + GLYPHS[glyph](colour, dark));
  return illustration(svg, PRODUCT_IMAGE_VARIANTS, shade(tint, 0.7));
}

/** A showcase cover: the theme's gradient with a row of its first products' pictograms. */
export function coverImage(from: string, to: string, items: ReadonlyArray<{ glyph: ProductGlyph; colour: string }>): DrawnImage {
  const tiles = items.slice(0, 3).map((item, index) => {
    const x = 180 + index * 540;
    return `<g transform="translate(${x} 300) scale(0.6)"><rect width="800" height="800" rx="120" fill="#ffffff" fill-opacity="0.9"/>${GLYPHS[item.glyph](item.colour, shade(item.colour, -0.45))}</g>`;
  });
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1920" height="1080" fill="url(#g)"/><circle cx="1700" cy="120" r="320" fill="#ffffff" fill-opacity="0.08"/><circle cx="140" cy="980" r="260" fill="#ffffff" fill-opacity="0.06"/>${tiles.join('')}`;
  const svg = frame('0 0 1920 1080', body);
  return illustration(svg, IMAGE_VARIANTS, from);
}
