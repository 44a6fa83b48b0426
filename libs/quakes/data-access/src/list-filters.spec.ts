import { canonicalListRedirect, DEFAULT_LIST_FILTERS, isFilteredView, listArgs, listHref, listRequestParams, listSearch, parseListFilters, type QuakeListFilters } from './list-filters';

const filters = (changes: Partial<QuakeListFilters>): QuakeListFilters => ({ ...DEFAULT_LIST_FILTERS, ...changes });

describe('the list filters in the address', () => {
  it('reads nothing as the defaults: every quake of the last 7 days, newest first, as a list', () => {
    expect(parseListFilters(undefined, '')).toEqual({ province: null, city: null, minMagnitude: 0, range: '7d', sort: 'time', view: 'list', page: 1 });
    expect(listSearch(DEFAULT_LIST_FILTERS)).toBe('');
  });

  it('round-trips every filter, leaving the province to the path', () => {
    const view = filters({ province: 'kahramanmaras', minMagnitude: 4, range: '24h', sort: 'magnitude', view: 'map', page: 3 });
    expect(listHref('tr', view)).toBe('/son-depremler/kahramanmaras?min_magnitude=4&range=24h&sort=magnitude&view=map&page=3');
    expect(parseListFilters('kahramanmaras', listSearch(view))).toEqual(view);
  });

  it.each(['İZMİR', 'izmir', 'Izmir', 'IZMIR', '35', ' izmir '])('reads the form’s city %p as the province', (city) => {
    expect(parseListFilters(undefined, `?city=${encodeURIComponent(city)}`)).toMatchObject({ province: 'izmir', city: null });
  });

  it('keeps a city that is no province as it was typed, for the API to refuse in its own words', () => {
    const parsed = parseListFilters(undefined, '?city=Atlantis');
    expect(parsed).toMatchObject({ province: null, city: 'Atlantis' });
    expect(listSearch(parsed)).toBe('?city=Atlantis');
  });

  it('prefers the path’s province to a city parameter', () => {
    expect(parseListFilters('izmir', '?city=ankara').province).toBe('izmir');
  });

  it.each([
    ['?min_magnitude=11', { minMagnitude: 0 }],
    ['?min_magnitude=-1', { minMagnitude: 0 }],
    ['?min_magnitude=abc', { minMagnitude: 0 }],
    ['?min_magnitude=2.55', { minMagnitude: 2.6 }],
    ['?range=1y', { range: '7d' }],
    ['?sort=depth', { sort: 'time' }],
    ['?view=globe', { view: 'list' }],
    ['?page=0', { page: 1 }],
    ['?page=2.5', { page: 1 }],
    ['?page=201', { page: 1 }],
  ])('falls back to the default for %s', (search, expected) => {
    expect(parseListFilters(undefined, search)).toMatchObject(expected);
  });

  it('tells a narrowed or reordered view from the province’s own page', () => {
    expect(isFilteredView(filters({ province: 'izmir' }))).toBe(false);
    expect(isFilteredView(filters({}))).toBe(false);
    expect(isFilteredView(filters({ province: 'izmir', minMagnitude: 3 }))).toBe(true);
    expect(isFilteredView(filters({ view: 'map' }))).toBe(true);
    expect(isFilteredView(filters({ page: 2 }))).toBe(true);
    expect(isFilteredView(filters({ city: 'Atlantis' }))).toBe(true);
  });
});

describe('one address per view', () => {
  it('sends what the plain GET form submits to the view’s own address', () => {
    expect(canonicalListRedirect('tr', '/son-depremler', undefined, '?city=izmir&min_magnitude=4&range=7d&sort=time&view=list')).toBe('/son-depremler/izmir?min_magnitude=4');
    expect(canonicalListRedirect('tr', '/son-depremler/izmir', 'izmir', '?city=&min_magnitude=0&range=24h&sort=time')).toBe('/son-depremler/izmir?range=24h');
    expect(canonicalListRedirect('tr', '/son-depremler', undefined, '?city=&min_magnitude=0&range=7d&sort=time&view=list')).toBe('/son-depremler');
  });

  it('leaves a view’s own address alone, with parameters that are not filters kept', () => {
    expect(canonicalListRedirect('tr', '/son-depremler', undefined, '')).toBeNull();
    expect(canonicalListRedirect('tr', '/son-depremler/izmir', 'izmir', '?min_magnitude=4&range=24h')).toBeNull();
    expect(canonicalListRedirect('tr', '/son-depremler', undefined, '?city=Atlantis')).toBeNull();
    expect(canonicalListRedirect('tr', '/son-depremler', undefined, '?min_magnitude=3&utm_source=x')).toBeNull();
    expect(canonicalListRedirect('tr', '/son-depremler', undefined, '?city=35&utm_source=x')).toBe('/son-depremler/izmir?utm_source=x');
  });

  it('converges: the address it sends to is left alone', () => {
    for (const search of ['?city=ANKARA&sort=magnitude&view=map', '?min_magnitude=2&page=1', '?page=2&min_magnitude=3&range=30d']) {
      const target = canonicalListRedirect('tr', '/son-depremler', undefined, search) as string;
      const [path, query] = target.split('?');
      const slug = (path as string).split('/')[2];
      expect(canonicalListRedirect('tr', path as string, slug, query ? `?${query}` : '')).toBeNull();
    }
  });
});

describe('the API request of a list', () => {
  const NOW = Date.parse('2026-11-28T12:34:56.789Z');

  it('asks for the API’s defaults with no parameters at all (a first page every reader shares)', () => {
    expect(listRequestParams(listArgs('tr', DEFAULT_LIST_FILTERS), NOW)).toEqual({});
  });

  it('sends the province as its plate, the magnitude, the order, the page and the range’s start on the whole minute', () => {
    const args = listArgs('en', filters({ province: 'izmir', minMagnitude: 3, range: '24h', sort: 'magnitude', page: 2, view: 'map' }));
    expect(args).not.toHaveProperty('view');
    expect(listRequestParams(args, NOW)).toEqual({ page: 2, city: 35, min_magnitude: 3, from: '2026-11-27T12:34:00.000Z', sort: 'magnitude' });
    expect(listRequestParams({ ...args, range: '30d' }, NOW)['from']).toBe('2026-10-29T12:34:00.000Z');
  });

  it('sends a city that is no province as it was typed', () => {
    expect(listRequestParams(listArgs('tr', filters({ city: 'Atlantis' })), NOW)).toEqual({ city: 'Atlantis' });
  });
});
