/**
 * Pages are rendered anonymous even for members: member-specific HTML would make every page
 * per-reader and uncacheable, and the browser loads the member after hydration (bootstrapAuth)
 * with the token only it holds. A request with a session cookie still gets a private, unstored
 * answer, because its boot data says a session exists and a shared cache must not hand that (or
 * a later member-aware render) to someone else.
 */
export function pageCacheControl(status: number, hasSession: boolean): string {
  if (hasSession) return 'private, no-store';
  return status >= 400 && status < 500 ? 'public, max-age=30' : 'no-cache';
}

/** A page showing personal data from its own address (a birth chart): no cache anywhere keeps it. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store';
