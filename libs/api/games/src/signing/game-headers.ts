import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * SPEC §7 game headers (issue 16 item 5): a request made for a member carries
 * `games-app-organization`, `games-app-user-token` (the member's access token),
 * `games-app-ts` (unix seconds), `games-app-hv` (`v1`) and `games-app-h`, the HMAC-SHA256 (hex) of
 * `organization \n token \n ts \n hv` under the organization's key. Meydan's own browser signs with
 * a key the server derives from the member's session (handed over at `GET /signing-key`, never in
 * a bundle); a partner organization calling server to server signs with its own secret
 * (GAMES_PARTNER_KEYS, several at once so keys can rotate). A speed bump, not the ranking's
 * security (that is the server-side checking of every attempt).
 */
export const GAME_HEADERS = {
  organization: 'games-app-organization',
  userToken: 'games-app-user-token',
  signature: 'games-app-h',
  version: 'games-app-hv',
  timestamp: 'games-app-ts',
} as const;
export const GAME_HEADERS_VERSION = 'v1';
export const OWN_ORGANIZATION = 'meydan';
/** How far a timestamp may be from the server's clock. */
export const SIGNATURE_WINDOW_SECONDS = 300;

export interface SignedHeaders {
  organization: string;
  userToken: string;
  timestamp: string;
  version: string;
  signature: string;
}

export function signatureMessage(headers: Omit<SignedHeaders, 'signature'>): string {
  return `${headers.organization}\n${headers.userToken}\n${headers.timestamp}\n${headers.version}`;
}

export function signHeaders(key: Uint8Array | string, headers: Omit<SignedHeaders, 'signature'>): string {
  return createHmac('sha256', key).update(signatureMessage(headers)).digest('hex');
}

/** The key Meydan's browser signs with for one session: derived, so nothing is stored. */
export function sessionSigningKey(secret: string, sessionId: string): Buffer {
  return createHmac('sha256', secret).update(`meydan/games-signing/${sessionId}`).digest();
}

/** Constant-time equality of two hex signatures (false for any other shape). */
export function sameSignature(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** `GAMES_PARTNER_KEYS`: `{"partner": ["current secret", "previous secret"]}`. */
export function parsePartnerKeys(json: string | undefined): ReadonlyMap<string, readonly string[]> {
  if (!json || json.trim() === '') return new Map();
  const parsed = JSON.parse(json) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('GAMES_PARTNER_KEYS must be a JSON object of organization → secrets');
  const keys = new Map<string, string[]>();
  for (const [organization, secrets] of Object.entries(parsed)) {
    const list = Array.isArray(secrets) ? secrets : [secrets];
    if (organization === OWN_ORGANIZATION || list.some((secret) => typeof secret !== 'string' || secret.length < 32)) {
      throw new Error(`GAMES_PARTNER_KEYS: ${organization} needs secrets of at least 32 characters (and cannot be "${OWN_ORGANIZATION}")`);
    }
    keys.set(organization, list as string[]);
  }
  return keys;
}
