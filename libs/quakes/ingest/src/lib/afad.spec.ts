import { AFAD_SAMPLES, sampleJson } from '../testing/samples';
import { parseAfadEvents, parseAfadEventsWithReport } from './afad';

const samples = (sampleJson(AFAD_SAMPLES) as { records: Array<Record<string, unknown>> }).records;
const pazarcik = samples[0];

describe('parseAfadEvents on the real records', () => {
  const records = parseAfadEvents(samples);

  it('reads all three', () => {
    expect(parseAfadEventsWithReport(samples).skipped).toEqual([]);
    expect(records.map((record) => record.sourceId)).toEqual(['543428', '669410', '712319']);
  });

  it('reads the Pazarcık mainshock: strings to numbers, date as UTC (04:17:32 Turkey time), the update kept', () => {
    expect(records[0]).toEqual({
      source: 'afad',
      sourceId: '543428',
      time: '2023-02-06T01:17:32Z',
      latitude: 37.27728,
      longitude: 37.03996,
      depthKm: 8.6,
      magnitudes: [{ type: 'MW', value: 7.7 }],
      location: 'Pazarcık (Kahramanmaraş)',
      province: { plate: 46, name: 'Kahramanmaraş' },
      revision: 1,
      updatedAt: '2023-02-06T09:46:31.642Z',
      raw: pazarcik,
    });
  });

  it('reads Sındırgı (ML, not updated, lastUpdateDate null) and Tuşba (no lastUpdateDate at all)', () => {
    expect(records[1]).toMatchObject({
      time: '2025-08-11T14:14:26Z',
      latitude: 39.22861,
      longitude: 28.1275,
      depthKm: 7,
      magnitudes: [{ type: 'ML', value: 2.1 }],
      location: 'Sındırgı (Balıkesir)',
      province: { plate: 10, name: 'Balıkesir' },
      revision: 0,
    });
    expect(records[2]).toMatchObject({
      time: '2026-04-04T05:52:42Z',
      magnitudes: [{ type: 'MW', value: 5.2 }],
      location: 'Tuşba (Van)',
      province: { plate: 65, name: 'Van' },
      revision: 0,
    });
    expect(records[1].updatedAt).toBeUndefined();
    expect(records[2].updatedAt).toBeUndefined();
  });
});

describe('parseAfadEvents on edited records', () => {
  const edited = (changes: Record<string, unknown>) => ({ ...pazarcik, ...changes });

  it('skips and reports what does not read, keeps the rest, never throws', () => {
    const report = parseAfadEventsWithReport([
      edited({ latitude: 'abc' }),
      edited({ longitude: '181' }),
      edited({ eventID: '' }),
      edited({ date: '06.02.2023 01:17:32' }),
      edited({ depth: 'NaN' }),
      edited({ magnitude: '7,7' }),
      null,
      'text',
      edited({ eventID: 'ok' }),
    ]);
    expect(report.records.map((record) => record.sourceId)).toEqual(['ok']);
    expect(report.skipped.map(({ at, reason }) => [at, reason])).toEqual([
      [0, 'latitude or longitude missing or out of range'],
      [1, 'latitude or longitude missing or out of range'],
      [2, 'no eventID'],
      [3, 'date is not an AFAD date: 06.02.2023 01:17:32'],
      [4, 'depth missing or out of range'],
      [5, 'magnitude is not a valid number'],
      [6, 'not an object'],
      [7, 'not an object'],
    ]);
    expect(parseAfadEventsWithReport({ error: 'rate limited' }).skipped).toEqual([{ at: 0, reason: 'not an array of events', text: '{"error":"rate limited"}' }]);
    expect(parseAfadEvents(undefined)).toEqual([]);
  });

  it('accepts numbers as numbers, a date with a zone, and no magnitude', () => {
    const [record] = parseAfadEvents([edited({ eventID: 543428, latitude: 37.27728, date: '2023-02-06T04:17:32+03:00', magnitude: '' })]);
    expect(record).toMatchObject({ sourceId: '543428', latitude: 37.27728, time: '2023-02-06T01:17:32Z', magnitudes: [] });
  });

  it('names no Turkish province for a quake AFAD places in a neighbouring country', () => {
    const [greece, turkey] = parseAfadEvents([
      edited({ country: 'Yunanistan', province: 'Van', location: 'Ege Denizi (Van)' }),
      edited({ country: 'Türkiye', province: '', location: 'Gölbaşı (Adıyaman)' }),
    ]);
    expect(greece.province).toBeNull();
    expect(turkey.province).toEqual({ plate: 2, name: 'Adıyaman' });
  });
});
