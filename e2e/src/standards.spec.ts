import type { APIRequestContext } from '@playwright/test';
import { QUIZ_LISTING_PATH, readerPagePaths } from '@meydan/shared/testing/first-load';
import { checkPageStandards } from '@meydan/shared/testing/structured-data';
import { SERVER, e2eOrigin, hostHeader, type EditionName } from '../support/ports';
import { EDITIONS, expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';

/*
 * Issue 15 item 17, as third-party validators see the pages: for home, section, article, quiz and
 * video pages in the three editions, the server HTML's structured data (JSON-LD only, each type
 * with its required fields) and social tags, and an axe-core audit (WCAG 2.1 A and AA rules) of
 * the page as a reader first gets it, at desktop and phone widths: no serious or critical
 * violation. One test per page type, looping the editions.
 */

type PageType = 'home' | 'category' | 'article' | 'quiz' | 'video';

/** The JSON-LD types each page type must carry. */
const REQUIRED_TYPES: Readonly<Record<PageType, readonly string[]>> = {
  home: ['WebSite'],
  category: ['CollectionPage'],
  article: ['NewsArticle', 'BreadcrumbList'],
  quiz: ['NewsArticle', 'Quiz'],
  video: ['NewsArticle', 'VideoObject'],
};

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 412, height: 915 },
];

const get = async (request: APIRequestContext, edition: EditionName, path: string) => {
  const response = await request.get(`${SERVER}${path}`, { headers: hostHeader(edition) });
  expect(response.status(), `${edition} ${path}`).toBe(200);
  return response.text();
};

/** The page of each type in an edition, found the way a reader would (links of home, the quiz listing, the video list). */
const paths = new Map<EditionName, Promise<Record<PageType, string>>>();
function pathsOf(request: APIRequestContext, edition: EditionName): Promise<Record<PageType, string>> {
  if (!paths.has(edition)) {
    paths.set(
      edition,
      (async () => {
        const reader = readerPagePaths(edition, { home: await get(request, edition, '/'), quizzes: await get(request, edition, QUIZ_LISTING_PATH) });
        const videos = (await (await request.get(`${SERVER}/api/v3.5/videos?categoryId=video&limit=1`, { headers: hostHeader(edition) })).json()) as { items: Array<{ route: string }> };
        return { ...reader, video: videos.items[0]?.route ?? '(no video)' };
      })(),
    );
  }
  return paths.get(edition) as Promise<Record<PageType, string>>;
}


for (const type of Object.keys(REQUIRED_TYPES) as PageType[]) {
  test(`${type} pages: structured data, social tags and WCAG 2.1 AA in tr, en and ru`, async ({ page, request }) => {
    test.slow(); // three editions, two widths, on a shared machine
    // The server HTML first, one request after another (an API connection left idle while axe
    // runs may be closed by the server just as it is reused).
    const pages = [];
    for (const edition of EDITIONS) {
      const path = (await pathsOf(request, edition))[type];
      const url = `${e2eOrigin(edition)}${path}`;
      pages.push({ where: `${edition} ${path}`, url, standards: checkPageStandards(await get(request, edition, path), { url, requiredTypes: REQUIRED_TYPES[type] }) });
    }
    for (const { where, url, standards } of pages) {
      const axe: Record<string, string[]> = {};
      await page.setViewportSize(WIDTHS[0] as { width: number; height: number });
      await page.goto(url);
      for (const { name, width, height } of WIDTHS) {
        await page.setViewportSize({ width, height });
        axe[name] = await seriousViolations(page);
      }
      expect({ where, problems: standards.problems, axe }).toEqual({ where, problems: [], axe: { desktop: [], phone: [] } });
    }
  });
}
