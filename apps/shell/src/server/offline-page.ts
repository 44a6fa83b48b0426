import { createHash } from 'node:crypto';
import type { Edition } from '@meydan/shared/util/routing';
import { escapeHtml } from '@meydan/shared/util/sanitizer';
import { logoMarkSvg } from './app-icons';
import { THEME_COLORS, type CommonTranslator } from './web-manifest';

/** Where the web tier serves the edition's offline page; the service worker precaches it at install. */
export const OFFLINE_PAGE_PATH = '/offline.html';

/**
 * The markers around the offline page's "nothing saved yet" text: the service worker replaces
 * what lies between them with the list of the stories it keeps (service-worker.ts). Served as it
 * is (no story kept), the page shows the text.
 */
export const SAVED_LIST_START = '<!--saved-->';
export const SAVED_LIST_END = '<!--/saved-->';

/**
 * Everything the page needs is inline: it is shown when nothing can be fetched. System fonts as
 * on the site; light and dark follow the system (the worker cannot read the theme cookie).
 */
const STYLES =
  ':root{color-scheme:light dark;--red:#e30613;--ink:#1d1d1f;--ink-2:#4a4a50;--line:#e6e3df;--paper:#fff;--paper-2:#f7f5f2}' +
  `@media (prefers-color-scheme:dark){:root{--ink:#f2f2f4;--ink-2:#b9b9c0;--line:#2c2c31;--paper:${THEME_COLORS.dark};--paper-2:#1c1c20}}` +
  "*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;color:var(--ink);background:var(--paper);line-height:1.5}" +
  '.bar{border-bottom:3px solid var(--red);background:var(--paper)}.bar a{display:inline-flex;align-items:center;gap:8px;min-height:56px;padding:0 16px;color:inherit;text-decoration:none;font-weight:800;font-size:1.35rem;letter-spacing:-.02em}' +
  '.bar svg{width:32px;height:32px}main{max-width:720px;margin:0 auto;padding:40px 16px 56px}' +
  'h1{font-size:clamp(1.6rem,5vw,2.2rem);line-height:1.2;margin:16px 0 8px}.lead{color:var(--ink-2);font-size:1.05rem;margin:0 0 24px}' +
  '.signal{width:56px;height:56px;color:var(--red)}' +
  '.retry{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 20px;border-radius:8px;background:var(--red);color:#fff;font-weight:600;text-decoration:none}' +
  '.retry:hover{background:#b00510}:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}' +
  'section{margin-top:40px;border-top:1px solid var(--line);padding-top:24px}h2{font-size:1.15rem;margin:0 0 12px}' +
  '.empty{color:var(--ink-2);margin:0}.saved{list-style:none;margin:0;padding:0}.saved li{border-bottom:1px solid var(--line)}' +
  '.saved a{display:block;padding:14px 4px;color:inherit;font-weight:600;text-decoration:none}.saved a:hover{background:var(--paper-2);text-decoration:underline}';

/** A "no signal" glyph: a wifi fan struck through (drawn inline; nothing can be fetched). */
const NO_SIGNAL_SVG =
  '<svg class="signal" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">' +
  '<path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0"/><circle cx="12" cy="19.5" r="1" fill="currentColor" stroke="none"/><path d="M3 3l18 18"/></svg>';

/**
 * The policy of the offline page (and of the page the worker builds from it): no script at all,
 * its own inline styles by hash, pictures only from the site (none today) or inline.
 */
export const OFFLINE_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLES).digest('base64')}'`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The edition's offline page: what the reader sees when a page cannot be fetched and no copy of it
 * is kept, with a way to try again (a link to the address itself) and the stories kept on the device.
 */
export function offlinePageHtml(edition: Edition, t: CommonTranslator): string {
  const text = (key: string) => escapeHtml(t(key));
  return (
    `<!DOCTYPE html><html lang="${edition}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">` +
    `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">` +
    `<title>${text('offline.title')} | ${text('site.name')}</title><style>${STYLES}</style></head><body>` +
    `<header class="bar"><a href="/">${logoMarkSvg().replace('<svg ', '<svg aria-hidden="true" ')}<span>${text('site.name')}</span></a></header>` +
    `<main>${NO_SIGNAL_SVG}<h1>${text('offline.title')}</h1><p class="lead">${text('offline.lead')}</p>` +
    // An empty href is the page's own address: the same request again.
    `<a class="retry" href="">${text('offline.retry')}</a>` +
    `<section aria-labelledby="saved-title"><h2 id="saved-title">${text('offline.savedTitle')}</h2>` +
    `${SAVED_LIST_START}<p class="empty">${text('offline.savedEmpty')}</p>${SAVED_LIST_END}</section></main></body></html>`
  );
}
