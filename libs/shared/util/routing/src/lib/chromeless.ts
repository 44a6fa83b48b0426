/**
 * SPEC §2.6 Mobile and Embed groups: pages shown inside the native apps' web views (`/mobile/…`)
 * and inside other sites' pages (`/embed/…`). They render without the site's header, footer and
 * prompts: the app or the host page around them is the chrome.
 */
const CHROMELESS_PREFIXES = ['/mobile/', '/embed/'] as const;

export function isChromelessPath(pathname: string): boolean {
  return CHROMELESS_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
