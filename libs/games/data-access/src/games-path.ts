/**
 * The games API lives beside the platform API (ARCHITECTURE §1: `/api/games/v1`, not under
 * `/api/v3.5`). Every client (the browser's axios, the SSR's axios over HTTP, the all-in-one
 * in-process client) is based at `/api/v3.5`, so a games path is written relative to that base:
 * `../games/v1/…` resolves to `/api/games/v1/…` as any URL resolver does.
 */
export const GAMES_API_PREFIX = '/api/games/v1';

export function gamesPath(path: string): string {
  return `../games/v1${path.startsWith('/') ? path : `/${path}`}`;
}
