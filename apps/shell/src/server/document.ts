import { rssPath } from '@meydan/shared/util/routing';
import { type HeadData, robotsContent } from '@meydan/shared/util/remote-kit';
import { escapeHtml } from '@meydan/shared/util/sanitizer';
import type { HydrationMode } from '../client/boot-handoff';
import { THEME_COLORS, WEB_MANIFEST_PATH } from './web-manifest';

export interface DocumentParts {
  lang: string;
  head: HeadData;
  nonce: string;
  /** Critical CSS inlined in the head (first paint without any request); the rest is `stylesheets`. */
  inlineStyles?: string;
  stylesheets: string[];
  /** Scripts the page will run at once (eager mode): fetched while the HTML is still arriving. */
  preloadScripts?: string[];
  /** Serialized bootstrap data (already script-safe). */
  bootJson: string;
  /** The games area's device mode (SPEC §2.10), as `<html data-device>`; the client keeps it current. */
  device?: 'mobile' | 'tablet' | 'desktop';
  /**
   * The reader's chosen colour theme (issue 20), as `<html data-theme>` with the matching
   * `color-scheme`; absent, the stylesheet follows prefers-color-scheme.
   */
  theme?: 'light' | 'dark';
}

/** JSON inside <script> must not be able to close the tag or open a comment. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function scriptSafeJson(value: unknown): string {
  // One pass over the page's state (tens of kilobytes on a home page), not one per character.
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character] as string);
}

export function renderHead(head: HeadData): string {
  const parts = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) parts.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  const robots = robotsContent(head);
  if (robots) parts.push(`<meta name="robots" content="${robots}">`);
  if (head.canonical) parts.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  // data-head marks the links applyHead replaces after a client-side navigation.
  for (const link of head.links ?? []) {
    const hreflang = link.hreflang ? ` hreflang="${escapeHtml(link.hreflang)}"` : '';
    parts.push(`<link rel="${escapeHtml(link.rel)}"${hreflang} href="${escapeHtml(link.href)}" data-head>`);
  }
  for (const [property, content] of Object.entries(head.og ?? {})) {
    // Twitter reads name=, Open Graph property= (both arrive in `og`).
    const attribute = property.startsWith('twitter:') ? 'name' : 'property';
    parts.push(`<meta ${attribute}="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  // Feed autodiscovery on every page: readers and crawlers find the edition's RSS.
  parts.push(`<link rel="alternate" type="application/rss+xml" title="Meydan RSS" href="${rssPath()}">`);
  return parts.join('');
}

/**
 * The installable site's part of every head (issue 20): the edition's manifest and the theme
 * colour of each colour scheme (a manifest holds only the light one). The browser takes the first
 * theme-color whose media matches, so the dark one comes first and the light one, without media,
 * is everyone else's. No apple-touch-icon link: iOS asks for /apple-touch-icon.png by itself (the
 * bytes of every page's head count against its budget).
 */
/**
 * The manifest, the icon and the browser bar's colour: the reader's chosen theme's, or one for
 * each system scheme when none is chosen (the dark one first: the first matching meta wins).
 */
function installableHead(theme: 'light' | 'dark' | undefined): string {
  const themeColors = theme
    ? `<meta name="theme-color" content="${THEME_COLORS[theme]}">`
    : `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)"><meta name="theme-color" content="${THEME_COLORS.light}">`;
  return themeColors + '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' + `<link rel="manifest" href="${WEB_MANIFEST_PATH}">`;
}

/** Everything up to the React root; the stream goes in between, then `documentTail`. */
export function documentHead({ lang, head, nonce, inlineStyles, stylesheets, preloadScripts = [], bootJson, device, theme }: DocumentParts): string {
  const jsonLd = (head.jsonLd ?? [])
    .map((data) => `<script type="application/ld+json" nonce="${nonce}" data-head>${scriptSafeJson(data)}</script>`)
    .join('');
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"${device ? ` data-device="${device}"` : ''}${theme ? ` data-theme="${theme}"` : ''}><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    // Before any style: the browser's own canvas, scrollbars and form controls in the page's scheme.
    `<meta name="color-scheme" content="${theme ?? 'light dark'}">` +
    installableHead(theme) +
    renderHead(head) +
    (inlineStyles ? `<style>${inlineStyles}</style>` : '') +
    stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('') +
    preloadScripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`).join('') +
    jsonLd +
    `<script id="__MEYDAN__" type="application/json" nonce="${nonce}">${bootJson}</script>` +
    '</head><body><div id="root">'
  );
}

export interface DocumentScripts {
  nonce: string;
  /** The boot loader's source (inlined: it is the only script a reader's first load runs). */
  loader: string;
  /** The app's entry scripts, which the loader adds (at once in eager mode). */
  app: string[];
  mode: HydrationMode;
  /** Legacy id of the article whose first read the loader reports. */
  readItem?: number;
  /** When the page was rendered (epoch ms): the loader rewrites only relative times that have aged since. */
  renderedAt?: number;
  /** The ads script and the ad server, when the page has ad slots: the loader adds the script once advertising is allowed. */
  ads?: { script: string; server: string; idleTimeoutMs: number };
  /** The reading tracker's script, which the loader adds with analytics consent. */
  tracker?: { src: string; checkStatus: boolean };
}

/** The end of the document after the React root: the boot loader, which adds the app when it is wanted. */
export function documentTail({ nonce, loader, app, mode, readItem, renderedAt, ads, tracker }: DocumentScripts): string {
  const read = readItem === undefined ? '' : ` data-read="${readItem}"`;
  const renderTime = renderedAt === undefined ? '' : ` data-now="${renderedAt}"`;
  const adScript = ads ? ` data-ads="${escapeHtml(ads.script)}" data-ad-server="${escapeHtml(ads.server)}" data-ad-idle="${ads.idleTimeoutMs}"` : '';
  const tracking = tracker ? ` data-tracker="${escapeHtml(tracker.src)}"${tracker.checkStatus ? ' data-tracker-status="check"' : ''}` : '';
  return `</div><script nonce="${nonce}" data-app="${escapeHtml(app.join(' '))}" data-mode="${mode}"${read}${renderTime}${adScript}${tracking}>${loader}</script></body></html>`;
}

/** Inline code must not be able to end its own <script> or <style> element early. */
export function assertInlineSafe(name: string, source: string, tag: 'script' | 'style'): string {
  if (new RegExp(`</${tag}`, 'i').test(source)) throw new Error(`${name} cannot be inlined: it contains </${tag}`);
  return source;
}
