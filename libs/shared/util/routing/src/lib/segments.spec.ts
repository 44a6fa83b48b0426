import { EDITIONS } from './editions';
import {
  CATEGORY_POSTFIX,
  PATH_SEGMENTS,
  segment,
  SEGMENT_KEYS,
  stripContentsSegment,
  TAG_POSTFIX,
} from './segments';

describe('PATH_SEGMENTS', () => {
  it('holds the SPEC §2.7 table', () => {
    expect(PATH_SEGMENTS.article).toEqual({ tr: 'haber', en: 'content', ru: 'news' });
    expect(PATH_SEGMENTS.followings).toEqual({ tr: 'takip-ettikleri', en: 'followings', ru: 'followings' });
    expect(PATH_SEGMENTS.cookiePolicy.tr).toBe('cerez-politikasi');
    expect(PATH_SEGMENTS.masthead.tr).toBe('kunye');
    expect(PATH_SEGMENTS.games).toEqual({ tr: 'oyun', en: 'game', ru: 'game' });
    expect(SEGMENT_KEYS).toHaveLength(27);
  });

  it('keeps the spec gap for ru user search visible', () => {
    expect(PATH_SEGMENTS.searchUsers.ru).toBeNull();
  });

  it('every segment is URL-safe', () => {
    for (const key of SEGMENT_KEYS) {
      for (const edition of EDITIONS) expect(segment(edition, key)).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    }
  });
});

describe('segment', () => {
  it('returns the edition segment', () => {
    expect(segment('tr', 'message')).toBe('mesaj');
    expect(segment('en', 'message')).toBe('message');
    expect(segment('tr', 'settings')).toBe('ayarlar');
  });

  it('falls back to the English segment where the spec shows none', () => {
    expect(segment('ru', 'searchUsers')).toBe('user');
    expect(segment('tr', 'searchUsers')).toBe('uye');
  });
});

describe('postfixes', () => {
  it('follow SPEC §2.7', () => {
    expect(CATEGORY_POSTFIX).toEqual({ tr: '', en: '-news', ru: '-novosti' });
    expect(TAG_POSTFIX).toEqual({ tr: '-haberleri', en: '-news', ru: '-news' });
  });
});

describe('stripContentsSegment', () => {
  it('drops /icerikler and keeps query and hash', () => {
    expect(stripContentsSegment('/profil/ali/icerikler')).toBe('/profil/ali');
    expect(stripContentsSegment('/profil/ali/icerikler?page=2#top')).toBe('/profil/ali?page=2#top');
    expect(stripContentsSegment('/icerikler')).toBe('/');
    expect(stripContentsSegment('/icerikler/x/icerikler/y')).toBe('/x/y');
  });

  it('returns null when nothing to strip', () => {
    expect(stripContentsSegment('/profil/ali')).toBeNull();
    expect(stripContentsSegment('/tumicerikler')).toBeNull();
    expect(stripContentsSegment('/profil/ali?tab=icerikler')).toBeNull();
  });
});
