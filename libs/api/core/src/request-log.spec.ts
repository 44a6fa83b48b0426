import { redactPrivateQuery } from './request-log';

describe('redactPrivateQuery', () => {
  const PRIVATE = ['/api/astro'];

  it('drops the query string of a private path, keeping the path', () => {
    expect(redactPrivateQuery('/api/astro/natal-chart?year=1990&latitude=41', PRIVATE)).toBe('/api/astro/natal-chart?[redacted]');
    expect(redactPrivateQuery('/api/astro?a=1', PRIVATE)).toBe('/api/astro?[redacted]');
  });

  it('matches the path however it is spelled: case, doubled slashes, escapes', () => {
    for (const url of ['/API/Astro/natal-chart?year=1990', '//api//astro/rising-sign?year=1990', '/api/%61stro/natal-chart?year=1990', '/api/astro/%zz?year=1990']) {
      expect(redactPrivateQuery(url, PRIVATE)).not.toContain('1990');
    }
  });

  it('leaves other URLs alone', () => {
    expect(redactPrivateQuery('/api/v3.5/articles?limit=3', PRIVATE)).toBe('/api/v3.5/articles?limit=3');
    expect(redactPrivateQuery('/api/astrology-news?page=2', PRIVATE)).toBe('/api/astrology-news?page=2');
    expect(redactPrivateQuery('/api/astro/natal-chart', PRIVATE)).toBe('/api/astro/natal-chart');
  });
});
