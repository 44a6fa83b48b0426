import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SERVER, e2eOrigin, hostHeader, type EditionName } from '../support/ports';
import { EDITIONS, expect, test } from '../support/fixtures';

/**
 * Issue 20, item 4: gallery pictures open a full-screen viewer (PhotoSwipe, a lazy chunk of the
 * content remote) that swipes, moves by arrows and keys, closes by Escape with the page where it
 * was, and names the open picture in the address (`?image=N`) so the address opens it again.
 * Runs on the desktop and the phone (@phone), in every edition.
 */
const VIEWER_LABEL: Record<EditionName, string> = { tr: 'Fotoğraf görüntüleyici', en: 'Photo viewer', ru: 'Просмотр фотографий' };
const FRAME: Record<EditionName, (n: number) => string> = { tr: (n) => `${n}. kare`, en: (n) => `Frame ${n}`, ru: (n) => `Кадр ${n}` };
const NEXT: Record<EditionName, RegExp> = { tr: /^Sonraki fotoğraf/, en: /^Next photo/, ru: /^Следующее фото/ };

async function firstGallery(request: APIRequestContext, edition: EditionName): Promise<{ route: string; title: string }> {
  const list = (await (await request.get(`${SERVER}/api/v3.5/galleries?limit=1`, { headers: hostHeader(edition) })).json()) as { items: Array<{ route: string; title: string }> };
  const gallery = list.items[0];
  if (!gallery) throw new Error(`no gallery in ${edition}`);
  return gallery;
}

const viewer = (page: Page, edition: EditionName) => page.getByRole('dialog', { name: new RegExp(`^${VIEWER_LABEL[edition]}: `) });
const caption = (dialog: Locator) => dialog.locator('.pswp__caption .photo-viewer__title');

/**
 * A finger (or, on the desktop, the mouse) dragging the picture from right to left across most of
 * the screen, a move per frame as a hand does. PhotoSwipe moves the picture in animation frames
 * and spends the first move on finding the direction; it goes to the next picture when the drag
 * ends fast or past half the screen, so a slow drag must go further than that.
 */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function swipeLeft(page: Page, touch: boolean): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
  const y = Math.round(height / 2);
  const xs = [0.9, 0.75, 0.6, 0.45, 0.3, 0.15].map((share) => Math.round(width * share));
  if (!touch) {
    await page.mouse.move(xs[0] as number, y);
    await page.mouse.down();
    for (const x of xs.slice(1)) {
      await nextFrame(page);
      await page.mouse.move(x, y, { steps: 2 });
    }
    await nextFrame(page);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: xs[0] as number, y }] });
  for (const x of xs.slice(1)) {
    await nextFrame(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await nextFrame(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const edition of EDITIONS) {
  test(`${edition}: a gallery picture opens the viewer, which moves, closes where the page was and reopens from its address @phone`, async ({ page, request, consoleProblems, isMobile }) => {
    test.slow(); // the app and the viewer's chunk load on the first tap
    const gallery = await firstGallery(request, edition);
    const origin = e2eOrigin(edition);
    await page.goto(`${origin}${gallery.route}`);

    // The second frame's picture, scrolled to: before the app it is a link to itself in the viewer.
    const link = page.locator('a[href="?image=2"]');
    await expect(link.locator('img')).toHaveAttribute('alt', FRAME[edition](2));
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    // The first tap is the reader's first intent: the loader holds it and the app replays it.
    await link.click();
    const dialog = viewer(page, edition);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(caption(dialog)).toHaveText(FRAME[edition](2));
    await expect(page).toHaveURL(`${origin}${gallery.route}?image=2`);
    // The viewer shows the largest resolution the screen needs, from the picture's srcset.
    await expect(dialog.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)')).toHaveAttribute('srcset', /1536w/);

    // Swipe to the next picture (the viewer takes gestures once it has opened).
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await swipeLeft(page, isMobile);
    await expect(caption(dialog)).toHaveText(FRAME[edition](3));
    await expect(page).toHaveURL(`${origin}${gallery.route}?image=3`);

    if (!isMobile) {
      // The arrows (hidden on touch screens, where the finger swipes) and the keys.
      await dialog.getByRole('button', { name: NEXT[edition] }).click();
      await expect(caption(dialog)).toHaveText(FRAME[edition](4));
      await page.keyboard.press('ArrowLeft');
      await expect(caption(dialog)).toHaveText(FRAME[edition](3));
      await expect(page).toHaveURL(`${origin}${gallery.route}?image=3`);
      // Focus stays in the dialog.
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    // Escape closes it: the address is the article's again, and the page has not moved.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${origin}${gallery.route}`);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(link).toBeFocused();

    // The viewer's address, opened anew, opens it again on that picture, with no tap.
    const shared = await page.context().newPage();
    await shared.goto(`${origin}${gallery.route}?image=3`);
    const reopened = viewer(shared, edition);
    await expect(reopened).toBeVisible();
    await expect(caption(reopened)).toHaveText(FRAME[edition](3));
    // The canonical address leaves the parameter out.
    await expect(shared.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${gallery.route}`);
    await shared.close();
    expect(consoleProblems).toEqual([]);
  });
}
