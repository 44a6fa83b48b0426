/**
 * An earthquake's social preview: a 1200×630 PNG of the magnitude (coloured by class, as on the
 * page), the place, the time in Turkey time, the depth and the sources, beside a small map of
 * Türkiye's provinces (our own outlines) with the epicentre marked. Link previews want a raster
 * picture, so the SVG drawn here goes through sharp (librsvg), as the games' score cards do.
 */
import sharp from 'sharp';
import { escapeHtml } from '@meydan/shared/util/sanitizer';
import { loadNeighbourOutlines, loadProvinceOutlines } from '@meydan/quakes/map-data';
import type { QuakeSummary } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

const WIDTH = 1200;
const HEIGHT = 630;
/** The map panel: lon 25.5–45, lat 35.5–42.5 (Türkiye with a margin), right half of the card. */
const MAP = { x: 620, y: 200, width: 540, height: 300, west: 25.5, east: 45, south: 35.5, north: 42.5 };
const LOCALES: Record<Edition, string> = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' };
const WORDS: Record<Edition, { title: string; depth: string; time: string; sources: string; none: string }> = {
  tr: { title: 'Deprem', depth: 'Derinlik', time: 'TSİ', sources: 'Kaynaklar', none: 'Büyüklük hesaplanmadı' },
  en: { title: 'Earthquake', depth: 'Depth', time: 'Turkey time', sources: 'Sources', none: 'No magnitude computed' },
  ru: { title: 'Землетрясение', depth: 'Глубина', time: 'время Турции', sources: 'Источники', none: 'Магнитуда не рассчитана' },
};
const SOURCE_LABELS: Record<string, string> = { afad: 'AFAD', koeri: 'Kandilli', usgs: 'USGS' };
/**
 * The pages' magnitude classes (magnitudeClass in @meydan/quakes/ui, colours in
 * apps/shell/src/styles/quakes-ui.css): fill and ink per class, so the card matches the page.
 */
const NO_MAGNITUDE = { fill: '#d0d0d4', ink: '#1d1d1f' };
const CLASSES: ReadonlyArray<{ below: number; fill: string; ink: string }> = [
  { below: 2, fill: '#fff3b0', ink: '#1d1d1f' },
  { below: 3, fill: '#fed976', ink: '#1d1d1f' },
  { below: 4, fill: '#fd8d3c', ink: '#1d1d1f' },
  { below: 5, fill: '#d7301f', ink: '#ffffff' },
  { below: 6, fill: '#a50f15', ink: '#ffffff' },
  { below: Infinity, fill: '#5c0a2e', ink: '#ffffff' },
];

type Ring = ReadonlyArray<readonly [number, number]>;
type Geometry = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

const project = (longitude: number, latitude: number): [number, number] => [
  MAP.x + ((longitude - MAP.west) / (MAP.east - MAP.west)) * MAP.width,
  MAP.y + ((MAP.north - latitude) / (MAP.north - MAP.south)) * MAP.height,
];

function pathOf(geometry: Geometry): string {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons
    .flatMap((rings) => rings.map((ring) => `M${ring.map(([lon, lat]) => project(lon, lat).map((value) => value.toFixed(1)).join(' ')).join('L')}Z`))
    .join('');
}

let outlinePaths: Promise<{ provinces: string; neighbours: string }> | undefined;

/** The map's land, drawn once per process (the outlines do not change). */
function outlines(): Promise<{ provinces: string; neighbours: string }> {
  outlinePaths ??= Promise.all([loadProvinceOutlines(), loadNeighbourOutlines()]).then(([provinces, neighbours]) => ({
    provinces: provinces.features.map((feature) => pathOf(feature.geometry as Geometry)).join(''),
    neighbours: neighbours.features.map((feature) => pathOf(feature.geometry as Geometry)).join(''),
  }));
  return outlinePaths;
}

/** Cuts a line at a word boundary to fit the card. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export async function quakeCardSvg(quake: QuakeSummary, edition: Edition): Promise<string> {
  const words = WORDS[edition];
  const land = await outlines();
  const magnitude = quake.magnitude;
  const klass = magnitude === null ? NO_MAGNITUDE : (CLASSES.find((candidate) => Math.round(magnitude * 10) / 10 < candidate.below) as (typeof CLASSES)[number]);
  const font = 'font-family="DejaVu Sans, Verdana, sans-serif"';
  // The year only when it is not this one: a shared quake is news, and the line must fit beside the map.
  const thisYear = new Date(quake.time).getUTCFullYear() === new Date().getUTCFullYear();
  const time = new Intl.DateTimeFormat(LOCALES[edition], { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'long', ...(thisYear ? {} : { year: 'numeric' }), hour: '2-digit', minute: '2-digit' }).format(new Date(quake.time));
  const depth = new Intl.NumberFormat(LOCALES[edition], { maximumFractionDigits: 1 }).format(quake.depthKm);
  // One line per source's magnitude (three at most: the card's left column), else the sources.
  const magnitudeLines = quake.magnitudes.slice(0, 3).map((value) => `${value.type} ${value.value.toFixed(1)} · ${SOURCE_LABELS[value.source] ?? value.source}`);
  const detailLines = magnitudeLines.length ? magnitudeLines : [words.none, `${words.sources}: ${quake.sources.map((source) => SOURCE_LABELS[source] ?? source).join(', ')}`];
  const place = fit(quake.province && !quake.location.includes(quake.province.name) ? `${quake.location} (${quake.province.name})` : quake.location, 36);
  const [x, y] = project(Math.min(MAP.east, Math.max(MAP.west, quake.longitude)), Math.min(MAP.north, Math.max(MAP.south, quake.latitude)));
  const inside = quake.longitude >= MAP.west && quake.longitude <= MAP.east && quake.latitude >= MAP.south && quake.latitude <= MAP.north;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f7f5f2"/>` +
    `<rect x="${MAP.x}" y="${MAP.y}" width="${MAP.width}" height="${MAP.height}" rx="18" fill="#dde7ee"/>` +
    `<clipPath id="m"><rect x="${MAP.x}" y="${MAP.y}" width="${MAP.width}" height="${MAP.height}" rx="18"/></clipPath>` +
    `<g clip-path="url(#m)"><path d="${land.neighbours}" fill="#efece7" stroke="#c9c4bd" stroke-width="1"/><path d="${land.provinces}" fill="#ffffff" stroke="#b9b3ab" stroke-width="0.8"/>` +
    (inside ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="34" fill="${klass.fill}" fill-opacity="0.35"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="13" fill="${klass.fill}" stroke="#1d1d1f" stroke-width="3"/>` : '') +
    `</g>` +
    `<rect x="40" y="40" width="170" height="170" rx="28" fill="${klass.fill}"/>` +
    `<text x="125" y="152" ${font} font-size="78" font-weight="bold" fill="${klass.ink}" text-anchor="middle">${magnitude === null ? '–' : escapeHtml(magnitude.toFixed(1))}</text>` +
    `<text x="240" y="100" ${font} font-size="34" fill="#4a4a50">${escapeHtml(words.title)}</text>` +
    `<text x="240" y="160" ${font} font-size="46" font-weight="bold" fill="#1d1d1f">${escapeHtml(place)}</text>` +
    `<text x="40" y="280" ${font} font-size="30" fill="#1d1d1f">${escapeHtml(`${time} (${words.time})`)}</text>` +
    `<text x="40" y="340" ${font} font-size="32" fill="#1d1d1f">${escapeHtml(`${words.depth}: ${depth} km`)}</text>` +
    detailLines.map((line, index) => `<text x="40" y="${420 + index * 42}" ${font} font-size="28" fill="#4a4a50">${escapeHtml(fit(line, 34))}</text>`).join('') +
    `<rect y="560" width="${WIDTH}" height="70" fill="#e30613"/>` +
    `<text x="40" y="607" ${font} font-size="34" font-weight="bold" fill="#ffffff">Meydan</text>` +
    `</svg>`
  );
}

export async function quakeCardPng(quake: QuakeSummary, edition: Edition): Promise<Buffer> {
  return sharp(Buffer.from(await quakeCardSvg(quake, edition))).png({ compressionLevel: 9 }).toBuffer();
}
