import { addBundle, cloneForRequest, createI18n, FALLBACK_LANGUAGE } from './i18n';
import { COMMON_NS } from './resources';

describe('createI18n', () => {
  it('is ready synchronously for the edition with the common namespace', async () => {
    const i18n = await createI18n({ edition: 'en' });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.options.defaultNS).toBe(COMMON_NS);
    expect(i18n.t('errors.notFound')).toBe('This page could not be found');
    expect(i18n.t('errors.busy')).toBe('Meydan is busy! Please try again later');
  });

  it.each([
    ['tr', 'Bu sayfa bulunamadı'],
    ['ru', 'Эта страница не найдена'],
  ] as const)('translates in %s', async (edition, text) => {
    const i18n = await createI18n({ edition });
    expect(i18n.t('errors.notFound')).toBe(text);
  });

  it('falls back to Turkish for keys missing in the edition', async () => {
    expect(FALLBACK_LANGUAGE).toBe('tr');
    const i18n = await createI18n({
      edition: 'ru',
      resources: { games: { tr: { title: 'Oyunlar', onlyTr: 'Sadece Türkçe' }, ru: { title: 'Игры' } } },
    });
    expect(i18n.t('title', { ns: 'games' })).toBe('Игры');
    expect(i18n.t('onlyTr', { ns: 'games' })).toBe('Sadece Türkçe');
  });

  it('interpolates without HTML escaping (React escapes)', async () => {
    const i18n = await createI18n({ edition: 'en' });
    expect(i18n.t('errorPage.redirecting', { s: 5 })).toBe('Redirecting to the home page in 5 s');
    expect(i18n.t('pagination.page', { n: '<2>' })).toBe('Page <2>');
  });

  it('pluralizes per language', async () => {
    const en = await createI18n({ edition: 'en' });
    expect(en.t('counts.views', { count: 1 })).toBe('1 view');
    expect(en.t('counts.views', { count: 5 })).toBe('5 views');
    const ru = await createI18n({ edition: 'ru' });
    expect(ru.t('counts.comments', { count: 1 })).toBe('1 комментарий');
    expect(ru.t('counts.comments', { count: 3 })).toBe('3 комментария');
    expect(ru.t('counts.comments', { count: 5 })).toBe('5 комментариев');
    expect(ru.t('counts.comments', { count: 21 })).toBe('21 комментарий');
    const tr = await createI18n({ edition: 'tr' });
    expect(tr.t('counts.views', { count: 5 })).toBe('5 görüntülenme');
  });

  it('creates independent instances', async () => {
    const a = await createI18n({ edition: 'tr' });
    const b = await createI18n({ edition: 'en' });
    expect(a).not.toBe(b);
    expect(a.language).toBe('tr');
  });

  it('does not accept languages outside the editions', async () => {
    const i18n = await createI18n({ edition: 'en' });
    await i18n.changeLanguage('de');
    expect(i18n.t('errors.notFound')).toBe('Bu sayfa bulunamadı');
  });
});

describe('cloneForRequest', () => {
  it('gives each request its own language', async () => {
    const base = await createI18n({ edition: 'tr' });
    const en = cloneForRequest(base, 'en');
    const ru = cloneForRequest(base, 'ru');
    expect(en.language).toBe('en');
    expect(ru.language).toBe('ru');
    expect(base.language).toBe('tr');
    expect(en.t('nav.home')).toBe('Home');
    expect(ru.t('nav.home')).toBe('Главная');
    expect(base.t('nav.home')).toBe('Ana Sayfa');
  });

  it('shares bundles added to the base later', async () => {
    const base = await createI18n({ edition: 'tr' });
    const clone = cloneForRequest(base, 'en');
    addBundle(base, 'quakes', { en: { title: 'Latest earthquakes' } });
    expect(clone.t('title', { ns: 'quakes' })).toBe('Latest earthquakes');
  });
});

describe('addBundle', () => {
  it('adds a namespace for the given languages', async () => {
    const i18n = await createI18n({ edition: 'en' });
    addBundle(i18n, 'content', { tr: { more: 'Daha fazla' }, en: { more: 'More' } });
    expect(i18n.t('more', { ns: 'content' })).toBe('More');
    expect(i18n.hasResourceBundle('ru', 'content')).toBe(false);
    expect(i18n.getFixedT('tr', 'content')('more')).toBe('Daha fazla');
  });

  it('deep-merges and overwrites', async () => {
    const i18n = await createI18n({ edition: 'en' });
    addBundle(i18n, 'content', { en: { a: { x: '1', y: '2' } } });
    addBundle(i18n, 'content', { en: { a: { y: 'two', z: '3' } } });
    expect(i18n.getResourceBundle('en', 'content')).toEqual({ a: { x: '1', y: 'two', z: '3' } });
  });

  it('can extend the common namespace without losing it', async () => {
    const i18n = await createI18n({ edition: 'en' });
    addBundle(i18n, COMMON_NS, { en: { nav: { extra: 'Extra' } } });
    expect(i18n.t('nav.extra')).toBe('Extra');
    expect(i18n.t('nav.home')).toBe('Home');
  });
});
