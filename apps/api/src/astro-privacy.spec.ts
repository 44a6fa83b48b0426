import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { buildTestApp } from './testing/test-app';

jest.setTimeout(120_000);

/*
 * Issue 17 item 6: birth data is personal data. With request logging on (LOG_REQUESTS=true) the
 * assembled API logs every request and its answer; no birth value of an astrology request may
 * reach those lines, whatever the answer (a chart, a refusal, a 404 under /api/astro).
 */
describe('astrology requests in the API log', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('log the path and never the birth data', async () => {
    const lines: string[] = [];
    const { app, close } = await buildTestApp(testDb.db, { logger: true, logRequests: true, logStream: { write: (line) => lines.push(line) } });
    try {
      const birth = 'year=1987&month=11&day=23&hour=17&minute=42&latitude=41.123456&longitude=28.654321&timezone=Europe%2FIstanbul';
      const urls = [
        `/api/astro/natal-chart?${birth}`,
        `/api/astro/natal-chart?${birth.replace('hour=17&', '')}`,
        `/api/astro/rising-sign?${birth}`,
        `/api/astro/natal-chart?${birth.replace('day=23', 'day=31')}`,
        `/api/astro/rising-sign?${birth.replace('latitude=41.123456', 'latitude=-91.123456')}`,
        `/API//astro/natal-chart?${birth}`,
        `/api/astro/unknown?${birth}`,
      ];
      const statuses = [];
      for (const url of urls) statuses.push((await app.inject({ url, headers: { 'x-edition': 'en' } })).statusCode);
      expect(statuses).toEqual([200, 400, 200, 400, 400, 404, 404]);

      const log = lines.join('');
      expect(log).toContain('"url":"/api/astro/natal-chart?[redacted]"');
      expect(log).toContain('"statusCode":400');
      for (const value of ['year=', 'latitude', '41.123456', '28.654321', '-91.123456', 'Europe%2FIstanbul', 'Europe/Istanbul', 'hour=17', 'minute=42', 'day=23', 'day=31']) {
        expect([value, log.includes(value)]).toEqual([value, false]);
      }
      // Other routes keep their query strings in the log.
      await app.inject({ url: '/api/v3.5/categories?edition-check=1' });
      expect(lines.join('')).toContain('/api/v3.5/categories?edition-check=1');
    } finally {
      await close();
    }
  });
});
