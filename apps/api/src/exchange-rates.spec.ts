import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { createTestDatabase, type ExchangeRateRow, planExchangeRates, type Queryable, SEED_BASE_DATE, seedExchangeRates, type TestDatabase } from '@meydan/api/db';
import { type ExchangeRatesResponse, ExchangeRatesResponseSchema } from '@meydan/shared/contracts';
import { buildApp } from './app';

jest.setTimeout(120_000);

const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const URL = '/api/v3.5/living/exchange-rates';
const DAY = 86_400_000;
const plan = planExchangeRates(SEED_BASE_DATE);

/** The seeded rates of one pair, oldest first. */
const stored = (instrument: string, base: string): ExchangeRateRow[] => plan.filter((row) => row.instrument === instrument && row.base === base);

interface Bulletin {
  /** Titles of the listed issues, newest first. */
  listed: string[];
}

/**
 * The tr and en rates bulletins (no ru one) with a week of daily issues each: the API lists the
 * newest five that are still listed. In tr the newest-but-one issue is hidden and an issue of
 * another tr series is newer than all of them.
 */
async function insertBulletins(db: Queryable): Promise<Record<'tr' | 'en', Bulletin>> {
  const series = async (edition: string, key: string, title: string) =>
    (
      await db.query<{ id: string }>(
        `INSERT INTO periodic_contents (edition, key, title, description, frequency, publish_time) VALUES ($1, $2, $3, $4, 'weekdays', '09:30') RETURNING id`,
        [edition, key, title, `${title}, every weekday.`],
      )
    ).rows[0]?.id as string;
  const issue = async (seriesId: string, edition: string, title: string, daysAgo: number, hidden = false) => {
    const published = new Date(SEED_BASE_DATE.getTime() - daysAgo * DAY);
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO articles (edition, title, slug, published_at, is_hidden) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [edition, title, title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), published.toISOString(), hidden],
    );
    await db.query('INSERT INTO periodic_content_issues (periodic_content_id, article_id, issue_date) VALUES ($1, $2, $3)', [
      seriesId,
      rows[0]?.id,
      published.toISOString().slice(0, 10),
    ]);
  };
  const tr = await series('tr', 'doviz-kurlari', 'Günün Döviz Kurları');
  const trBriefing = await series('tr', 'sabah-bulteni', 'Sabah Bülteni');
  const en = await series('en', 'exchange-rates', 'Exchange Rates Today');
  for (let day = 0; day < 7; day += 1) {
    await issue(tr, 'tr', `Kurlar gun ${day}`, day, day === 1);
    await issue(en, 'en', `Rates day ${day}`, day);
  }
  await issue(trBriefing, 'tr', 'Sabah bulteni', 0);
  return {
    tr: { listed: ['Kurlar gun 0', 'Kurlar gun 2', 'Kurlar gun 3', 'Kurlar gun 4', 'Kurlar gun 5'] },
    en: { listed: ['Rates day 0', 'Rates day 1', 'Rates day 2', 'Rates day 3', 'Rates day 4'] },
  };
}

describe('GET /living/exchange-rates', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let bulletins: Record<'tr' | 'en', Bulletin>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedExchangeRates(testDb.db, { baseDate: SEED_BASE_DATE });
    bulletins = await insertBulletins(testDb.db);
    app = await buildApp({ db: testDb.db, mediaDir: MEDIA_DIR });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const get = (query: string, edition: 'tr' | 'en' | 'ru' = 'tr') => app.inject({ method: 'GET', url: `${URL}${query}`, headers: { 'x-edition': edition } });
  const body = async (query: string, edition: 'tr' | 'en' | 'ru' = 'tr') => {
    const response = await get(query, edition);
    expect(response.statusCode).toBe(200);
    const json = response.json() as ExchangeRatesResponse;
    expect(Value.Check(ExchangeRatesResponseSchema, json)).toBe(true);
    return json;
  };

  it('gives tr the lira rates of the last 30 rate days, the day’s change and the latest bulletins, publicly cached per edition', async () => {
    const first = await get('');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=60/);
    expect(first.headers['vary']).toMatch(/X-Edition/i);
    expect(first.headers['x-cache']).toBe('miss');
    expect((await get('')).headers['x-cache']).toBe('hit');

    const tr = await body('');
    expect(tr).toMatchObject({ base: 'TRY', asOf: '2026-11-20', series: { key: 'doviz-kurlari', title: 'Günün Döviz Kurları' } });
    expect(tr.items.map((item) => [item.code, item.name, item.unit])).toEqual([
      ['USD', 'ABD doları', 1],
      ['EUR', 'Euro', 1],
      ['GBP', 'İngiliz sterlini', 1],
      ['GAU', 'Gram altın', 1],
    ]);
    const usd = tr.items[0] as ExchangeRatesResponse['items'][number];
    const history = stored('USD', 'TRY');
    expect(usd.series).toEqual(history.slice(-30).map((row) => ({ date: row.rate_date, rate: row.rate })));
    const [previous, latest] = history.slice(-2).map((row) => row.rate) as [number, number];
    expect(usd).toMatchObject({ rate: latest, previous });
    expect(usd.change).toBeCloseTo(latest - previous, 8);
    expect(usd.changePercent).toBeCloseTo(((latest - previous) / previous) * 100, 4);
    expect(tr.latestIssues.map((article) => article.title)).toEqual(bulletins.tr.listed);
    expect(tr.latestIssues.every((article) => article.edition === 'tr' && article.route.startsWith('/haber/'))).toBe(true);
  });

  it('gives en the dollar rates (yen per hundred, gold per ounce) and ru the rouble rates, each edition its own bulletin', async () => {
    const en = await body('', 'en');
    expect(en).toMatchObject({ base: 'USD', asOf: '2026-11-20', series: { key: 'exchange-rates' } });
    expect(en.items.map((item) => [item.code, item.name, item.unit])).toEqual([
      ['EUR', 'Euro', 1],
      ['GBP', 'British pound', 1],
      ['JPY', 'Japanese yen', 100],
      ['XAU', 'Gold, troy ounce', 1],
    ]);
    const yen = en.items[2] as ExchangeRatesResponse['items'][number];
    expect(yen.rate).toBeCloseTo((stored('JPY', 'USD').at(-1)?.rate as number) * 100, 10);
    expect(yen.rate).toBeGreaterThan(0.6);
    expect(en.items[3]?.rate).toBeGreaterThan(3_800);
    expect(en.latestIssues.map((article) => article.title)).toEqual(bulletins.en.listed);

    const ru = await body('', 'ru');
    expect(ru.base).toBe('RUB');
    expect(ru.items.map((item) => item.name)).toEqual(['Доллар США', 'Евро', 'Фунт стерлингов', 'Китайский юань', 'Золото, грамм']);
    // This database has no ru bulletin: the rates still come, without issues.
    expect(ru).toMatchObject({ series: null, latestIssues: [] });
  });

  it('returns as many rate days as asked, from 7 to 120', async () => {
    for (const days of [7, 120]) {
      const tr = await body(`?days=${days}`);
      for (const item of tr.items) {
        expect(item.series).toHaveLength(days);
        expect(item.series.at(-1)).toEqual({ date: '2026-11-20', rate: item.rate });
      }
    }
    const week = (await body('?days=7')).items[0]?.series.map((point) => point.date);
    expect(week).toEqual(['2026-11-12', '2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
  });

  it('rejects a bad number of days with a 400 in the reader’s language', async () => {
    const tr = await get('?days=6');
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toEqual({ statusCode: 400, message: 'Geçersiz istek: "days" sorgu parametresi en az 7 olmalıdır.' });
    expect((await get('?days=121', 'en')).json()).toEqual({ statusCode: 400, message: 'Invalid request: query parameter "days" must be at most 120.' });
    expect((await get('?days=many', 'ru')).json()).toEqual({ statusCode: 400, message: 'Некорректный запрос: параметр запроса «days» должен быть целым числом.' });
  });

  it('answers an empty list while no rates are stored', async () => {
    const fresh = await createTestDatabase();
    const bare = await buildApp({ db: fresh.db, mediaDir: MEDIA_DIR, cache: false });
    try {
      const response = await bare.inject({ method: 'GET', url: URL, headers: { 'x-edition': 'en' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ base: 'USD', asOf: null, items: [], series: null, latestIssues: [] });
    } finally {
      await bare.close();
      await fresh.cleanup();
    }
  });
});
