import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { AstroReading } from '@meydan/shared/contracts';
import { buildAstroApp } from '../testing/astro-test-app';
import { seedReadings } from './readings-seed';
import { READING_CACHE_CONTROL } from './signs.routes';
import { buildSignsApp, type SignsTestApp } from './testing/signs-test-app';

jest.setTimeout(180_000);

// A Saturday, noon in Istanbul: today is 2026-11-28, this week began on Monday 2026-11-23.
const NOW = Date.parse('2026-11-28T09:00:00Z');

interface Row {
  sign: number;
  period: string;
  start: string;
  edition: string;
  general: string;
  love: string;
  career: string;
  health: string;
}

describe('sign readings', () => {
  let testDb: TestDatabase;
  let now = NOW;
  let plain: SignsTestApp;
  let demo: SignsTestApp;
  const clock = () => now;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    plain = await buildSignsApp(testDb.db, clock);
  });

  afterAll(async () => {
    await plain?.app.close();
    await demo?.app.close();
    await testDb?.cleanup();
  });

  afterEach(() => {
    now = NOW;
  });

  const count = async () => (await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM astro_readings')).rows[0]?.n;
  const rows = async (period: string, edition: string) =>
    (
      await testDb.db.query<Row>(
        `SELECT sign, period, to_char(period_start, 'YYYY-MM-DD') AS start, edition, general, love, career, health FROM astro_readings
         WHERE period = $1 AND edition = $2 ORDER BY sign, period_start`,
        [period, edition],
      )
    ).rows;
  const reading = async (path: string, edition: 'tr' | 'en' | 'ru' = 'tr') => {
    const response = await plain.call('GET', path, { edition });
    expect(response.statusCode).toBe(200);
    return response.json<AstroReading>();
  };

  describe('the demo seed', () => {
    it('writes nothing without ASTRO_DEMO', async () => {
      expect(await count()).toBe(0);
      const response = await plain.call('GET', '/signs/koc/readings/daily');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'Bu dönem için henüz yorum yayımlanmadı.' });
    });

    it('writes, at start with ASTRO_DEMO, every sign and edition for the last, current and next periods; a second run adds nothing', async () => {
      demo = await buildSignsApp(testDb.db, clock, { demo: true });
      // 12 signs × 3 editions × (9 days + 5 weeks + 4 months + 3 years).
      expect(await count()).toBe(12 * 3 * 21);
      const starts = await testDb.db.query<{ period: string; first: string; last: string }>(
        `SELECT period, to_char(min(period_start), 'YYYY-MM-DD') AS first, to_char(max(period_start), 'YYYY-MM-DD') AS last FROM astro_readings GROUP BY period ORDER BY period`,
      );
      expect(starts.rows).toEqual([
        { period: 'daily', first: '2026-11-21', last: '2026-11-29' },
        { period: 'monthly', first: '2026-09-01', last: '2026-12-01' },
        { period: 'weekly', first: '2026-11-02', last: '2026-11-30' },
        { period: 'yearly', first: '2025-01-01', last: '2027-01-01' },
      ]);
      expect(await seedReadings(testDb.db, NOW)).toEqual({ daily: 0, weekly: 0, monthly: 0, yearly: 0, readings: 0 });
      expect(await count()).toBe(12 * 3 * 21);
    });

    it('composes texts that differ from one day, week, month or year to the next and from one sign to the next', async () => {
      for (const edition of ['tr', 'en', 'ru']) {
        for (const period of ['daily', 'weekly', 'monthly', 'yearly']) {
          const written = await rows(period, edition);
          for (const [i, row] of written.entries()) {
            for (const text of [row.general, row.love, row.career, row.health]) {
              expect(text).not.toMatch(/[{}]|undefined|\s\s/);
              expect(text).toMatch(/[.!?»]$/);
            }
            const next = written[i + 1];
            if (next?.sign === row.sign) {
              for (const section of ['general', 'love', 'career', 'health'] as const) expect(next[section]).not.toBe(row[section]);
            }
            const neighbour = written.find((other) => other.sign === row.sign + 1 && other.start === row.start);
            if (neighbour) {
              for (const section of ['general', 'love', 'career', 'health'] as const) expect(neighbour[section]).not.toBe(row[section]);
            }
          }
        }
      }
    });

    it('tells the real sky of the period: the full Moon of 24 November 2026, in Gemini at the exact opposition (Taurus at noon)', async () => {
      const november = await reading('/signs/koc/readings/monthly?date=2026-11-10');
      expect(november.general).toMatch(/24 Kasım/);
      expect(november.general).toContain("İkizler'de");
      const en = await reading('/signs/aslan/readings/monthly?date=2026-11-10', 'en');
      expect(en.general).toMatch(/24 November/);
      expect(en.general).toContain('in Gemini');
      expect(en.general).toContain('Leo');
    });
  });

  describe('GET /api/astro/signs/:sign/readings/:period', () => {
    it('gives today’s reading in Istanbul by default, dated, with the previous and the next (tomorrow’s is out already)', async () => {
      const response = await plain.call('GET', '/signs/koc-burcu/readings/daily');
      expect(response.headers['cache-control']).toBe(READING_CACHE_CONTROL);
      expect(response.headers['vary']).toContain('X-Edition');
      const today = response.json<AstroReading>();
      expect(today).toMatchObject({
        sign: { index: 0, slug: 'koc', name: 'Koç' },
        period: 'daily',
        edition: 'tr',
        periodStart: '2026-11-28',
        periodEnd: '2026-11-28',
        previous: '2026-11-27',
        next: '2026-11-29',
        publishedAt: '2026-11-26T21:00:00.000Z',
      });
      expect(today.luckyNumber).toBeGreaterThanOrEqual(1);
      // 20:59 UTC is still the 28th in Istanbul; 21:00 is the 29th.
      now = Date.parse('2026-11-28T20:59:00Z');
      expect((await reading('/signs/koc/readings/daily')).periodStart).toBe('2026-11-28');
      now = Date.parse('2026-11-28T21:00:00Z');
      expect((await reading('/signs/koc/readings/daily')).periodStart).toBe('2026-11-29');
    });

    it('finds the period containing a date, and links neighbours only once they are published', async () => {
      const week = await reading('/signs/terazi/readings/weekly?date=2026-11-26', 'ru');
      expect(week).toMatchObject({ sign: { index: 6, name: 'Весы' }, edition: 'ru', periodStart: '2026-11-23', periodEnd: '2026-11-29', previous: '2026-11-16', next: null });
      expect(week.general).toMatch(/[а-я]/);
      const earliest = await reading('/signs/6/readings/weekly?date=2026-11-02');
      expect(earliest).toMatchObject({ periodStart: '2026-11-02', previous: null, next: '2026-11-09' });
      expect((await plain.call('GET', '/signs/terazi/readings/weekly?date=2026-11-30')).statusCode).toBe(404);
      // On Sunday, next week's reading is out.
      now = Date.parse('2026-11-29T10:00:00Z');
      expect((await reading('/signs/terazi/readings/weekly?date=2026-11-26')).next).toBe('2026-11-30');
      expect((await reading('/signs/terazi/readings/weekly?date=2026-12-06')).periodStart).toBe('2026-11-30');
      const year = await reading('/signs/libra/readings/yearly', 'en');
      expect(year).toMatchObject({ periodStart: '2026-01-01', periodEnd: '2026-12-31', previous: '2025-01-01', next: null });
      expect(year.general).toMatch(/Jupiter/);
    });

    it('answers 404 for a period without a reading, 400 for an impossible date or one more than two years away', async () => {
      expect((await plain.call('GET', '/signs/koc/readings/daily?date=2026-10-01')).statusCode).toBe(404);
      const far = await plain.call('GET', '/signs/koc/readings/daily?date=2020-01-01', { edition: 'en' });
      expect(far.statusCode).toBe(400);
      expect(far.json()).toEqual({ statusCode: 400, message: 'Readings exist for up to 2 years before and after today.' });
      expect((await plain.call('GET', '/signs/koc/readings/daily?date=2028-11-29')).statusCode).toBe(400);
      const impossible = await plain.call('GET', '/signs/koc/readings/daily?date=2026-02-30', { edition: 'ru' });
      expect(impossible.statusCode).toBe(400);
      expect(impossible.json<{ message: string }>().message).toMatch(/ГГГГ-ММ-ДД/);
      expect((await plain.call('GET', '/signs/koc/readings/daily?date=yesterday')).statusCode).toBe(400);
      expect((await plain.call('GET', '/signs/koc/readings/hourly')).statusCode).toBe(400);
      expect((await plain.call('GET', '/signs/ejderha/readings/daily')).statusCode).toBe(404);
    });

    it('answers 503 when the database cannot be reached', async () => {
      const app = await buildAstroApp();
      try {
        const response = await app.inject({ method: 'GET', url: '/api/astro/signs/koc/readings/daily' });
        expect(response.statusCode).toBe(503);
      } finally {
        await app.close();
      }
    });
  });

  describe('PUT /api/astro/signs/:sign/readings/:period/:periodStart', () => {
    const body = (general: string) => ({
      edition: 'tr',
      general,
      love: 'Aşkta sakin bir gün: küçük bir jest büyük bir gülümseme getiriyor.',
      career: 'İş yerinde ertelenen yazışmaları bitirmek için ideal bir gün.',
      health: 'Öğle arasında kısa bir yürüyüş enerjini tazeleyecek.',
      luckyNumber: 7,
    });

    it('is for editors: a visitor gets 401, a member 403', async () => {
      const path = '/signs/boga/readings/daily/2026-12-05';
      expect((await plain.call('PUT', path, { payload: body('Ziyaretçi yazamaz, bu metin kaydedilmemeli.') })).statusCode).toBe(401);
      const member = await plain.call('PUT', path, { role: 'member', payload: body('Üye yazamaz, bu metin kaydedilmemeli.') });
      expect(member.statusCode).toBe(403);
      expect(member.json<{ message: string }>().message).toBe('Bu işlem için yetkin yok.');
      expect((await testDb.db.query(`SELECT 1 FROM astro_readings WHERE period_start = '2026-12-05'`)).rows).toHaveLength(0);
    });

    it('writes a future reading that readers see from the day before its period, and rewrites it in place', async () => {
      const path = '/signs/boga/readings/daily/2026-12-05';
      const written = await plain.call('PUT', path, { role: 'editor', payload: body('  Boğa için cumartesi:\r\nsakin ama verimli bir gün.  ') });
      expect(written.statusCode).toBe(200);
      expect(written.json<AstroReading>()).toMatchObject({ sign: { index: 1 }, periodStart: '2026-12-05', general: 'Boğa için cumartesi:\nsakin ama verimli bir gün.', luckyNumber: 7, publishedAt: '2026-12-03T21:00:00.000Z' });
      expect((await plain.call('GET', '/signs/boga/readings/daily?date=2026-12-05')).statusCode).toBe(404);
      now = Date.parse('2026-12-04T08:00:00Z');
      expect((await reading('/signs/boga/readings/daily?date=2026-12-05')).general).toBe('Boğa için cumartesi:\nsakin ama verimli bir gün.');
      const rewritten = await plain.call('PUT', path, { role: 'admin', payload: { ...body('Boğa için cumartesi: düzeltilmiş, daha ayrıntılı bir yorum.'), luckyNumber: null } });
      expect(rewritten.json<AstroReading>()).toMatchObject({ general: 'Boğa için cumartesi: düzeltilmiş, daha ayrıntılı bir yorum.', luckyNumber: null, publishedAt: '2026-12-03T21:00:00.000Z' });
      const stored = await testDb.db.query<{ written_by: string }>(`SELECT written_by::text FROM astro_readings WHERE sign = 1 AND period_start = '2026-12-05'`);
      expect(stored.rows).toEqual([{ written_by: plain.userId('admin') }]);
    });

    it('replaces a composed reading of today at once', async () => {
      const written = await plain.call('PUT', '/signs/ikizler/readings/weekly/2026-11-23', { role: 'editor', payload: { ...body('İkizler için bu hafta: editörün kaleminden yeni bir yorum.'), edition: 'en' } });
      expect(written.statusCode).toBe(200);
      const week = await reading('/signs/gemini/readings/weekly', 'en');
      expect(week).toMatchObject({ general: 'İkizler için bu hafta: editörün kaleminden yeni bir yorum.', publishedAt: '2026-11-21T21:00:00.000Z', previous: '2026-11-16' });
    });

    it('refuses a day that does not start its period, a text too short and an unknown sign', async () => {
      const notMonday = await plain.call('PUT', '/signs/koc/readings/weekly/2026-11-24', { role: 'editor', payload: body('Salı günü başlayan bir hafta olmaz, bu reddedilmeli.') });
      expect(notMonday.statusCode).toBe(400);
      expect(notMonday.json<{ message: string }>().message).toMatch(/pazartesi/);
      const short = await plain.call('PUT', '/signs/koc/readings/daily/2026-11-28', { role: 'editor', payload: { ...body('Kısa.'), love: 'Kısa' } });
      expect(short.statusCode).toBe(400);
      expect(short.json<{ message: string }>().message).toMatch(/20 ile 4000/);
      expect((await plain.call('PUT', '/signs/koc/readings/daily/2031-01-01', { role: 'editor', payload: body('Çok uzak bir gelecek için yorum yazılamaz.') })).statusCode).toBe(400);
      expect((await plain.call('PUT', '/signs/ejderha/readings/daily/2026-11-28', { role: 'editor', payload: body('Böyle bir burç için yorum yazılamaz, reddedilmeli.') })).statusCode).toBe(404);
    });
  });
});
