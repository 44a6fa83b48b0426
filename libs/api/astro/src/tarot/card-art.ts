import type { TarotCard, TarotRank, TarotSuit } from '@meydan/astrology/tarot';
import { seededRandom } from '@meydan/games/engine';
import type { Edition } from '@meydan/shared/util/routing';
import { majorEmblem } from './card-emblems';
import { type Ink, pip, SVG_FONT } from './card-shapes';

/**
 * The cards' pictures, drawn here as SVG from basic shapes (no downloads, no scanned deck):
 * a framed card whose colours say its arcana or suit, an emblem per major arcana card, the
 * right number of suit pips on the minor ones and a crowned figure on the court cards, the
 * numeral at the top and the name in the edition at the bottom. Deterministic: the same card and
 * edition always give the same bytes, so caches and ETags hold.
 */

export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 520;

/** The illustration's panel. */
const PANEL = { x: 22, y: 58, width: 256, height: 372 } as const;
const CENTER = { x: 150, y: PANEL.y + PANEL.height / 2 } as const;

interface Palette {
  /** The card's ground. */
  ground: string;
  /** The panel's gradient, top to bottom. */
  panel: readonly [string, string];
  /** Frames, numerals and emblems. */
  gold: string;
  /** The suit's pips. */
  ink: Ink;
}

const GOLD = '#dcb866';
const PARCHMENT = '#f5ecd7';

const PALETTES: Readonly<Record<'major' | TarotSuit, Palette>> = {
  major: { ground: '#17152b', panel: ['#2e2a5a', '#141228'], gold: GOLD, ink: { fill: GOLD, line: '#17152b' } },
  wands: { ground: '#341610', panel: ['#8c3a1e', '#3a170f'], gold: GOLD, ink: { fill: '#f3c27a', line: '#4a1d10' } },
  cups: { ground: '#0e2535', panel: ['#22607f', '#0e2535'], gold: GOLD, ink: { fill: '#cfe6f2', line: '#0e2f44' } },
  swords: { ground: '#1b222e', panel: ['#55667f', '#1b222e'], gold: GOLD, ink: { fill: '#e8edf3', line: '#26303f' } },
  pentacles: { ground: '#152618', panel: ['#42703f', '#152618'], gold: GOLD, ink: { fill: '#f1d27c', line: '#1d3420' } },
};

const PIP_ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** The court ranks' word at the top of the card, in the edition. */
const COURT_TITLES: Readonly<Record<'page' | 'knight' | 'queen' | 'king', Readonly<Record<Edition, string>>>> = {
  page: { tr: 'UŞAK', en: 'PAGE', ru: 'ПАЖ' },
  knight: { tr: 'ŞÖVALYE', en: 'KNIGHT', ru: 'РЫЦАРЬ' },
  queen: { tr: 'KRALİÇE', en: 'QUEEN', ru: 'КОРОЛЕВА' },
  king: { tr: 'KRAL', en: 'KING', ru: 'КОРОЛЬ' },
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

const f = (value: number) => (Math.round(value * 10) / 10).toString();

function numeral(card: TarotCard, edition: Edition): string {
  if (card.roman !== null) return card.roman;
  if (card.rank === 'page' || card.rank === 'knight' || card.rank === 'queen' || card.rank === 'king') return COURT_TITLES[card.rank][edition];
  return PIP_ROMAN[card.number - 1] ?? String(card.number);
}

/** Faint stars in the panel's sky, placed by the card's own generator. */
function starDust(card: TarotCard): string {
  // The games' seeded generator: the same stars on the same card, always.
  const random = seededRandom(`tarot:${card.id}`);
  const dots: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = PANEL.x + 8 + random() * (PANEL.width - 16);
    const y = PANEL.y + 8 + random() * (PANEL.height - 16);
    dots.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.5 + random() * 1.1)}"/>`);
  }
  return `<g fill="${PARCHMENT}" fill-opacity="0.35">${dots.join('')}</g>`;
}

/** Where n pips sit in the panel, as on playing cards: columns, then a middle row for odd counts. */
function pipLayout(count: number): { x: number; y: number }[] {
  const left = CENTER.x - 52;
  const right = CENTER.x + 52;
  const rows = (n: number, top: number, bottom: number) => Array.from({ length: n }, (_, i) => (n === 1 ? (top + bottom) / 2 : top + ((bottom - top) * i) / (n - 1)));
  const column = (x: number, n: number, top = PANEL.y + 58, bottom = PANEL.y + PANEL.height - 58) => rows(n, top, bottom).map((y) => ({ x, y }));
  const middle = (n: number, top: number, bottom: number) => column(CENTER.x, n, top, bottom);
  const top = PANEL.y + 58;
  const bottom = PANEL.y + PANEL.height - 58;
  switch (count) {
    case 1:
      return [{ x: CENTER.x, y: CENTER.y }];
    case 2:
      return middle(2, top + 30, bottom - 30);
    case 3:
      return middle(3, top, bottom);
    case 4:
      return [...column(left, 2, top + 30, bottom - 30), ...column(right, 2, top + 30, bottom - 30)];
    case 5:
      return [...column(left, 2, top + 20, bottom - 20), ...column(right, 2, top + 20, bottom - 20), { x: CENTER.x, y: CENTER.y }];
    case 6:
      return [...column(left, 3), ...column(right, 3)];
    case 7:
      return [...column(left, 3), ...column(right, 3), { x: CENTER.x, y: (top + CENTER.y) / 2 }];
    case 8:
      return [...column(left, 3), ...column(right, 3), ...middle(2, (top + CENTER.y) / 2, (bottom + CENTER.y) / 2)];
    case 9:
      return [...column(left, 4), ...column(right, 4), { x: CENTER.x, y: CENTER.y }];
    default:
      return [...column(left, 4), ...column(right, 4), ...middle(2, top + 58, bottom - 58)];
  }
}

function pips(suit: TarotSuit, count: number, ink: Ink): string {
  // Staffs and blades are slender: they take more height than cups and coins for the same weight.
  const slender = suit === 'wands' || suit === 'swords' ? 1.2 : 1;
  const size = (count === 1 ? 200 : count <= 3 ? 92 : count <= 5 ? 86 : count <= 8 ? 76 : 66) * (count === 1 ? 1.1 : slender);
  return pipLayout(count).map(({ x, y }) => pip(suit, x, y, size, ink)).join('');
}

/** A court card: a figure in its rank's headdress, holding the suit's emblem. */
function courtFigure(suit: TarotSuit, rank: TarotRank, palette: Palette): string {
  const { gold, ink } = palette;
  const cx = CENTER.x;
  const headY = 170;
  const robe = {
    page: `M${cx - 40} 400 L${cx - 30} 250 Q${cx} 232 ${cx + 30} 250 L${cx + 40} 400 Z`,
    knight: `M${cx - 58} 400 L${cx - 50} 262 Q${cx} 236 ${cx + 50} 262 L${cx + 58} 400 Z`,
    queen: `M${cx - 74} 402 Q${cx - 40} 300 ${cx - 32} 252 Q${cx} 234 ${cx + 32} 252 Q${cx + 40} 300 ${cx + 74} 402 Z`,
    king: `M${cx - 66} 402 L${cx - 62} 258 Q${cx} 230 ${cx + 62} 258 L${cx + 66} 402 Z`,
  }[rank as 'page' | 'knight' | 'queen' | 'king'];
  const headdress = {
    // A soft cap with a feather.
    page: `<path d="M${cx - 27} ${headY - 12} Q${cx} ${headY - 46} ${cx + 27} ${headY - 12} Z" fill="${gold}"/><path d="M${cx + 18} ${headY - 30} Q${cx + 44} ${headY - 62} ${cx + 40} ${headY - 78}" stroke="${gold}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    // A helmet with a visor slit and a plume.
    knight: `<path d="M${cx - 30} ${headY + 8} L${cx - 30} ${headY - 10} Q${cx} ${headY - 50} ${cx + 30} ${headY - 10} L${cx + 30} ${headY + 8} Z" fill="${gold}"/><rect x="${cx - 20}" y="${headY - 6}" width="40" height="5" rx="2" fill="${palette.ground}"/><path d="M${cx} ${headY - 38} Q${cx - 10} ${headY - 74} ${cx - 42} ${headY - 82} Q${cx - 18} ${headY - 58} ${cx - 6} ${headY - 38} Z" fill="${gold}" fill-opacity="0.8"/>`,
    // A crown of five points, each with a pearl.
    queen: crown(cx, headY - 22, 56, 5, 24, gold),
    // A crown of three tall points and a band of jewels.
    king: `${crown(cx, headY - 22, 62, 3, 34, gold)}<rect x="${cx - 31}" y="${headY - 26}" width="62" height="7" fill="${gold}"/>`,
  }[rank as 'page' | 'knight' | 'queen' | 'king'];
  const held = pip(suit, cx + (rank === 'queen' ? 0 : 0), 318, rank === 'page' ? 82 : 74, ink);
  return [
    `<path d="${robe}" fill="${palette.ground}" fill-opacity="0.85" stroke="${gold}" stroke-width="2"/>`,
    // A cape over the shoulders for the crowned ranks.
    rank === 'queen' || rank === 'king'
      ? `<path d="M${cx - 46} 262 Q${cx} 300 ${cx + 46} 262" fill="none" stroke="${gold}" stroke-width="2" stroke-opacity="0.7"/>`
      : '',
    `<circle cx="${cx}" cy="${headY}" r="${rank === 'knight' ? 30 : 28}" fill="${palette.ground}" stroke="${gold}" stroke-width="2"/>`,
    `<path d="M${cx - 14} ${headY + 27} L${cx - 12} 236 L${cx + 12} 236 L${cx + 14} ${headY + 27}" fill="${palette.ground}" stroke="${gold}" stroke-width="2"/>`,
    headdress,
    held,
    pip(suit, PANEL.x + 26, PANEL.y + 34, 36, ink),
    pip(suit, PANEL.x + PANEL.width - 26, PANEL.y + 34, 36, ink),
  ].join('');
}

/** A crown: a band with `points` spikes, each topped with a pearl. */
function crown(cx: number, baseY: number, width: number, points: number, height: number, color: string): string {
  const left = cx - width / 2;
  const step = width / (points * 2);
  const corners: string[] = [`${f(left)} ${f(baseY)}`];
  const pearls: string[] = [];
  for (let i = 0; i < points; i++) {
    const tipX = left + step * (2 * i + 1);
    corners.push(`${f(tipX)} ${f(baseY - height)}`);
    if (i < points - 1) corners.push(`${f(left + step * (2 * i + 2))} ${f(baseY - height * 0.4)}`);
    pearls.push(`<circle cx="${f(tipX)}" cy="${f(baseY - height - 3)}" r="3.5"/>`);
  }
  corners.push(`${f(left + width)} ${f(baseY)}`);
  return `<g fill="${color}"><path d="M${corners.join(' L')} Z"/>${pearls.join('')}</g>`;
}

function diamonds(left: number, right: number, color: string): string {
  const diamond = (x: number) => `<path d="M${f(x - 5)} 36 l5 -5 l5 5 l-5 5 Z"/>`;
  return `<g fill="${color}">${diamond(left)}${diamond(right)}</g>`;
}

/** The name at the bottom: as large as fits in the banner. */
function nameText(name: string): string {
  const size = Math.min(21, Math.floor(236 / Math.max(1, name.length * 0.56)));
  return `<text x="150" y="${f(474 + size * 0.35)}" font-family="${SVG_FONT}" font-size="${size}" fill="${PARCHMENT}" text-anchor="middle" letter-spacing="0.5">${escapeXml(name)}</text>`;
}

export function drawCardSvg(card: TarotCard, edition: Edition): string {
  const palette = PALETTES[card.suit ?? 'major'];
  const label = numeral(card, edition);
  const illustration =
    card.arcana === 'major'
      ? majorEmblem(card.number, { gold: palette.gold, ground: palette.ground, light: PARCHMENT })
      : card.rank && card.number > 10
        ? courtFigure(card.suit as TarotSuit, card.rank, palette)
        : pips(card.suit as TarotSuit, card.number, palette.ink);
  const labelSize = label.length > 5 ? 15 : 20;
  const labelHalfWidth = (label.length * labelSize * (card.roman !== null || card.number <= 10 ? 0.62 : 0.74)) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" role="img" aria-label="${escapeXml(card.names[edition])}">`,
    `<defs><linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.panel[0]}"/><stop offset="1" stop-color="${palette.panel[1]}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.14"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="16" fill="${palette.ground}"/>`,
    `<rect x="9" y="9" width="${CARD_WIDTH - 18}" height="${CARD_HEIGHT - 18}" rx="10" fill="none" stroke="${palette.gold}" stroke-width="2"/>`,
    `<rect x="14" y="14" width="${CARD_WIDTH - 28}" height="${CARD_HEIGHT - 28}" rx="7" fill="none" stroke="${palette.gold}" stroke-width="0.8" stroke-opacity="0.6"/>`,
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="5" fill="url(#panel)"/>`,
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="5" fill="url(#glow)"/>`,
    card.arcana === 'major' ? starDust(card) : '',
    illustration,
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="5" fill="none" stroke="${palette.gold}" stroke-width="1.2"/>`,
    // The numeral between two small diamonds.
    diamonds(150 - labelHalfWidth - 16, 150 + labelHalfWidth + 16, palette.gold),
    `<text x="150" y="${f(36 + labelSize * 0.36)}" font-family="${SVG_FONT}" font-size="${labelSize}" fill="${palette.gold}" text-anchor="middle" letter-spacing="2">${escapeXml(label)}</text>`,
    `<path d="M40 444 H260" stroke="${palette.gold}" stroke-width="0.8" stroke-opacity="0.7"/>`,
    nameText(card.names[edition]),
    `<path d="M40 500 H260" stroke="${palette.gold}" stroke-width="0.8" stroke-opacity="0.7"/>`,
    '</svg>',
  ].join('');
}
