/**
 * Node side of the first-load checks: records what a browser fetches on a page (Playwright), and
 * reads the builds' chunk reports and the translation resources from the workspace.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { GZIP_LEVEL } from './budgets';
import type { ChunkReport } from './chunk-report';
import type { FetchedScript } from './evaluate';
import { resourceStrings, type TranslationStrings } from './translations';

export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: GZIP_LEVEL }).length;

export interface RecordedScript extends FetchedScript {
  text: string;
}

export interface FirstLoad {
  scripts: RecordedScript[];
  html: { raw: number; gzip: number };
}

const isScript = (resourceType: string, url: string) => resourceType === 'script' || /\.m?js(?:\?|$)/.test(new URL(url).pathname);

/**
 * Opens `url` in `page` and records every script response from navigation until the network is
 * idle (no scroll, no click), with the bytes the server sent (decoded) and their gzip size.
 */
export async function recordFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const bodies = new Map<string, Promise<Buffer | Error>>();
  let recording = true;
  page.on('response', (response) => {
    const request = response.request();
    if (!recording || !isScript(request.resourceType(), response.url()) || bodies.has(response.url())) return;
    // Read at once (the body is gone once the page closes); a failure is reported below, not left unhandled.
    bodies.set(response.url(), response.body().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))));
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  recording = false; // what a late timer fetches after the network went idle is not the first load
  if (!document?.ok()) throw new Error(`${url} answered ${document?.status() ?? 'nothing'}`);
  const html = await document.body();
  const scripts = await Promise.all(
    [...bodies].map(async ([scriptUrl, body]) => {
      const bytes = await body;
      if (bytes instanceof Error) throw new Error(`${scriptUrl}: its body could not be read (${bytes.message})`);
      return { url: scriptUrl, raw: bytes.length, gzip: gzipSize(bytes), text: bytes.toString('utf8') };
    }),
  );
  return { scripts, html: { raw: html.length, gzip: gzipSize(html) } };
}

/** The chunk reports of every browser build under dist/apps (builds without one are left out). */
export function readChunkReports(distApps: string): ChunkReport[] {
  if (!existsSync(distApps)) return [];
  return readdirSync(distApps)
    .map((app) => join(distApps, app, 'browser', 'chunk-report.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as ChunkReport);
}

/** gzip size of a built browser file, for the route-module budget. */
export function builtFileGzip(distApps: string): (app: string, file: string) => number {
  return (app, file) => gzipSize(readFileSync(join(distApps, app, 'browser', file)));
}

/**
 * Every UI translation string of the workspace by locale: JSON files under an `i18n` or `locales`
 * folder, named after their locale (`i18n/en.json`) or inside a locale folder (`locales/en/common.json`).
 */
export function readTranslationStrings(root: string, locales: readonly string[]): TranslationStrings {
  const strings: TranslationStrings = Object.fromEntries(locales.map((locale) => [locale, []]));
  for (const top of ['apps', 'libs']) {
    for (const entry of readdirSync(join(root, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
      const path = join(entry.parentPath, entry.name);
      const segments = path.split(sep);
      if (segments.includes('node_modules') || !segments.some((segment) => segment === 'i18n' || segment === 'locales')) continue;
      const locale = [basename(path, '.json'), basename(dirname(path))].find((name) => locales.includes(name));
      if (locale) strings[locale]?.push(...resourceStrings(JSON.parse(readFileSync(path, 'utf8'))));
    }
  }
  return strings;
}
