import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { SERVER, e2eOrigin, hostHeader, type EditionName } from './ports';

/** Article link prefixes of each edition (SPEC §2.7/§2.8). */
export const ARTICLE_PREFIX: Record<EditionName, string> = { tr: '/haber/', en: '/content/', ru: '/news/' };
export const EDITIONS: EditionName[] = ['tr', 'en', 'ru'];

/**
 * `consoleProblems` collects console errors and warnings and uncaught page errors (hydration
 * mismatches show up there); each test asserts it is empty where that matters.
 */
/**
 * The push permission card appears 4 s into a confirmed member's visit (push is on: the e2e
 * platform has a fresh VAPID key pair) and could cover what a test clicks: journeys start with it snoozed, as
 * after "Not now" (the o-push-snooze cookie), unless a test sets `test.use({ pushPrompt: true })`.
 */
export async function snoozePushPrompt(context: BrowserContext): Promise<void> {
  await context.addCookies(EDITIONS.map((edition) => ({ name: 'o-push-snooze', value: '1', url: e2eOrigin(edition) })));
}

/**
 * The cookie banner (issue 19) takes the foot of every page until a choice is made and could cover
 * what a test clicks: journeys start with a choice made (reading statistics and content for you
 * allowed, advertising not, so no ad slot or interstitial either), unless a test sets
 * `test.use({ consent: null })` (a first visit) or another cookie value.
 */
export const E2E_CONSENT = '1.ap.';

export async function setConsent(context: BrowserContext, value: string): Promise<void> {
  await context.addCookies(EDITIONS.map((edition) => ({ name: 'm-consent', value, url: e2eOrigin(edition) })));
}

export const test = base.extend<{ consoleProblems: string[]; signInPrompt: boolean; pushPrompt: boolean; consent: string | null }>({
  /**
   * The Google sign-in card appears 4 s into every anonymous visit (the e2e platform configures a
   * Google stand-in) and could cover what a test clicks: it starts snoozed, as after a reader closed
   * it, unless a test sets `test.use({ signInPrompt: true })`.
   */
  signInPrompt: [false, { option: true }],
  pushPrompt: [false, { option: true }],
  consent: [E2E_CONSENT, { option: true }],
  page: async ({ page, signInPrompt, pushPrompt, consent }, provide) => {
    if (!pushPrompt) await snoozePushPrompt(page.context());
    if (consent !== null) await setConsent(page.context(), consent);
    if (!signInPrompt) {
      await page.addInitScript(() => {
        const week = 7 * 24 * 60 * 60 * 1000;
        window.localStorage.setItem('meydan.google-prompt.snoozed', JSON.stringify({ version: 'v0', data: true, expiry: Date.now() + week }));
      });
    }
    await provide(page);
  },
  consoleProblems: async ({ page }, provide) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await provide(problems);
  },
});
export { expect };

/**
 * Waits until the shell has hydrated the server HTML. A reader's page loads the app only on the
 * first intent (issue 14: a touch, a key, focus, a pointer on something interactive), so this
 * shows one first, as a reader would: a Shift key press, which changes nothing on the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Article paths linked from an edition's home page, read from the server HTML. */
export async function articlePaths(request: APIRequestContext, edition: EditionName): Promise<string[]> {
  const html = await (await request.get(`${SERVER}/`, { headers: hostHeader(edition) })).text();
  const prefix = ARTICLE_PREFIX[edition].replace(/\//g, '\\/');
  return [...new Set([...html.matchAll(new RegExp(`href="(${prefix}[a-z0-9-]+-\\d+)"`, 'g'))].map((m) => m[1] as string))];
}
