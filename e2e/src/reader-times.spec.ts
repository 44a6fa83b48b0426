import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { EDITIONS, expect, test, waitForHydration } from '../support/fixtures';
import { api } from '../support/members';
import { SERVER, e2eOrigin, hostHeader, type EditionName } from '../support/ports';

/*
 * Issue 20, items 2 and 3: the reading progress bar follows the article body (before the app is
 * there too), stories say how long they take to read, and times where readers scan say how long
 * ago, the same in the server HTML and once the app has hydrated, with the SPEC §9 date on hover.
 */

/** How long ago, in each edition's words (or the §9 date itself, from a week on). */
const RELATIVE: Record<EditionName, RegExp> = {
  tr: /^(az önce|\d+ (dk\.|sa\.|gün) önce)$/,
  en: /^(just now|\d+ (minutes?|hours?|days?) ago)$/,
  ru: /^(только что|\d+ (минут[уы]?|час(а|ов)?|д(ень|ня|ней)) назад)$/,
};
/** SPEC §9: DD.MM.YYYY - HH:mm (tr, ru), MMMM DD YYYY - hh:mma (en). */
const ABSOLUTE: Record<EditionName, RegExp> = {
  tr: /^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/,
  en: /^[A-Z][a-z]+ \d{2} \d{4} - \d{2}:\d{2}(am|pm)$/,
  ru: /^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/,
};
const JUST_NOW: Record<EditionName, string> = { tr: 'az önce', en: 'just now', ru: 'только что' };
const FIVE_MINUTES_AGO: Record<EditionName, string> = { tr: '5 dk. önce', en: '5 minutes ago', ru: '5 минут назад' };
/** Non-breaking spaces inside: a read time never breaks over two lines. */
const READ_TIME: Record<EditionName, RegExp> = { tr: /^\d+\u00a0dk\u00a0okuma$/, en: /^\d+\u00a0min\u00a0read$/, ru: /^\d+\u00a0мин\u00a0чтения$/ };
const NOTIFICATIONS_PATH: Record<EditionName, string> = { tr: '/bildirimler', en: '/notifications', ru: '/notifications' };

const shownOrDated = (edition: EditionName) => new RegExp(`${RELATIVE[edition].source}|${ABSOLUTE[edition].source}`);

interface StampedTime {
  dateTime: string;
  title: string;
  text: string;
}

/** RelativeTime's `<time data-rel>` elements as the server wrote them (words with the date as title, or the date). */
function serverTimes(html: string): StampedTime[] {
  const found: StampedTime[] = [];
  for (const match of html.matchAll(/<time (?:class="[^"]*" )?dateTime="([^"]+)"(?: title="([^"]+)")? data-rel="">([^<]*)/g)) {
    found.push({ dateTime: match[1] as string, title: match[2] ?? '', text: match[3] as string });
  }
  return found;
}

async function pageTimes(page: Page): Promise<StampedTime[]> {
  return page.locator('time[data-rel]').evaluateAll((times) =>
    times.map((time) => ({ dateTime: time.getAttribute('datetime') ?? '', title: time.getAttribute('title') ?? '', text: time.firstChild?.nodeValue ?? '' })),
  );
}

/** What a time says to the eye: its first text (the exact date after it is for screen readers). */
const words = (time: Locator) => time.evaluate((element) => element.firstChild?.nodeValue ?? '');

/** Relative words carry the §9 date as their title; a date shown as such needs none. */
function expectDated(time: StampedTime, edition: EditionName): void {
  if (time.title) {
    expect(time.text).toMatch(RELATIVE[edition]);
    expect(time.title).toMatch(ABSOLUTE[edition]);
  } else {
    expect(time.text).toMatch(ABSOLUTE[edition]);
  }
}

interface ListedStory {
  _id: string;
  route: string;
  kind?: string;
  published: string;
  readMinutes?: number;
  counts?: { comment: number };
}

/** The stories of a list of the API, as its JSON has them. */
async function listed(request: APIRequestContext, edition: EditionName, path: string): Promise<ListedStory[]> {
  const list = (await (await request.get(`${SERVER}/api/v3.5${path}`, { headers: hostHeader(edition) })).json()) as { items: ListedStory[] };
  return list.items;
}

/** Signs the demo member in from the page (the edition's own origin: Node cannot resolve *.localhost). */
async function signInAsDemoMember(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/v3.5/auth/login?authVersion=v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', id: 'uye', password: 'meydan-member-1' }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

/** The bar's scale as the boot loader last set it (0–1). */
async function progress(page: Page): Promise<number> {
  return page.evaluate(() => Number(/scaleX\(([\d.]+)\)/.exec(document.querySelector<HTMLElement>('.reading-progress')?.style.transform ?? '')?.[1] ?? Number.NaN));
}

for (const edition of EDITIONS) {
  test(`${edition}: cards and the live feed say how long ago, the same in the server HTML and after hydration`, async ({ page, consoleProblems }) => {
    test.slow();
    for (const path of ['/', '/akis']) {
      // Retried: a minute may turn between the render and the check (or the page may come from the 5 s micro-cache).
      await expect(async () => {
        const response = await page.goto(`${e2eOrigin(edition)}${path}`);
        const server = serverTimes((await response?.text()) ?? '');
        expect(server.length, path).toBeGreaterThan(3);
        for (const time of server) expectDated(time, edition);
        await waitForHydration(page);
        const hydrated = await pageTimes(page);
        const byInstant = new Map(server.map((time) => [time.dateTime, time.text]));
        const compared = hydrated.filter((time) => byInstant.has(time.dateTime));
        expect(compared.length).toBeGreaterThanOrEqual(byInstant.size);
        expect(compared.map((time) => [time.dateTime, time.text])).toEqual(compared.map((time) => [time.dateTime, byInstant.get(time.dateTime)]));
      }).toPass({ timeout: 60_000 });
    }
    // Cards of stories that are read say for how long.
    await page.goto(`${e2eOrigin(edition)}/`);
    const readTimes = (await page.locator('main .article-card .article-card__date').allTextContents()).filter((text) => text.includes(' · '));
    expect(readTimes.length).toBeGreaterThan(3);
    for (const text of readTimes) expect(text.replace(/^.* · /, '')).toMatch(READ_TIME[edition]);
    expect(consoleProblems).toEqual([]);
  });

  test(`${edition}: the reading progress bar follows the article body, before the app loads`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 640 });
    // The newest gallery: the tallest body of the demo's stories.
    const [gallery] = await listed(request, edition, '/galleries?limit=1');
    await page.goto(`${e2eOrigin(edition)}${gallery?.route}`);
    const body = page.locator('[data-read-body]');
    await expect(body).toBeVisible();
    const bar = page.locator('.reading-progress');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bar).toHaveCSS('position', 'fixed');

    await body.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect.poll(() => progress(page)).toBeLessThan(0.02);
    // Nothing was touched: the boot loader alone draws the bar.
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

    await body.evaluate((element) => {
      const { top, height } = element.getBoundingClientRect();
      window.scrollBy({ top: top + (height - window.innerHeight) / 2, behavior: 'instant' });
    });
    await expect.poll(() => progress(page)).toBeGreaterThan(0.45);
    expect(await progress(page)).toBeLessThan(0.55);

    await body.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await expect.poll(() => progress(page)).toBeGreaterThan(0.99);
    // Past the body (comments, related stories) it stays full.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => progress(page)).toBe(1);
  });

  test(`${edition}: an article says how long it takes to read and when it was published; a new comment says "just now"`, async ({ page, request, consoleProblems }) => {
    const origin = e2eOrigin(edition);
    // A listicle: read as text, and no other journey counts its comments.
    const story = (await listed(request, edition, '/articles?limit=50')).find((item) => item.kind === 'listicle');
    await page.goto(`${origin}/`);
    await signInAsDemoMember(page);
    const text = `Okudum, teşekkürler (${edition} ${Date.now()})`;
    expect((await api(page, 'POST', '/comments', { articleId: story?._id, comment: text })).status).toBe(201);

    await page.goto(`${origin}${story?.route}`);
    expect(await page.locator('.article__meta .article__read-time').textContent()).toMatch(READ_TIME[edition]);
    // The header keeps the absolute date.
    await expect(page.locator('.article__meta time').first()).toHaveText(ABSOLUTE[edition]);

    await page.locator('#comments').scrollIntoViewIfNeeded();
    const comment = page.locator('article.comment').filter({ hasText: text });
    const time = comment.locator('.comment__time');
    await expect.poll(() => words(time)).toBe(JUST_NOW[edition]);
    const title = (await time.getAttribute('title')) ?? '';
    expect(title).toMatch(ABSOLUTE[edition]);
    await expect(time).not.toHaveAttribute('tabindex');
    // Screen readers get the exact date; keyboard focus in the comment's head shows it too.
    const exact = time.locator('.rel-time__at');
    await expect(exact).toHaveText(`(${title})`);
    expect(await exact.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await comment.locator('.comment__author a').focus();
    expect(await exact.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(20);
    expect(consoleProblems).toEqual([]);
  });

  test(`${edition}: the boot loader brings a page's relative times up to date, and the app hydrates over them without a warning`, async ({ page, request, consoleProblems }) => {
    const [story] = await listed(request, edition, '/articles?limit=1&view=card');
    // A reader whose clock says the newest story came out 5 minutes ago: the server's page says
    // otherwise (its own clock), as a page from a cache or left open would.
    await page.clock.setFixedTime(new Date(Date.parse(story?.published ?? '') + 5 * 60_000));
    const response = await page.goto(`${e2eOrigin(edition)}/`);
    const served = serverTimes((await response?.text()) ?? '').find((time) => time.dateTime === story?.published);
    expect(served?.text).toMatch(shownOrDated(edition));
    const time = page.locator(`time[data-rel][datetime="${story?.published}"]`).first();
    await expect.poll(() => words(time)).toBe(FIVE_MINUTES_AGO[edition]);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await waitForHydration(page);
    await expect.poll(() => words(time)).toBe(FIVE_MINUTES_AGO[edition]);
    // The app has added the exact date beside the words, as the title and for screen readers.
    await expect(time).toHaveAttribute('title', ABSOLUTE[edition]);
    expect(consoleProblems).toEqual([]);
  });

  test(`${edition}: notifications say how long ago, with the date on hover`, async ({ page }) => {
    const origin = e2eOrigin(edition);
    await page.goto(`${origin}/`);
    await signInAsDemoMember(page);
    await page.goto(`${origin}${NOTIFICATIONS_PATH[edition]}`);
    await waitForHydration(page);
    const time = page.locator('.notifications-list > li').first().locator('time[data-rel]');
    await expect(time).toBeVisible();
    expectDated({ dateTime: '', title: (await time.getAttribute('title')) ?? '', text: await words(time) }, edition);
  });
}
