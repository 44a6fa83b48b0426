import { articlePaths, expect, test, waitForHydration } from '../support/fixtures';

test('a reader adds reactions up to the limit of three, then removes one @phone', async ({ page, request, consoleProblems }) => {
  const paths = await articlePaths(request, 'tr');
  // A different article per project so parallel runs do not share counts.
  await page.goto(paths[test.info().project.name === 'phone' ? 3 : 2] as string);
  await waitForHydration(page);
  const bar = page.locator('.reactions');
  const button = (label: string) => bar.getByRole('button', { name: new RegExp(label) });
  const count = async (label: string) => Number((await button(label).locator('.reactions__count').textContent()) ?? 'NaN');
  await expect(button('Sevdim').locator('.reactions__count')).toBeVisible();
  const before = await count('Sevdim');

  await button('Sevdim').click();
  await expect(button('Sevdim')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => count('Sevdim')).toBe(before + 1);
  await button('Şaşırdım').click();
  await expect(button('Şaşırdım')).toHaveAttribute('aria-pressed', 'true');
  await button('Harika').click();
  await expect(button('Harika')).toHaveAttribute('aria-pressed', 'true');

  // Three given: the others wait until one is taken back, and the bar says why.
  await expect(button('Komik')).toBeDisabled();
  await expect(bar.getByRole('status')).toContainText('En fazla 3 farklı tepki');

  await button('Sevdim').click();
  await expect(button('Sevdim')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => count('Sevdim')).toBe(before);
  await expect(button('Komik')).toBeEnabled();

  // The choice belongs to this reader and survives a reload.
  await page.reload();
  await expect(button('Harika')).toHaveAttribute('aria-pressed', 'true');
  expect(consoleProblems).toEqual([]);
});
