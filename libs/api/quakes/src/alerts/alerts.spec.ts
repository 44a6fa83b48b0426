import { createTestDatabase, PUSH_QUAKE_ALERT_JOB, type TestDatabase } from '@meydan/api/db';
import type { QuakeAlertSettings } from '@meydan/shared/contracts';
import { afadRecord, koeriDataLine, koeriListPage, type SpecQuake, usgsCollection, usgsFeature } from '../testing/feeds';
import { buildQuakesApp, ORIGIN, QUAKES_API, type QuakesHarness } from '../testing/quakes-test-app';
import { inQuietHours, wantsAlert } from './alerts.service';

jest.setTimeout(120_000);

describe('quake alert rules', () => {
  const event = { latitude: 38.42, longitude: 27.14, province: { plate: 35, name: 'İzmir' }, maxMagnitude: 4.5 };
  const base: QuakeAlertSettings = { enabled: true, minMagnitude: 4, places: [{ kind: 'province', plate: 35 }], quietHours: null };
  const noon = Date.parse('2026-11-28T09:00:00Z'); // 12:00 in Turkey
  const night = Date.parse('2026-11-28T00:30:00Z'); // 03:30 in Turkey

  it('alerts for a watched province or a point within its radius, at or above the threshold', () => {
    expect(wantsAlert(base, event, noon)).toBe(true);
    expect(wantsAlert({ ...base, minMagnitude: 4.6 }, event, noon)).toBe(false);
    expect(wantsAlert({ ...base, enabled: false }, event, noon)).toBe(false);
    expect(wantsAlert({ ...base, places: [{ kind: 'province', plate: 6 }] }, event, noon)).toBe(false);
    // Manisa's seat is ~30 km from Bornova.
    expect(wantsAlert({ ...base, places: [{ kind: 'point', latitude: 38.61, longitude: 27.43, radiusKm: 50 }] }, event, noon)).toBe(true);
    expect(wantsAlert({ ...base, places: [{ kind: 'point', latitude: 38.61, longitude: 27.43, radiusKm: 20 }] }, event, noon)).toBe(false);
    expect(wantsAlert(base, { ...event, maxMagnitude: null }, noon)).toBe(false);
  });

  it('holds alerts back in quiet hours (Turkey time, across midnight), except for a quake of 6 or more', () => {
    const quiet = { start: '23:00', end: '07:00' };
    expect(inQuietHours(quiet, night)).toBe(true);
    expect(inQuietHours(quiet, noon)).toBe(false);
    expect(inQuietHours({ start: '11:00', end: '13:00' }, noon)).toBe(true);
    expect(inQuietHours({ start: '12:01', end: '13:00' }, noon)).toBe(false);
    expect(wantsAlert({ ...base, quietHours: quiet }, event, night)).toBe(false);
    expect(wantsAlert({ ...base, quietHours: quiet }, { ...event, maxMagnitude: 6.1 }, night)).toBe(true);
  });
});

describe('alerts (/api/quakes/alerts and the fan-out)', () => {
  let testDb: TestDatabase;
  let h: QuakesHarness;
  const sessions = new Map<string, { userId: string; sessionId: string; role: 'member' }>();

  async function member(settings?: QuakeAlertSettings): Promise<{ id: string; headers: Record<string, string> }> {
    const username = `quake-${Math.random().toString(36).slice(2, 10)}`;
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO users (username, email, name, role, email_verified, is_active) VALUES ($1, $2, $3, 'member', true, true) RETURNING id`,
      [username, `${username}@example.com`, username],
    );
    const id = (rows[0] as { id: string }).id;
    sessions.set(`token-${id}`, { userId: id, sessionId: `s-${id}`, role: 'member' });
    const headers = { authorization: `Bearer token-${id}`, origin: ORIGIN, 'x-edition': 'en' };
    if (settings) expect((await h.app.inject({ method: 'PUT', url: `${QUAKES_API}/alerts`, headers, payload: settings })).statusCode).toBe(200);
    return { id, headers };
  }
  const alertJobRows = async () => (await testDb.db.query<{ subject: string; payload: { eventId: string } }>(`SELECT subject, payload FROM jobs WHERE type = $1 ORDER BY id`, [PUSH_QUAKE_ALERT_JOB])).rows;
  const runFanouts = async () => {
    for (let round = 0; round < 5; round += 1) await h.workers.alertsOnce();
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    h = await buildQuakesApp(testDb.db, { now: Date.parse('2026-11-28T09:00:00Z'), verifyAccessToken: async (token) => sessions.get(token) ?? null });
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.cleanup();
  });

  it('keeps a member’s settings, gives defaults before, and refuses what makes no sense', async () => {
    const { headers } = await member();
    expect((await h.app.inject({ method: 'GET', url: `${QUAKES_API}/alerts`, headers })).json()).toEqual({ enabled: false, minMagnitude: 4, places: [], quietHours: null });
    expect((await h.app.inject({ method: 'GET', url: `${QUAKES_API}/alerts` })).statusCode).toBe(401);
    const put = (payload: object) => h.app.inject({ method: 'PUT', url: `${QUAKES_API}/alerts`, headers, payload });
    const saved = await put({ enabled: true, minMagnitude: 3.5, places: [{ kind: 'province', plate: 35 }, { kind: 'point', latitude: 41.01, longitude: 28.98, radiusKm: 80, label: ' Home ' }], quietHours: { start: '23:00', end: '07:00' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().places[1]).toEqual({ kind: 'point', latitude: 41.01, longitude: 28.98, radiusKm: 80, label: 'Home' });
    const refusals = [
      { enabled: true, minMagnitude: 4, places: [], quietHours: null },
      { enabled: true, minMagnitude: 4, places: [{ kind: 'province', plate: 35 }, { kind: 'province', plate: 35 }], quietHours: null },
      { enabled: true, minMagnitude: 4, places: [{ kind: 'province', plate: 35 }], quietHours: { start: '07:00', end: '07:00' } },
      { enabled: true, minMagnitude: 1, places: [{ kind: 'province', plate: 35 }], quietHours: null },
      { enabled: true, minMagnitude: 4, places: [{ kind: 'province', plate: 82 }], quietHours: null },
      { enabled: true, minMagnitude: 4, places: [{ kind: 'point', latitude: 41, longitude: 29, radiusKm: 5000 }], quietHours: null },
      { enabled: true, minMagnitude: 4, places: [{ kind: 'province', plate: 35 }], quietHours: { start: '25:00', end: '07:00' } },
    ];
    for (const payload of refusals) {
      const response = await put(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(typeof response.json().message).toBe('string');
    }
    expect((await h.app.inject({ method: 'GET', url: `${QUAKES_API}/alerts`, headers })).json().minMagnitude).toBe(3.5);
  });

  it('alerts each matching member once per quake after an official source has it, and again only when a revision first reaches their threshold', async () => {
    const izmir = await member({ enabled: true, minMagnitude: 4, places: [{ kind: 'province', plate: 35 }], quietHours: null });
    const strict = await member({ enabled: true, minMagnitude: 4.8, places: [{ kind: 'province', plate: 35 }], quietHours: null });
    const ankara = await member({ enabled: true, minMagnitude: 2, places: [{ kind: 'province', plate: 6 }], quietHours: null });
    // Only these three members' alerts are looked at (the first case's member watches İzmir too).
    const ours = new Set([izmir.id, strict.id, ankara.id]);
    const alertJobs = async () => (await alertJobRows()).filter((job) => ours.has(job.subject));
    const before = (await alertJobs()).length;
    const quake: SpecQuake = { time: '2026-11-28T08:58:00Z', latitude: 38.42, longitude: 27.14, depthKm: 9, magnitude: 4.6 };
    h.feeds.set('afad', { body: [afadRecord(quake, { eventID: '800001', location: 'Bornova (İzmir)', province: 'İzmir', district: 'Bornova' })] });
    h.feeds.set('koeri', { body: koeriListPage(koeriDataLine({ ...quake, time: '2026-11-28T08:58:02Z', magnitude: 4.4 }, 'BORNOVA (IZMIR)')) });
    await h.ingestAll();
    await runFanouts();
    const first = (await alertJobs()).slice(before);
    expect(first.map((job) => job.subject)).toEqual([izmir.id]);
    // A revision to 4.9: the member who had an alert gets none again; the stricter one now gets theirs.
    h.feeds.set('afad', { body: [afadRecord({ ...quake, magnitude: 4.9 }, { eventID: '800001', location: 'Bornova (İzmir)', province: 'İzmir', district: 'Bornova', isEventUpdate: true, lastUpdateDate: '2026-11-28T09:05:00.000' })] });
    await h.ingestAll();
    await runFanouts();
    const second = (await alertJobs()).slice(before);
    expect(second.map((job) => job.subject).sort()).toEqual([izmir.id, strict.id].sort());
    expect(second.map((job) => job.subject)).not.toContain(ankara.id);
    expect(new Set(second.map((job) => job.payload.eventId)).size).toBe(1);
  });

  it('never alerts for the backlog of a first poll, nor for a quake only USGS has', async () => {
    await member({ enabled: true, minMagnitude: 2, places: [{ kind: 'province', plate: 48 }], quietHours: null });
    const before = (await alertJobRows()).length;
    const old: SpecQuake = { time: '2026-11-27T20:00:00Z', latitude: 37.03, longitude: 27.43, depthKm: 7, magnitude: 5.1 };
    h.feeds.set('koeri', { body: koeriListPage(koeriDataLine(old, 'GOKOVA KORFEZI (MUGLA)')) });
    // A fresh quake in Muğla that only USGS reports (no province from USGS either: a point would match it).
    const fresh: SpecQuake = { time: new Date(h.clock.now - 60_000).toISOString(), latitude: 37.03, longitude: 27.43, depthKm: 10, magnitude: 4.8 };
    h.feeds.set('usgs', { body: usgsCollection(usgsFeature(fresh, { id: 'us7000only', place: '10 km S of Bodrum, Turkey' })) });
    await h.ingestAll();
    const { rows } = await testDb.db.query<{ official_at: Date | null }>(`SELECT official_at FROM quake_events WHERE sources = ARRAY['usgs']`);
    expect(rows).toEqual([{ official_at: null }]);
    await runFanouts();
    expect((await alertJobRows()).length).toBe(before);
  });
});
