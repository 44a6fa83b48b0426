/** Ports and origins of the e2e platform; override with E2E_PORT / E2E_REMOTE_PORT when busy. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3100);
/** The quakes remote is served from its own switchable origin to test remote outages. */
export const E2E_REMOTE_PORT = Number(process.env['E2E_REMOTE_PORT'] ?? 3199);

export type EditionName = 'tr' | 'en' | 'ru';
const HOSTS: Record<EditionName, string> = { tr: 'localhost', en: 'en.localhost', ru: 'ru.localhost' };

export function e2eOrigin(edition: EditionName): string {
  return `http://${HOSTS[edition]}:${E2E_PORT}`;
}

/** Node cannot resolve *.localhost: API-level checks call 127.0.0.1 with the edition's Host. */
export function hostHeader(edition: EditionName): Record<string, string> {
  return { Host: `${HOSTS[edition]}:${E2E_PORT}` };
}

export const SERVER = `http://127.0.0.1:${E2E_PORT}`;
export const REMOTE_SWITCH = `http://127.0.0.1:${E2E_REMOTE_PORT}/__switch`;
/** The quake feeds' stand-ins (AFAD, KOERI, USGS and their /control endpoints), below the identity ones. */
export const QUAKE_STAND_INS = `http://127.0.0.1:${E2E_REMOTE_PORT - 4}`;
/** The ad server's stand-in (@meydan/shared/ads-stand-in), below the quake feeds. */
export const AD_STAND_IN = `http://127.0.0.1:${E2E_REMOTE_PORT - 5}`;
