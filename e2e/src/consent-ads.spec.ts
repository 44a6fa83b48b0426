import type { Page, Request } from '@playwright/test';
import { adEvents, adRequests } from '../support/ad-stand-in';
import { articlePaths, E2E_CONSENT, expect, setConsent, test, waitForHydration } from '../support/fixtures';
import { api, member, signInWithGoogle } from '../support/members';
import { AD_STAND_IN, e2eOrigin, type EditionName } from '../support/ports';

/*
 * Issue 19: the cookie banner (KVKK and GDPR), what each answer lets run, the ad slots and the
 * interstitial. These journeys start as a first visit (no cookie choice yet). They run one after
 * another: the ad server stand-in records every request, and only these journeys allow ads.
 */
test.describe.configure({ mode: 'serial' });
test.use({ consent: null });

const TEXTS: Record<EditionName, { title: string; accept: string; reject: string; manage: string; save: string; advertising: string; preferences: string; close: string }> = {
  tr: { title: 'Çerezler ve gizliliğiniz', accept: 'Tümünü kabul et', reject: 'Tümünü reddet', manage: 'Tercihleri yönet', save: 'Seçimlerimi kaydet', advertising: 'Reklamlar', preferences: 'Çerez tercihleri', close: 'Reklamı kapat' },
  en: { title: 'Cookies and your privacy', accept: 'Accept all', reject: 'Reject all', manage: 'Manage preferences', save: 'Save my choices', advertising: 'Advertising', preferences: 'Cookie preferences', close: 'Close the ad' },
  ru: { title: 'Файлы cookie и ваша конфиденциальность', accept: 'Принять все', reject: 'Отклонить все', manage: 'Настроить', save: 'Сохранить выбор', advertising: 'Реклама', preferences: 'Настройки cookie', close: 'Закрыть рекламу' },
};

const banner = (page: Page, edition: EditionName) => page.getByRole('region', { name: TEXTS[edition].title });

/** Layout shifts the reader did not cause (what CLS counts), from the start of the page. */
async function unexpectedShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

for (const edition of ['tr', 'en', 'ru'] as const) {
  test(`the banner asks on a first visit (${edition}) with two equal answers, and "Manage preferences" shows the purposes unticked @phone`, async ({ page }) => {
    const texts = TEXTS[edition];
    await page.goto(`${e2eOrigin(edition)}/`);
    const region = banner(page, edition);
    await expect(region).toBeVisible();
    const accept = region.getByRole('button', { name: texts.accept });
    const reject = region.getByRole('button', { name: texts.reject });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox && rejectBox && Math.round(acceptBox.width) === Math.round(rejectBox.width) && Math.round(acceptBox.height) === Math.round(rejectBox.height)).toBe(true);
    expect(await accept.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(await reject.evaluate((button) => getComputedStyle(button).backgroundColor));
    // Both answers are on the first screen.
    const viewport = page.viewportSize();
    expect((acceptBox?.y ?? 9999) + (acceptBox?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
    await region.getByText(texts.manage).click();
    const boxes = region.getByRole('checkbox');
    await expect(boxes).toHaveCount(4); // strictly necessary (always on) and the three purposes
    await expect(boxes.first()).toBeChecked();
    await expect(boxes.first()).toBeDisabled();
    for (const index of [1, 2, 3]) await expect(boxes.nth(index)).not.toBeChecked();
  });
}

test('"Reject all" makes no analytics or ad request, before or after the app loads, and the choice holds @phone', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/');
  await banner(page, 'tr').getByRole('button', { name: TEXTS.tr.reject }).click();
  await expect(banner(page, 'tr')).toBeHidden();
  await expect(page.locator('[data-ad-slot]').first()).toBeHidden();
  // Reading on: an article, then the app.
  const [path] = await articlePaths(page.request, 'tr');
  await page.goto(path as string);
  await waitForHydration(page);
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(1500);
  await expect(banner(page, 'tr')).toHaveCount(0);
  // This page's own requests (the stand-in's log is shared with journeys running beside this one).
  expect(requests.filter((request) => request.url().startsWith(AD_STAND_IN)).map((request) => request.url())).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBe(0);
  // No id of the reader is kept for analytics or ads.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /tracker|session|ad-id/.test(key)))).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'm-consent')?.value).toMatch(/^1\.-\.[0-9a-f-]{36}$/);
});

test('"Accept all" fills the ad slots from the ad server without moving the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await banner(page, 'tr').getByRole('button', { name: TEXTS.tr.accept }).click();
  await expect(banner(page, 'tr')).toBeHidden();
  const masthead = page.locator('[data-ad-slot="masthead"]');
  await expect(masthead).toHaveAttribute('data-ad-state', 'filled');
  await expect(masthead.locator('iframe')).toHaveAttribute('src', new RegExp(`^${AD_STAND_IN}/creative/`));
  await expect(masthead.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/);
  expect(await unexpectedShift(page)).toBeLessThanOrEqual(0.01);
  const asked = (await adRequests()).filter((request) => request.slot === 'masthead');
  expect(asked.at(-1)).toEqual(expect.objectContaining({ edition: 'tr', sizes: '970x90,728x90' }));
  expect((await adEvents()).some((event) => event.type === 'impression' && event.slot === 'masthead')).toBe(true);
});

test('the footer link changes the choice on the cookie policy page: advertising withdrawn, no slot any more', async ({ page, context }) => {
  await context.addCookies([{ name: 'm-consent', value: '1.apd.', url: e2eOrigin('en') }]);
  await page.goto(`${e2eOrigin('en')}/`);
  await expect(page.locator('[data-ad-slot]').first()).toBeAttached();
  await page.getByRole('contentinfo').getByRole('link', { name: TEXTS.en.preferences }).click();
  await expect(page).toHaveURL(/\/cookie-policy#cookie-preferences$/);
  await waitForHydration(page);
  const section = page.locator('#cookie-preferences');
  await expect(section.getByRole('checkbox', { name: new RegExp(TEXTS.en.advertising) })).toBeChecked();
  await section.getByRole('checkbox', { name: new RegExp(TEXTS.en.advertising) }).uncheck();
  await section.getByRole('button', { name: TEXTS.en.save }).click();
  await expect(section.getByRole('status')).toHaveText('Your preferences have been saved.');
  const value = (await context.cookies()).find((cookie) => cookie.name === 'm-consent')?.value;
  expect(value).toMatch(/^1\.ap\.[0-9a-f-]{36}$/);
  await expect(section.getByText(/Your current choice \(.+\): Reading statistics, Content for you\./)).toBeVisible();
  await page.goto(`${e2eOrigin('en')}/`);
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  await expect(banner(page, 'en')).toHaveCount(0);
});

test('the banner asks again when its version changes', async ({ page, context }) => {
  await context.addCookies([{ name: 'm-consent', value: '0.apd.', url: e2eOrigin('ru') }]);
  await page.goto(`${e2eOrigin('ru')}/`);
  await expect(banner(page, 'ru')).toBeVisible();
});

test('the interstitial: 5 s after an ad shows on a page reached from the site, a 5 s countdown, then it closes and reports how @phone', async ({ page, context }) => {
  await context.addCookies([{ name: 'm-consent', value: '1.apd.', url: e2eOrigin('tr') }]);
  await page.clock.install();
  // When each slot filled, on which page (the page's own clock): the interstitial's 5 s count from there.
  await page.addInitScript(() => {
    const fills: Array<{ at: number; path: string }> = [];
    (window as unknown as { adFills: typeof fills }).adFills = fills;
    new MutationObserver((records) => {
      for (const record of records) if ((record.target as Element).getAttribute('data-ad-state') === 'filled') fills.push({ at: Date.now(), path: location.pathname });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ad-state'] });
  });
  // A first page from outside (no referrer): no interstitial however long the reader stays.
  await page.goto('/');
  await expect(page.locator('[data-ad-state="filled"]').first()).toBeAttached();
  await page.clock.runFor(12_000);
  await expect(page.locator('.ad-interstitial')).toHaveCount(0);

  // A story opened from that page: the referrer is the site itself.
  const [path] = await articlePaths(page.request, 'tr');
  await page.locator(`a[href="${path}"]`).first().click();
  await page.waitForURL(`**${path}`);
  await expect(page.locator('[data-ad-state="filled"]').first()).toBeAttached();
  // The clock has run on in real time since the fill (much of it on a busy machine): stop it 4 s
  // after the story's first ad showed, whatever the machine's speed, then move it by hand.
  const filledAt = await page.evaluate((story) => (window as unknown as { adFills: Array<{ at: number; path: string }> }).adFills.find((fill) => fill.path === story)?.at, path);
  expect(filledAt).toBeDefined();
  await page.clock.pauseAt((filledAt as number) + 4000);
  await expect(page.locator('.ad-interstitial')).toHaveCount(0);
  await page.clock.runFor(1500);
  const overlay = page.getByRole('dialog', { name: 'Reklam' });
  await expect(overlay).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/ad-scroll-lock/);
  await expect(overlay).toContainText('sn sonra kapatabilirsiniz');
  const close = overlay.getByRole('button', { name: TEXTS.tr.close });
  await expect(close).toBeHidden();
  await page.clock.runFor(5200);
  await expect(close).toBeVisible();
  // This interstitial's creative (the stand-in's log is shared with journeys running beside this one).
  const creativeId = /\/creative\/([^?]+)/.exec((await overlay.locator('iframe').getAttribute('src')) ?? '')?.[1];
  // A click beside the ad closes it and unlocks the page.
  await page.mouse.click(5, 5);
  await expect(overlay).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/ad-scroll-lock/);
  await expect
    .poll(async () => (await adEvents()).filter((event) => event.slot === 'interstitial' && event.creativeId === creativeId).map((event) => event.type))
    .toEqual(['impression', 'outside_click']);

  // Not again within about 33 minutes, even on the next page from the site.
  await page.goBack();
  await expect(page.locator('[data-ad-state="filled"]').first()).toBeAttached();
  await page.clock.runFor(12_000);
  await expect(page.locator('.ad-interstitial')).toHaveCount(0);
});

test('a sponsored story carries its badge and never shows the interstitial, even with the debug flag', async ({ browser, page, context }) => {
  // An editor marks a story sponsored on /admin/articles (its API here).
  const [path] = await articlePaths(page.request, 'tr');
  const legacyId = /(\d+)$/.exec(path ?? '')?.[1];
  const editorContext = await browser.newContext();
  await setConsent(editorContext, E2E_CONSENT);
  const editor = await editorContext.newPage();
  await editor.goto('/');
  expect((await api(editor, 'POST', '/auth/login?authVersion=v2', { grant_type: 'password', id: 'admin', password: 'meydan-admin-1' })).status).toBe(200);
  const found = await api<{ items: Array<{ _id: string }> }>(editor, 'GET', `/admin/articles?q=${legacyId}`);
  const id = found.data.items[0]?._id as string;
  expect((await api(editor, 'POST', `/admin/articles/${id}/flags`, { sponsored: true })).status).toBe(200);
  try {
    await context.addCookies([{ name: 'm-consent', value: '1.apd.', url: e2eOrigin('tr') }]);
    await page.clock.install();
    await page.goto(`${path}?adsdebug=1`);
    await expect(page.locator('.article__header .label--sponsored')).toHaveText('Sponsorlu');
    await expect(page.locator('article[data-ads-mode="sponsored"]')).toHaveCount(1);
    await expect(page.locator('[data-ad-state="filled"]').first()).toBeAttached();
    await page.clock.runFor(12_000);
    await expect(page.locator('.ad-interstitial')).toHaveCount(0);
  } finally {
    expect((await api(editor, 'POST', `/admin/articles/${id}/flags`, { sponsored: false })).status).toBe(200);
    await editorContext.close();
  }
});

test('the cookie choice survives the signed-out clean-up when the app starts', async ({ page, context }) => {
  await context.addCookies([{ name: 'm-consent', value: E2E_CONSENT, url: e2eOrigin('tr') }]);
  await page.goto('/');
  await waitForHydration(page);
  await expect(banner(page, 'tr')).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'm-consent')?.value).toBe(E2E_CONSENT);
});

test('a premium member sees no ad slot and no interstitial, whatever they allowed', async ({ browser }) => {
  test.slow();
  const reader = await member(browser, 'premium', { viewport: { width: 1280, height: 900 } });
  await setConsent(reader.page.context(), '1.apd.');
  const me = await api<{ _id: string }>(reader.page, 'GET', '/users/me/profile');
  expect(me.status).toBe(200);

  // An admin gives the member premium (no payment provider yet: by hand in /admin/users).
  const adminContext = await browser.newContext();
  await setConsent(adminContext, E2E_CONSENT);
  const admin = await adminContext.newPage();
  await admin.goto('/');
  expect((await api(admin, 'POST', '/auth/login?authVersion=v2', { grant_type: 'password', id: 'admin', password: 'meydan-admin-1' })).status).toBe(200);
  expect((await api(admin, 'PUT', `/admin/users/${me.data._id}/premium`, { status: 'premium' })).status).toBe(200);
  await adminContext.close();

  // The member's next pages: no slot at all (the hint cookie keeps even the server from drawing one), no interstitial.
  await reader.page.goto('/');
  await waitForHydration(reader.page);
  await expect.poll(async () => (await reader.page.context().cookies()).find((cookie) => cookie.name === 'm-noads')?.value).toBe('1');
  const [path] = await articlePaths(reader.page.request, 'tr');
  await reader.page.locator(`a[href="${path}"]`).first().click();
  await reader.page.waitForURL(`**${path}`);
  await reader.page.waitForTimeout(11_000);
  await expect(reader.page.locator('[data-ad-slot]')).toHaveCount(0);
  await expect(reader.page.locator('.ad-interstitial')).toHaveCount(0);
  const email = (await api<{ email: string }>(reader.page, 'GET', '/users/me/profile')).data.email;
  await reader.page.context().close();

  // Signing in on another browser: the server leaves out ad space from the first page on, before
  // that browser has any m-noads hint, because the access token says premium (its prm claim).
  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await setConsent(elsewhere, '1.apd.');
  const page = await elsewhere.newPage();
  await signInWithGoogle(page, email);
  await elsewhere.clearCookies({ name: 'm-noads' });
  const slotsIn = async () => ((await (await page.request.get('/')).text()).match(/data-ad-slot=/g) ?? []).length;
  expect(await slotsIn()).toBe(0);
  // The same browser without the session (same consent): the page has its ad slots.
  await elsewhere.clearCookies({ name: 'o-auth-token' });
  await elsewhere.clearCookies({ name: 'o-refresh-token' });
  expect(await slotsIn()).toBeGreaterThan(0);
  await elsewhere.close();
});
