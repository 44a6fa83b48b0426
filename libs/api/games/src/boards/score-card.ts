import sharp from 'sharp';
import type { LeaderboardEntry } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import type { CatalogueSeedEntry } from '../catalogue/catalogue-entries';

/**
 * A player's score as a 1200×630 PNG: the social preview of the score page (`/oyun/skor/…`). Link
 * previews want a raster picture, so the SVG drawn here goes through sharp (librsvg). The game's
 * own colours, the player's public name, the score, the place and the period.
 */
const WORDS: Record<Edition, { points: string; of: (rank: number, players: number) => string; notOnBoard: string; periods: Record<string, string> }> = {
  tr: { points: 'puan', of: (rank, players) => `${players} oyuncu arasında ${rank}.`, notOnBoard: 'Henüz bu tabloda değil', periods: { daily: 'Bugün', weekly: 'Bu hafta', monthly: 'Bu ay', 'all-time': 'Tüm zamanlar' } },
  en: { points: 'points', of: (rank, players) => `#${rank} of ${players} players`, notOnBoard: 'Not on this board yet', periods: { daily: 'Today', weekly: 'This week', monthly: 'This month', 'all-time': 'All time' } },
  ru: { points: 'очков', of: (rank, players) => `${rank}-е место из ${players}`, notOnBoard: 'Пока нет в рейтинге', periods: { daily: 'Сегодня', weekly: 'Неделя', monthly: 'Месяц', 'all-time': 'Всё время' } },
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

const LOCALES: Record<Edition, string> = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' };

export function scoreCardSvg(game: CatalogueSeedEntry, entry: LeaderboardEntry | null, players: number, duration: string, edition: Edition): string {
  const words = WORDS[edition];
  const [from, to] = game.palette;
  const font = "font-family=\"DejaVu Sans, Verdana, sans-serif\"";
  const name = entry ? escapeXml((entry.player.name ?? entry.player.username).slice(0, 40)) : '';
  const score = entry ? new Intl.NumberFormat(LOCALES[edition]).format(entry.score) : '–';
  const place = entry ? escapeXml(words.of(entry.rank, players)) : escapeXml(words.notOnBoard);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#g)"/><rect x="60" y="60" width="1080" height="510" rx="36" fill="#000" fill-opacity="0.22"/>` +
    `<text x="110" y="150" ${font} font-size="52" font-weight="bold" fill="#fff">${escapeXml(game.name)}</text>` +
    `<text x="1090" y="150" ${font} font-size="36" fill="#fff" fill-opacity="0.85" text-anchor="end">${escapeXml(words.periods[duration] ?? duration)}</text>` +
    `<text x="110" y="250" ${font} font-size="48" fill="#fff">${name}</text>` +
    `<text x="110" y="400" ${font} font-size="128" font-weight="bold" fill="#fff">${escapeXml(score)}</text>` +
    `<text x="110" y="460" ${font} font-size="40" fill="#fff" fill-opacity="0.9">${entry ? escapeXml(words.points) : ''}</text>` +
    `<text x="110" y="530" ${font} font-size="40" font-weight="bold" fill="#fff">${place}</text>` +
    `<text x="1090" y="530" ${font} font-size="40" font-weight="bold" fill="#fff" text-anchor="end">Meydan</text></svg>`
  );
}

export async function scoreCardPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
