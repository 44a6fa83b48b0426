import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExchangeRate, ExchangeRatesResponse } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import type { Edition } from '@meydan/shared/util/routing';
import { ExchangeRatesPage, rateDirection, tableRows } from './exchange-rates-page';
import { loadExchangeRates } from './exchange-rates-loader';
import { apiError, contentI18n, loaderContext, renderPage, type Responder, scriptedStore } from './testing/page-harness';
import { streamStory } from './testing/stream-fixtures';

/** The last `count` weekdays up to Friday 20 November 2026, oldest first. */
function weekdays(count: number): string[] {
  const days: string[] = [];
  for (const day = new Date(Date.UTC(2026, 10, 20)); days.length < count; day.setUTCDate(day.getUTCDate() - 1)) {
    if (day.getUTCDay() % 6 !== 0) days.unshift(day.toISOString().slice(0, 10));
  }
  return days;
}

/** An instrument whose series climbs (or falls) by `step` a day to `rate`, with a 30-day history. */
function rate(code: string, name: string, latest: number, step: number, unit = 1): ExchangeRate {
  const dates = weekdays(30);
  const series = dates.map((date, index) => ({ date, rate: Number((latest - step * (dates.length - 1 - index)).toFixed(6)) }));
  const previous = series.at(-2)?.rate ?? null;
  const change = previous === null ? null : Number((latest - previous).toFixed(6));
  return { code, name, unit, rate: latest, previous, change, changePercent: previous === null || change === null ? null : Number(((change / previous) * 100).toFixed(4)), series };
}

const TR: ExchangeRatesResponse = {
  base: 'TRY',
  asOf: '2026-11-20',
  items: [
    rate('USD', 'ABD doları', 42.4853, 0.0512),
    rate('EUR', 'Euro', 49.5987, -0.1203),
    rate('GBP', 'İngiliz sterlini', 56.466, 0),
    rate('GAU', 'Gram altın', 5791.179, 12.5),
  ],
  series: { key: 'doviz-kurlari', title: 'Günün Döviz Kurları', description: 'Her gün.' },
  latestIssues: [
    streamStory('Dolar haftayi yukselisle kapatti', '2026-11-20T06:30:00Z'),
    streamStory('Euro gune dususle basladi', '2026-11-19T06:30:00Z'),
  ],
};

const EN: ExchangeRatesResponse = {
  base: 'USD',
  asOf: '2026-11-20',
  items: [rate('EUR', 'Euro', 1.1674, 0.0021), rate('JPY', 'Japanese yen', 0.643951, -0.0012, 100), rate('XAU', 'Gold, troy ounce', 4239.7173, 8)],
  series: { key: 'exchange-rates', title: 'Exchange Rates Today', description: 'Every weekday.' },
  latestIssues: [],
};

const RU: ExchangeRatesResponse = {
  base: 'RUB',
  asOf: '2026-11-20',
  items: [rate('USD', 'Доллар США', 81.0541, -0.0366), rate('GAU', 'Золото, грамм', 11048.4856, 20)],
  series: null,
  latestIssues: [],
};

let i18n: Record<Edition, I18n>;
beforeAll(async () => {
  i18n = { tr: await contentI18n('tr'), en: await contentI18n('en'), ru: await contentI18n('ru') };
});

const PATHS: Record<Edition, string> = { tr: '/doviz-kurlari', en: '/exchange-rates', ru: '/kursy-valyut' };

function renderRates(respond: Responder, edition: Edition = 'tr') {
  const { store, calls } = scriptedStore(respond);
  const page = <ExchangeRatesPage routeId="content.living.exchange-rates" params={{}} edition={edition} origin="https://meydan.test" />;
  renderPage(page, store, i18n[edition], PATHS[edition]);
  return calls;
}

/** Intl separates groups and currency signs with no-break spaces; compare text with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('ExchangeRatesPage', () => {
  it('shows each rate in the edition’s format with its change, in colour, arrow and words, and a month’s trend', async () => {
    const calls = renderRates(() => TR);
    expect(screen.getByRole('heading', { level: 1, name: 'Döviz kurları' })).toBeInTheDocument();
    expect(await screen.findByText('20.11.2026 itibarıyla')).toHaveAttribute('datetime', '2026-11-20');
    expect(calls.map((call) => [call.url, call.params])).toEqual([['/living/exchange-rates', { days: 30 }]]);

    const cards = within(screen.getByRole('region', { name: 'Güncel kurlar' })).getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('heading').textContent)).toEqual(['ABD doları', 'Euro', 'İngiliz sterlini', 'Gram altın']);

    const usd = card('ABD doları');
    expect(within(usd).getByText('USD/TRY')).toBeInTheDocument();
    expect(plain(usd.querySelector('.rate-card__rate')?.textContent)).toBe('₺42,4853');
    const rise = usd.querySelector('.rate-card__change') as HTMLElement;
    expect(rise).toHaveClass('rate-card__change--up');
    expect(plain(rise.querySelector('[aria-hidden="true"]')?.textContent)).toBe('▲ +0,0512 (+%0,12)');
    expect(within(rise).getByText('Önceki güne göre 0,0512 (%0,12) yükseldi')).toHaveClass('visually-hidden');
    const trend = within(usd).getByRole('img');
    expect(plain(trend.getAttribute('aria-label'))).toBe('Son 30 iş günü: ₺41,0005 iken ₺42,4853; en düşük ₺41,0005, en yüksek ₺42,4853');
    expect(trend.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(30);

    const fall = card('Euro').querySelector('.rate-card__change') as HTMLElement;
    expect(fall).toHaveClass('rate-card__change--down');
    expect(plain(fall.querySelector('[aria-hidden="true"]')?.textContent)).toBe('▼ -0,1203 (-%0,24)');
    expect(within(fall).getByText('Önceki güne göre 0,1203 (%0,24) düştü')).toBeInTheDocument();
    expect(within(card('İngiliz sterlini')).getByText('Önceki güne göre değişmedi')).toBeInTheDocument();
    expect(plain(card('Gram altın').querySelector('.rate-card__rate')?.textContent)).toBe('₺5.791,18');
  });

  it('tabulates the last ten rate days, newest first, with a caption and headers', async () => {
    renderRates(() => TR);
    const table = await screen.findByRole('table', { name: 'Türk lirası (TRY) karşılığı, en yeni gün en üstte' });
    expect(screen.getByRole('heading', { level: 2, name: 'Son 10 iş günü' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Tarih', 'USD', 'EUR', 'GBP', 'GAU']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const days = weekdays(10).reverse();
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(days.map((day) => day.slice(5).split('-').reverse().join('.')));
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').querySelector('time')).toHaveAttribute('title', '20.11.2026');
    expect(within(rows[0] as HTMLElement).getAllByRole('cell').map((cell) => plain(cell.textContent))).toEqual(['42,4853', '49,5987', '56,4660', '5.791,18']);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('42,4341');
  });

  it('lists the latest bulletins as article cards, then the disclaimer', async () => {
    renderRates(() => TR);
    const bulletin = await screen.findByRole('region', { name: 'Günün Döviz Kurları' });
    expect(within(bulletin).getAllByRole('link').map((link) => [link.querySelector('h3')?.textContent, link.getAttribute('href')])).toEqual(
      TR.latestIssues.map((article) => [article.title, article.route]),
    );
    expect(screen.getByText(/yalnızca bilgi amaçlıdır.*alım satım işlemlerinde kullanılamaz/)).toBeInTheDocument();
  });

  it('speaks each edition’s language and number format: dollars in en (yen per hundred), roubles in ru', async () => {
    renderRates(() => EN, 'en');
    expect(await screen.findByText('As of November 20 2026')).toBeInTheDocument();
    const yen = card('Japanese yen');
    expect(within(yen).getByText('100 JPY/USD')).toBeInTheDocument();
    expect(yen.querySelector('.rate-card__rate')).toHaveTextContent('$0.6440');
    expect(within(yen).getByText('Down 0.0012 (0.19%) on the previous day')).toBeInTheDocument();
    expect(card('Gold, troy ounce').querySelector('.rate-card__rate')).toHaveTextContent('$4,239.72');
    expect(screen.getByRole('table', { name: 'In US dollars (USD), newest day first' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'EUR', '100 JPY', 'XAU']);
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Nov 20');
    // No issues yet: no empty bulletin section.
    expect(screen.queryByRole('region', { name: 'Exchange Rates Today' })).not.toBeInTheDocument();
  });

  it('writes roubles the Russian way', async () => {
    renderRates(() => RU, 'ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Курсы валют' })).toBeInTheDocument();
    expect(await screen.findByText('Данные на 20.11.2026')).toBeInTheDocument();
    expect(plain(card('Доллар США').querySelector('.rate-card__rate')?.textContent)).toBe('81,0541 ₽');
    expect(plain(card('Золото, грамм').querySelector('.rate-card__rate')?.textContent)).toBe('11 048,49 ₽');
    expect(within(card('Доллар США')).getByText(/^Снизился на 0,0366/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Последние 10 торговых дней' })).toBeInTheDocument();
    expect(within(card('Доллар США')).getByRole('img').getAttribute('aria-label')).toMatch(/^За последние 30 торговых дней: с /);
  });

  it('says in its intro how many days the charts and the table show, as the data has them', async () => {
    renderRates(() => TR);
    expect(await screen.findByText('Son 10 iş günü')).toBeInTheDocument();
    expect(screen.getByText(/^Dolar, euro, sterlin ve gram altının/)).toHaveTextContent(
      'Dolar, euro, sterlin ve gram altının Türk lirası karşılığı ve günlük değişimi; grafiklerde son 30 iş gününün seyri, tabloda son 10 iş gününün kurları.',
    );
  });

  it('counts a shorter history too, in each edition’s plural forms', async () => {
    const week = (data: ExchangeRatesResponse) => ({ ...data, items: data.items.map((item) => ({ ...item, series: item.series.slice(-7) })) });
    renderRates(() => week(RU), 'ru');
    expect(await screen.findByRole('heading', { level: 2, name: 'Последние 7 торговых дней' })).toBeInTheDocument();
    expect(screen.getByText(/^Доллар, евро/)).toHaveTextContent('на графиках — динамика за последние 7 торговых дней, в таблице — курсы за последние 7 торговых дней.');
  });

  it('says so when no rates are stored yet, still listing the bulletins', async () => {
    renderRates(() => ({ ...TR, asOf: null, items: [] }));
    expect(await screen.findByText('Kur bilgisi henüz yok. Lütfen daha sonra tekrar bak.')).toBeInTheDocument();
    // Nothing to count: the intro names no number of days.
    expect(screen.getByText('Dolar, euro, sterlin ve gram altının Türk lirası karşılığı ve günlük değişimi.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Günün Döviz Kurları' })).toBeInTheDocument();
  });

  it('shows loading, then a failure with a retry that loads the rates', async () => {
    let fail = true;
    renderRates(() => {
      if (fail) throw apiError(500);
      return TR;
    });
    expect(screen.getByText('Yükleniyor…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'ABD doları' })).toBeInTheDocument();
  });
});

describe('exchange-rate figures', () => {
  it('calls a change flat when it does not show at the printed precision', () => {
    expect(rateDirection({ rate: 42.4853, change: 0.00004 })).toBe('flat');
    expect(rateDirection({ rate: 42.4853, change: 0.0001 })).toBe('up');
    expect(rateDirection({ rate: 5791.18, change: -0.004 })).toBe('flat');
    expect(rateDirection({ rate: 5791.18, change: -0.01 })).toBe('down');
    expect(rateDirection({ rate: 1, change: null })).toBe('flat');
  });

  it('builds table rows from the union of rate days, a missing rate left empty', () => {
    const [usd, eur] = TR.items as [ExchangeRate, ExchangeRate];
    const rows = tableRows([usd, { ...eur, series: eur.series.slice(0, -1) }], 2);
    expect(rows).toEqual([
      { date: '2026-11-20', rates: [42.4853, null] },
      { date: '2026-11-19', rates: [42.4341, eur.series.at(-2)?.rate] },
    ]);
  });
});

describe('loadExchangeRates', () => {
  it('renders the rates on the server with a dated description, canonical and Open Graph tags', async () => {
    const { store } = scriptedStore(() => TR);
    const result = await loadExchangeRates(loaderContext(store, i18n.tr, { edition: 'tr', routeId: 'content.living.exchange-rates', pathname: '/doviz-kurlari' }));
    const head = result?.head;
    expect(result?.status).toBeUndefined();
    expect(head).toMatchObject({
      title: 'Döviz kurları: dolar, euro, sterlin ve gram altın | Meydan',
      canonical: 'https://meydan.test/doviz-kurlari',
      og: { 'og:type': 'website', 'og:url': 'https://meydan.test/doviz-kurlari', 'og:site_name': 'Meydan' },
    });
    expect(head?.description).toContain('20.11.2026');
    expect(head?.description?.length).toBeLessThanOrEqual(160);
    expect(head?.jsonLd?.[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('keeps every edition’s description within 160 characters', async () => {
    for (const [edition, data] of [['en', EN], ['ru', RU]] as const) {
      const { store } = scriptedStore(() => data);
      const result = await loadExchangeRates(loaderContext(store, i18n[edition], { edition, routeId: 'content.living.exchange-rates', pathname: PATHS[edition] }));
      expect(result?.head?.canonical).toBe(`https://meydan.test${PATHS[edition]}`);
      expect(result?.head?.description?.endsWith('…')).toBe(false);
      expect(result?.head?.description?.length).toBeLessThanOrEqual(160);
    }
  });

  it('answers 500 when the API fails', async () => {
    const { store } = scriptedStore(() => {
      throw apiError(500);
    });
    expect(await loadExchangeRates(loaderContext(store, i18n.en, { edition: 'en', routeId: 'content.living.exchange-rates', pathname: '/exchange-rates' }))).toEqual({ status: 500 });
  });
});
