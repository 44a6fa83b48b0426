import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { EDITIONS, expect, test, waitForHydration } from '../support/fixtures';
import { member } from '../support/members';
import { SERVER, e2eOrigin, hostHeader, type EditionName } from '../support/ports';

/*
 * The astrology remote (issue 17) as readers use it, in every edition, on a phone and a desktop
 * (@phone runs these in both projects): the birth chart form to its result (the wheel, the tables,
 * the big three), the rising sign, the compatibility calculator, the hub's signs.
 */

interface EditionTexts {
  name: string;
  date: RegExp;
  hour: string;
  minute: string;
  place: string;
  placeTyped: string;
  submitChart: string;
  submitRising: string;
  bigThree: string;
  planets: string;
  aspects: string;
  risingTitle: RegExp;
  compatSubmit: string;
  draw: string;
  question: string;
  upright: string;
  aries: string;
  daily: string;
  love: string;
  first: string;
  second: string;
}

const TEXTS: Record<EditionName, EditionTexts> = {
  tr: { name: 'Ad (isteğe bağlı)', date: /Doğum tarihi/, hour: 'Saat', minute: 'Dakika', place: 'Doğum yeri', placeTyped: 'Kadıköy', submitChart: 'Doğum haritamı hesapla', submitRising: 'Yükselen burcumu hesapla', bigThree: 'Büyük üçlü', planets: 'Gezegenler, burçları ve evleri', aspects: 'Açılar ve orbları', risingTitle: /^Yükselen burcun: /, compatSubmit: 'Uyumu hesapla', draw: 'Kartları çek', question: 'Sorun (isteğe bağlı)', upright: 'Düz anlamı', aries: 'Koç burcu', daily: 'Günlük', first: 'Birinci burç', second: 'İkinci burç', love: 'Aşk' },
  en: { name: 'Name (optional)', date: /Date of birth/, hour: 'Hour', minute: 'Minute', place: 'Place of birth', placeTyped: 'London', submitChart: 'Calculate my birth chart', submitRising: 'Calculate my rising sign', bigThree: 'The big three', planets: 'Planets, their signs and houses', aspects: 'Aspects and their orbs', risingTitle: /^Your rising sign: /, compatSubmit: 'Check compatibility', draw: 'Draw the cards', question: 'Your question (optional)', upright: 'Upright meaning', aries: 'Aries', daily: 'Daily', first: 'First sign', second: 'Second sign', love: 'Love' },
  ru: { name: 'Имя (необязательно)', date: /Дата рождения/, hour: 'Час', minute: 'Минута', place: 'Место рождения', placeTyped: 'Москва', submitChart: 'Рассчитать натальную карту', submitRising: 'Рассчитать асцендент', bigThree: 'Большая тройка', planets: 'Планеты, их знаки и дома', aspects: 'Аспекты и их орбисы', risingTitle: /^Ваш асцендент: /, compatSubmit: 'Рассчитать совместимость', draw: 'Вытянуть карты', question: 'Ваш вопрос (необязательно)', upright: 'Прямое значение', aries: 'Овен', daily: 'На день', first: 'Первый знак', second: 'Второй знак', love: 'Любовь' },
};

/** Chooses 14 August 1983 in the §2.10 calendar: the year and month lists, then the day. */
async function chooseBirthDate(page: Page, texts: EditionTexts): Promise<void> {
  await page.getByRole('button', { name: texts.date }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').nth(1).selectOption('1983');
  await dialog.getByRole('combobox').nth(0).selectOption('7');
  await dialog.locator('[data-day="1983-08-14"]').click();
  await expect(dialog).toBeHidden();
}

async function chooseTime(page: Page, texts: EditionTexts): Promise<void> {
  await page.getByLabel(texts.hour, { exact: true }).selectOption('14');
  await page.getByLabel(texts.minute, { exact: true }).selectOption('30');
}

async function choosePlace(page: Page, texts: EditionTexts): Promise<string> {
  const input = page.getByRole('combobox', { name: texts.place });
  await input.fill(texts.placeTyped);
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  const label = (await option.locator('.place-field__name').textContent()) ?? '';
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(label);
  return label;
}

for (const edition of EDITIONS) {
  const texts = TEXTS[edition];
  const origin = e2eOrigin(edition);

  test(`${edition}: the birth chart form leads to a shareable, uncached result with the wheel and tables @phone`, async ({ page, consoleProblems }) => {
    await page.goto(`${origin}/astroloji/dogum-haritasi-hesaplama`);
    await waitForHydration(page);
    await page.getByLabel(texts.name).fill('Ayşe');
    await chooseBirthDate(page, texts);
    await chooseTime(page, texts);
    await choosePlace(page, texts);
    await page.getByRole('button', { name: texts.submitChart }).click();
    await expect(page).toHaveURL(/\/astroloji\/dogum-haritasi-hesaplama\/sonuc\?name=Ay%C5%9Fe&date=1983-08-14&time=14%3A30&lat=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ayşe');
    await expect(page.getByRole('heading', { name: texts.bigThree })).toBeVisible();
    await expect(page.locator('.big-three__card')).toHaveCount(3);
    await expect(page.locator('svg.chart-wheel .chart-wheel__body')).toHaveCount(12);
    await expect(page.getByRole('table', { name: texts.planets }).locator('tbody tr')).toHaveCount(14);
    await expect(page.getByRole('table', { name: texts.aspects })).toBeVisible();
    // The address is the whole state: reloading it computes the same chart on the server.
    const address = new URL(page.url());
    const again = () => page.request.get(`${SERVER}${address.pathname}${address.search}`, { headers: hostHeader(edition) });
    const response = await again();
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('chart-wheel__body');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain('hreflang');
    // Never kept by the web tier's page cache: asked again, it is rendered again.
    expect((await again()).headers()['x-page-cache']).not.toBe('HIT');
    expect(consoleProblems).toEqual([]);
  });

  test(`${edition}: the rising sign from a birth time and place @phone`, async ({ page, consoleProblems }) => {
    await page.goto(`${origin}/astroloji/yukselen-burc-hesaplama`);
    await waitForHydration(page);
    // Without a time the form says what is missing and keeps the reader on it.
    await page.getByRole('button', { name: texts.submitRising }).click();
    await expect(page.locator('.time-picker .form-field__error')).toBeVisible();
    await chooseBirthDate(page, texts);
    await chooseTime(page, texts);
    await choosePlace(page, texts);
    await page.getByRole('button', { name: texts.submitRising }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.risingTitle);
    await expect(page.locator('.rising-result__text')).not.toBeEmpty();
    expect(consoleProblems).toEqual([]);
  });

  test(`${edition}: the compatibility calculator shows scores and a shareable pair @phone`, async ({ page, consoleProblems }) => {
    await page.goto(`${origin}/astroloji/burc-uyumu-hesaplama`);
    await waitForHydration(page);
    await page.getByLabel(texts.first).selectOption('koc');
    await page.getByLabel(texts.second).selectOption('aslan');
    await page.getByRole('button', { name: texts.compatSubmit }).click();
    await expect(page).toHaveURL(/\?a=koc&b=aslan$/);
    const love = page.locator('.compat-score--love');
    await expect(love).toContainText(texts.love);
    await expect(love.locator('.compat-score__value')).toHaveText(/\d+/);
    await expect(page.locator('.compat-result__explanation')).not.toBeEmpty();
    // The shared address renders the same answer on the server, for a reader without the app.
    const html = await (await page.request.get(`${SERVER}/astroloji/burc-uyumu-hesaplama?a=koc&b=aslan`, { headers: hostHeader(edition) })).text();
    expect(html).toContain('compat-result__explanation');
    expect(html).toContain(`hreflang="${edition}"`);
    expect(consoleProblems).toEqual([]);
  });

  test(`${edition}: the card of the day stays the reader's for the day, and spreads draw 3 and 10 cards @phone`, async ({ page, consoleProblems }) => {
    await page.goto(`${origin}/astroloji/tarot/gunluk-tarot`);
    const daily = page.locator('.tarot-daily .tarot-drawn__name a');
    await expect(daily).not.toBeEmpty();
    const card = await daily.textContent();
    await page.reload();
    await expect(daily).toHaveText(card ?? '');
    await page.goto(`${origin}/astroloji/tarot/uc-kart-tarot`);
    await waitForHydration(page);
    await page.getByLabel(texts.question).fill('?');
    await page.getByRole('button', { name: texts.draw }).click();
    await expect(page.locator('.tarot-spread__item')).toHaveCount(3);
    const names = await page.locator('.tarot-spread__item .tarot-drawn__name a').allTextContents();
    expect(new Set(names).size).toBe(3);
    await page.goto(`${origin}/astroloji/tarot/kelt-haci-tarot`);
    await waitForHydration(page);
    await page.getByRole('button', { name: texts.draw }).click();
    await expect(page.locator('.tarot-spread__item')).toHaveCount(10);
    // A drawn card leads to its page, upright and reversed.
    await page.locator('.tarot-spread__item .tarot-drawn__name a').first().click();
    await expect(page.getByRole('heading', { name: texts.upright })).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test(`${edition}: a sign page and its daily reading @phone`, async ({ page, consoleProblems }) => {
    await page.goto(`${origin}/astroloji/koc-burcu`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(texts.aries);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/astroloji/koc`);
    await expect(page.locator('.sign-facts div')).toHaveCount(5);
    await waitForHydration(page);
    await page.locator('.sign-tabs__tab', { hasText: texts.daily }).click();
    await expect(page).toHaveURL(/\/astroloji\/koc\/gunluk$/);
    await expect(page.locator('.reading__section')).toHaveCount(4);
    await expect(page.locator('.sign-hero__dates time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    // The day before, from its link; its page keeps its own date.
    await page.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(/\/astroloji\/koc\/gunluk\?tarih=\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('.reading__section')).toHaveCount(4);
    expect(consoleProblems).toEqual([]);
  });
}

test('the tarot deck lists the 78 cards, each with its page', async ({ request }) => {
  for (const edition of EDITIONS) {
    const html = await (await request.get(`${SERVER}/astroloji/tarot/tarot-kartlari-ve-anlamlari`, { headers: hostHeader(edition) })).text();
    expect(html.match(/class="tarot-tile"/g)).toHaveLength(78);
    const card = await request.get(`${SERVER}/astroloji/tarot/tarot-kartlari-ve-anlamlari/deli`, { headers: hostHeader(edition) });
    expect(card.status()).toBe(200);
    expect(await card.text()).toContain('hreflang="ru"');
    expect((await request.get(`${SERVER}/astroloji/tarot/tarot-kartlari-ve-anlamlari/yok-boyle-kart`, { headers: hostHeader(edition) })).status()).toBe(404);
    expect((await request.get(`${SERVER}/astroloji/tarot/yok-boyle-acilim`, { headers: hostHeader(edition) })).status()).toBe(404);
    expect((await request.get(`${SERVER}/astroloji/pluton`, { headers: hostHeader(edition) })).status()).toBe(404);
  }
});

test('the hub links all twelve signs and the tools, in each edition', async ({ request }) => {
  for (const edition of EDITIONS) {
    const html = await (await request.get(`${SERVER}/astroloji`, { headers: hostHeader(edition) })).text();
    expect(html.match(/class="sign-tile /g)).toHaveLength(12);
    for (const path of ['/astroloji/koc', '/astroloji/balik', '/astroloji/burc-uyumu-hesaplama', '/astroloji/dogum-haritasi-hesaplama', '/astroloji/yukselen-burc-hesaplama', '/astroloji/tarot/tarot-kartlari-ve-anlamlari']) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html).toContain('<link rel="canonical"');
  }
});

const RESULT_QUERY = 'date=1983-08-14&time=14%3A30&lat=41.0082&lon=28.9784&tz=Europe%2FIstanbul&place=Istanbul';

// One test per page: eleven hydrated and audited pages in one test outran its time on a busy machine.
const AUDITED_PAGES = [
  '/astroloji',
  '/astroloji/burc-uyumu-hesaplama?a=koc&b=aslan',
  '/astroloji/dogum-haritasi-hesaplama',
  `/astroloji/dogum-haritasi-hesaplama/sonuc?${RESULT_QUERY}`,
  '/astroloji/yukselen-burc-hesaplama',
  `/astroloji/yukselen-burc-hesaplama/sonuc?${RESULT_QUERY}`,
  '/astroloji/koc',
  '/astroloji/koc/haftalik',
  '/astroloji/tarot/tarot-kartlari-ve-anlamlari',
  '/astroloji/tarot/tarot-kartlari-ve-anlamlari/deli',
  '/astroloji/tarot/gunluk-tarot',
];
for (const path of AUDITED_PAGES) {
  test(`${path.split('?')[0]}: no serious accessibility problem (axe, WCAG 2.1 AA), nothing wider than the screen @phone`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const problems = await seriousViolations(page);
    // Nothing wider than the screen: the page never scrolls sideways (a row of tabs scrolls inside itself).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`the page is ${overflow}px wider than the screen`);
    expect(problems).toEqual([]);
  });
}

test('a member saves a chart, opens it again from the list, and deletes it', async ({ browser }) => {
  const { page } = await member(browser, 'astro-saver');
  await page.goto(`/astroloji/dogum-haritasi-hesaplama/sonuc?name=Elif&${RESULT_QUERY}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Haritayı kaydet' }).click();
  await expect(page.getByLabel('Haritanın adı')).toHaveValue('Elif');
  await page.getByLabel('Haritanın adı').fill('Arkadaşım Elif');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Harita kaydedildi');
  await page.goto('/astroloji/dogum-haritasi-hesaplama');
  const saved = page.getByRole('region', { name: 'Kayıtlı haritaların' });
  await saved.getByRole('link', { name: /Arkadaşım Elif/ }).click();
  await expect(page).toHaveURL(/\/sonuc\?name=Arkada/);
  await expect(page.locator('svg.chart-wheel')).toBeVisible();
  await page.goto('/astroloji/dogum-haritasi-hesaplama');
  await saved.getByRole('button', { name: 'Arkadaşım Elif haritasını sil' }).click();
  await saved.getByRole('button', { name: 'Evet, sil' }).click();
  await expect(saved.getByText('Henüz kayıtlı haritan yok.', { exact: false })).toBeVisible();
  await page.context().close();
});
