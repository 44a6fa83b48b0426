import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { QuakeDetail, QuakeFeltSummary, QuakeListResponse, QuakeSourcesResponse } from '@meydan/shared/contracts';
import { afadRecord, koeriDataLine, koeriListPage, koeriRevision, type SpecQuake, usgsCollection, usgsFeature } from './testing/feeds';
import { buildQuakesApp, ORIGIN, QUAKES_API, type QuakesHarness } from './testing/quakes-test-app';

jest.setTimeout(120_000);

const MINUTE = 60_000;
const at = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

// One quake near Sındırgı as each network located it: seconds, kilometres and tenths apart.
const MAIN = '2026-11-28T08:50:00Z';
const afadMain: SpecQuake = { time: MAIN, latitude: 39.2, longitude: 28.17, depthKm: 7.4, magnitude: 4.6 };
const koeriMain: SpecQuake = { time: at(MAIN, 3), latitude: 39.23, longitude: 28.15, depthKm: 5.1, magnitude: 4.5 };
const usgsMain: SpecQuake = { time: at(MAIN, 1.5), latitude: 39.18, longitude: 28.21, depthKm: 10, magnitude: 4.7 };
// An aftershock a quarter of an hour later, reported by KOERI only; a small İzmir quake an hour before.
const aftershock: SpecQuake = { time: at(MAIN, 900), latitude: 39.21, longitude: 28.16, depthKm: 6, magnitude: 2.9 };
const izmir: SpecQuake = { time: at(MAIN, -3600), latitude: 38.42, longitude: 27.14, depthKm: 12, magnitude: 2.1 };

const AFAD_MAIN = afadRecord(afadMain, { eventID: '700001', location: 'Sındırgı (Balıkesir)', province: 'Balıkesir', district: 'Sındırgı' });
const KOERI_MAIN_LINE = koeriDataLine(koeriMain, 'CAYIRKOY-SINDIRGI (BALIKESIR)');
const USGS_MAIN = usgsFeature(usgsMain, { id: 'us7000test', place: '14 km NE of Sındırgı, Turkey' });

describe('the earthquakes API (/api/quakes)', () => {
  let testDb: TestDatabase;
  let h: QuakesHarness;
  const get = (path: string, edition = 'tr', headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url: `${QUAKES_API}${path}`, headers: { 'x-edition': edition, ...headers } });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    h = await buildQuakesApp(testDb.db, { now: Date.parse('2026-11-28T09:10:00Z') });
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.cleanup();
  });

  it('merges one quake from three sources into one event that shows every source’s magnitude', async () => {
    h.feeds.set('afad', { body: [AFAD_MAIN] });
    h.feeds.set('koeri', { body: koeriListPage(KOERI_MAIN_LINE, koeriDataLine(izmir, 'BORNOVA (IZMIR)')) });
    h.feeds.set('usgs', { body: usgsCollection(USGS_MAIN) });
    await h.ingestAll();

    const list = (await get('/last-earthquakes')).json() as QuakeListResponse;
    expect(list.items).toHaveLength(2);
    const [main, older] = list.items;
    expect(main?.sources.sort()).toEqual(['afad', 'koeri', 'usgs']);
    expect(main?.magnitudes).toEqual([
      { source: 'afad', type: 'ML', value: 4.6 },
      { source: 'koeri', type: 'ML', value: 4.5 },
      { source: 'usgs', type: 'MB', value: 4.7 },
    ]);
    // AFAD is preferred in Turkey: its time, epicentre and wording stand for the event.
    expect(main).toMatchObject({ time: '2026-11-28T08:50:00Z', latitude: 39.2, longitude: 28.17, location: 'Sındırgı (Balıkesir)', magnitude: 4.7, preferredSource: 'afad' });
    expect(main?.province).toEqual({ plate: 10, name: 'Balıkesir', slug: 'balikesir' });
    expect(main?.slug).toBe(`sindirgi-balikesir-${main?.id}`);
    expect(older).toMatchObject({ location: 'BORNOVA (IZMIR)', sources: ['koeri'], province: { plate: 35, name: 'İzmir', slug: 'izmir' } });
    // The AFAD poll asked for a time range; the others as configured.
    expect(h.fetched.some((url) => url.startsWith('http://afad.test/apiv2/event/filter?start='))).toBe(true);

    const detail = (await get(`/events/${main?.id}`)).json() as QuakeDetail;
    expect(detail.records.map((record) => record.source)).toEqual(['afad', 'koeri', 'usgs']);
    expect(detail.records[1]).toMatchObject({ quality: 'İlksel', revision: 0, location: 'CAYIRKOY-SINDIRGI (BALIKESIR)' });
    expect(detail.records[2]?.url).toBe('https://earthquake.usgs.gov/earthquakes/eventpage/us7000test');
    expect(detail.nearestCities[0]).toMatchObject({ name: 'Balıkesir', slug: 'balikesir' });
    expect(detail.nearestCities).toHaveLength(5);
  });

  it('announces new quakes on the public live topic, and the next poll of the same feeds changes nothing', async () => {
    const live = h.published.filter((message) => message.topicId === 'quakes:live');
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live.map((message) => (message.value as { kind: string }).kind)).toContain('new');
    const before = h.published.length;
    await h.ingestAll();
    expect(h.published.length).toBe(before);
  });

  it('replaces KOERI’s preliminary line with its revision, keeping the event and marking it revised', async () => {
    const { items } = (await get('/last-earthquakes')).json() as QuakeListResponse;
    const id = items[0]?.id as string;
    const revised = koeriDataLine({ ...koeriMain, time: at(MAIN, 2), magnitude: 4.4, latitude: 39.22 }, 'CAYIRKOY-SINDIRGI (BALIKESIR)', koeriRevision(1, koeriMain.time));
    h.feeds.set('koeri', { body: koeriListPage(koeriDataLine(aftershock, 'CAYIRKOY-SINDIRGI (BALIKESIR)'), revised, KOERI_MAIN_LINE, koeriDataLine(izmir, 'BORNOVA (IZMIR)')) });
    await h.ingestAll();

    const detail = (await get(`/events/${id}`)).json() as QuakeDetail;
    expect(detail.event.revised).toBe(true);
    expect(detail.records.find((record) => record.source === 'koeri')).toMatchObject({ quality: 'REVIZE01', revision: 1, magnitudes: [{ type: 'ML', value: 4.4 }] });
    expect(detail.superseded).toEqual([expect.objectContaining({ source: 'koeri', quality: 'İlksel' })]);
    expect(detail.event.magnitudes.filter((magnitude) => magnitude.source === 'koeri')).toEqual([{ source: 'koeri', type: 'ML', value: 4.4 }]);
    // The aftershock a quarter of an hour later is in the main quake's sequence, and the other way round.
    expect(detail.sequence.map((event) => event.magnitude)).toEqual([2.9]);
    const revisedNews = h.published.filter((message) => message.topicId === 'quakes:live' && (message.value as { kind: string; event: { id: string } }).event.id === id);
    expect(revisedNews.map((message) => (message.value as { kind: string }).kind)).toContain('revised');
  });

  it('filters by province in any spelling or plate, by magnitude, time, area and radius, and sorts by magnitude', async () => {
    const ids = async (query: string) => ((await get(`/last-earthquakes?${query}`)).json() as QuakeListResponse).items.map((item) => item.location);
    for (const city of ['İZMİR', 'izmir', 'Izmir', 'IZMIR', '35']) {
      const answer = (await get(`/last-earthquakes?city=${encodeURIComponent(city)}`)).json() as QuakeListResponse;
      expect(answer.items.map((item) => item.location)).toEqual(['BORNOVA (IZMIR)']);
      expect(answer.province).toEqual({ plate: 35, name: 'İzmir', slug: 'izmir' });
    }
    expect(await ids('city=balikesir')).toEqual(['CAYIRKOY-SINDIRGI (BALIKESIR)', 'Sındırgı (Balıkesir)']);
    expect(await ids('min_magnitude=3')).toEqual(['Sındırgı (Balıkesir)']);
    expect(await ids('sort=magnitude')).toEqual(['Sındırgı (Balıkesir)', 'CAYIRKOY-SINDIRGI (BALIKESIR)', 'BORNOVA (IZMIR)']);
    expect(await ids(`from=${encodeURIComponent(at(MAIN, -60))}`)).toHaveLength(2);
    expect(await ids('bbox=26,38,27.5,39')).toEqual(['BORNOVA (IZMIR)']);
    expect(await ids('lat=39.2&lon=28.2&radius_km=20')).toHaveLength(2);
    const paged = (await get('/last-earthquakes?limit=2&page=2')).json() as QuakeListResponse;
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2, hasNextPage: false });
    expect(paged.items).toHaveLength(1);
  });

  it('answers bad filters with a 400 in the reader’s language and never a 5xx', async () => {
    const unknown = await get('/last-earthquakes?city=Atlantis', 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ statusCode: 400, message: expect.stringContaining('"Atlantis"') });
    expect((await get('/last-earthquakes?city=Atlantis', 'tr')).json().message).toContain('il bulamadık');
    for (const query of ['min_magnitude=11', 'limit=0', 'page=0', 'sort=size', 'bbox=1,2,3', 'bbox=26,40,27,39', 'lat=39&lon=28', 'from=2026-11-28T10:00:00Z&to=2026-11-28T09:00:00Z', 'from=2020-01-01T00:00:00Z', 'from=yesterday']) {
      const response = await get(`/last-earthquakes?${query}`, 'ru');
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().message).toMatch(/[а-я]/);
    }
    expect((await get('/events/afad-0')).statusCode).toBe(404);
    expect((await get('/events/..%2F..')).statusCode).toBe(400);
  });

  it('serves GeoJSON feeds of the past hour, day and week from memory, with an ETag and any origin', async () => {
    const day = await get('/feeds/day.geojson');
    expect(day.statusCode).toBe(200);
    expect(day.headers['content-type']).toContain('application/geo+json');
    expect(day.headers['access-control-allow-origin']).toBe('*');
    expect(day.headers['cache-control']).toBe('public, max-age=30');
    const collection = day.json() as { type: string; features: Array<{ geometry: { coordinates: number[] }; properties: { mag: number; sources: string[] } }> };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(3);
    expect(collection.features.find((feature) => feature.properties.mag === 4.7)?.geometry.coordinates).toEqual([28.17, 39.2, 7.4]);
    expect(((await get('/feeds/day.geojson?min_magnitude=2.5')).json() as { features: unknown[] }).features).toHaveLength(2);
    expect(((await get('/feeds/hour.geojson')).json() as { features: unknown[] }).features).toHaveLength(2);
    expect((await get('/feeds/day.geojson', 'tr', { 'if-none-match': day.headers['etag'] as string })).statusCode).toBe(304);
    expect((await get('/feeds/day.geojson?min_magnitude=3')).statusCode).toBe(400);
    expect((await get('/feeds/month.geojson')).statusCode).toBe(404);
  });

  it('draws an event’s social preview as a 1200×630 PNG in the edition', async () => {
    const { items } = (await get('/last-earthquakes?min_magnitude=4')).json() as QuakeListResponse;
    const card = await get(`/events/${items[0]?.id}/card.png`, 'ru');
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    const png = card.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await get('/events/afad-0/card.png')).statusCode).toBe(404);
  });

  it('tells when each source last answered, and backs off a source that fails', async () => {
    const before = (await get('/sources', 'en')).json() as QuakeSourcesResponse;
    expect(before.items.map((item) => [item.source, item.failing])).toEqual([['afad', false], ['koeri', false], ['usgs', false]]);
    expect(before.items[1]?.name).toBe('Kandilli Observatory (KOERI), Boğaziçi University');
    const lastSuccess = before.items[0]?.lastSuccessAt;
    h.feeds.set('afad', new Error('connect ECONNREFUSED'));
    await h.ingestAll();
    const after = (await get('/sources')).json() as QuakeSourcesResponse;
    expect(after.items[0]).toMatchObject({ source: 'afad', failing: true, lastSuccessAt: lastSuccess });
    const { rows } = await testDb.db.query<{ failures: number; next_poll_at: Date; last_error: string }>(`SELECT failures, next_poll_at, last_error FROM quake_sources WHERE source = 'afad'`);
    expect(rows[0]?.failures).toBe(1);
    expect(rows[0]?.last_error).toContain('ECONNREFUSED');
    // A page that is not a feed fails too; the event already there stays.
    h.feeds.set('afad', { body: '<html>maintenance</html>' });
    h.clock.now += 10 * MINUTE;
    await h.ingestAll();
    expect(((await get('/sources')).json() as QuakeSourcesResponse).items[0]?.failing).toBe(true);
    expect(((await get('/last-earthquakes')).json() as QuakeListResponse).items).toHaveLength(3);
    h.feeds.set('afad', { body: [AFAD_MAIN] });
    h.clock.now += 10 * MINUTE;
    await h.ingestAll();
    expect(((await get('/sources')).json() as QuakeSourcesResponse).items[0]?.failing).toBe(false);
  });

  it('takes one "Did you feel it?" report per reader, replaces it, and flags reports from too far away', async () => {
    const { items } = (await get('/last-earthquakes?city=balikesir&min_magnitude=4')).json() as QuakeListResponse;
    const id = items[0]?.id as string;
    const put = (body: object, cookie?: string) =>
      h.app.inject({ method: 'PUT', url: `${QUAKES_API}/events/${id}/felt`, headers: { origin: ORIGIN, 'x-edition': 'en', ...(cookie ? { cookie } : {}) }, payload: body });
    const first = await put({ intensity: 4, latitude: 39.6485, longitude: 27.8826 });
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0] as string;
    expect(cookie).toMatch(/^m-rid=/);
    expect(first.json()).toMatchObject({ total: 1, mine: 4, flagged: 0, open: true });
    const changed = (await put({ intensity: 5, plate: 10 }, cookie)).json() as QuakeFeltSummary;
    expect(changed).toMatchObject({ total: 1, mine: 5 });
    expect(changed.byIntensity[4]).toBe(1);
    // Van is ~1,200 km away: an M4.7 is not felt there.
    const far = (await put({ intensity: 6, plate: 65 })).json() as QuakeFeltSummary;
    expect(far).toMatchObject({ total: 1, flagged: 1, mine: 6 });
    expect(far.cells).toHaveLength(1);
    expect((await get(`/events/${id}/felt`, 'tr', { cookie })).json()).toMatchObject({ mine: 5, total: 1 });
    expect(((await get(`/last-earthquakes?city=balikesir&min_magnitude=4`)).json() as QuakeListResponse).items[0]?.feltCount).toBe(1);
    // Bad input: no place, half a point, a level off the scale, a foreign page, an unknown quake.
    expect((await put({ intensity: 3 })).statusCode).toBe(400);
    expect((await put({ intensity: 3, latitude: 39 })).statusCode).toBe(400);
    expect((await put({ intensity: 13, plate: 10 })).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'PUT', url: `${QUAKES_API}/events/${id}/felt`, headers: { origin: 'https://evil.example' }, payload: { intensity: 3, plate: 10 } })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'PUT', url: `${QUAKES_API}/events/afad-1/felt`, headers: { origin: ORIGIN }, payload: { intensity: 3, plate: 10 } })).statusCode).toBe(404);
    // A week later the reports are closed.
    h.clock.now += 8 * 24 * 60 * MINUTE;
    const closed = await put({ intensity: 3, plate: 10 }, cookie);
    expect(closed.statusCode).toBe(409);
    expect((await get(`/events/${id}/felt`)).json()).toMatchObject({ open: false });
    h.clock.now -= 8 * 24 * 60 * MINUTE;
  });

  it('answers an older range from the table, the same way as the snapshot', async () => {
    const memory = ((await get('/last-earthquakes?sort=magnitude')).json() as QuakeListResponse).items.map((item) => item.id);
    const from = encodeURIComponent(new Date(h.clock.now - 60 * 24 * 60 * MINUTE).toISOString());
    const table = ((await get(`/last-earthquakes?sort=magnitude&from=${from}`)).json() as QuakeListResponse).items.map((item) => item.id);
    expect(table).toEqual(memory);
    const around = ((await get(`/last-earthquakes?from=${from}&lat=39.2&lon=28.2&radius_km=20`)).json() as QuakeListResponse).items;
    expect(around).toHaveLength(2);
  });
});
