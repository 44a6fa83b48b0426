import type { Browser, Page } from '@playwright/test';
import { articlePaths, E2E_CONSENT, expect, setConsent, snoozePushPrompt, test, waitForHydration } from '../support/fixtures';
import { api, unique } from '../support/members';
import { e2eOrigin, type EditionName as Edition } from '../support/ports';

/*
 * Issue 19 item 6: feedback sent from the footer of every edition (the page it was sent from goes
 * along) and read, then marked handled, by an editor in /admin/feedback; nothing the reader wrote
 * is lost when the send fails; and the satisfaction survey's frequency rules on a controlled clock
 * (a second day's visit, never while the cookie banner is due, once in 60 days, "don't ask again").
 */

const FORM: Record<Edition, { footer: string; heading: string; type: string; name: string; email: string; message: string; submit: string; sent: string }> = {
  tr: { footer: 'Geri Bildirim', heading: 'Bize geri bildirim gönder', type: 'Ne hakkında?', name: 'Adın', email: 'E-posta adresin', message: 'Mesajın', submit: 'Geri bildirimi gönder', sent: 'Teşekkürler, geri bildirimini aldık.' },
  en: { footer: 'Feedback', heading: 'Send us feedback', type: 'What is it about?', name: 'Your name', email: 'Your e-mail address', message: 'Your message', submit: 'Send feedback', sent: 'Thank you, we have received your feedback.' },
  ru: { footer: 'Обратная связь', heading: 'Оставьте нам отзыв', type: 'О чём отзыв?', name: 'Ваше имя', email: 'Ваш адрес электронной почты', message: 'Ваше сообщение', submit: 'Отправить отзыв', sent: 'Спасибо, мы получили ваш отзыв.' },
};

/** An editor of the seed, signed in through the API in a context of their own. */
async function editor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await snoozePushPrompt(context);
  await setConsent(context, E2E_CONSENT);
  const page = await context.newPage();
  await page.goto('/');
  expect((await api(page, 'POST', '/auth/login?authVersion=v2', { grant_type: 'password', id: 'editor', password: 'meydan-editor-1' })).status).toBe(200);
  return page;
}

async function fillFeedback(page: Page, edition: Edition, message: string): Promise<void> {
  const form = FORM[edition];
  await page.getByLabel(form.type).selectOption('bug');
  await page.getByLabel(form.name).fill('E2E Okur');
  await page.getByLabel(form.email).fill('okur@example.com');
  await page.getByLabel(form.message).fill(message);
}

test('feedback goes from the footer of every edition, with its page, to the editors’ inbox @phone', async ({ page, request, browser }) => {
  test.slow();
  const token = unique();
  const sentFrom: Record<string, string> = {};
  for (const edition of ['tr', 'en', 'ru'] as const) {
    const form = FORM[edition];
    const story = (await articlePaths(request, edition))[0] as string;
    await page.goto(`${e2eOrigin(edition)}${story}`);
    // A link of the server HTML: it works before the app is there, carrying the story's path.
    const link = page.locator('.site-footer').getByRole('link', { name: form.footer, exact: true });
    await expect(link).toHaveAttribute('href', new RegExp(`\\?from=${encodeURIComponent(story).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByText(story, { exact: true })).toBeVisible();
    await fillFeedback(page, edition, `Galeri açılmıyor (${edition} ${token})`);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.locator('.feedback-page__outcome')).toContainText(form.sent);
    sentFrom[edition] = story;
  }

  const staff = await editor(browser);
  await staff.goto('/admin/feedback');
  await waitForHydration(staff);
  for (const edition of ['tr', 'en', 'ru'] as const) {
    const entry = staff.locator('.feedback-entry').filter({ hasText: `(${edition} ${token})` });
    await expect(entry).toBeVisible();
    await expect(entry.getByText(edition.toUpperCase(), { exact: true })).toBeVisible();
    await expect(entry.getByRole('link', { name: new RegExp(`${sentFrom[edition]}$`) })).toHaveAttribute('href', `${e2eOrigin(edition)}${sentFrom[edition]}`);
  }
  const first = staff.locator('.feedback-entry').filter({ hasText: `(tr ${token})` });
  await first.getByRole('button', { name: 'İlgilenildi olarak işaretle' }).click();
  await expect(first.getByText(/@editor .* tarihinde ilgilendi/)).toBeVisible();
  await staff.goto('/admin/feedback?status=new');
  await expect(staff.locator('.feedback-entry').filter({ hasText: `(en ${token})` })).toBeVisible();
  await expect(staff.locator('.feedback-entry').filter({ hasText: `(tr ${token})` })).toHaveCount(0);
  await staff.context().close();
});

test('a failed send keeps what the reader wrote, across a reload too', async ({ page }) => {
  const message = `Tarih yanlış yazılmış (${unique()})`;
  await page.goto('/geri-bildirim?from=%2F');
  await waitForHydration(page);
  await fillFeedback(page, 'tr', message);
  await page.route('**/api/v3.5/feedback', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Meydan şu an çok yoğun!', statusCode: 503 }) }));
  await page.getByRole('button', { name: FORM.tr.submit }).click();
  await expect(page.locator('.feedback-form .auth-form__alert')).toContainText('Yazdıkların burada duruyor');
  await expect(page.getByLabel(FORM.tr.message)).toHaveValue(message);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(FORM.tr.message)).toHaveValue(message);
  await page.unroute('**/api/v3.5/feedback');
  await page.getByRole('button', { name: FORM.tr.submit }).click();
  await expect(page.locator('.feedback-page__outcome')).toContainText(FORM.tr.sent);
});

test('the satisfaction survey: a second day’s visit, after the cookie banner, once in 60 days, then never when asked @phone', async ({ page, browser }) => {
  test.slow();
  const DAY = 24 * 60 * 60 * 1000;
  const start = new Date('2026-12-01T10:00:00+03:00').getTime();
  // The Google sign-in card would take the prompt area first: snoozed for the whole (fake) year.
  await page.addInitScript(() => localStorage.setItem('meydan.google-prompt.snoozed', JSON.stringify({ version: 'v0', data: true, expiry: Date.now() + 10 * 365 * 86_400_000 })));
  await page.clock.install({ time: start });
  const card = page.locator('.survey-invitation');
  /**
   * Opens the home page on a fake day and lets the invitation's 10 s pass (a moment of real time
   * first, for the app to mount the card's timer; then the fake clock jumps).
   */
  const visit = async (day: number): Promise<void> => {
    await page.clock.setSystemTime(start + day * DAY);
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await page.clock.fastForward(12_000);
    await page.waitForTimeout(300);
  };

  // Day 1: a first visit (the cookie banner answered, as every journey starts).
  await visit(0);
  await expect(card).toHaveCount(0);
  // Day 2, but the cookie banner is due (no answer yet): nothing; once answered, the invitation.
  await page.context().clearCookies({ name: 'm-consent' });
  await visit(1);
  await expect(card).toHaveCount(0);
  await setConsent(page.context(), E2E_CONSENT);
  await visit(1);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Şimdi değil' }).click();
  await expect(card).toHaveCount(0);
  // Not again the same day, nor 59 days later.
  await visit(1);
  await expect(card).toHaveCount(0);
  await visit(60);
  await expect(card).toHaveCount(0);

  // Over 60 days after it was offered (on day 2, some seconds in): the invitation again; this time the reader answers.
  const suggestion = `Karanlık tema (${unique()})`;
  await visit(62);
  await card.getByRole('button', { name: 'Ankete katıl' }).click();
  const dialog = page.getByRole('dialog', { name: 'Memnuniyet anketi' });
  await dialog.getByRole('radio', { name: '5 · Çok iyi' }).check();
  await dialog.getByRole('radio', { name: '9', exact: true }).check();
  await dialog.getByRole('radio', { name: 'Hayır' }).check();
  await dialog.getByLabel('Neyi daha iyi yapabiliriz? (isteğe bağlı)').fill(suggestion);
  await dialog.getByRole('button', { name: 'Yanıtları gönder' }).click();
  await expect(dialog.getByText('Teşekkürler!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // 59 days after the answer: not yet; over 60: asked again, and "don't ask again" ends it for good.
  await visit(121);
  await expect(card).toHaveCount(0);
  await visit(123);
  await card.getByRole('button', { name: 'Bir daha sorma' }).click();
  await expect(card).toHaveCount(0);
  await visit(400);
  await expect(card).toHaveCount(0);

  const staff = await editor(browser);
  await staff.goto('/admin/feedback?kind=survey');
  await waitForHydration(staff);
  const entry = staff.locator('.feedback-entry').filter({ hasText: suggestion });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('5 / 5');
  await expect(entry).toContainText('9 / 10 (destekçi)');
  await staff.context().close();
});
