import { buildPath, compilePattern, matchPattern } from './path-pattern';

const match = (pattern: string, path: string, constraints = {}) =>
  matchPattern(compilePattern(pattern, constraints), path);

describe('matchPattern', () => {
  it('matches literal paths, tolerating one trailing slash', () => {
    expect(match('/kesfet', '/kesfet')).toEqual({});
    expect(match('/kesfet', '/kesfet/')).toEqual({});
    expect(match('/kesfet', '/kesfet//')).toBeNull();
    expect(match('/kesfet', '/kesfetx')).toBeNull();
  });

  it('matches the root only at /', () => {
    expect(match('/', '/')).toEqual({});
    expect(match('/', '/x')).toBeNull();
  });

  it('is case-sensitive', () => {
    expect(match('/kesfet', '/Kesfet')).toBeNull();
  });

  it('extracts and decodes params', () => {
    expect(match('/haber/:slug', '/haber/x-10001')).toEqual({ slug: 'x-10001' });
    expect(match('/haber/:slug', '/haber/%C3%A7ay')).toEqual({ slug: 'çay' });
    expect(match('/haber/:slug', '/haber')).toBeNull();
    expect(match('/haber/:slug', '/haber/a/b')).toBeNull();
  });

  it('treats a malformed escape as no match', () => {
    expect(match('/haber/:slug', '/haber/%E0%A4%A')).toBeNull();
  });

  it('handles optional segments, also in the middle', () => {
    expect(match('/:section/:sub?', '/business')).toEqual({ section: 'business' });
    expect(match('/:section/:sub?', '/business/economy')).toEqual({ section: 'business', sub: 'economy' });
    expect(match('/mobile/:slug?/view', '/mobile/view')).toEqual({});
    expect(match('/mobile/:slug?/view', '/mobile/2048/view')).toEqual({ slug: '2048' });
  });

  it('matches a param with a literal suffix inside one segment', () => {
    expect(match('/:name-news/:pageNum?', '/music-news')).toEqual({ name: 'music' });
    expect(match('/:name-news/:pageNum?', '/pop-music-news/3')).toEqual({ name: 'pop-music', pageNum: '3' });
    expect(match('/:name-news', '/-news')).toBeNull();
    expect(match('/:name-news', '/music')).toBeNull();
    expect(match('/etiket/:tag-haberleri', '/etiket/ekonomi-haberleri')).toEqual({ tag: 'ekonomi' });
  });

  it('matches a param with a literal prefix', () => {
    expect(match('/v:version/x', '/v2/x')).toEqual({ version: '2' });
  });

  it('applies allowed-value and RegExp constraints', () => {
    const constraints = { section: ['business', 'sport'], sub: /^[a-z]+$/ };
    expect(match('/:section/:sub?', '/sport', constraints)).toEqual({ section: 'sport' });
    expect(match('/:section/:sub?', '/politics', constraints)).toBeNull();
    expect(match('/:section/:sub?', '/sport/Football', constraints)).toBeNull();
    expect(match('/:section/:sub?', '/sport/football', constraints)).toEqual({ section: 'sport', sub: 'football' });
  });

  it('resets global RegExp state between matches', () => {
    const compiled = compilePattern('/p/:n', { n: /^[0-9]+$/g });
    expect(matchPattern(compiled, '/p/1')).toEqual({ n: '1' });
    expect(matchPattern(compiled, '/p/2')).toEqual({ n: '2' });
  });

  it('escapes regex characters in literals', () => {
    expect(match('/a.b', '/a.b')).toEqual({});
    expect(match('/a.b', '/axb')).toBeNull();
  });
});

describe('compilePattern', () => {
  it('lists param names in order', () => {
    expect(compilePattern('/tag/:tagName/:tagId/:pageNum?').paramNames).toEqual(['tagName', 'tagId', 'pageNum']);
  });

  it('rejects malformed patterns', () => {
    expect(() => compilePattern('haber')).toThrow(/start with/);
    expect(() => compilePattern('/a//b')).toThrow(/empty segment/);
    expect(() => compilePattern('/a?')).toThrow(/optional/);
    expect(() => compilePattern('/:a/:a')).toThrow(/repeats/);
    expect(() => compilePattern('/:a-:b')).toThrow(/one param/);
    expect(() => compilePattern('/:a', { b: ['x'] })).toThrow(/no param "b"/);
  });
});

describe('buildPath', () => {
  it('fills params and encodes them', () => {
    expect(buildPath('/haber/:slug', { slug: 'x-10001' })).toBe('/haber/x-10001');
    expect(buildPath('/ara/:slug?', { slug: 'çay bahçesi' })).toBe('/ara/%C3%A7ay%20bah%C3%A7esi');
    expect(buildPath('/etiket/:tag-haberleri/:pageNum?', { tag: 'ekonomi', pageNum: 2 })).toBe(
      '/etiket/ekonomi-haberleri/2',
    );
  });

  it('omits missing optional params', () => {
    expect(buildPath('/oyun/:slug?')).toBe('/oyun');
    expect(buildPath('/mobile/:slug?/view', { slug: null })).toBe('/mobile/view');
    expect(buildPath('/ara/:slug?', { slug: '' })).toBe('/ara');
  });

  it('throws on a missing required param', () => {
    expect(() => buildPath('/haber/:slug')).toThrow(/slug/);
    expect(() => buildPath('/haber/:slug', { slug: '' })).toThrow(/slug/);
  });

  it('round-trips through matchPattern', () => {
    const pattern = '/tag/:tagName/:tagId/:pageNum?';
    const params = { tagName: 'şeker', tagId: '42', pageNum: '3' };
    expect(matchPattern(compilePattern(pattern), buildPath(pattern, params))).toEqual(params);
  });

  it('builds the root', () => {
    expect(buildPath('/')).toBe('/');
  });
});
