import { parseQuakeSources, pollUrl } from './sources-config';

describe('QUAKES_SOURCES', () => {
  it('reads the short form with intervals, and nothing from an empty value', () => {
    expect(parseQuakeSources('')).toEqual({ sources: [], errors: [] });
    expect(parseQuakeSources(undefined).sources).toEqual([]);
    const { sources, errors } = parseQuakeSources('afad=https://deprem.afad.gov.tr/apiv2/event/filter koeri=http://www.koeri.boun.edu.tr/scripts/lst0.asp@30,\nusgs=https://earthquake.usgs.gov/fdsnws/event/1/query?minmagnitude=4@60');
    expect(errors).toEqual([]);
    expect(sources).toEqual([
      { source: 'afad', url: 'https://deprem.afad.gov.tr/apiv2/event/filter', intervalMs: 15_000 },
      { source: 'koeri', url: 'http://www.koeri.boun.edu.tr/scripts/lst0.asp', intervalMs: 30_000 },
      { source: 'usgs', url: 'https://earthquake.usgs.gov/fdsnws/event/1/query?minmagnitude=4', intervalMs: 60_000 },
    ]);
  });

  it('reads the JSON form', () => {
    const { sources, errors } = parseQuakeSources('[{"source":"usgs","url":"http://127.0.0.1:9/usgs/all_hour.geojson","intervalSeconds":5}]');
    expect(errors).toEqual([]);
    expect(sources).toEqual([{ source: 'usgs', url: 'http://127.0.0.1:9/usgs/all_hour.geojson', intervalMs: 5000 }]);
  });

  it('reports and leaves out what does not read, keeping the rest', () => {
    const { sources, errors } = parseQuakeSources('emsc=http://x afad=ftp://x koeri=http://k@1 usgs=http://u usgs=http://v garbage');
    expect(sources).toEqual([{ source: 'usgs', url: 'http://u/', intervalMs: 15_000 }]);
    expect(errors).toHaveLength(5);
    expect(parseQuakeSources('[1').errors).toEqual(['QUAKES_SOURCES is not valid JSON']);
    expect(parseQuakeSources('[{"source":"afad","url":"http://a","intervalSeconds":"x"}]').errors).toHaveLength(1);
  });

  it('gives AFAD and FDSN polls their time range, and fetches the others as configured', () => {
    const now = Date.parse('2026-11-28T09:00:00Z');
    const afad = new URL(pollUrl({ source: 'afad', url: 'https://a/apiv2/event/filter?minmag=1', intervalMs: 15_000 }, now));
    expect(Object.fromEntries(afad.searchParams)).toEqual({ minmag: '1', start: '2026-11-27T09:00:00', end: '2026-11-28T09:01:00', orderby: 'timedesc' });
    const fdsn = new URL(pollUrl({ source: 'usgs', url: 'https://u/fdsnws/event/1/query', intervalMs: 15_000 }, now, 3600_000));
    expect(Object.fromEntries(fdsn.searchParams)).toEqual({ format: 'geojson', starttime: '2026-11-28T08:00:00' });
    expect(pollUrl({ source: 'usgs', url: 'https://u/summary/all_hour.geojson', intervalMs: 15_000 }, now)).toBe('https://u/summary/all_hour.geojson');
    expect(pollUrl({ source: 'koeri', url: 'http://k/scripts/lst0.asp', intervalMs: 15_000 }, now)).toBe('http://k/scripts/lst0.asp');
  });
});
