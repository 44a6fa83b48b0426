import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Draws every block the page leaves undrawn while it is off screen (`content-visibility: auto`
 * in shell.css: the home's sections, related stories, the footer). Axe judges colours from what
 * is drawn, and on such a block it reported the text of cards (dates, kickers) as low-contrast,
 * though the same cards pass once on screen. The audit is of the page as a reader sees each part
 * of it, so each part is drawn first. Set through the CSSOM: the page's CSP refuses a <style> tag.
 */
export async function drawSkippedBlocks(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}

/** Serious and critical WCAG 2.1 AA violations, one line each (rule, impact, where). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await drawSkippedBlocks(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
}
