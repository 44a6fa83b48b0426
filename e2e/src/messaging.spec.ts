import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { api, member } from '../support/members';

/*
 * Issue 6 across two members in two browser contexts: A messages B from B's profile; B sees it
 * live (the list, its unread badge and the header's count) without reloading; B replies and A
 * sees the reply and the read receipt; with A's socket cut, messages still send over HTTP and the
 * socket reconnects and catches up; A blocks B and B can no longer send.
 */

const composer = (page: Page) => page.getByRole('textbox', { name: /için mesajın$/ });
const log = (page: Page) => page.getByRole('log');

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  // The button (on phones Enter starts a new line; desktop's Enter-to-send has its own specs).
  await page.getByRole('button', { name: 'Gönder', exact: true }).click();
  // Shown at once, then confirmed by the server (the "sending" state goes away).
  await expect(log(page).getByText(text)).toBeVisible();
}

test('two members message each other live; receipts, a cut socket and a block @phone', async ({ browser }, testInfo) => {
  test.slow();
  // Each member gets the project's device (the phone layout shows the list, then the thread).
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const device = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL };
  const a = await member(browser, 'yazan', device);
  const b = await member(browser, 'okuyan', device);

  // A's realtime socket goes through a route the test can cut, like a dropped connection.
  const sockets: WebSocketRoute[] = [];
  await a.page.routeWebSocket(/\/ws$/, (socket) => {
    sockets.push(socket);
    socket.connectToServer();
  });

  // B waits in the inbox, which is empty.
  await b.page.goto('/mesaj');
  await waitForHydration(b.page);
  await expect(b.page.getByText(/Henüz bir konuşman yok/)).toBeVisible();
  const bHeaderBadge = b.page.locator('.site-header').getByRole('link', { name: /Mesajlar|konuşma/ });
  await expect(bHeaderBadge).toHaveAccessibleName(/okunmamış mesaj yok/);

  // A starts the conversation from B's profile.
  await a.page.goto(`/profil/${b.username}`);
  await waitForHydration(a.page);
  await a.page.getByRole('link', { name: 'Mesaj gönder' }).click();
  await expect(a.page).toHaveURL(new RegExp(`/mesaj/${b.username}$`));
  await send(a.page, 'Merhaba, yazına bayıldım!');

  // B sees it arrive without reloading: the conversation, its unread badge and the header's count.
  const conversation = b.page.locator(`a[data-username="${a.username}"]`);
  await expect(conversation).toContainText('Merhaba, yazına bayıldım!');
  await expect(conversation.locator('.conversation-item__badge')).toHaveText('1');
  await expect(bHeaderBadge).toHaveAccessibleName(/Okunmamış mesajı olan 1 konuşma/);

  // B opens it (which reads it) and replies; A sees the reply live and "Görüldü" under the first message.
  await conversation.click();
  await expect(log(b.page).getByText('Merhaba, yazına bayıldım!')).toBeVisible();
  await expect(bHeaderBadge).toHaveAccessibleName(/okunmamış mesaj yok/);
  await send(b.page, 'Çok teşekkürler, devamı geliyor.');
  await expect(log(a.page).getByText('Çok teşekkürler, devamı geliyor.')).toBeVisible();
  await expect(log(a.page).getByText('Görüldü')).toBeVisible();

  // A's socket drops. Sending still works over HTTP, and what B writes meanwhile arrives once the
  // client has reconnected (every 5 s), without a reload.
  expect(sockets.length).toBeGreaterThan(0);
  const cut = sockets.length;
  for (const socket of sockets) await socket.close({ code: 1001, reason: 'e2e: connection cut' });
  await send(a.page, 'Bağlantım koptu ama bu mesaj gidiyor.');
  await expect(log(b.page).getByText('Bağlantım koptu ama bu mesaj gidiyor.')).toBeVisible();
  await send(b.page, 'Bunu yeniden bağlanınca görmelisin.');
  await expect.poll(() => sockets.length, { timeout: 20_000 }).toBeGreaterThan(cut);
  await expect(log(a.page).getByText('Bunu yeniden bağlanınca görmelisin.')).toBeVisible({ timeout: 20_000 });

  // A blocks B: the API refuses B's messages, and B's page says the message was not sent.
  expect((await api(a.page, 'POST', '/social/me/blocked', { target: b.username })).status).toBeLessThan(300);
  await composer(b.page).fill('Engellendikten sonra yazıyorum.');
  await b.page.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(log(b.page).getByText('Gönderilemedi.')).toBeVisible();
  const { data: found } = await api<{ _id: string }>(b.page, 'GET', `/conversations/find?recipient=${a.username}`);
  expect((await api(b.page, 'POST', `/conversations/${found._id}`, { message: 'Yine de deniyorum.' })).status).toBe(403);
  // After a reload the thread is read-only for B.
  await b.page.reload();
  await waitForHydration(b.page);
  await expect(b.page.getByText(/artık mesajlaşamazsınız/)).toBeVisible();
  await expect(composer(b.page)).toHaveCount(0);
});
