import { rssPath } from '@meydan/shared/util/routing';
import { type HeadData, robotsContent } from '@meydan/shared/util/remote-kit';
import { escapeHtml } from '@meydan/shared/util/sanitizer';
import type { HydrationMode } from '../client/boot-handoff';

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

/** Everything up to the React root; the stream goes in between, then `documentTail`. */
export function documentHead({ lang, head, nonce, inlineStyles, stylesheets, preloadScripts = [], bootJson, device }: DocumentParts): string {
  const jsonLd = (head.jsonLd ?? [])
    .map((data) => `<script type="application/ld+json" nonce="${nonce}" data-head>${scriptSafeJson(data)}</script>`)
    .join('');
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"${device ? ` data-device="${device}"` : ''}><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="theme-color" content="#e30613">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
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
  /** The ads script and the ad server, when the page has ad slots: the loader adds the script once advertising is allowed. */
  ads?: { script: string; server: string; idleTimeoutMs: number };
  /** The reading tracker's script, which the loader adds with analytics consent. */
  tracker?: { src: string; checkStatus: boolean };
}

/** The end of the document after the React root: the boot loader, which adds the app when it is wanted. */
export function documentTail({ nonce, loader, app, mode, readItem, ads, tracker }: DocumentScripts): string {
  const read = readItem === undefined ? '' : ` data-read="${readItem}"`;
  const adScript = ads ? ` data-ads="${escapeHtml(ads.script)}" data-ad-server="${escapeHtml(ads.server)}" data-ad-idle="${ads.idleTimeoutMs}"` : '';
  const tracking = tracker ? ` data-tracker="${escapeHtml(tracker.src)}"${tracker.checkStatus ? ' data-tracker-status="check"' : ''}` : '';
  return `</div><script nonce="${nonce}" data-app="${escapeHtml(app.join(' '))}" data-mode="${mode}"${read}${adScript}${tracking}>${loader}</script></body></html>`;
}

/** Inline code must not be able to end its own <script> or <style> element early. */
export function assertInlineSafe(name: string, source: string, tag: 'script' | 'style'): string {
  if (new RegExp(`</${tag}`, 'i').test(source)) throw new Error(`${name} cannot be inlined: it contains </${tag}`);
  return source;
}
