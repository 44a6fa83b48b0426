/**
 * First-load bytes per reader page type: what an anonymous reader's phone fetches from navigation
 * until the network is idle (no scroll, no click), measured and judged exactly as the e2e budget
 * check does (@meydan/shared/testing/first-load), plus the HTML document's size.
 */
import { request } from 'node:http';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import {
  QUIZ_LISTING_PATH,
  chunkLocator,
  evaluatePage,
  foreignTranslations,
  readChunkReports,
  readTranslationResources,
  readerPagePaths,
  recordFirstLoad,
  type BudgetViolation,
  type ReaderPageType,
} from '@meydan/shared/testing/first-load';
import { workspaceRoot } from '../platform/temp-platform';

export type Edition = 'tr' | 'en' | 'ru';
export const EDITION_HOSTS: Record<Edition, string> = { tr: 'localhost', en: 'en.localhost', ru: 'ru.localhost' };

export interface ReaderPage {
  label: string;
  edition: Edition;
  type: ReaderPageType;
  url: string;
}

export interface FirstLoadRow {
  page: ReaderPage;
  jsRaw: number;
  jsGzip: number;
  files: number;
  htmlRaw: number;
  htmlGzip: number;
  violations: BudgetViolation[];
}

/** GET over loopback with the edition's Host (Node does not resolve *.localhost names). */
export function getHtml(port: number, edition: Edition, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: `${EDITION_HOSTS[edition]}:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`${path}: HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

async function pagePaths(port: number, edition: Edition): Promise<Record<ReaderPageType, string>> {
  // Right after start-up the server may still be loading the content remote (pages without stories).
  for (let attempt = 1; ; attempt++) {
    try {
      return readerPagePaths(edition, { home: await getHtml(port, edition, '/'), quizzes: await getHtml(port, edition, QUIZ_LISTING_PATH) });
    } catch (error) {
      if (attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
}

/** Each page type's URL in an edition, read from its home page and quiz listing. */
export async function readerPages(port: number, edition: Edition): Promise<Record<ReaderPageType, ReaderPage>> {
  const paths = await pagePaths(port, edition);
  const origin = `http://${EDITION_HOSTS[edition]}:${port}`;
  const entries = Object.entries(paths).map(([type, path]) => [type, { label: `${edition} ${type}`, edition, type: type as ReaderPageType, url: `${origin}${path}` }]);
  return Object.fromEntries(entries) as Record<ReaderPageType, ReaderPage>;
}

/** Loads each page once in a fresh phone context (Pixel 7: viewport, user agent, touch) and weighs it. */
export async function measureFirstLoads(pages: readonly ReaderPage[], chromePath: string): Promise<FirstLoadRow[]> {
  const reports = readChunkReports(join(workspaceRoot, 'dist/apps'));
  const locate = chunkLocator(reports);
  const translations = readTranslationResources(workspaceRoot, Object.keys(EDITION_HOSTS));
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
  try {
    const rows: FirstLoadRow[] = [];
    for (const page of pages) {
      const context = await browser.newContext(phone);
      try {
        const load = await recordFirstLoad(await context.newPage(), page.url);
        const violations = evaluatePage({ page: page.label, scripts: load.scripts, foreignTranslations: foreignTranslations(page.edition, translations, load.scripts) }, locate);
        rows.push({
          page,
          jsRaw: load.scripts.reduce((sum, script) => sum + script.raw, 0),
          jsGzip: load.scripts.reduce((sum, script) => sum + script.gzip, 0),
          files: load.scripts.length,
          htmlRaw: load.html.raw,
          htmlGzip: load.html.gzip,
          violations,
        });
      } finally {
        await context.close();
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}
