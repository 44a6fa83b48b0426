import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { E2E_CONSENT, expect, setConsent, snoozePushPrompt, waitForHydration } from './fixtures';

/*
 * Members for journeys across browser contexts: fresh accounts made through the Google stand-in
 * (their addresses are confirmed), each in its own context, and calls to the API as them.
 */

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * A new member signed in through the Google stand-in, in a new browser context (Turkish edition).
 * The push permission card starts snoozed unless `pushPrompt` asks for it.
 */
export async function member(browser: Browser, kind: string, device: BrowserContextOptions = {}, { pushPrompt = false } = {}): Promise<{ page: Page; username: string }> {
  const context = await browser.newContext(device);
  if (!pushPrompt) await snoozePushPrompt(context);
  await setConsent(context, E2E_CONSENT);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('meydan.google-prompt.snoozed', JSON.stringify({ version: 'v0', data: true, expiry: Date.now() + 86_400_000 })));
  return { page, username: await signInWithGoogle(page, `${kind}.${unique()}@example.com`) };
}

/** Signs in on the Turkish home page through the Google stand-in with this address; answers the username. */
export async function signInWithGoogle(page: Page, email: string): Promise<string> {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('.site-header').getByRole('button', { name: 'Giriş yap' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Google ile devam et' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const account = page.locator('.site-header').getByRole('button', { name: /Hesap menüsü: / });
  await expect(account).toBeVisible();
  return ((await account.getAttribute('aria-label')) ?? '').replace(/^.*: /, '');
}

/** A call to the API from the member's page (their session cookies, our Origin). */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie.match(/(?:^|; )o-auth-token=([^;]+)/)?.[1];
      const response = await fetch(`/api/v3.5${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: response.status === 204 ? null : await response.json() };
    },
    { method, path, body },
  ) as Promise<{ status: number; data: T }>;
}

