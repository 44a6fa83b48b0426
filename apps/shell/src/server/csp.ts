import type { CaptchaProvider } from '@meydan/shared/contracts';

/**
 * The origins a hosted captcha's widget loads from, per directive, as each provider documents
 * them: Turnstile needs its script and frame origin; hCaptcha also styles and calls its API
 * from the page, on subdomains it asks not to pin.
 */
export const CAPTCHA_POLICY_SOURCES: Readonly<Record<CaptchaProvider, Readonly<Record<'script' | 'frame' | 'style' | 'connect', readonly string[]>>>> = {
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], style: [], connect: [] },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
};

/**
 * The Google APIs the Firebase web SDK calls from the page where Firebase is configured: Auth's
 * anonymous sign-in and token refresh, and Messaging's installation and FCM registration.
 */
export const FIREBASE_CONNECT_SOURCES: readonly string[] = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];

/**
 * connect-src for Firebase, read from the same variables as the API: none without
 * FIREBASE_WEB_CONFIG; with it Google's APIs, and the Auth emulator (or the local stand-in) the
 * SDK is pointed at by FIREBASE_AUTH_EMULATOR_HOST.
 */
export function firebaseConnectSources(env: NodeJS.ProcessEnv): string[] {
  if (!env['FIREBASE_WEB_CONFIG']?.trim()) return [];
  const emulator = env['FIREBASE_AUTH_EMULATOR_HOST']?.trim();
  return [...FIREBASE_CONNECT_SOURCES, ...(emulator && /^[A-Za-z0-9.:[\]-]+$/.test(emulator) ? [`http://${emulator}`] : [])];
}

export interface PolicySources {
  /** Origins the remotes' browser bundles are deployed to (they may live on a CDN). */
  remoteOrigins?: readonly string[];
  /** Origins of media (MEDIA_BASE_URL when it is a CDN). */
  mediaOrigins?: readonly string[];
  /** Embeddable widgets may be framed by any site; every other page only by this one. */
  embeddable?: boolean;
  /** CAPTCHA_PROVIDER: the registration form shows this provider's widget, so its origins are allowed. */
  captcha?: CaptchaProvider;
  /**
   * The http(s) origins whose realtime socket (`/ws`) the page may open, as ws(s) sources: the
   * edition's own origin. Never a bare `ws:`/`wss:`, which would let injected code talk to any host.
   */
  socketOrigins?: readonly string[];
  /** QUAKES_MAP_TILES: the tile server the quake map loads its base layer from (img-src). */
  mapTileOrigins?: readonly string[];
  /** The ad server (issue 19): its creatives are frames, its answers fetched. */
  adOrigins?: readonly string[];
  /** Where Firebase is configured (issue 19), the APIs its SDK calls (firebaseConnectSources). */
  firebaseOrigins?: readonly string[];
}

/**
 * The page's Content-Security-Policy. Scripts run only from this origin, from the origins remotes
 * are deployed to (they come from the remote manifest), or inline when `inlineScripts` lists them
 * (the hashes of the server's own inline scripts, see page-seal.ts): no 'unsafe-inline' and no
 * 'unsafe-eval' for scripts. Inline styles stay allowed (React style attributes); they cannot run
 * code. Forms post only to this site. A configured hosted captcha adds its provider's origins,
 * and only that provider's (its widget is a frame: frame-src).
 */
export function contentSecurityPolicy(
  inlineScripts: readonly string[],
  { remoteOrigins = [], mediaOrigins = [], embeddable = false, captcha, socketOrigins = [], mapTileOrigins = [], adOrigins = [], firebaseOrigins = [] }: PolicySources = {},
): string {
  const list = (sources: readonly string[]) => (sources.length ? ` ${sources.join(' ')}` : '');
  const remotes = list(remoteOrigins);
  const media = list(mediaOrigins);
  const widget = captcha ? CAPTCHA_POLICY_SOURCES[captcha] : undefined;
  return [
    "default-src 'self'",
    `script-src 'self'${list(inlineScripts)}${remotes}${list(widget?.script ?? [])}`,
    `style-src 'self' 'unsafe-inline'${remotes}${list(widget?.style ?? [])}`,
    `img-src 'self' data: blob:${media}${list(mapTileOrigins)}`,
    `media-src 'self' blob:${media}`,
    // The edition's web app manifest (issue 20), said outright rather than left to default-src.
    "manifest-src 'self'",
    `connect-src 'self'${list(webSocketSources(socketOrigins))}${remotes}${list(widget?.connect ?? [])}${list(adOrigins)}${list(firebaseOrigins)}`,
    // Without a captcha or ads, frames fall back to default-src 'self'.
    ...(widget || adOrigins.length ? [`frame-src 'self'${list(widget?.frame ?? [])}${list(adOrigins)}`] : []),
    `frame-ancestors ${embeddable ? '*' : "'self'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The origin of a tile URL template for img-src: `https://{s}.tile.example/{z}/{x}/{y}.png` →
 * `https://*.tile.example` (Leaflet's `{s}` picks a subdomain). None for an empty or odd template.
 */
export function mapTileOriginsOf(template: string | undefined): string[] {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template?.trim() ?? '');
  if (!match) return [];
  const host = (match[2] as string).replace('{s}', '*');
  return /^[A-Za-z0-9.*:-]+$/.test(host) ? [`${match[1]}://${host}`] : [];
}

/** Distinct origins of the absolute URLs among `urls`; relative ones are same-origin already. */
export function remoteOriginsOf(urls: readonly (string | undefined)[]): string[] {
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url)).map((url) => new URL(url).origin))];
}

/** `http://host:port` → `ws://host:port`, `https://host` → `wss://host`: CSP Level 2 browsers do not let 'self' or an http source cover sockets. */
export function webSocketSources(origins: readonly string[]): string[] {
  return [...new Set(origins.map((origin) => new URL(origin)).map((url) => `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`))];
}
