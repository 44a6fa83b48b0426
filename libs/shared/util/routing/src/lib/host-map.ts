import { DEFAULT_EDITION, type Edition, isEdition } from './editions';

export type HostMap = Readonly<Record<string, Edition>>;

export const DEFAULT_HOST_MAP: HostMap = {
  localhost: 'tr',
  'tr.localhost': 'tr',
  '127.0.0.1': 'tr',
  'en.localhost': 'en',
  'ru.localhost': 'ru',
};

/**
 * Parses the production host → edition map from configuration (e.g. an env variable).
 * A bad entry fails loudly at start-up rather than silently serving the wrong language.
 * An empty or missing value yields the local-development map.
 */
export function parseHostMap(json?: string): HostMap {
  if (json === undefined || json.trim() === '') return DEFAULT_HOST_MAP;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(`Host map is not valid JSON: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('Host map must be a JSON object of host → edition');
  }
  const entries: Array<[string, Edition]> = [];
  for (const [host, edition] of Object.entries(parsed)) {
    const normalized = normalizeHost(host);
    if (normalized === '') throw new Error(`Host map entry "${host}" has an empty host name`);
    if (!isEdition(edition)) {
      throw new Error(`Host map entry "${host}": ${JSON.stringify(edition)} is not an edition (tr, en, ru)`);
    }
    entries.push([normalized, edition]);
  }
  return Object.fromEntries(entries);
}

function normalizeHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  // IPv6 literals come bracketed in Host headers: "[::1]:3000".
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end === -1 ? trimmed : trimmed.slice(0, end + 1);
  }
  const colon = trimmed.indexOf(':');
  const withoutPort = colon === -1 ? trimmed : trimmed.slice(0, colon);
  // A fully-qualified "example.com." names the same host as "example.com".
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort;
}

export function editionFromHost(hostHeader: string | undefined, map: HostMap = DEFAULT_HOST_MAP): Edition {
  if (!hostHeader) return DEFAULT_EDITION;
  const host = normalizeHost(hostHeader);
  return Object.hasOwn(map, host) ? map[host] : DEFAULT_EDITION;
}

export type EditionOrigins = Readonly<Record<Edition, string>>;

/** Public origin of each edition on the development host names, for a given web port. */
export function defaultEditionOrigins(port: number | string = 3000): EditionOrigins {
  return { tr: `http://localhost:${port}`, en: `http://en.localhost:${port}`, ru: `http://ru.localhost:${port}` };
}

/**
 * Public origin per edition from configuration (EDITION_ORIGINS, JSON), for canonical URLs,
 * feeds and sitemaps. Editions left out keep their development origin; a trailing slash is
 * dropped; anything that is not an absolute http(s) URL fails at start-up.
 */
export function parseEditionOrigins(json: string | undefined, port: number | string = 3000): EditionOrigins {
  const origins: Record<Edition, string> = { ...defaultEditionOrigins(port) };
  if (json === undefined || json.trim() === '') return origins;
  const parsed = JSON.parse(json) as Record<string, unknown>;
  for (const [edition, origin] of Object.entries(parsed)) {
    if (!isEdition(edition)) throw new Error(`EDITION_ORIGINS: "${edition}" is not an edition (tr, en, ru)`);
    if (typeof origin !== 'string' || !/^https?:\/\/[^/]+/.test(origin)) throw new Error(`EDITION_ORIGINS.${edition} must be an http(s) origin`);
    origins[edition] = origin.replace(/\/+$/, '');
  }
  return origins;
}
