import { seededRandom } from '@meydan/games/engine';
import type { CatalogueSeedEntry } from './catalogue-entries';

/**
 * A game's pictures, drawn here as SVG (no downloads, no stock art): a two-colour gradient, a
 * motif placed by a random seeded with the slug (so every game looks its own and always the
 * same) and the game's name. `cover` is 1200×630, the social preview size; `thumbnail` 256×256.
 */
export type PictureKind = 'cover' | 'thumbnail';

const SIZES: Record<PictureKind, { width: number; height: number; font: number }> = {
  cover: { width: 1200, height: 630, font: 92 },
  thumbnail: { width: 256, height: 256, font: 34 },
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

function motif(entry: CatalogueSeedEntry, width: number, height: number): string {
  const random = seededRandom(`cover:${entry.slug}`);
  const shapes: string[] = [];
  const unit = Math.min(width, height) / 6;
  switch (entry.motif) {
    case 'grid':
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < 4; col++)
          if (random() < 0.55) shapes.push(`<rect x="${width - 4.6 * unit + col * unit}" y="${0.4 * unit + row * unit}" width="${unit * 0.86}" height="${unit * 0.86}" rx="${unit * 0.12}" fill="#fff" fill-opacity="${(0.12 + random() * 0.3).toFixed(2)}"/>`);
      break;
    case 'bubbles':
      for (let i = 0; i < 9; i++) shapes.push(`<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${(unit * (0.3 + random())).toFixed(0)}" fill="#fff" fill-opacity="${(0.08 + random() * 0.22).toFixed(2)}"/>`);
      break;
    case 'stripes':
      for (let i = 0; i < 7; i++) shapes.push(`<rect x="${(i * width) / 7}" y="-20" width="${(width / 16).toFixed(0)}" height="${height + 40}" fill="#fff" fill-opacity="${(0.05 + random() * 0.15).toFixed(2)}" transform="rotate(20 ${width / 2} ${height / 2})"/>`);
      break;
    case 'diamonds':
      for (let i = 0; i < 8; i++) {
        const x = random() * width;
        const y = random() * height;
        const r = unit * (0.3 + random() * 0.8);
        shapes.push(`<path d="M${x.toFixed(0)} ${(y - r).toFixed(0)}L${(x + r).toFixed(0)} ${y.toFixed(0)}L${x.toFixed(0)} ${(y + r).toFixed(0)}L${(x - r).toFixed(0)} ${y.toFixed(0)}Z" fill="#fff" fill-opacity="${(0.08 + random() * 0.2).toFixed(2)}"/>`);
      }
      break;
    case 'rings':
      for (let i = 0; i < 6; i++) shapes.push(`<circle cx="${(width * (0.55 + random() * 0.4)).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${(unit * (0.5 + random() * 1.6)).toFixed(0)}" fill="none" stroke="#fff" stroke-width="${(unit * 0.12).toFixed(1)}" stroke-opacity="${(0.12 + random() * 0.25).toFixed(2)}"/>`);
      break;
    case 'waves':
      for (let i = 0; i < 5; i++) {
        const y = height * (0.2 + i * 0.17);
        const a = unit * (0.2 + random() * 0.4);
        shapes.push(`<path d="M0 ${y.toFixed(0)} Q ${width / 4} ${(y - a).toFixed(0)} ${width / 2} ${y.toFixed(0)} T ${width} ${y.toFixed(0)}" fill="none" stroke="#fff" stroke-width="${(unit * 0.1).toFixed(1)}" stroke-opacity="${(0.15 + random() * 0.25).toFixed(2)}"/>`);
      }
      break;
  }
  return shapes.join('');
}

export function drawPicture(entry: CatalogueSeedEntry, kind: PictureKind): string {
  const { width, height, font } = SIZES[kind];
  const [from, to] = entry.palette;
  const name = escapeXml(entry.name);
  // One picture serves every edition: a game whose name changes by edition shows a sign, not a word.
  const initial = entry.localName ? '?' : (Array.from(entry.name)[0] ?? '');
  // The thumbnail stands beside the game's name in lists: its picture carries the initial only.
  const label =
    kind === 'cover' && !entry.localName
      ? `<rect y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="#000" fill-opacity="0.18"/><text x="64" y="${height - 80}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${font}" font-weight="800" fill="#fff">${name}</text>`
      : `<text x="${width / 2}" y="${height / 2 + font}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${font * 3}" font-weight="800" fill="#fff" fill-opacity="0.92">${escapeXml(initial)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${motif(entry, width, height)}${label}</svg>`
  );
}
