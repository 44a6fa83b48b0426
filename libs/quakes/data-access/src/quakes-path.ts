/**
 * The earthquakes API lives beside the platform API (`/api/quakes`, not under `/api/v3.5`). Every
 * client is based at `/api/v3.5`, so a quakes path is written relative to that base: `../quakes/…`
 * resolves to `/api/quakes/…` as any URL resolver does (the astrology API does the same).
 */
export const QUAKES_API_PREFIX = '/api/quakes';

export function quakesPath(path: string): string {
  return `../quakes${path.startsWith('/') ? path : `/${path}`}`;
}
