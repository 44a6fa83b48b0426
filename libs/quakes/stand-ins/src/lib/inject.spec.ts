import { fromKoeri, mergeEvents, parseAfadEvents, parseKoeriList, parseUsgsGeoJson, type QuakeRecord } from '@meydan/quakes/ingest';
import { DAY, HOUR, ORIGIN, runFeeds, type RunningFeeds } from '../testing/running-stand-ins';

/** A quake where the sample has none near: Sındırgı, a few hours after the origin. */
const AT = ORIGIN + 5 * HOUR + 17_000;
const QUAKE = { latitude: 39.2286, longitude: 28.1275, magnitude: 4.6, depthKm: 8, location: 'Sındırgı (Balıkesir)' };
const near = (record: { time: string; latitude: number; longitude: number }, time: string) =>
  Math.abs(Date.parse(record.time) - Date.parse(time)) <= 30_000 && Math.abs(record.latitude - QUAKE.latitude) < 0.2 && Math.abs(record.longitude - QUAKE.longitude) < 0.2;

let feeds: RunningFeeds;
beforeEach(async () => {
  feeds = await runFeeds(AT);
});
afterEach(() => feeds.close());

async function look(time: string) {
  const koeri = parseKoeriList(await feeds.koeri()).filter((line) => near(line, time));
  const afad = parseAfadEvents(await feeds.afad(feeds.now - DAY, feeds.now + 60_000)).filter((record) => near(record, time));
  const usgs = parseUsgsGeoJson(await feeds.usgs(feeds.now - DAY)).filter((record) => near(record, time));
  return { koeri, afad, usgs };
}

describe('an injected quake', () => {
  it('appears in AFAD and as KOERI’s İlksel line at once, in USGS after 20 s, revised by KOERI a minute later', async () => {
    const answer = await feeds.post('/control/quakes', QUAKE);
    expect(answer).toEqual({ status: 201, json: { time: '2026-11-28T14:00:17Z', sources: ['afad', 'koeri', 'usgs'] } });
    const time = '2026-11-28T14:00:17Z';

    const first = await look(time);
    expect(first.koeri.map((line) => [line.quality, line.ml, line.mw, line.location, line.time])).toEqual([['İlksel', 4.6, 4.6, 'SINDIRGI (BALIKESIR)', time]]);
    expect(first.afad).toHaveLength(1);
    expect(first.afad[0]).toMatchObject({ location: 'Sındırgı (Balıkesir)', province: { plate: 10, name: 'Balıkesir' } });
    expect(Math.abs(first.afad[0].magnitudes[0].value - 4.6)).toBeLessThanOrEqual(0.2 + 1e-9);
    expect(first.usgs).toEqual([]);

    feeds.now = AT + 21_000;
    const second = await look(time);
    expect(second.usgs).toHaveLength(1);
    expect(second.usgs[0].location).toMatch(/ km [NESW]{1,3} of Sındırgı, Turkey$/);
    expect(second.koeri.map((line) => line.quality)).toEqual(['İlksel']);

    feeds.now = AT + 61_000;
    const third = await look(time);
    expect(third.koeri.map((line) => [line.quality, line.revisedAt])).toEqual([['REVIZE01', time]]);
    expect(Math.abs((third.koeri[0].ml ?? 0) - 4.6)).toBeCloseTo(0.1, 5);
    // The ingestion keeps what each poll saw: the İlksel line, the revision, AFAD's and USGS's records.
    const records: QuakeRecord[] = [...first.koeri.map(fromKoeri), ...third.koeri.map(fromKoeri), ...third.afad, ...third.usgs];
    const events = mergeEvents(records);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.records.map((record) => record.source).sort()).toEqual(['afad', 'koeri', 'usgs']);
    expect(event.records.find((record) => record.source === 'koeri')?.revision).toBe(1);
    expect(event.superseded.map((record) => [record.source, record.revision])).toEqual([['koeri', 0]]);
    expect(event.revised).toBe(true);
    expect(event.magnitudes.map((magnitude) => magnitude.source)).toEqual(expect.arrayContaining(['afad', 'koeri', 'usgs']));
  });

  it('is the same quake for the same request and clock, and a different one for the next request', async () => {
    const twin = await runFeeds(AT);
    try {
      feeds.standIns.inject(QUAKE);
      twin.standIns.inject(QUAKE);
      feeds.now = twin.now = AT + 2 * 60_000;
      const path = `/afad/apiv2/event/filter?start=2026-11-28T13:00:00&end=2026-11-28T15:00:00`;
      expect((await twin.get(path)).bytes).toEqual((await feeds.get(path)).bytes);
      const usgsPath = '/usgs/earthquakes/feed/v1.0/summary/all_hour.geojson';
      const strip = (bytes: Uint8Array, url: string) => new TextDecoder().decode(bytes).split(url).join('');
      expect(strip((await twin.get(usgsPath)).bytes, twin.url)).toBe(strip((await feeds.get(usgsPath)).bytes, feeds.url));
      feeds.standIns.inject(QUAKE);
      feeds.now = AT + 4 * 60_000;
      const afad = parseAfadEvents(await feeds.afad(AT - HOUR, AT + HOUR)).filter((record) => record.location === 'Sındırgı (Balıkesir)');
      expect(afad).toHaveLength(2);
      expect(afad[0].sourceId).not.toBe(afad[1].sourceId);
    } finally {
      await twin.close();
    }
  });

  it('takes a time of its own, and appears when that time comes', async () => {
    const later = new Date(AT + 5 * 60_000).toISOString();
    expect(feeds.standIns.inject({ ...QUAKE, time: later })).toEqual({ time: later.replace('.000Z', 'Z'), sources: ['afad', 'koeri', 'usgs'] });
    expect((await look(later)).koeri).toEqual([]);
    feeds.now = AT + 5 * 60_000;
    expect((await look(later)).koeri).toHaveLength(1);
  });

  it('reaches USGS alone when it is far from Turkey', async () => {
    const far = feeds.standIns.inject({ latitude: 35.7, longitude: 139.7, magnitude: 6.1, location: 'near Tokyo, Japan' });
    expect(far.sources).toEqual(['usgs']);
    feeds.now = AT + 30_000;
    const usgs = parseUsgsGeoJson(await feeds.usgs(AT - HOUR)).filter((record) => Math.abs(record.latitude - 35.7) < 0.2);
    expect(usgs.map((record) => record.location)).toEqual(['near Tokyo, Japan']);
  });
});

describe('outages and the control endpoints', () => {
  it('answers 503 for a source that is down, and serves again when it is up', async () => {
    feeds.standIns.setOutage('koeri', true);
    expect((await feeds.get('/koeri/scripts/lst0.asp')).status).toBe(503);
    expect((await feeds.get('/usgs/earthquakes/feed/v1.0/summary/all_day.geojson')).status).toBe(200);
    expect(await feeds.post('/control/outage/usgs', { down: true })).toEqual({ status: 200, json: { source: 'usgs', down: true } });
    expect((await feeds.get('/usgs/earthquakes/feed/v1.0/summary/all_day.geojson')).status).toBe(503);
    expect((await feeds.get('/usgs/fdsnws/event/1/query?format=geojson')).status).toBe(503);
    expect((await feeds.getJson('/control/state')) as object).toMatchObject({ down: ['koeri', 'usgs'] });
    await feeds.post('/control/outage/usgs', { down: false });
    feeds.standIns.setOutage('koeri', false);
    expect((await feeds.get('/koeri/scripts/lst0.asp')).status).toBe(200);
    expect((await feeds.get('/usgs/fdsnws/event/1/query?format=geojson')).status).toBe(200);
  });

  it('refuses what does not read, with the reason', async () => {
    const refused = async (path: string, body: unknown) => {
      const answer = await feeds.post(path, body);
      expect(answer.status).toBe(400);
      return (answer.json as { error: string }).error;
    };
    expect(await refused('/control/quakes', '{not json')).toBe('the body is not JSON');
    expect(await refused('/control/quakes', [QUAKE])).toBe('the body must be a JSON object');
    expect(await refused('/control/quakes', { ...QUAKE, magnitude: undefined })).toMatch(/^magnitude/);
    expect(await refused('/control/quakes', { ...QUAKE, magnitude: '4.6' })).toMatch(/^magnitude/);
    expect(await refused('/control/quakes', { ...QUAKE, magnitude: 10.2 })).toMatch(/^magnitude/);
    expect(await refused('/control/quakes', { ...QUAKE, latitude: 95 })).toMatch(/^latitude/);
    expect(await refused('/control/quakes', { ...QUAKE, longitude: -181 })).toMatch(/^longitude/);
    expect(await refused('/control/quakes', { ...QUAKE, depthKm: -1 })).toMatch(/^depthKm/);
    expect(await refused('/control/quakes', { ...QUAKE, time: '2026-11-28T14:00:17' })).toMatch(/^time/);
    expect(await refused('/control/quakes', { ...QUAKE, location: 'x'.repeat(51) })).toMatch(/^location/);
    expect(await refused('/control/quakes', { ...QUAKE, mag: 3 })).toBe('unknown fields: mag');
    expect(await refused('/control/outage/afad', { down: 'yes' })).toMatch(/down/);
    expect(await refused('/control/outage/afad', {})).toMatch(/down/);
    expect((await feeds.post('/control/outage/emsc', { down: true })).status).toBe(404);
    expect((await feeds.get('/control/quakes')).status).toBe(405);
    expect((await feeds.post('/koeri/scripts/lst0.asp', {})).status).toBe(405);
    expect((await feeds.post('/control/quakes', 'x'.repeat(17 * 1024))).status).toBe(413);
    expect(() => feeds.standIns.inject({ ...QUAKE, latitude: Number.NaN })).toThrow(RangeError);
    // Nothing was injected by all that.
    expect((await feeds.getJson('/control/state')) as object).toMatchObject({ injected: 0, down: [] });
  });
});
