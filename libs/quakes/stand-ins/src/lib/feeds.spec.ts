import { KOERI_LIST, sampleBytes } from '@meydan/quakes/ingest/samples';
import { type KoeriRecord, parseAfadEventsWithReport, parseKoeriListWithReport, parseQuakeSources, parseUsgsGeoJsonWithReport, pollUrl } from '@meydan/quakes/ingest';
import { DAY, HOUR, ORIGIN, runFeeds, type RunningFeeds, utc } from '../testing/running-stand-ins';

const decode1254 = (bytes: Uint8Array) => new TextDecoder('windows-1254').decode(bytes);
const times = (records: ReadonlyArray<{ time: string }>) => records.map((record) => Date.parse(record.time));
const isNewestFirst = (ms: number[]) => ms.every((value, index) => index === 0 || ms[index - 1] >= value);

let feeds: RunningFeeds;
beforeAll(async () => {
  feeds = await runFeeds();
});
afterAll(() => feeds.close());

describe('what the stand-ins serve', () => {
  let cycleMs: number;
  beforeAll(() => {
    cycleMs = feeds.standIns.cycleMs;
  });

  it('repeats the KOERI sample’s span (24 days) plus its mean gap between lines', () => {
    expect(cycleMs / DAY).toBeGreaterThan(24.1);
    expect(cycleMs / DAY).toBeLessThan(24.2);
  });

  // At the origin, within a cycle, just before and after a cycle's end, and before the origin.
  const instants = (cycle: number) => [0, 5 * DAY, cycle - HOUR, cycle + 2 * HOUR, -30 * DAY];

  it('serves KOERI’s page as KOERI does: windows-1254, CRLF, the header, the newest 500 lines that all read', async () => {
    for (const offset of instants(cycleMs)) {
      feeds.now = ORIGIN + offset;
      const { status, type, bytes } = await feeds.get('/koeri/scripts/lst0.asp');
      expect([status, type]).toEqual([200, 'text/html; charset=windows-1254']);
      const { records, skipped } = parseKoeriListWithReport(bytes);
      expect(skipped).toEqual([]);
      expect(records).toHaveLength(500);
      expect(isNewestFirst(times(records))).toBe(true);
      expect(Math.max(...times(records))).toBeLessThanOrEqual(feeds.now);
      // Lines go back days, never more than a cycle.
      expect(feeds.now - Math.min(...times(records))).toBeLessThan(cycleMs);
      const text = decode1254(bytes);
      expect(text.includes('\n') && !/[^\r]\n/.test(text)).toBe(true);
      const sampleHeader = decode1254(sampleBytes(KOERI_LIST)).split('\r\n').slice(0, 7);
      expect(text.split('\r\n').slice(0, 7)).toEqual(sampleHeader.map((line) => line.replace('Son 2000 deprem', 'Son 500 deprem')));
      expect(text.endsWith('\r\n\r\n</pre>')).toBe(true);
    }
  });

  it('serves AFAD’s filter for the asked range: every number a string, date UTC without a Z, all read', async () => {
    for (const offset of instants(cycleMs)) {
      feeds.now = ORIGIN + offset;
      const events = await feeds.afad(feeds.now - DAY, feeds.now + 60_000, '&orderby=timedesc');
      const { records, skipped } = parseAfadEventsWithReport(events);
      expect(skipped).toEqual([]);
      expect(records.length).toBeGreaterThan(5);
      expect(isNewestFirst(times(records))).toBe(true);
      for (const record of records) expect(Date.parse(record.time)).toBeGreaterThanOrEqual(feeds.now - DAY);
      for (const event of events) {
        expect(event['date']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
        for (const key of ['eventID', 'latitude', 'longitude', 'depth', 'magnitude', 'rms', 'type', 'location', 'province', 'district', 'country']) expect(typeof event[key]).toBe('string');
        expect(typeof event['isEventUpdate']).toBe('boolean');
      }
    }
  });

  it('serves USGS’s FDSN query and summary feeds, all features read, each in its period', async () => {
    for (const offset of instants(cycleMs)) {
      feeds.now = ORIGIN + offset;
      const query = await feeds.usgs(feeds.now - 30 * DAY);
      const report = parseUsgsGeoJsonWithReport(query);
      expect(report.skipped).toEqual([]);
      expect(report.records.length).toBeGreaterThan(0);
      expect(query.metadata['count']).toBe(report.records.length);
      expect(isNewestFirst(times(report.records))).toBe(true);
      for (const [name, periodMs, minimum] of [['all_hour', HOUR, -Infinity], ['2.5_day', DAY, 2.5], ['4.5_week', 7 * DAY, 4.5], ['all_month', 30 * DAY, -Infinity]] as const) {
        const feed = await feeds.getJson<{ features: unknown[] }>(`/usgs/earthquakes/feed/v1.0/summary/${name}.geojson`);
        const { records, skipped } = parseUsgsGeoJsonWithReport(feed);
        expect(skipped).toEqual([]);
        for (const record of records) {
          expect(Date.parse(record.time)).toBeGreaterThanOrEqual(feeds.now - periodMs);
          expect(Date.parse(record.time)).toBeLessThanOrEqual(feeds.now);
          expect(record.magnitudes[0].value).toBeGreaterThanOrEqual(minimum);
        }
      }
    }
  });

  it('holds the real samples, moved: KOERI’s lines, AFAD’s three records, USGS’s 79 features, with ids distinct per cycle', async () => {
    feeds.now = ORIGIN;
    const koeri = parseKoeriListWithReport(await feeds.koeri()).records;
    const sample = parseKoeriListWithReport(sampleBytes(KOERI_LIST)).records;
    // The newest sample line is at the origin; the columns after the time are the sample's own.
    expect(koeri[0].time).toBe(new Date(ORIGIN).toISOString().replace('.000Z', 'Z'));
    expect(koeri[0].line.slice(19)).toBe(sample[0].line.slice(19));
    const cycle = await feeds.afad(ORIGIN - cycleMs, ORIGIN);
    const isPazarcik = (event: Record<string, unknown>) => event['location'] === 'Pazarcık (Kahramanmaraş)' && event['magnitude'] === '7.7';
    const pazarcik = cycle.filter(isPazarcik);
    expect(pazarcik).toHaveLength(1);
    expect(pazarcik[0]).toMatchObject({ magnitude: '7.7', type: 'MW', isEventUpdate: true });
    // lastUpdateDate keeps its distance from date (8 h 29 min) and its microseconds.
    expect(Date.parse(`${pazarcik[0]['lastUpdateDate']}Z`) - Date.parse(`${pazarcik[0]['date']}Z`)).toBe(Date.parse('2023-02-06T09:46:31.642Z') - Date.parse('2023-02-06T01:17:32Z'));
    expect(pazarcik[0]['lastUpdateDate']).toMatch(/\.642742$/);
    expect(Object.keys(pazarcik[0]).some((key) => key.startsWith('_'))).toBe(false);
    const previous = await feeds.afad(ORIGIN - 2 * cycleMs, ORIGIN - cycleMs - 1000);
    expect(previous.filter(isPazarcik)).toHaveLength(1);
    const ids = [...cycle, ...previous].map((event) => event['eventID']);
    expect(new Set(ids).size).toBe(ids.length);
    const usgs = await feeds.usgs(ORIGIN - cycleMs, `&endtime=${utc(ORIGIN)}`);
    const marmaris = usgs.features.filter((feature) => (feature['properties'] as { place: string }).place === '13km S of Marmaris, Turkey');
    expect(marmaris).toHaveLength(1);
    expect(usgs.features.filter((feature) => (feature['properties'] as { title: string }).title === 'M 5.8 - Mid-Indian Ridge')).toHaveLength(1);
    const usgsIds = [...usgs.features, ...(await feeds.usgs(ORIGIN - 2 * cycleMs, `&endtime=${utc(ORIGIN - cycleMs - 1000)}`)).features].map((feature) => feature['id']);
    expect(new Set(usgsIds).size).toBe(usgsIds.length);
  });

  it('makes up AFAD and USGS counterparts of KOERI’s lines, seconds, kilometres and tenths apart', async () => {
    feeds.now = ORIGIN;
    const koeri = parseKoeriListWithReport(await feeds.koeri()).records;
    const afad = parseAfadEventsWithReport(await feeds.afad(ORIGIN - 3 * DAY, ORIGIN)).records;
    const usgs = parseUsgsGeoJsonWithReport(await feeds.usgs(ORIGIN - 3 * DAY)).records;
    const near = (line: KoeriRecord, record: { time: string; latitude: number; longitude: number }) =>
      Math.abs(Date.parse(record.time) - Date.parse(line.time)) <= 8_000 && Math.abs(record.latitude - line.latitude) < 0.1 && Math.abs(record.longitude - line.longitude) < 0.13;
    // Lines whose counterparts are all out by the origin (USGS's within 8 s + 20 s, a revision's within 10 min).
    // The page's 500 lines reach back some 2.5 days here (the sample ends in the 2017 Midilli swarm).
    const oldest = Math.min(...times(koeri));
    const lines = koeri.filter((line) => Date.parse(line.time) >= oldest + 10_000 && Date.parse(line.time) <= ORIGIN - 15 * 60_000);
    const strongest = (line: KoeriRecord) => Math.max(line.ml ?? 0, line.mw ?? 0, line.md ?? 0);
    for (const line of lines.filter((candidate) => strongest(candidate) >= 2)) {
      const match = afad.find((record) => near(line, record));
      expect(match).toBeDefined();
      expect(Math.abs((match?.magnitudes[0].value ?? 0) - strongest(line))).toBeLessThanOrEqual(0.2 + 1e-9);
      expect(['ML', 'MW']).toContain(match?.magnitudes[0].type);
    }
    const strong = lines.filter((candidate) => strongest(candidate) >= 4);
    expect(strong.length).toBeGreaterThan(0);
    for (const line of strong) {
      const match = usgs.find((record) => near(line, record));
      expect(['MB', 'ML', 'MWW']).toContain(match?.magnitudes[0].type);
    }
    const inWindow = afad.filter((record) => Date.parse(record.time) >= oldest + 20_000 && Date.parse(record.time) <= ORIGIN - 16 * 60_000);
    expect(inWindow.filter((record) => !lines.some((line) => near(line, record)))).toEqual([]);
  });

  it('answers the URLs the ingestion polls (QUAKES_SOURCES → pollUrl)', async () => {
    feeds.now = ORIGIN + 2 * DAY;
    const { sources, errors } = parseQuakeSources(feeds.standIns.sourcesEnv(`${feeds.url}/`));
    expect(errors).toEqual([]);
    expect(sources.map((source) => [source.source, source.intervalMs])).toEqual([['afad', 15_000], ['koeri', 15_000], ['usgs', 15_000]]);
    for (const source of sources) expect((await fetch(pollUrl(source, feeds.now))).status).toBe(200);
    expect(feeds.standIns.sourcesEnv(feeds.url, { intervalSeconds: 5 })).toMatch(/^afad=\S+@5 koeri=\S+@5 usgs=\S+@5$/);
  });

  it('reads the query parameters as the real services do, and answers 400 to what does not read', async () => {
    feeds.now = ORIGIN;
    const ascending = await feeds.afad(ORIGIN - DAY, ORIGIN, '&orderby=time&minmag=3');
    expect(ascending.length).toBeGreaterThan(0);
    expect(isNewestFirst(ascending.map((event) => Date.parse(`${event['date']}Z`)).reverse())).toBe(true);
    expect(ascending.every((event) => Number(event['magnitude']) >= 3)).toBe(true);
    expect(await feeds.afad(ORIGIN - DAY, ORIGIN, '&limit=2')).toHaveLength(2);
    // AFAD's own documentation writes the range `2025-8-11 14:13:20`.
    const spaced = await feeds.getJson<unknown[]>(`/afad/apiv2/event/filter?start=${utc(ORIGIN - DAY).replace('T', '+')}&end=${utc(ORIGIN).slice(0, 10)}`);
    expect(spaced.length).toBeGreaterThan(0);
    for (const bad of ['', `?start=${utc(ORIGIN)}`, `?start=yesterday&end=${utc(ORIGIN)}`, `?start=${utc(ORIGIN)}&end=${utc(ORIGIN - DAY)}`, `?start=${utc(ORIGIN - DAY)}&end=${utc(ORIGIN)}&orderby=size`]) {
      expect((await feeds.get(`/afad/apiv2/event/filter${bad}`)).status).toBe(400);
    }
    const byMagnitude = await feeds.usgs(ORIGIN - 7 * DAY, '&orderby=magnitude&limit=3&minmagnitude=5');
    expect(byMagnitude.features.map((feature) => (feature['properties'] as { mag: number }).mag)).toEqual([...byMagnitude.features.map((feature) => (feature['properties'] as { mag: number }).mag)].sort((a, b) => b - a));
    expect((await feeds.get('/usgs/fdsnws/event/1/query?starttime=2026-11-01')).status).toBe(400);
    expect((await feeds.get('/usgs/fdsnws/event/1/query?format=geojson&starttime=2026-13-01')).status).toBe(400);
    expect((await feeds.get('/usgs/earthquakes/feed/v1.0/summary/3.0_day.geojson')).status).toBe(404);
    expect((await feeds.get('/elsewhere')).status).toBe(404);
    const [first] = byMagnitude.features;
    expect(await feeds.getJson(`/usgs/fdsnws/event/1/query?format=geojson&eventid=${first['id']}`)).toEqual(first);
  });
});
