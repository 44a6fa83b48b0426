import { parse, type SerializeOptions, serialize } from 'cookie';

export type CookieOptions = SerializeOptions;
/** What a script may set: `httpOnly` cookies can only come from the server. */
export type BrowserCookieOptions = Omit<SerializeOptions, 'httpOnly'>;

const DEFAULTS: SerializeOptions = { path: '/', sameSite: 'lax' };

/** Cookie header → name/value map; undecodable values stay as sent, empty headers give {}. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  if (!header) return {};
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(parse(header))) {
    if (value !== undefined) result[name] = value;
  }
  return result;
}

/** A `Set-Cookie` value; path `/` and SameSite=Lax unless told otherwise. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return serialize(name, value, { ...DEFAULTS, ...options });
}

function hasDocument(): boolean {
  return typeof document !== 'undefined' && typeof document.cookie === 'string';
}

/** Browser only; undefined on the server or when the cookie is absent. */
export function getCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  return parseCookies(document.cookie)[name];
}

export function getAllCookies(): Record<string, string> {
  return hasDocument() ? parseCookies(document.cookie) : {};
}

/** Browser only; a no-op on the server. */
export function setCookie(name: string, value: string, options: BrowserCookieOptions = {}): void {
  if (!hasDocument()) return;
  const { httpOnly: _ignored, ...safe } = options as SerializeOptions;
  document.cookie = serializeCookie(name, value, safe);
}

/** Path and domain must match the ones the cookie was set with, or the browser keeps it. */
export function removeCookie(name: string, options: Pick<BrowserCookieOptions, 'path' | 'domain'> = {}): void {
  setCookie(name, '', { ...options, maxAge: 0, expires: new Date(0) });
}

/** SPEC §4 start-up rule: removes every script-visible cookie not named in `keep`. */
export function clearCookiesExcept(keep: readonly string[]): void {
  for (const name of Object.keys(getAllCookies())) {
    if (!keep.includes(name)) removeCookie(name);
  }
}
