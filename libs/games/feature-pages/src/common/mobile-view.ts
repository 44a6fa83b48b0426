/**
 * SPEC §2.6 Mobile group: the native apps' web views (`/mobile/…`). The same pages, rendered
 * without the site's chrome (the shell's chrome-less layout), linking to each other's mobile
 * paths, and kept out of search indexes (SPEC §2.9 hides /mobile/).
 */
export function isMobileView(routeId: string): boolean {
  return routeId.startsWith('games.mobile.');
}
