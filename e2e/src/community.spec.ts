import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_CONSENT, expect, setConsent, snoozePushPrompt, test, waitForHydration } from '../support/fixtures';
import { api, member, unique } from '../support/members';

/*
 * Issue 5 across two members in two browser contexts (fresh members made through the Google
 * stand-in, so their addresses are confirmed): a member's post is approved by an editor and
 * becomes public; the other member follows the author and comments; the author replies and likes;
 * notifications arrive; the author blocks the other member, who then can no longer reply or like.
 */

/** The comments section loads when the reader scrolls near it (after the story). */
async function openComments(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.locator('.site-footer').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: /^Yorumlar/ })).toBeVisible();
}

/** Writes and submits a post through the API as the author (the editor UI has its own specs). */
async function submitPost(page: Page, title: string): Promise<string> {
  const png = (await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#2b6cb0' } }).png().toBuffer()).toString('base64');
  const image = await page.evaluate(async (base64) => {
    const token = document.cookie.match(/(?:^|; )o-auth-token=([^;]+)/)?.[1];
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }), 'cover.png');
    const response = await fetch('/api/v3.5/articles/me/images', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, data: (await response.json()) as { id?: string; _id?: string } };
  }, png);
  expect(image.status).toBe(201);
  const imageId = image.data.id ?? image.data._id ?? '';
  await expect.poll(async () => (await api<{ state: string }>(page, 'GET', `/articles/me/images/${imageId}`)).data.state, { timeout: 20_000 }).toBe('ready');
  const { data: categories } = await api<Array<{ _id: string }> | { items: Array<{ _id: string }> }>(page, 'GET', '/categories');
  const categoryId = (Array.isArray(categories) ? categories : categories.items)[0]?._id;
  const created = await api<{ _id?: string; id?: string }>(page, 'POST', '/articles/me', {
    title,
    summary: 'Mahalle pazarında bu hafta neler oldu: üreticiler, fiyatlar ve yeni tezgâhlar.',
    categoryId,
    coverImageId: imageId,
    entries: [{ type: 'text', html: '<p>Pazar bu hafta <strong>erken</strong> kuruldu ve öğlene kadar doldu.</p>' }],
  });
  expect(created.status).toBe(201);
  const id = created.data._id ?? created.data.id ?? '';
  expect((await api(page, 'POST', `/articles/me/${id}/submit`)).status).toBe(200);
  return id;
}

test('a post is approved by an editor; a follower comments; replies, likes and notifications arrive; a block stops replies and likes', async ({ browser }) => {
  test.slow();
  const author = await member(browser, 'yazar');
  const reader = await member(browser, 'okur');
  const title = `Mahalle pazarı notları ${unique()}`;
  await submitPost(author.page, title);

  // The editor approves it from the review queue.
  const editorContext = await browser.newContext();
  await snoozePushPrompt(editorContext);
  await setConsent(editorContext, E2E_CONSENT);
  const editorPage = await editorContext.newPage();
  await editorPage.goto('/');
  expect((await api(editorPage, 'POST', '/auth/login?authVersion=v2', { grant_type: 'password', id: 'editor', password: 'meydan-editor-1' })).status).toBe(200);
  await editorPage.goto('/admin/review');
  await waitForHydration(editorPage);
  const pending = editorPage.locator('article, li').filter({ hasText: title }).first();
  await pending.getByRole('button', { name: 'Onayla ve yayımla' }).click();
  await expect(editorPage.getByText(title)).toBeHidden();

  // The reader follows the author from the profile; the post is public on it.
  await reader.page.goto(`/profil/${author.username}`);
  await waitForHydration(reader.page);
  await reader.page.getByRole('button', { name: 'Takip et' }).click();
  await expect(reader.page.getByRole('button', { name: /Takip ediliyor|Takibi bırak/ })).toBeVisible();
  await reader.page.getByRole('link', { name: title }).first().click();
  await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The reader comments under the post.
  await openComments(reader.page);
  const composer = reader.page.getByLabel('Yorumun');
  await composer.fill('Çok güzel bir özet olmuş, teşekkürler!');
  await reader.page.getByRole('button', { name: 'Yorumu gönder' }).click();
  await expect(reader.page.getByText('Yorumun yayımlandı.')).toBeVisible();
  const postPath = new URL(reader.page.url()).pathname;

  // The author was told: approved, followed, commented.
  await author.page.goto('/bildirimler');
  await waitForHydration(author.page);
  const notifications = author.page.locator('main');
  await expect(notifications).toContainText(title);
  await expect(notifications).toContainText('takip etmeye başladı');

  // The author replies to and likes the reader's comment.
  await author.page.goto(postPath);
  await openComments(author.page);
  const readerComment = author.page.locator('article.comment').filter({ hasText: 'Çok güzel bir özet olmuş' });
  await readerComment.scrollIntoViewIfNeeded();
  await readerComment.getByRole('button', { name: 'Beğen' }).click();
  await readerComment.getByRole('button', { name: 'Yanıtla' }).click();
  await author.page.getByLabel(/adlı üyeye yanıtın/).fill('Ne güzel, okuduğun için teşekkürler!');
  await author.page.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(author.page.getByText('Yanıtın yayımlandı.')).toBeVisible();

  await reader.page.goto('/bildirimler');
  await waitForHydration(reader.page);
  await expect(reader.page.locator('main')).toContainText('yanıtladı');
  await expect(reader.page.locator('main')).toContainText('beğendi');

  // The author blocks the reader: the follow is gone and the reader can no longer reply or like.
  await author.page.goto(`/profil/${reader.username}`);
  await waitForHydration(author.page);
  await author.page.getByRole('button', { name: 'Diğer işlemler' }).click();
  await author.page.getByRole('menuitem', { name: 'Engelle' }).or(author.page.getByRole('button', { name: 'Engelle' })).first().click();
  await author.page.getByRole('dialog').getByRole('button', { name: 'Evet, engelle' }).click();
  await expect(author.page.getByText('Bu üyeyi engelledin.', { exact: false })).toBeVisible();

  const followers = await api<{ items: Array<{ username: string }> }>(reader.page, 'GET', `/social/${author.username}/followers`);
  expect(followers.data.items?.map((item) => item.username) ?? []).not.toContain(reader.username);
  await reader.page.goto(postPath);
  await openComments(reader.page);
  await reader.page.getByRole('button', { name: /yanıtı göster/ }).first().click();
  const authorReply = reader.page.locator('article.comment').filter({ hasText: 'Ne güzel, okuduğun için' });
  await authorReply.scrollIntoViewIfNeeded();
  await expect(authorReply.getByRole('button', { name: /^Beğen/ })).toBeDisabled();
  await expect(reader.page.getByText('Bu üyeyle aranızda engelleme olduğu için', { exact: false }).first()).toBeVisible();
  // And the API refuses it too, whatever the page shows.
  const replyId = ((await authorReply.getAttribute('id')) ?? '').replace(/^comment-/, '');
  expect((await api(reader.page, 'POST', `/comments/${replyId}/like`)).status).toBe(403);
});
