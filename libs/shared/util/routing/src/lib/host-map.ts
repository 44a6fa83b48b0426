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
