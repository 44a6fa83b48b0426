import { birthSearch, natalChartQuery, parseBirthSearch, risingSignQuery, type BirthDetails } from './birth-details';

const AYSE: BirthDetails = { date: '1983-08-14', time: '14:30', latitude: 41.00823, longitude: 28.97836, timezone: 'Europe/Istanbul', place: 'Kadıköy, İstanbul', name: 'Ayşe', houseSystem: 'placidus' };

describe('birth details in a result address', () => {
  it('round-trips, rounding coordinates to four decimals and leaving the default house system out', () => {
    const search = birthSearch(AYSE);
    expect(search).toBe('name=Ay%C5%9Fe&date=1983-08-14&time=14%3A30&lat=41.0082&lon=28.9784&tz=Europe%2FIstanbul&place=Kad%C4%B1k%C3%B6y%2C+%C4%B0stanbul');
    expect(parseBirthSearch(`?${search}`)).toEqual({ details: { ...AYSE, latitude: 41.0082, longitude: 28.9784 } });
  });

  it('keeps an unknown time and another house system', () => {
    const parsed = parseBirthSearch(birthSearch({ ...AYSE, time: null, houseSystem: 'whole-sign', name: '' }));
    expect(parsed).toEqual({ details: { ...AYSE, latitude: 41.0082, longitude: 28.9784, time: null, houseSystem: 'whole-sign', name: '' } });
  });

  it.each([
    ['date=1983-02-29&lat=1&lon=1&tz=UTC', 'date'],
    ['date=1899-12-31&lat=1&lon=1&tz=UTC', 'date'],
    ['lat=1&lon=1&tz=UTC', 'date'],
    ['date=1983-08-14&time=24:00&lat=1&lon=1&tz=UTC', 'time'],
    ['date=1983-08-14&time=9:5&lat=1&lon=1&tz=UTC', 'time'],
    ['date=1983-08-14&lat=91&lon=1&tz=UTC', 'place'],
    ['date=1983-08-14&lat=&lon=1&tz=UTC', 'place'],
    ['date=1983-08-14&lat=1&lon=abc&tz=UTC', 'place'],
    ['date=1983-08-14&lat=1&lon=1&tz=%3Cscript%3E', 'timezone'],
    ['date=1983-08-14&lat=1&lon=1', 'timezone'],
  ])('names what is wrong in %s', (search, problem) => {
    expect(parseBirthSearch(search)).toEqual({ problem });
  });

  it('drops an unknown house system and cuts a long name', () => {
    const parsed = parseBirthSearch(`date=1983-08-14&lat=1&lon=2&tz=UTC&houses=topocentric&name=${'x'.repeat(90)}`);
    expect(parsed).toMatchObject({ details: { houseSystem: 'placidus', name: 'x'.repeat(40) } });
  });

  it('builds the API queries: no hour for an unknown time, no rising sign without one', () => {
    expect(natalChartQuery(AYSE)).toEqual({ year: 1983, month: 8, day: 14, hour: 14, minute: 30, latitude: 41.00823, longitude: 28.97836, timezone: 'Europe/Istanbul', houseSystem: 'placidus' });
    expect(natalChartQuery({ ...AYSE, time: null })).not.toHaveProperty('hour');
    expect(risingSignQuery({ ...AYSE, time: null })).toBeNull();
    expect(risingSignQuery(AYSE)).toMatchObject({ hour: 14, minute: 30 });
  });
});
