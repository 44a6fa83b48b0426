import { koeriPage } from '../testing/koeri-page';
import { KOERI_LIST, PROVINCES_TABLE, sampleBytes, sampleJson } from '../testing/samples';
import { fromKoeri, koeriProvince, parseKoeriList, parseKoeriListWithReport } from './koeri';
import type { KoeriRecord } from './types';

const listBytes = sampleBytes(KOERI_LIST);
const listText = new TextDecoder('windows-1254').decode(listBytes);
const dataLines = listText.split('\r\n').filter((line) => /^\d{4}\.\d\d\.\d\d /.test(line));
const { records, skipped } = parseKoeriListWithReport(listBytes);

/** The list's first data line with one column replaced (columns are fixed: same width, same place). */
function lineWith(from: number, to: number, text: string): string {
  const template = dataLines[0];
  return template.slice(0, from) + text.padStart(to - from) + template.slice(to);
}

const byTime = (time: string) => records.find((record) => record.time === time) as KoeriRecord;

describe('parseKoeriList on the real list (2000 lines, 2017-05-21 … 2017-06-14)', () => {
  it('reads every one of the 2000 data lines and skips none', () => {
    expect(dataLines).toHaveLength(2000);
    expect(skipped).toEqual([]);
    expect(records).toHaveLength(2000);
    expect(parseKoeriList(listBytes)).toEqual(records);
    expect(records.map((record) => record.line)).toEqual(dataLines.map((line) => line.trimEnd()));
  });

  it('reads the first line column by column, Turkey time (UTC+3) converted to UTC', () => {
    expect(records[0]).toEqual({
      time: '2017-06-14T12:48:10Z',
      latitude: 38.8675,
      longitude: 26.4438,
      depthKm: 4.3,
      md: null,
      ml: 2.0,
      mw: null,
      location: 'EGE DENIZI',
      quality: 'İlksel',
      revision: 0,
      province: null,
      line: dataLines[0],
    });
  });

  it('converts every time to UTC ending in Z, three hours before the listed Turkey time', () => {
    for (const [index, record] of records.entries()) {
      const line = dataLines[index];
      const listed = `${line.slice(0, 10).replace(/\./g, '-')}T${line.slice(11, 19)}+03:00`;
      expect(record.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Date.parse(record.time)).toBe(Date.parse(listed));
    }
    // Across midnight: 01:17:53 on 13 June in Turkey was still 12 June in UTC.
    expect(byTime('2017-06-12T22:17:53Z').location).toBe('TURGUT-ULA (MUGLA)');
    expect(records[records.length - 1]).toMatchObject({ time: '2017-05-21T10:07:46Z', location: 'DAVUTEVI-GOYNUCEK (AMASYA)' });
  });

  it('reads the Lesbos (Midilli) mainshock of 12 June 2017, revised twice', () => {
    expect(byTime('2017-06-12T12:28:38Z')).toMatchObject({
      latitude: 38.8497,
      longitude: 26.26,
      depthKm: 19.5,
      md: null,
      ml: 6.3,
      mw: 6.0,
      location: 'EGE DENIZI',
      quality: 'REVIZE02',
      revision: 2,
      revisedAt: '2017-06-12T12:28:39Z',
    });
  });

  it('reads -.- as null: MD is never computed here, Mw on 158 lines, ML on all', () => {
    expect(records.filter((record) => record.md === null)).toHaveLength(2000);
    expect(records.filter((record) => record.ml === null)).toHaveLength(0);
    expect(records.filter((record) => record.mw !== null)).toHaveLength(158);
    expect(records.filter((record) => record.mw === null).length).toBe(dataLines.filter((line) => line.slice(65, 68) === '-.-').length);
  });

  it('keeps the quality word as listed, unknown ones included, with the revision number', () => {
    const counts: Record<string, number> = {};
    for (const record of records) counts[record.quality] = (counts[record.quality] ?? 0) + 1;
    expect(counts).toEqual({ İlksel: 1903, REVIZE01: 91, REVIZE02: 3, REVIZE03: 1, İksel: 1, Otomatik: 1 });
    expect(byTime('2017-06-12T16:42:05Z')).toMatchObject({ quality: 'İksel', revision: 0, location: 'EGE DENIZI' });
    expect(byTime('2017-05-30T12:29:28Z')).toMatchObject({ quality: 'Otomatik', revision: 0, location: 'CYPRUS REGION' });
    expect(byTime('2017-05-28T02:14:58Z')).toMatchObject({ quality: 'REVIZE03', revision: 3, revisedAt: '2017-05-28T02:14:59Z' });
    for (const record of records) {
      expect(record.revision).toBe(/^REVIZE/.test(record.quality) ? Number(record.quality.slice(6)) : 0);
      // Every REVIZE line carries its parenthesized stamp, within seconds of its own time.
      if (record.revision > 0) expect(Math.abs(Date.parse(record.revisedAt as string) - Date.parse(record.time))).toBeLessThanOrEqual(9000);
      else expect(record.revisedAt).toBeUndefined();
    }
  });

  it('maps the province in the last parentheses to its proper name; seas, regions and abroad are null', () => {
    expect(byTime('2017-06-14T12:22:39Z')).toMatchObject({ location: 'GULPINAR-AYVACIK (CANAKKALE)', province: { plate: 17, name: 'Çanakkale' } });
    expect(byTime('2017-06-14T11:30:12Z').province).toEqual({ plate: 71, name: 'Kırıkkale' });
    expect(byTime('2017-06-08T00:16:36Z')).toMatchObject({ location: 'GOZEBASI-(ELAZIG)', province: { plate: 23, name: 'Elazığ' } });
    expect(byTime('2017-05-27T21:26:38Z')).toMatchObject({ location: 'GOLMARMARA (MANISA)', province: { plate: 45, name: 'Manisa' } });
    // Off Izmir, but in the Aegean: the sea is what the parentheses name.
    expect(byTime('2017-06-14T11:50:11Z')).toMatchObject({ location: 'SALMAN ACIKLARI-IZMIR (EGE DENIZI)', province: null });

    const table = (sampleJson(PROVINCES_TABLE) as { provinces: Array<{ name: string; koeri_ascii: string }> }).provinces;
    const nameOf = new Map(table.map((row) => [row.koeri_ascii, row.name]));
    const named = new Set<string>();
    for (const record of records) {
      const inParentheses = /\(([^()]*)\)$/.exec(record.location)?.[1];
      const expected = inParentheses === undefined ? undefined : nameOf.get(inParentheses);
      expect(record.province?.name).toBe(expected);
      if (expected) named.add(expected);
    }
    expect(named.size).toBe(67);
    // 264 lines name a sea in parentheses, 348 have none (bare seas, Cyprus, Greece, border regions).
    expect(records.filter((record) => record.province === null)).toHaveLength(612);
    expect(records.filter((record) => !record.location.endsWith(')'))).toHaveLength(348);
  });
});

describe('koeriProvince', () => {
  const table = (sampleJson(PROVINCES_TABLE) as { provinces: Array<{ plate: number; name: string; koeri_ascii: string }> }).provinces;

  it.each(table.map((row) => [row.koeri_ascii, row.plate, row.name] as const))('maps (%s) to %s %s', (ascii, plate, name) => {
    expect(koeriProvince(`MERKEZ (${ascii})`)).toEqual({ plate, name });
    expect(koeriProvince(`KOY-ILCE (${ascii})`)).toEqual({ plate, name });
    expect(koeriProvince(`KOY-(${ascii})`)).toEqual({ plate, name });
  });

  it('gives null for seas, lakes, regions and foreign places', () => {
    for (const sea of ['EGE DENIZI', 'AKDENIZ', 'MARMARA DENIZI', 'KARADENIZ', 'VAN GOLU']) {
      expect(koeriProvince(sea)).toBeNull();
      expect(koeriProvince(`MIDILLI ADASI (${sea})`)).toBeNull();
    }
    for (const place of ['KIBRIS-GIRNE', 'YUNANISTAN', 'CYPRUS REGION', 'TURKIYE-IRAN SINIR BOLGESI', 'DOGU AKDENIZ']) expect(koeriProvince(place)).toBeNull();
  });
});

describe('parseKoeriList on edited lines', () => {
  it('decodes windows-1254 (UTF-8 would turn İlksel into �lksel)', () => {
    expect(parseKoeriList(koeriPage(dataLines[0]))[0].quality).toBe('İlksel');
  });

  it('converts older lists through tzdb Europe/Istanbul, not a fixed +3', () => {
    const [winter, summer, ambiguous] = parseKoeriList(
      koeriPage(lineWith(0, 10, '2015.01.15'), lineWith(0, 10, '2015.07.15'), lineWith(0, 19, '2015.11.08 03:30:00')),
    );
    // Winter time (UTC+2) before Turkey stayed on UTC+3 in 2016.
    expect(winter.time).toBe('2015-01-15T13:48:10Z');
    expect(summer.time).toBe('2015-07-15T12:48:10Z');
    // Clocks went back from 04:00 to 03:00 that night: the earlier reading (still UTC+3) is taken.
    expect(ambiguous.time).toBe('2015-11-08T00:30:00Z');
  });

  it('skips and reports a data line whose columns do not read, and ignores lines that are not data', () => {
    const report = parseKoeriListWithReport(
      koeriPage(
        dataLines[0],
        lineWith(21, 28, '38.8x75'),
        lineWith(0, 10, '2017.02.30'),
        lineWith(41, 49, '-999.0'),
        lineWith(60, 63, '2,0'),
        dataLines[0].slice(0, 100),
        `${dataLines[0].slice(0, 11)} ${dataLines[0].slice(11)}`,
        '2017.06.14 garbage',
        'Son 2000 deprem listelenmiştir',
        dataLines[1],
      ),
    );
    expect(report.records.map((record) => record.time)).toEqual(['2017-06-14T12:48:10Z', '2017-06-14T12:26:41Z']);
    expect(report.skipped.map(({ at, reason }) => [at, reason])).toEqual([
      [6, "latitude is not a valid number: '38.8x75'"],
      [7, "not a calendar date and time: '2017.02.30 15:48:10'"],
      [8, "depth is not a valid number: '-999.0'"],
      [9, "ml is not a valid number: '2,0'"],
      [10, 'no quality word (the line is cut short)'],
      [11, 'text between the columns at 19–21'],
      [12, "date or time is not YYYY.MM.DD HH:MM:SS: '2017.06.14 garbage'"],
    ]);
    expect(report.skipped[0].text).toContain('38.8x75');
  });

  it('never throws on empty or foreign input', () => {
    expect(parseKoeriListWithReport(new Uint8Array())).toEqual({ records: [], skipped: [] });
    expect(parseKoeriList(new Uint8Array([0xff, 0x00, 0x0a, 0x32]))).toEqual([]);
    expect(parseKoeriList('2017.06.14' as unknown as Uint8Array)).toEqual([]);
  });

  it('keeps a REVIZE line whose stamp does not read, without revisedAt', () => {
    const [record] = parseKoeriList(koeriPage(lineWith(121, 129, 'REVIZE01') + '   (2017.13.14 13:21:06)'));
    expect(record).toMatchObject({ quality: 'REVIZE01', revision: 1 });
    expect(record.revisedAt).toBeUndefined();
  });
});

describe('fromKoeri', () => {
  it('gives the common shape: computed magnitudes only, a source id from time and epicentre, the line as raw', () => {
    const mainshock = byTime('2017-06-12T12:28:38Z');
    expect(fromKoeri(mainshock)).toEqual({
      source: 'koeri',
      sourceId: '2017-06-12T12:28:38Z/38.8497/26.2600',
      time: '2017-06-12T12:28:38Z',
      latitude: 38.8497,
      longitude: 26.26,
      depthKm: 19.5,
      magnitudes: [
        { type: 'ML', value: 6.3 },
        { type: 'MW', value: 6.0 },
      ],
      location: 'EGE DENIZI',
      province: null,
      revision: 2,
      raw: mainshock,
    });
  });
});
