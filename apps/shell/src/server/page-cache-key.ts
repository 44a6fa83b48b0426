import type { IncomingHttpHeaders } from 'node:http';
import { type ConsentState, consentFromCookies, hasNoAdsHint, parseCookies, type Theme, themeFromCookies } from '@meydan/shared/util/cookies';
import { deviceModeFromUserAgent } from '@meydan/shared/util/device';
import { type Edition, editionFromHost, type HostMap } from '@meydan/shared/util/routing';
import { HANDOFF_AUTH_HEADER, HANDOFF_REFRESH_HEADER, hasSessionCookie } from './sign-in-handoff';

export interface PageAddress {
  edition: Edition;
  /** Path and query, normalized as the renderer sees them. */
  path: string;
  pathname: string;
  hasSession: boolean;
  /** The reader's current cookie choice; null shows the banner. */
  consent: ConsentState | null;
  /** A premium member's hint cookie: the page renders no ad slot (issue 19). */
  noAds: boolean;
  /** The reader's colour theme from the `theme` cookie (issue 20); null follows the system setting. */
  theme: Theme | null;
  /** The micro-cache key, or undefined when the request must be rendered for itself. */
  key?: string;
}

/**
 * Where a page request points and its micro-cache key. Only anonymous reads are shared: no
 * session cookie, no native-app session handoff (which may redirect), GET or HEAD. The key is
 * edition, device class and path with query; the device class is the one the server guesses from
 * the user agent (libs/shared/util/device), because it may shape the markup, the cookie choice's
 * purposes (the banner shows until there is one; the ad slots depend on it), never its record id,
 * and the colour theme (`<html data-theme>`: a dark page must never reach a light reader).
 */
export function pageAddress(req: { method?: string; url?: string; headers: IncomingHttpHeaders }, hostMap: HostMap): PageAddress {
  const edition = editionFromHost(req.headers.host, hostMap);
  // A fixed base: only the path and query matter, normalized as the renderer's URL would.
  const url = new URL(req.url ?? '/', 'http://page.invalid');
  const path = url.pathname + url.search;
  const hasSession = hasSessionCookie(req.headers.cookie);
  const handoff = req.headers[HANDOFF_AUTH_HEADER] !== undefined || req.headers[HANDOFF_REFRESH_HEADER] !== undefined;
  const read = req.method === 'GET' || req.method === 'HEAD';
  const cookies = parseCookies(req.headers.cookie);
  const consent = consentFromCookies(cookies);
  // Believed only beside a session cookie, so such a page is never shared (the key below is moot then).
  const noAds = hasNoAdsHint(cookies);
  const theme = themeFromCookies(cookies);
  const choice = (consent ? consent.purposes.join('+') || '-' : '?') + (noAds ? ':noads' : '');
  const key = hasSession || handoff || !read ? undefined : `${edition}:${deviceModeFromUserAgent(req.headers['user-agent'])}:${choice}:${theme ?? 'system'}:${path}`;
  return { edition, path, pathname: url.pathname, hasSession, consent, noAds, theme, key };
}
