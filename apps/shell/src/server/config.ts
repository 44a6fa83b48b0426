import { readFileSync } from 'node:fs';
import { DEFAULT_HOST_MAP, parseEditionOrigins, parseHostMap, parseTrustProxy, type Edition, type HostMap, type TrustProxy } from '@meydan/shared/util/routing';
import { REMOTE_NAMES, type RemoteName } from '@meydan/shared/util/remote-kit';
import { CAPTCHA_PROVIDERS, type CaptchaProvider, isCaptchaProvider } from '@meydan/shared/contracts';
import { firebaseConnectSources } from './csp';

/** Where a remote's two bundles live. `browser` may be relative to the page's origin. */
export interface RemoteEndpoints {
  browser: string;
  server: string;
}
export type RemoteManifest = Record<RemoteName, RemoteEndpoints>;

export interface WebConfig {
  port: number;
  host: string;
  hostMap: HostMap;
  /** Public origin per edition, for canonical and Open Graph URLs. */
  origins: Record<Edition, string>;
  remotes: RemoteManifest;
  /** Origins the SSR server may load remote code from (derived from the manifest). */
  trustedRemoteOrigins: string[];
  /** Base URL the SSR server calls the product API with. */
  apiUrl: string;
  /** All-in-one mode: also serve the API and every remote's static bundles from this process. */
  allInOne: boolean;
  /** How often (ms) the SSR server revalidates remote server entries to pick up redeploys; 0 = never. */
  remoteRefreshMs: number;
  /** REMOTE_LOAD_TIMEOUT_MS: how long a render waits for a remote's code before it answers 503 (the load goes on). */
  remoteLoadTimeoutMs: number;
  /** Directory holding dist/apps (all-in-one static remotes, shell browser assets). */
  distDir: string;
  production: boolean;
  /** MEDIA_BASE_URL, as the API writes it into image URLs: a CDN origin joins the page CSP's img-src. */
  mediaBaseUrl: string;
  /** QUAKES_MAP_TILES, as the API reads it: the tile server joins the page CSP's img-src. */
  mapTiles?: string;
  /**
   * AD_SERVER_URL: the ad server pages ask for creatives (issue 19; the protocol of
   * @meydan/shared/contracts ads.ts). Unset: no ad slot anywhere. `npm start` and e2e point it at
   * the local stand-in. Its origin joins the page CSP's frame-src and connect-src.
   */
  adServer?: string;
  /** FIREBASE_WEB_CONFIG (+ FIREBASE_AUTH_EMULATOR_HOST), as the API reads them: the Firebase SDK's APIs join connect-src. */
  firebaseOrigins: string[];
  /** CAPTCHA_PROVIDER, as the API reads it: the registration widget's origins join the page CSP. */
  captchaProvider?: CaptchaProvider;
  /** PAGE_CACHE_TTL_MS: how long an anonymous page is micro-cached (ms); 0 turns the cache off. */
  pageCacheTtlMs: number;
  /** REDIS_URL: the page micro-cache is shared by every replica there (else it is per process). */
  redisUrl?: string;
  /**
   * TRUST_PROXY, read like the API reads it: the proxies in front of this tier whose
   * X-Forwarded-For names the reader. In all-in-one mode the API's routes run on this server and
   * see the address it decides; otherwise the /api proxy passes that address on.
   */
  trustProxy: TrustProxy;
}

/**
 * Default wait of a server render for a remote's code: a cold server on a busy machine takes
 * seconds to load a remote the first time, and a 503 then is worse than a slow first page.
 */
export const DEFAULT_SERVER_REMOTE_LOAD_TIMEOUT_MS = 10_000;

function positiveMs(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, not "${value}"`);
  return ms;
}

/** Default micro-cache life of an anonymous page: long enough to absorb a burst, short enough that nobody waits for news. */
export const DEFAULT_PAGE_CACHE_TTL_MS = 5000;

/**
 * Reads the web server configuration from the environment. Every value has a development default
 * so `npm start` needs none; production sets the host map, origins and remote manifest.
 */
export function readWebConfig(env: NodeJS.ProcessEnv = process.env, distDir = 'dist/apps'): WebConfig {
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a positive integer, got ${env['PORT']}`);
  const hostMap = env['HOST_MAP'] ? parseHostMap(env['HOST_MAP']) : DEFAULT_HOST_MAP;
  const self = `http://127.0.0.1:${port}`;
  const remotes = readRemoteManifest(env, self);
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    hostMap,
    origins: parseEditionOrigins(env['EDITION_ORIGINS'], port),
    remotes,
    trustedRemoteOrigins: trustedOrigins(remotes, self),
    apiUrl: env['API_URL'] ?? `${self}/api/v3.5`,
    allInOne: env['ALL_IN_ONE'] !== '0',
    remoteRefreshMs: Number(env['REMOTE_REFRESH_MS'] ?? 5000),
    remoteLoadTimeoutMs: positiveMs(env['REMOTE_LOAD_TIMEOUT_MS'], DEFAULT_SERVER_REMOTE_LOAD_TIMEOUT_MS, 'REMOTE_LOAD_TIMEOUT_MS'),
    distDir: env['DIST_DIR'] ?? distDir,
    production: env['NODE_ENV'] === 'production',
    mediaBaseUrl: env['MEDIA_BASE_URL'] || '/media',
    mapTiles: env['QUAKES_MAP_TILES'] || undefined,
    adServer: adServerUrl(env['AD_SERVER_URL']),
    firebaseOrigins: firebaseConnectSources(env),
    captchaProvider: captchaProvider(env['CAPTCHA_PROVIDER']),
    pageCacheTtlMs: pageCacheTtl(env['PAGE_CACHE_TTL_MS']),
    redisUrl: env['REDIS_URL'] || undefined,
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
  };
}

function pageCacheTtl(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PAGE_CACHE_TTL_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`PAGE_CACHE_TTL_MS must be a whole number of milliseconds (0 = off), not "${value}"`);
  return ms;
}

/** The API refuses to start on an unknown provider; so does the web tier, rather than block its widget. */
function captchaProvider(value: string | undefined): CaptchaProvider | undefined {
  const name = value?.trim();
  if (!name) return undefined;
  if (!isCaptchaProvider(name)) throw new Error(`CAPTCHA_PROVIDER must be one of ${CAPTCHA_PROVIDERS.join(', ')} (or unset), not "${value}"`);
  return name;
}

/**
 * The manifest comes from REMOTES_MANIFEST (JSON) or REMOTES_MANIFEST_FILE; remotes missing from
 * it default to this process's own /_mf/<remote>/ folders (all-in-one mode).
 */
export function readRemoteManifest(env: NodeJS.ProcessEnv, self: string): RemoteManifest {
  const raw = env['REMOTES_MANIFEST'] ?? (env['REMOTES_MANIFEST_FILE'] ? readFileSync(env['REMOTES_MANIFEST_FILE'], 'utf8') : '{}');
  const given = JSON.parse(raw) as Partial<Record<string, Partial<RemoteEndpoints>>>;
  const unknown = Object.keys(given).filter((name) => !REMOTE_NAMES.includes(name as RemoteName));
  if (unknown.length) throw new Error(`Unknown remotes in the manifest: ${unknown.join(', ')}`);
  const manifest = {} as RemoteManifest;
  for (const name of REMOTE_NAMES) {
    manifest[name] = {
      browser: given[name]?.browser ?? `/_mf/${name}/browser/remoteEntry.js`,
      server: given[name]?.server ?? `${self}/_mf/${name}/server/remoteEntry.js`,
    };
  }
  return manifest;
}

function trustedOrigins(manifest: RemoteManifest, self: string): string[] {
  const origins = new Set<string>([new URL(self).origin]);
  for (const { server } of Object.values(manifest)) origins.add(new URL(server).origin);
  return [...origins];
}

/** AD_SERVER_URL without a trailing slash; an address that is not http(s) is refused at start. */
export function adServerUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`AD_SERVER_URL is not a URL: ${trimmed}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`AD_SERVER_URL must be http(s): ${trimmed}`);
  return url.href.replace(/\/+$/, '');
}
