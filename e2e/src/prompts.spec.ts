import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { member } from '../support/members';

/*
 * Issue 15 item 12: a prompt never covers a form's controls. The push permission card (4 s into a
 * confirmed member's visit, bottom right on a desktop) sat on the message composer's send button;
 * now the prompt area steps aside while it would cover a form control and comes back after.
 */

/** Whether a click at the middle of `control` reaches it (nothing lies on top of it). */
async function reachable(page: Page, control: Locator): Promise<boolean> {
  const box = await control.boundingBox();
  if (!box) return false;
  return page.evaluate(
    ({ x, y, selector }) => {
      const hit = document.elementFromPoint(x, y);
      const target = document.querySelector(selector);
      return Boolean(hit && target && (hit === target || target.contains(hit)));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, selector: '.composer button[type="submit"]' },
  );
}

test('the push permission card never covers the message composer on a desktop', async ({ browser }) => {
  test.slow();
  const desktop = { viewport: { width: 1280, height: 720 } };
  const writer = await member(browser, 'bildirim', desktop, { pushPrompt: true });
  const reader = await member(browser, 'okur', desktop);

  // On a page without a form the card shows, bottom right.
  const card = writer.page.locator('.push-alert');
  await expect(card).toBeVisible({ timeout: 15_000 });

  // In a conversation it would sit on the composer: it steps aside, and the send button takes clicks.
  await writer.page.goto(`/mesaj/${reader.username}`);
  await waitForHydration(writer.page);
  const send = writer.page.locator('.composer button[type="submit"]');
  await expect(send).toBeVisible();
  await expect(card).toBeAttached({ timeout: 15_000 });
  await expect(card).toBeHidden();
  expect(await reachable(writer.page, send)).toBe(true);
  await writer.page.locator('.composer textarea').fill('Merhaba, bildirim kartı yolumda değil.');
  await send.click();
  await expect(writer.page.getByRole('log').getByText('Merhaba, bildirim kartı yolumda değil.')).toBeVisible();

  // Back on a page without a form the card is there again (stepped aside, not dismissed).
  await writer.page.goto('/');
  await expect(card).toBeVisible({ timeout: 15_000 });
});
