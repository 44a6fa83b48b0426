import { join } from 'node:path';
import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  READER_PAGE_TYPES,
  QUIZ_LISTING_PATH,
  builtFileGzip,
  chunkLocator,
  describeViolations,
  evaluatePage,
  evaluateConfinedPackages,
  evaluateRouteModules,
  foreignTranslations,
  kb,
  readChunkReports,
  readTranslationResources,
  readerPagePaths,
  recordFirstLoad,
  routeModules,
  trackerModule,
  type ReaderPageType,
} from '@meydan/shared/testing/first-load';
import { E2E_REMOTE_PORT, SERVER, e2eOrigin, hostHeader, type EditionName } from '../support/ports';

/**
 * Issue 14, deliverable 2: the first-load budgets (libs/shared/testing/src/first-load/budgets.ts),
 * measured on the built platform. Each page is opened by an anonymous reader on a phone (a fresh
 * context: no cookies, no snoozed prompts), and every script fetched from navigation until the
 * network is idle — no scroll, no click — is weighed (gzip level 9 over the bytes served) and
 * mapped to its packages through the builds' chunk-report.json. A failing check prints the
 * chunks and packages that make up the page, largest first.
 *
 * Runs once, in the desktop project, with the phone's viewport and user agent set here.
 */
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
test.use(phone);

const workspace = join(__dirname, '../..');
const distApps = join(workspace, 'dist/apps');
const EDITIONS_CHECKED: EditionName[] = ['tr', 'en'];

const reports = readChunkReports(distApps);
const locate = chunkLocator(reports, { [`127.0.0.1:${E2E_REMOTE_PORT}`]: 'quakes' });
const translations = readTranslationResources(workspace, ['tr', 'en', 'ru']);

/**
 * The pages to weigh, read from the server HTML. Retried: right after start-up the server may
 * still be loading the content remote and render its pages without their stories.
 */
async function pathsOf(request: APIRequestContext, edition: EditionName): Promise<Record<ReaderPageType, string>> {
  const get = async (path: string) => (await request.get(`${SERVER}${path}`, { headers: hostHeader(edition) })).text();
  let paths: Record<ReaderPageType, string> | undefined;
  await expect(async () => {
    paths = readerPagePaths(edition, { home: await get('/'), quizzes: await get(QUIZ_LISTING_PATH) });
  }).toPass({ timeout: 30_000 });
  return paths as Record<ReaderPageType, string>;
}

/** What shows that the page rendered its content (a page without it would weigh too little). */
const RENDERED: Record<ReaderPageType, string> = {
  home: 'main article.article-card',
  category: 'main article.article-card',
  article: 'article.article h1',
  quiz: '.quiz',
};

/** The reading tracker's script (issue 19): fetched only for readers who allowed analytics. */
const TRACKER_SCRIPT = /\/_shell\/tracker\.[0-9a-f]+\.js$/;

/**
 * Opens a page as an anonymous phone reader and holds its first load to the budgets. A reader
 * who made no cookie choice (a fresh context) loads no analytics: not the tracker's script.
 */
async function expectFirstLoadWithinBudgets(page: Page, edition: EditionName, label: string, path: string, rendered: string, analytics = false): Promise<void> {
  const load = await recordFirstLoad(page, `${e2eOrigin(edition)}${path}`);
  await expect(page.locator(rendered).first()).toBeVisible();
  expect(load.scripts.some((script) => TRACKER_SCRIPT.test(script.url))).toBe(analytics);
  const violations = evaluatePage({ page: label, scripts: load.scripts, foreignTranslations: foreignTranslations(edition, translations, load.scripts) }, locate);
  const gzip = load.scripts.reduce((sum, script) => sum + script.gzip, 0);
  test.info().annotations.push({ type: 'first load', description: `${label} (${path}): ${kb(gzip)} gzip JS in ${load.scripts.length} files, HTML ${kb(load.html.raw)}` });
  expect(describeViolations(violations)).toBe('every budget met');
}

test('every browser build wrote its chunk report', () => {
  expect(reports.map((report) => report.app).sort()).toEqual(['astrology', 'content', 'games', 'messaging', 'quakes', 'shell', 'social']);
});

for (const edition of EDITIONS_CHECKED) {
  for (const type of READER_PAGE_TYPES) {
    // Every page type in Turkish; the English article checks that tr strings stay out of en pages.
    if (edition !== 'tr' && type !== 'article') continue;
    test(`${edition} ${type}: an anonymous reader's first load keeps its budgets`, async ({ page, request }) => {
      test.slow(); // a cold page on a shared two-core machine
      const path = (await pathsOf(request, edition))[type];
      await expectFirstLoadWithinBudgets(page, edition, `${edition} ${type}`, path, RENDERED[type]);
    });
  }
}

// Issue 19: a reader who allowed analytics gets the reading tracker at idle, inside the same budget.
test("tr article with analytics consent: the tracker joins the first load and the page keeps its budgets", async ({ page, request, context }) => {
  test.slow();
  await context.addCookies([{ name: 'm-consent', value: '1.a.', url: e2eOrigin('tr') }]);
  const path = (await pathsOf(request, 'tr')).article;
  await expectFirstLoadWithinBudgets(page, 'tr', 'tr article (analytics allowed)', path, RENDERED.article, true);
});

test("the reading tracker's script keeps its own budget", () => {
  expect(describeViolations(evaluateRouteModules([trackerModule(distApps)]))).toBe('every budget met');
});

/** The games remote's pages (issue 16): built on the same template, inside the same budgets. */
const GAME_PAGES: ReadonlyArray<[name: string, path: string, rendered: string]> = [
  ['catalogue', '/oyun', '.games-grid .game-card'],
  ['Emojile', '/emojile', '.emojile__emojis'],
  ['2048', '/oyun/2048', '.g2048__board .g2048__tile'],
  ['leaderboard', '/oyun/leaderboard/emojile', '.game-page--boards h1'],
  ['Tic Tac Toe Football', '/oyun/tic-tac-toe-football', '.ttt-lobby__start'],
];

/** The astrology remote's pages (issue 17): the same template, the same budgets. */
const ASTROLOGY_PAGES: ReadonlyArray<[name: string, path: string, rendered: string]> = [
  ['hub', '/astroloji', '.sign-grid .sign-tile'],
  ['compatibility', '/astroloji/burc-uyumu-hesaplama?a=koc&b=aslan', '.compat-result__explanation'],
  ['birth chart form', '/astroloji/dogum-haritasi-hesaplama', '.birth-form__submit'],
  ['birth chart result', '/astroloji/dogum-haritasi-hesaplama/sonuc?date=1983-08-14&time=14%3A30&lat=41.0082&lon=28.9784&tz=Europe%2FIstanbul&place=Istanbul', 'svg.chart-wheel'],
  ['rising sign result', '/astroloji/yukselen-burc-hesaplama/sonuc?date=1983-08-14&time=14%3A30&lat=41.0082&lon=28.9784&tz=Europe%2FIstanbul&place=Istanbul', '.rising-result__text'],
];

/**
 * The quakes remote's pages (issue 18), served from the remote's own origin here: the list (its map
 * stays a placeholder until it nears the viewport) and a province's list.
 */
const QUAKE_PAGES: ReadonlyArray<[name: string, path: string, rendered: string]> = [
  ['latest earthquakes', '/son-depremler', '.quake-rows .quake-row'],
  ['province list', '/son-depremler/izmir?range=30d', '.quakes-list-area h2'],
];

// The remotes built on the template after the reader pages: each page checked in Turkish.
for (const [remote, pages] of [['games', GAME_PAGES], ['astrology', ASTROLOGY_PAGES], ['quakes', QUAKE_PAGES]] as const) {
  for (const [name, path, rendered] of pages) {
    test(`tr ${remote} ${name}: an anonymous reader's first load keeps its budgets`, async ({ page }) => {
      test.slow();
      await expectFirstLoadWithinBudgets(page, 'tr', `tr ${remote} ${name}`, path, rendered);
    });
  }
}

test('the Firebase SDK sits only in its lazy chunks, in every build (issue 19: no Firebase byte where it is not configured)', () => {
  expect(describeViolations(evaluateConfinedPackages(reports))).toBe('every budget met');
});

// The shell's lazy modules listed in LAZY_MODULE_BUDGETS (Firebase) are held to their budgets here too.
test('no remote route module is over its budget', () => {
  const remotes = reports.filter((report) => report.routes.length > 0);
  expect(remotes.length).toBeGreaterThan(0);
  const violations = evaluateRouteModules(routeModules(remotes, builtFileGzip(distApps)));
  expect(describeViolations(violations)).toBe('every budget met');
});
