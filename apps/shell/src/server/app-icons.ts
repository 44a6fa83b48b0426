import type { FastifyInstance } from 'fastify';

/** The brand red of the header's logo mark (shell.css `--red`). */
export const BRAND_RED = '#e30613';

/**
 * The "M" of the header's `.logo-mark` as an outline on a 100-unit square: bold, 46 × 40 units
 * around the centre like the header's glyph (about 40 % of its 32 px box is cap height). A path
 * rather than text, so every machine draws the same pixels whatever fonts it has (librsvg would
 * otherwise pick a system font), and so it sits inside a maskable icon's safe circle (radius 40).
 */
const LETTER_M = 'M27 70V30h11l12 22 12-22h11v40h-9V45l-10 18h-8L36 45v25z';

/**
 * The logo mark as SVG: a red rounded square (the header's 8 px radius on 32 px) with a white M;
 * `fullBleed` fills the whole square, for icons the platform crops itself (maskable, Apple touch).
 */
export function logoMarkSvg({ size, fullBleed = false }: { size?: number; fullBleed?: boolean } = {}): string {
  const dimensions = size ? ` width="${size}" height="${size}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${dimensions} viewBox="0 0 100 100">` +
    `<rect width="100" height="100"${fullBleed ? '' : ' rx="25"'} fill="${BRAND_RED}"/>` +
    `<path d="${LETTER_M}" fill="#fff"/></svg>`
  );
}

export interface AppIcon {
  /** Where the web tier serves it. */
  path: string;
  size: number;
  /** Manifest `purpose`; the Apple touch icon is not listed in the manifest (iOS finds it at the root). */
  purpose: 'any' | 'maskable' | 'apple-touch';
}

/** Where iOS looks for the home-screen icon by itself: pages need not link it. */
export const APPLE_TOUCH_ICON_PATH = '/apple-touch-icon.png';

/**
 * The icons of the installable site: the manifest's 192 and 512 (Chrome's installability needs
 * both), a maskable 512 (Android crops it to its own shape) and the 180 px Apple touch icon.
 */
export const APP_ICONS: readonly AppIcon[] = [
  { path: '/icons/meydan-192.png', size: 192, purpose: 'any' },
  { path: '/icons/meydan-512.png', size: 512, purpose: 'any' },
  { path: '/icons/meydan-maskable-512.png', size: 512, purpose: 'maskable' },
  { path: APPLE_TOUCH_ICON_PATH, size: 180, purpose: 'apple-touch' },
];

/**
 * An icon as PNG, drawn from the SVG mark by sharp (already the platform's raster library),
 * loaded on the first icon request: the page renderer, which imports this module for the head's
 * links, never loads the native module.
 */
export async function renderAppIcon(icon: Pick<AppIcon, 'size' | 'purpose'>): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = logoMarkSvg({ size: icon.size, fullBleed: icon.purpose !== 'any' });
  // Fixed compression settings: the same input gives the same bytes on every run.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, adaptiveFiltering: false, palette: false }).toBuffer();
}

/**
 * `GET /favicon.svg` and the PNG icons. Drawn on first request and kept for the process's life
 * (a few KB each); a day of browser caching, like the favicon, since their names do not change.
 */
export function registerAppIcons(app: FastifyInstance): void {
  app.get('/favicon.svg', async (_req, reply) => reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(logoMarkSvg()));
  app.get('/favicon.ico', async (_req, reply) => reply.redirect('/favicon.svg', 301));
  for (const icon of APP_ICONS) {
    let png: Promise<Buffer> | undefined;
    app.get(icon.path, async (_req, reply) => {
      png ??= renderAppIcon(icon).catch((error: unknown) => {
        png = undefined; // a failed render is tried again on the next request
        throw error;
      });
      return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(await png);
    });
  }
}
