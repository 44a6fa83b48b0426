import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { SavedChart, SavedChartList } from '@meydan/shared/contracts';
import { ASTRO_API, buildAstroApp } from '../testing/astro-test-app';

jest.setTimeout(120_000);

const ORIGIN = 'https://www.meydan.example';
const BIRTH = { date: '1983-07-14', time: '14:30', latitude: 41.0082, longitude: 28.9784, timezone: 'Europe/Istanbul', place: 'İstanbul, Türkiye', houseSystem: 'placidus' };

describe('saved charts (/api/astro/charts)', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const sessions = new Map<string, { userId: string; sessionId: string; role: 'member' }>();

  async function member(): Promise<{ id: string; headers: Record<string, string> }> {
    const username = `astro-${Math.random().toString(36).slice(2, 10)}`;
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO users (username, email, name, role, email_verified, is_active) VALUES ($1, $2, $3, 'member', true, true) RETURNING id`,
      [username, `${username}@example.com`, username],
    );
    const id = (rows[0] as { id: string }).id;
    sessions.set(`token-${id}`, { userId: id, sessionId: `s-${id}`, role: 'member' });
    return { id, headers: { authorization: `Bearer token-${id}`, origin: ORIGIN } };
  }

  const save = (headers: Record<string, string>, body: unknown, edition = 'tr') =>
    app.inject({ method: 'POST', url: `${ASTRO_API}/charts`, headers: { ...headers, 'x-edition': edition }, payload: body as object });
  const list = (headers: Record<string, string>) => app.inject({ method: 'GET', url: `${ASTRO_API}/charts`, headers });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await buildAstroApp({ db: testDb.db, verifyAccessToken: async (token) => sessions.get(token) ?? null, trustedOrigins: [ORIGIN] });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('keeps a chart for the member who saved it, newest first, and nobody else sees it', async () => {
    const ayse = await member();
    const mert = await member();
    const first = await save(ayse.headers, { label: 'Ben', birth: BIRTH });
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const second = await save(ayse.headers, { label: '  Arkadaşım Elif ', birth: { ...BIRTH, time: null, place: 'Kadıköy, İstanbul' } });
    expect(second.statusCode).toBe(201);
    const mine = (await list(ayse.headers)).json<SavedChartList>();
    expect(mine.items.map((chart) => chart.label)).toEqual(['Arkadaşım Elif', 'Ben']);
    expect(mine.items[0]?.birth).toEqual({ ...BIRTH, time: null, place: 'Kadıköy, İstanbul' });
    expect(mine.limit).toBe(50);
    expect((await list(mert.headers)).json<SavedChartList>().items).toEqual([]);
  });

  it('refuses visitors, and a foreign page writing with a member credential', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await save({}, { label: 'x', birth: BIRTH })).statusCode).toBe(401);
    const ayse = await member();
    const foreign = await save({ ...ayse.headers, origin: 'https://evil.example' }, { label: 'x', birth: BIRTH });
    expect(foreign.statusCode).toBe(403);
    expect((await list(ayse.headers)).json<SavedChartList>().items).toEqual([]);
  });

  it.each([
    ['an empty label', { label: '   ', birth: BIRTH }, 'ad ver'],
    ['a long label', { label: 'x'.repeat(41), birth: BIRTH }, 'ad ver'],
    ['no such date', { label: 'x', birth: { ...BIRTH, date: '2023-02-29' } }, '29.02.2023 diye bir tarih yok'],
    ['a year out of range', { label: 'x', birth: { ...BIRTH, date: '1850-01-01' } }, '1900 ile 2100'],
    ['an unknown zone', { label: 'x', birth: { ...BIRTH, timezone: 'Mars/Olympus' } }, 'saat dilimi'],
    ['a bad time', { label: 'x', birth: { ...BIRTH, time: '25:00' } }, 'doğum bilgileri'],
    ['a missing place field', { label: 'x', birth: { date: BIRTH.date } }, 'doğum bilgileri'],
  ])('refuses %s with a localized 400 and keeps nothing', async (_case, body, phrase) => {
    const ayse = await member();
    const response = await save(ayse.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.toLowerCase()).toContain(phrase.toLowerCase());
    expect((await list(ayse.headers)).json<SavedChartList>().items).toEqual([]);
  });

  it('answers in the edition', async () => {
    const ayse = await member();
    const response = await save(ayse.headers, { label: '', birth: BIRTH }, 'ru');
    expect(response.json<{ message: string }>().message).toContain('Дайте карте название');
  });

  it('deletes only the member’s own chart; another member’s id is not found', async () => {
    const ayse = await member();
    const mert = await member();
    const chart = (await save(ayse.headers, { label: 'Ben', birth: BIRTH })).json<SavedChart>();
    const stranger = await app.inject({ method: 'DELETE', url: `${ASTRO_API}/charts/${chart.id}`, headers: mert.headers });
    expect(stranger.statusCode).toBe(404);
    expect((await list(ayse.headers)).json<SavedChartList>().items).toHaveLength(1);
    const own = await app.inject({ method: 'DELETE', url: `${ASTRO_API}/charts/${chart.id}`, headers: ayse.headers });
    expect(own.statusCode).toBe(204);
    expect((await list(ayse.headers)).json<SavedChartList>().items).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `${ASTRO_API}/charts/${chart.id}`, headers: ayse.headers });
    expect(again.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${ASTRO_API}/charts/not-a-uuid`, headers: ayse.headers })).statusCode).toBe(404);
  });

  it('stops at 50 charts, even when saves race', async () => {
    const ayse = await member();
    const results = await Promise.all(Array.from({ length: 53 }, (_, k) => save(ayse.headers, { label: `Chart ${k}`, birth: BIRTH })));
    expect(results.filter((response) => response.statusCode === 201)).toHaveLength(50);
    const refused = results.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json<{ message: string }>().message).toContain('En fazla 50');
    expect((await list(ayse.headers)).json<SavedChartList>().items).toHaveLength(50);
  });
});
