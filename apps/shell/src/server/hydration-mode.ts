import type { HydrationMode } from '../client/boot-handoff';
import type { ResolvedView } from '../app/routing/route-outlet';
import { LOGIN_QUERY_PARAM } from '../app/auth/login-query';

/**
 * Owners whose pages are read rather than used: the server HTML is the whole page, so they load
 * the app on the reader's first intent (issue 14). Members' areas (social, messaging) and the
 * shell's own tools are used from the first second and load it at once.
 */
const READ_ON_INTENT = new Set<ResolvedView['owner']>(['content', 'games', 'astrology', 'quakes']);

/**
 * Reader routes that need the app at once: content fetched in the browser only (for-you, and the
 * cookie policy's preferences, whose "choice in force, recorded on <date>" is this browser's own
 * record), a search box to type in.
 */
const NEEDS_APP_AT_ONCE = new Set(['content.for-you', 'content.cookie-policy', 'content.search', 'content.search.content', 'content.search.tag']);

/** Whether the address asks the page to act by itself: `?login=1` opens the sign-in dialog. */
export function queryNeedsApp(search: string): boolean {
  return new URLSearchParams(search).has(LOGIN_QUERY_PARAM);
}

/**
 * How a page asks for its app: `eager` for a signed-in member (their header, counts and
 * realtime need it), for a page whose remote failed on the server (the browser retries it), for
 * members' areas and for pages fetched in the browser; `intent` for everything a reader reads.
 */
export function hydrationMode(view: Pick<ResolvedView, 'owner' | 'routeId'> & { failed: boolean; needsApp?: boolean }, hasSession: boolean): HydrationMode {
  // needsApp: the page acts by itself (a countdown to another site); unknown paths (owner null)
  // show the 404 page, whose countdown goes home.
  if (hasSession || view.failed || view.needsApp || !READ_ON_INTENT.has(view.owner)) return 'eager';
  return view.routeId && NEEDS_APP_AT_ONCE.has(view.routeId) ? 'eager' : 'intent';
}
