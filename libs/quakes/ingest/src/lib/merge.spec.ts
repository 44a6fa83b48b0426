import { koeriLine, type KoeriLineFields, koeriPage } from '../testing/koeri-page';
import { AFAD_SAMPLES, KOERI_LIST, sampleBytes, sampleJson, USGS_MARMARIS, USGS_WEEK } from '../testing/samples';
import { parseAfadEvents } from './afad';
import { distanceKm } from './geo';
import { fromKoeri, parseKoeriList } from './koeri';
import { mergeEvents, sameQuake } from './merge';
import type { AfadQuakeRecord, QuakeRecord, UsgsQuakeRecord } from './types';
import { parseUsgsGeoJson } from './usgs';

const afadSamples = (sampleJson(AFAD_SAMPLES) as { records: Array<Record<string, unknown>> }).records;
const koeriList = parseKoeriList(sampleBytes(KOERI_LIST)).map(fromKoeri);
const usgsWeek = parseUsgsGeoJson(sampleJson(USGS_WEEK));
const usgsQuery = parseUsgsGeoJson(sampleJson(USGS_MARMARIS));
const usgsMarmaris = usgsQuery[2];

/*
 * The Marmaris quake of 28 June 2020 (USGS M5.5, the real feature above) as AFAD and KOERI would
 * have reported it. These two are synthetic (their values are made up within the seconds and
 * kilometres the sources differ by), written in each source's real format and read by its parser.
 */
const afadMarmaris = parseAfadEvents([
  {
    ...afadSamples[0],
    eventID: '900001',
    location: 'Marmaris (Muğla)',
    latitude: '36.70361',
    longitude: '28.23833',
    depth: '7.01',
    type: 'MW',
    magnitude: '5.3',
    province: 'Muğla',
    district: 'Marmaris',
    neighborhood: 'Söğüt',
    date: '2020-06-28T17:43:27',
    isEventUpdate: true,
    lastUpdateDate: '2020-06-28T18:02:11.102401',
  },
])[0];

const marmarisLine = (changes: Partial<KoeriLineFields>) =>
  koeriLine({ local: '2020.06.28 20:43:26', latitude: '36.6712', longitude: '28.2015', depth: '5.0', ml: '5.3', mw: '-.-', location: 'AKDENIZ', quality: 'İlksel', ...changes });

const [koeriPreliminary, koeriRevised] = parseKoeriList(
  koeriPage(
    marmarisLine({}),
    marmarisLine({ local: '2020.06.28 20:43:28', latitude: '36.6917', longitude: '28.2405', depth: '7.8', ml: '5.5', mw: '5.4', quality: 'REVIZE01   (2020.06.28 20:43:26)' }),
  ),
).map(fromKoeri);

/** A record's time plus some seconds. */
const after = (record: QuakeRecord, seconds: number) => new Date(Date.parse(record.time) + seconds * 1000).toISOString().replace('.000Z', 'Z');

/** The same record moved in time (seconds) and north (km; 111.195 km to a degree of latitude), under another id. */
function moved<T extends QuakeRecord>(record: T, sourceId: string, seconds: number, kmNorth = 0): T {
  return { ...record, sourceId, time: after(record, seconds), latitude: record.latitude + kmNorth / 111.195 };
}

/** A seeded shuffle (mulberry32), so a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

describe('mergeEvents: one quake from three sources', () => {
  const [event, ...others] = mergeEvents([usgsMarmaris, koeriPreliminary, afadMarmaris, koeriRevised]);

  it('makes one event holding every source’s record, the KOERI revision in place of its preliminary line', () => {
    expect(others).toEqual([]);
    expect(event.records).toEqual([afadMarmaris, koeriRevised, usgsMarmaris]);
    expect(event.superseded).toEqual([koeriPreliminary]);
    expect(event.revised).toBe(true);
  });

  it('shows every magnitude with its source, picking none', () => {
    expect(event.magnitudes).toEqual([
      { source: 'afad', type: 'MW', value: 5.3 },
      { source: 'koeri', type: 'ML', value: 5.5 },
      { source: 'koeri', type: 'MW', value: 5.4 },
      { source: 'usgs', type: 'MWW', value: 5.5 },
    ]);
    expect(event.maxMagnitude).toBe(5.5);
  });

  it('takes time, epicentre and place from AFAD in Turkey, the province from the first source naming one', () => {
    expect(event).toMatchObject({
      preferredSource: 'afad',
      time: '2020-06-28T17:43:27Z',
      latitude: 36.70361,
      longitude: 28.23833,
      depthKm: 7.01,
      location: 'Marmaris (Muğla)',
      province: { plate: 48, name: 'Muğla' },
    });
    // Without AFAD, KOERI's revised line is preferred; KOERI names a sea, so no province.
    const [withoutAfad] = mergeEvents([usgsMarmaris, koeriPreliminary, koeriRevised]);
    expect(withoutAfad).toMatchObject({ preferredSource: 'koeri', time: '2020-06-28T17:43:28Z', location: 'AKDENIZ', province: null });
  });

  it('names the event after the earliest record, or after the record seen first when the ingestion says', () => {
    // KOERI's preliminary line is the earliest origin time (17:43:26 UTC), replaced or not.
    expect(event.id).toBe('koeri-2020-06-28t17-43-26z-36-6712-28-2015');
    const seen = (record: QuakeRecord, at: string): QuakeRecord => ({ ...record, firstSeenAt: at });
    const afadFirst = [seen(afadMarmaris, '2020-06-28T17:45:02Z'), seen(koeriPreliminary, '2020-06-28T17:45:40Z'), seen(koeriRevised, '2020-06-28T18:01:15Z')];
    const [before] = mergeEvents(afadFirst);
    const [after] = mergeEvents([...afadFirst, seen(usgsMarmaris, '2020-06-28T17:59:30Z')]);
    expect(before.id).toBe('afad-900001');
    expect(after.id).toBe('afad-900001');
    expect(after.records).toHaveLength(3);
  });

  it('gives the same events for any order of the records', () => {
    const all = [afadMarmaris, koeriPreliminary, koeriRevised, usgsMarmaris];
    const expected = mergeEvents(all);
    for (let seed = 1; seed <= 24; seed += 1) expect(mergeEvents(shuffled(all, seed))).toEqual(expected);
  });
});

describe('mergeEvents: what is not the same quake', () => {
  it('keeps records 31 s apart, or 51 km apart, as two events; 30 s and 49 km still merge', () => {
    const late = moved(usgsMarmaris, 'us-late', 31);
    const far = moved(usgsMarmaris, 'us-far', 0, 51);
    const edge = moved(usgsMarmaris, 'us-edge', 30, 49);
    const anchor = { ...afadMarmaris, time: usgsMarmaris.time, latitude: usgsMarmaris.latitude, longitude: usgsMarmaris.longitude };
    expect(distanceKm(anchor.latitude, anchor.longitude, far.latitude, far.longitude)).toBeCloseTo(51, 1);
    expect(distanceKm(anchor.latitude, anchor.longitude, edge.latitude, edge.longitude)).toBeCloseTo(49, 1);

    expect(sameQuake(anchor, late)).toBe(false);
    expect(mergeEvents([anchor, late])).toHaveLength(2);
    expect(sameQuake(anchor, far)).toBe(false);
    expect(mergeEvents([anchor, far])).toHaveLength(2);
    expect(sameQuake(anchor, edge)).toBe(true);
    expect(mergeEvents([anchor, edge]).map((event) => event.records.length)).toEqual([2]);
  });

  it('never merges two quakes of one source, and joins a third source to the closer one', () => {
    const first = afadMarmaris;
    const second = moved(afadMarmaris, '900002', 12, 5);
    const usgsNearSecond: UsgsQuakeRecord = { ...usgsMarmaris, sourceId: 'us-second', time: second.time, latitude: second.latitude + 0.01, longitude: second.longitude };
    const events = mergeEvents([first, second, usgsNearSecond]);
    expect(events.map((event) => event.records.map((record) => record.sourceId))).toEqual([['900002', 'us-second'], ['900001']]);
  });

  it('keeps every two records of an event within the limits (no chains)', () => {
    const afad = afadMarmaris;
    const place = { latitude: afad.latitude, longitude: afad.longitude };
    const koeri: QuakeRecord = { ...koeriRevised, sourceId: 'koeri-25s', time: after(afad, 25), ...place };
    const usgsRecord: UsgsQuakeRecord = { ...usgsMarmaris, time: after(afad, 50), ...place };
    const events = mergeEvents([afad, koeri, usgsRecord]);
    expect(events).toHaveLength(2);
    for (const event of events) {
      for (const a of event.records) for (const b of event.records) expect(sameQuake(a, b)).toBe(true);
    }
  });

  it('keeps a REVIZE line and a quake 26 s before it in the same swarm apart (the real list has both)', () => {
    const revised = koeriList.find((record) => record.time === '2017-06-12T20:52:22Z');
    const before = koeriList.find((record) => record.time === '2017-06-12T20:51:56Z');
    expect(revised?.raw.quality).toBe('REVIZE01');
    expect(before?.raw.quality).toBe('İlksel');
    expect(mergeEvents([revised as QuakeRecord, before as QuakeRecord])).toHaveLength(2);
  });
});

describe('mergeEvents: revisions and versions', () => {
  it('lets REVIZE02 replace REVIZE01, which replaces the İlksel line', () => {
    const [preliminary, first, second] = parseKoeriList(
      koeriPage(
        marmarisLine({}),
        marmarisLine({ local: '2020.06.28 20:43:28', latitude: '36.6917', ml: '5.5', quality: 'REVIZE01   (2020.06.28 20:43:26)' }),
        marmarisLine({ local: '2020.06.28 20:43:27', latitude: '36.7001', ml: '5.4', mw: '5.5', quality: 'REVIZE02   (2020.06.28 20:43:28)' }),
      ),
    ).map(fromKoeri);
    for (const records of [
      [preliminary, first, second],
      [second, preliminary, first],
      [first, second, preliminary],
    ]) {
      const events = mergeEvents(records);
      expect(events).toHaveLength(1);
      expect(events[0].records).toEqual([second]);
      expect(events[0].superseded).toEqual([preliminary, first]);
      expect(events[0].magnitudes).toEqual([
        { source: 'koeri', type: 'ML', value: 5.4 },
        { source: 'koeri', type: 'MW', value: 5.5 },
      ]);
    }
  });

  it('replaces a preliminary line listed with the same time and epicentre (one source id)', () => {
    const [preliminary, revised] = parseKoeriList(koeriPage(marmarisLine({}), marmarisLine({ ml: '5.5', quality: 'REVIZE01   (2020.06.28 20:43:26)' }))).map(fromKoeri);
    expect(preliminary.sourceId).toBe(revised.sourceId);
    const [event] = mergeEvents([revised, preliminary]);
    expect(event.records).toEqual([revised]);
    expect(event.superseded).toEqual([preliminary]);
  });

  it('keeps the newest version of one AFAD event and of one USGS event', () => {
    const afadFirst: AfadQuakeRecord = { ...afadMarmaris, revision: 0, updatedAt: undefined, magnitudes: [{ type: 'ML', value: 5.1 }] };
    const usgsOlder: UsgsQuakeRecord = { ...usgsMarmaris, updatedAt: '2020-06-28T17:55:00Z', magnitudes: [{ type: 'MB', value: 5.3 }] };
    const [event] = mergeEvents([afadFirst, usgsMarmaris, afadMarmaris, usgsOlder]);
    expect(event.records).toEqual([afadMarmaris, usgsMarmaris]);
    expect(event.superseded).toHaveLength(2);
    expect(event.magnitudes.map((magnitude) => magnitude.value)).toEqual([5.3, 5.5]);
  });
});

describe('mergeEvents on the real samples', () => {
  const all: QuakeRecord[] = [...koeriList, ...parseAfadEvents(afadSamples), ...usgsWeek, ...usgsQuery];
  const events = mergeEvents(all);

  it('keeps every line of the KOERI list as its own quake (one list shows each quake once)', () => {
    expect(mergeEvents(koeriList)).toHaveLength(2000);
    // Nothing else overlaps in time: 2000 + 3 + 76 + 3 events.
    expect(events).toHaveLength(2082);
    expect(events.every((event) => event.records.length === 1)).toBe(true);
  });

  it('lists the events newest first, with unique ids', () => {
    const times = events.map((event) => Date.parse(event.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    expect(events[0]).toMatchObject({ id: 'afad-712319', location: 'Tuşba (Van)' });
  });

  it('prefers USGS outside Turkey’s region', () => {
    const bolivia = usgsQuery[0];
    const afadAbroad: AfadQuakeRecord = { ...afadMarmaris, sourceId: '900003', time: bolivia.time, latitude: bolivia.latitude + 0.1, longitude: bolivia.longitude, province: null };
    const [event] = mergeEvents([afadAbroad, bolivia]);
    expect(event.preferredSource).toBe('usgs');
    expect(event.records.map((record) => record.source)).toEqual(['usgs', 'afad']);
  });

  it('gives the same events for any order of all the records', () => {
    const withMarmaris = [...all, afadMarmaris, koeriPreliminary, koeriRevised];
    const expected = mergeEvents(withMarmaris);
    // The USGS Marmaris feature is among the samples already: AFAD and KOERI join its event.
    expect(expected).toHaveLength(2082);
    expect(expected.find((event) => event.records.length > 1)?.records.map((record) => record.sourceId)).toEqual(['900001', koeriRevised.sourceId, 'us7000adtk']);
    for (const seed of [7, 42, 1234]) expect(mergeEvents(shuffled(withMarmaris, seed))).toEqual(expected);
    expect(mergeEvents([...withMarmaris].reverse())).toEqual(expected);
  });

  it('leaves out records it cannot place, without throwing', () => {
    const broken = [
      { ...usgsMarmaris, time: 'yesterday' },
      { ...usgsMarmaris, sourceId: 'nan', latitude: Number.NaN },
      null as unknown as QuakeRecord,
    ];
    expect(mergeEvents([...broken, afadMarmaris]).map((event) => event.id)).toEqual(['afad-900001']);
    expect(mergeEvents(undefined as unknown as QuakeRecord[])).toEqual([]);
  });
});
