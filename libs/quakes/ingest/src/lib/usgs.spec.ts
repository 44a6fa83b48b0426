import { sampleJson, USGS_MARMARIS, USGS_WEEK } from '../testing/samples';
import { parseUsgsGeoJson, parseUsgsGeoJsonWithReport } from './usgs';

const week = sampleJson(USGS_WEEK) as { features: Array<Record<string, unknown>> };
const marmarisQuery = sampleJson(USGS_MARMARIS) as { features: Array<Record<string, unknown>> };

describe('parseUsgsGeoJson on the real feeds', () => {
  it('reads all 76 features of the 4.5_week summary feed, longitude first', () => {
    const report = parseUsgsGeoJsonWithReport(week);
    expect(report.skipped).toEqual([]);
    expect(report.records).toHaveLength(76);
    expect(report.records[0]).toEqual({
      source: 'usgs',
      sourceId: 'us6000k5z0',
      time: '2023-04-21T09:06:32.434Z',
      latitude: -38.5444,
      longitude: 78.1524,
      depthKm: 10,
      magnitudes: [{ type: 'MWW', value: 5.8 }],
      location: 'Mid-Indian Ridge',
      province: null,
      revision: 0,
      updatedAt: '2023-04-21T09:35:49.040Z',
      raw: week.features[0],
    });
    const types: Record<string, number> = {};
    for (const record of report.records) types[record.magnitudes[0].type] = (types[record.magnitudes[0].type] ?? 0) + 1;
    expect(types).toEqual({ MB: 64, MWW: 11, MWR: 1 });
    for (const [index, record] of report.records.entries()) {
      const [longitude, latitude] = (week.features[index]['geometry'] as { coordinates: number[] }).coordinates;
      expect([record.latitude, record.longitude]).toEqual([latitude, longitude]);
    }
  });

  it('reads the FDSN query: three features, the M5.5 13 km south of Marmaris among them', () => {
    const records = parseUsgsGeoJson(marmarisQuery);
    expect(records.map((record) => record.sourceId)).toEqual(['us7000ae2s', 'us7000ae33', 'us7000adtk']);
    expect(records[2]).toMatchObject({
      time: '2020-06-28T17:43:28.775Z',
      latitude: 36.7307,
      longitude: 28.2514,
      depthKm: 62.26,
      magnitudes: [{ type: 'MWW', value: 5.5 }],
      location: '13km S of Marmaris, Turkey',
      province: null,
      updatedAt: '2020-06-28T22:25:16.020Z',
    });
    expect(records[0].magnitudes).toEqual([{ type: 'MB', value: 5 }]);
  });
});

describe('parseUsgsGeoJson on edited features', () => {
  const marmaris = marmarisQuery.features[2];
  const edited = (properties: Record<string, unknown>, geometry?: unknown) => ({
    ...marmaris,
    properties: { ...(marmaris['properties'] as object), ...properties },
    ...(geometry === undefined ? {} : { geometry }),
  });

  it('never reads the time zone field', () => {
    const [a, b] = parseUsgsGeoJson({ features: [edited({ tz: 180 }), edited({ tz: null })] });
    expect(a.time).toBe('2020-06-28T17:43:28.775Z');
    expect(b.time).toBe(a.time);
  });

  it('skips and reports non-earthquakes, deleted events and unreadable values; never throws', () => {
    const report = parseUsgsGeoJsonWithReport({
      features: [
        edited({ type: 'quarry blast' }),
        edited({ status: 'deleted' }),
        edited({}, { type: 'Point', coordinates: [28.2514, 95, 10] }),
        edited({}, { type: 'Point', coordinates: [28.2514, 36.7307] }),
        edited({ time: '1593366208775' }),
        edited({ mag: '5.5' }),
        { ...marmaris, id: undefined },
        42,
        edited({ mag: null }),
      ],
    });
    expect(report.skipped.map(({ at, reason }) => [at, reason])).toEqual([
      [0, 'not an earthquake: quarry blast'],
      [1, 'deleted by USGS'],
      [2, 'latitude or longitude missing or out of range'],
      [3, 'no [longitude, latitude, depth] coordinates'],
      [4, 'time is not epoch milliseconds'],
      [5, 'mag is not a valid number'],
      [6, 'no id'],
      [7, 'not an object'],
    ]);
    expect(report.records).toHaveLength(1);
    expect(report.records[0].magnitudes).toEqual([]);
    expect(parseUsgsGeoJsonWithReport([marmaris]).skipped[0].reason).toBe('not a FeatureCollection');
    expect(parseUsgsGeoJson(null)).toEqual([]);
  });
});
