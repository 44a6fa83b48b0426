/**
 * The astrology API lives beside the platform API (ARCHITECTURE §1: `/api/astro`, not under
 * `/api/v3.5`). Every client is based at `/api/v3.5`, so an astrology path is written relative to
 * that base: `../astro/…` resolves to `/api/astro/…` as any URL resolver does.
 */
export const ASTRO_API_PREFIX = '/api/astro';

export function astroPath(path: string): string {
  return `../astro${path.startsWith('/') ? path : `/${path}`}`;
}
