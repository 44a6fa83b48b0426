/**
 * Node side of the first-load checks: records what a browser fetches on a page (Playwright), and
 * reads the builds' chunk reports and the translation resources from the workspace.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { GZIP_LEVEL } from './budgets';
import type { ChunkReport } from './chunk-report';
import type { FetchedScript, RouteModuleSizes } from './evaluate';
import { resourceStrings, type TranslationResource } from './translations';

export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: GZIP_LEVEL }).length;

export interface RecordedScript extends FetchedScript {
  text: string;
}

export interface FirstLoad {
  scripts: RecordedScript[];
  html: { raw: number; gzip: number };
}

const isScript = (resourceType: string, url: string) => resourceType === 'script' || /\.m?js(?:\?|$)/.test(new URL(url).pathname);

/** Quiet time that makes the network idle (Playwright's `networkidle` uses the same 500 ms). */
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Waits until the network is idle *and* the page's main thread is: Playwright's `networkidle`
 * alone fires while a large script still runs on a busy machine, before that script asks for the
 * chunks it needs. Long-lived streams (EventSource, WebSocket) do not count as activity.
 */
async function settle(page: Page, url: string): Promise<void> {
  let inflight = 0;
  let lastActivity = Date.now();
  const counted = (request: Request) => request.resourceType() !== 'eventsource' && request.resourceType() !== 'websocket';
  const start = (request: Request) => {
    if (!counted(request)) return;
    inflight++;
    lastActivity = Date.now();
  };
  const end = (request: Request) => {
    if (!counted(request)) return;
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const mainThreadIdle = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
  const quiet = () => inflight === 0 && Date.now() - lastActivity >= QUIET_MS;
  try {
    const document = await page.goto(url, { waitUntil: 'load' });
    if (!document?.ok()) throw new Error(`${url} answered ${document?.status() ?? 'nothing'}`);
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      await mainThreadIdle();
      // Quiet twice around an idle main thread: nothing in flight and nothing new it started.
      if (quiet()) {
        await mainThreadIdle();
        if (quiet()) return;
      }
      if (Date.now() > deadline) throw new Error(`${url}: the network did not go idle within ${SETTLE_TIMEOUT_MS} ms (${inflight} requests in flight)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * Opens `url` in `page` and records every script response from navigation until the network and
 * the main thread are idle (no scroll, no click), with the bytes the server sent (decoded) and
 * their gzip size, and the HTML document's size.
 */
export async function recordFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const bodies = new Map<string, Promise<Buffer | Error>>();
  let documentBody: Promise<Buffer> | undefined;
  let recording = true;
  page.on('response', (response) => {
    const request = response.request();
    if (!recording) return;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.redirectedTo()) documentBody = response.body();
    if (!isScript(request.resourceType(), response.url()) || bodies.has(response.url())) return;
    // Read at once (the body is gone once the page closes); a failure is reported below, not left unhandled.
    bodies.set(response.url(), response.body().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))));
  });
  await settle(page, url);
  recording = false; // what a late timer fetches after the network went idle is not the first load
  const html = await (documentBody ?? Promise.reject(new Error(`${url}: no document response`)));
  const scripts = await Promise.all(
    [...bodies].map(async ([scriptUrl, body]) => {
      const bytes = await body;
      if (bytes instanceof Error) throw new Error(`${scriptUrl}: its body could not be read (${bytes.message})`);
      return { url: scriptUrl, raw: bytes.length, gzip: gzipSize(bytes), text: bytes.toString('utf8') };
    }),
  );
  const inline = inlineScripts(html.toString('utf8'), url);
  return { scripts: [...scripts, ...inline], html: { raw: html.length, gzip: gzipSize(html) } };
}

// Script elements whose content the browser does not run (JSON data blocks, JSON-LD).
const DATA_BLOCK = /\btype\s*=\s*"(?!(?:text\/javascript|application\/javascript|module)")[^"]*"/i;

/**
 * The code of a page's inline scripts (the shell's boot loader), counted as JavaScript of the
 * first load like a fetched file: `<url>#inline-<n>`. Data blocks (boot state, JSON-LD) are not code.
 */
export function inlineScripts(html: string, url: string): RecordedScript[] {
  const found: RecordedScript[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || !text.trim()) continue;
    found.push({ url: `${url}#inline-${found.length + 1}`, raw: Buffer.byteLength(text), gzip: gzipSize(text), text });
  }
  return found;
}

/** The chunk reports of every browser build under dist/apps (builds without one are left out). */
export function readChunkReports(distApps: string): ChunkReport[] {
  if (!existsSync(distApps)) return [];
  return readdirSync(distApps)
    .map((app) => join(distApps, app, 'browser', 'chunk-report.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as ChunkReport);
}

/**
 * The reading tracker's script from the shell's boot build (boot-assets.json), weighed like a
 * lazy module so evaluateRouteModules holds it to its LAZY_MODULE_BUDGETS entry.
 */
export function trackerModule(distApps: string): RouteModuleSizes {
  const { tracker } = JSON.parse(readFileSync(join(distApps, 'shell', 'browser', 'boot-assets.json'), 'utf8')) as { tracker: string };
  return { app: 'shell', name: './apps/shell/src/client/tracker.ts', files: [{ file: tracker, gzip: gzipSize(readFileSync(join(distApps, 'shell', 'browser', tracker))), packages: [] }] };
}

/** gzip size of a built browser file, for the route-module budget. */
export function builtFileGzip(distApps: string): (app: string, file: string) => number {
  return (app, file) => gzipSize(readFileSync(join(distApps, app, 'browser', file)));
}

/**
 * Every UI translation resource of the workspace: JSON files under an `i18n` or `locales` folder,
 * named after their locale (`i18n/en.json`) or inside a locale folder (`locales/en/common.json`).
 */
export function readTranslationResources(root: string, locales: readonly string[]): TranslationResource[] {
  const resources: TranslationResource[] = [];
  for (const top of ['apps', 'libs']) {
    for (const entry of readdirSync(join(root, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
      const path = relative(root, join(entry.parentPath, entry.name));
      const segments = path.split(sep);
      if (segments.includes('node_modules') || !segments.some((segment) => segment === 'i18n' || segment === 'locales')) continue;
      const named = basename(path, '.json');
      const folder = basename(dirname(path));
      const locale = locales.includes(named) ? named : locales.includes(folder) ? folder : undefined;
      if (!locale) continue;
      const source = locale === named ? join(dirname(path), '*.json') : join(dirname(dirname(path)), '*', entry.name);
      resources.push({ source: source.split(sep).join('/'), locale, strings: resourceStrings(JSON.parse(readFileSync(join(root, path), 'utf8'))) });
    }
  }
  return resources;
}
