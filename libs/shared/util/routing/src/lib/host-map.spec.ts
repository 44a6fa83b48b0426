import { DEFAULT_EDITION, EDITION_LOCALES, EDITION_TIME_ZONES, EDITIONS, isEdition } from './editions';
import { DEFAULT_HOST_MAP, editionFromHost, parseEditionOrigins, parseHostMap } from './host-map';

describe('editions', () => {
  it('lists tr, en, ru with tr as default', () => {
    expect(EDITIONS).toEqual(['tr', 'en', 'ru']);
    expect(DEFAULT_EDITION).toBe('tr');
  });

  it('maps editions to locales and time zones', () => {
    expect(EDITION_LOCALES).toEqual({ tr: 'tr-TR', en: 'en-US', ru: 'ru-RU' });
    expect(EDITION_TIME_ZONES).toEqual({ tr: 'Europe/Istanbul', en: 'UTC', ru: 'Europe/Moscow' });
  });

  it('recognises editions only', () => {
    expect(isEdition('ru')).toBe(true);
    expect(isEdition('de')).toBe(false);
    expect(isEdition('TR')).toBe(false);
    expect(isEdition(undefined)).toBe(false);
  });
});

describe('editionFromHost', () => {
  it.each([
    ['localhost', 'tr'],
    ['localhost:3000', 'tr'],
    ['tr.localhost:3000', 'tr'],
    ['127.0.0.1:3000', 'tr'],
    ['en.localhost:3000', 'en'],
    ['EN.LOCALHOST', 'en'],
    ['ru.localhost', 'ru'],
    ['ru.localhost.', 'ru'],
  ])('%s → %s', (host, edition) => {
    expect(editionFromHost(host)).toBe(edition);
  });

  it('falls back to tr for unknown or missing hosts', () => {
    expect(editionFromHost('example.com')).toBe('tr');
    expect(editionFromHost(undefined)).toBe('tr');
    expect(editionFromHost('')).toBe('tr');
    expect(editionFromHost('constructor')).toBe('tr');
    expect(editionFromHost('__proto__')).toBe('tr');
  });

  it('uses a custom map', () => {
    const map = parseHostMap('{"meydan.com":"tr","en.meydan.com":"en","ru.meydan.com":"ru"}');
    expect(editionFromHost('en.meydan.com:443', map)).toBe('en');
    expect(editionFromHost('ru.meydan.com', map)).toBe('ru');
    expect(editionFromHost('en.localhost', map)).toBe('tr');
  });

  it('handles bracketed IPv6 hosts', () => {
    const map = parseHostMap('{"[::1]":"ru"}');
    expect(editionFromHost('[::1]:3000', map)).toBe('ru');
  });
});

describe('parseHostMap', () => {
  it('returns the default map without configuration', () => {
    expect(parseHostMap()).toBe(DEFAULT_HOST_MAP);
    expect(parseHostMap('  ')).toBe(DEFAULT_HOST_MAP);
    expect(DEFAULT_HOST_MAP).toEqual({
      localhost: 'tr',
      'tr.localhost': 'tr',
      '127.0.0.1': 'tr',
      'en.localhost': 'en',
      'ru.localhost': 'ru',
    });
  });

  it('normalises host names (case, port)', () => {
    expect(parseHostMap('{"EN.Example.com:8080":"en"}')).toEqual({ 'en.example.com': 'en' });
  });

  it('rejects invalid entries naming them', () => {
    expect(() => parseHostMap('{"a.com":"tr","b.com":"de"}')).toThrow(/b\.com/);
    expect(() => parseHostMap('{"a.com":1}')).toThrow(/a\.com/);
    expect(() => parseHostMap('{"":"tr"}')).toThrow(/empty host/);
  });

  it('rejects non-objects and bad JSON', () => {
    expect(() => parseHostMap('["tr"]')).toThrow(/object/);
    expect(() => parseHostMap('null')).toThrow(/object/);
    expect(() => parseHostMap('{nope')).toThrow(/JSON/);
  });
});

describe('parseEditionOrigins', () => {
  it('defaults to the development host names on the given port', () => {
    expect(parseEditionOrigins(undefined, 3100)).toEqual({ tr: 'http://localhost:3100', en: 'http://en.localhost:3100', ru: 'http://ru.localhost:3100' });
  });

  it('takes configured origins, keeping defaults for editions left out and dropping a trailing slash', () => {
    expect(parseEditionOrigins('{"tr":"https://meydan.com.tr/","en":"https://en.meydan.com"}')).toEqual({
      tr: 'https://meydan.com.tr',
      en: 'https://en.meydan.com',
      ru: 'http://ru.localhost:3000',
    });
  });

  it('rejects unknown editions and non-URLs', () => {
    expect(() => parseEditionOrigins('{"de":"https://x.de"}')).toThrow(/not an edition/);
    expect(() => parseEditionOrigins('{"tr":"meydan.com"}')).toThrow(/http/);
  });
});
