import { EDITIONS, type Edition } from './editions';
import { LIVING_TEST_ROUTES } from './living';
import { findRoute, matchRoute, type RouteOwner, routePath, ROUTES } from './routes';
import { SECTION_KEYS, SECTIONS } from './sections';

type Case = [path: string, id: string, owner: RouteOwner];

function expectRoute(edition: Edition, [path, id, owner]: Case): void {
  const match = matchRoute(edition, path);
  expect({ edition, path, id: match?.route.id, owner: match?.route.owner }).toEqual({ edition, path, id, owner });
}

// SPEC §2.1–§2.6 paths written with each edition's §2.7 segments.
const CASES: Record<Edition, Case[]> = {
  tr: [
    ['/', 'content.home', 'content'],
    ['/astroloji', 'astrology.home', 'astrology'],
    ['/bilpop', 'games.bilpop', 'games'],
    ['/cerez-politikasi', 'content.cookie-policy', 'content'],
    ['/oyun', 'games.game', 'games'],
    ['/emojile', 'games.emojile', 'games'],
    ['/kesfet', 'content.discover', 'content'],
    ['/mesaj', 'messaging.inbox', 'messaging'],
    ['/bildirimler', 'social.notifications', 'social'],
    ['/r', 'shell.redirect', 'shell'],
    ['/rss', 'content.rss', 'content'],
    ['/sanaozel', 'content.for-you', 'content'],
    ['/ara', 'content.search', 'content'],
    ['/ayarlar', 'social.settings', 'social'],
    ['/son-depremler', 'quakes.list', 'quakes'],
    ['/trendler', 'content.trends', 'content'],
    ['/doviz-kurlari', 'content.living.exchange-rates', 'content'],
    ['/tumicerikler', 'content.all', 'content'],
    ['/vitrin', 'content.vitrin', 'content'],
    ['/yazio', 'content.yazio', 'content'],
    ['/zekiye', 'games.zekiye', 'games'],
    ['/kurumsal', 'content.corporate', 'content'],
    ['/kurumsal/hakkimizda', 'content.corporate.about', 'content'],
    ['/kurumsal/kariyer', 'content.corporate.career', 'content'],
    ['/kurumsal/topluluk-kurallari', 'content.corporate.community-rules', 'content'],
    ['/kurumsal/iletisim', 'content.corporate.contact', 'content'],
    ['/kurumsal/kunye', 'content.corporate.masthead', 'content'],
    ['/kurumsal/gizlilik-politikasi', 'content.corporate.privacy-policy', 'content'],
    ['/kurumsal/yayin-ilkeleri', 'content.corporate.publication-principles', 'content'],
    ['/kurumsal/kullanici-sozlesmesi', 'content.corporate.user-agreement', 'content'],
    ['/ayarlar/engellenen-hesaplar', 'social.settings.blocked-accounts', 'social'],
    ['/ayarlar/sifre-degistir', 'social.settings.change-password', 'social'],
    ['/ayarlar/hesap-dondurma', 'social.settings.deactivate-account', 'social'],
    ['/ayarlar/hesap-silme', 'social.settings.delete-account', 'social'],
    ['/ayarlar/deprem-uyarilari', 'quakes.alerts', 'quakes'],
    ['/haber/ekonomi-buyudu-10001', 'content.article', 'content'],
    ['/etiket/ekonomi-haberleri', 'content.tag', 'content'],
    ['/etiket/ekonomi-haberleri/2', 'content.tag', 'content'],
    ['/ara/haber/deprem', 'content.search.content', 'content'],
    ['/ara/etiket/deprem', 'content.search.tag', 'content'],
    ['/ara/uye/ali', 'social.search.user', 'social'],
    ['/profil/ali', 'social.profile', 'social'],
    ['/profil/ali/yorumlar', 'social.profile.comments', 'social'],
    ['/profil/ali/favoriler', 'social.profile.favorites', 'social'],
    ['/profil/ali/takipciler', 'social.profile.followers', 'social'],
    ['/profil/ali/takip-ettikleri', 'social.profile.followings', 'social'],
    ['/profil/ali/ayarlar', 'social.profile.settings', 'social'],
    ['/mesaj/ali', 'messaging.thread', 'messaging'],
    ['/mesaj/ali/c1', 'messaging.thread', 'messaging'],
    ['/oyun/2048', 'games.game', 'games'],
    ['/oyun/leaderboard', 'games.leaderboard', 'games'],
    ['/oyun/leaderboard/emojile', 'games.leaderboard', 'games'],
    ['/oyun/skor/emojile', 'games.score', 'games'],
    ['/business', 'content.category', 'content'],
    ['/business/economy', 'content.category', 'content'],
    ['/uye/ali', 'social.user-search', 'social'],
  ],
  en: [
    ['/', 'content.home', 'content'],
    ['/cookie-policy', 'content.cookie-policy', 'content'],
    ['/exchange-rates', 'content.living.exchange-rates', 'content'],
    ['/game', 'games.game', 'games'],
    ['/message', 'messaging.inbox', 'messaging'],
    ['/notifications', 'social.notifications', 'social'],
    ['/search', 'content.search', 'content'],
    ['/settings', 'social.settings', 'social'],
    ['/corporate', 'content.corporate', 'content'],
    ['/corporate/about', 'content.corporate.about', 'content'],
    ['/corporate/career', 'content.corporate.career', 'content'],
    ['/corporate/community-rules', 'content.corporate.community-rules', 'content'],
    ['/corporate/contact', 'content.corporate.contact', 'content'],
    ['/corporate/masthead', 'content.corporate.masthead', 'content'],
    ['/corporate/privacy-policy', 'content.corporate.privacy-policy', 'content'],
    ['/corporate/publication-principles', 'content.corporate.publication-principles', 'content'],
    ['/corporate/user-agreement', 'content.corporate.user-agreement', 'content'],
    ['/settings/blocked-accounts', 'social.settings.blocked-accounts', 'social'],
    ['/settings/change-password', 'social.settings.change-password', 'social'],
    ['/settings/deactivate-account', 'social.settings.deactivate-account', 'social'],
    ['/settings/delete-account', 'social.settings.delete-account', 'social'],
    ['/settings/earthquake-alerts', 'quakes.alerts', 'quakes'],
    ['/content/economy-grows-10001', 'content.article', 'content'],
    ['/tag/economy-news', 'content.tag', 'content'],
    ['/search/content/quake', 'content.search.content', 'content'],
    ['/search/tag/quake', 'content.search.tag', 'content'],
    ['/search/user/ali', 'social.search.user', 'social'],
    ['/search/quake', 'content.search', 'content'],
    ['/profile/ali', 'social.profile', 'social'],
    ['/profile/ali/comments', 'social.profile.comments', 'social'],
    ['/profile/ali/favorites', 'social.profile.favorites', 'social'],
    ['/profile/ali/followers', 'social.profile.followers', 'social'],
    ['/profile/ali/followings', 'social.profile.followings', 'social'],
    ['/profile/ali/settings', 'social.profile.settings', 'social'],
    ['/message/ali/c1', 'messaging.thread', 'messaging'],
    ['/game/2048', 'games.game', 'games'],
    ['/game/leaderboard/emojile', 'games.leaderboard', 'games'],
    ['/game/score/emojile', 'games.score', 'games'],
    ['/business-news', 'content.category', 'content'],
    ['/business-news/economy', 'content.category', 'content'],
    ['/business-news/3', 'content.category', 'content'],
    ['/trailers-news', 'content.topic-news', 'content'],
    ['/trailers-news/2', 'content.topic-news', 'content'],
    ['/user/ali', 'social.user-search', 'social'],
  ],
  ru: [
    ['/', 'content.home', 'content'],
    ['/cookie-policy', 'content.cookie-policy', 'content'],
    ['/kursy-valyut', 'content.living.exchange-rates', 'content'],
    ['/kursy-valyut/', 'content.living.exchange-rates', 'content'],
    ['/game', 'games.game', 'games'],
    ['/message', 'messaging.inbox', 'messaging'],
    ['/notifications', 'social.notifications', 'social'],
    ['/search', 'content.search', 'content'],
    ['/settings/change-password', 'social.settings.change-password', 'social'],
    ['/settings/earthquake-alerts', 'quakes.alerts', 'quakes'],
    ['/corporate/about', 'content.corporate.about', 'content'],
    ['/news/ekonomika-rastet-10001', 'content.article', 'content'],
    ['/tag/ekonomika-news', 'content.tag', 'content'],
    ['/search/news/zemletryasenie', 'content.search.content', 'content'],
    ['/search/user/ali', 'social.search.user', 'social'],
    ['/profile/ali/followings', 'social.profile.followings', 'social'],
    ['/message/ali', 'messaging.thread', 'messaging'],
    ['/game/2048', 'games.game', 'games'],
    ['/business-novosti', 'content.category', 'content'],
    ['/business-novosti/economy', 'content.category', 'content'],
  ],
};

// Paths the spec lists without a translation: the same in every edition.
const SHARED_CASES: Case[] = [
  ['/astroloji', 'astrology.home', 'astrology'],
  ['/astroloji/burc-uyumu-hesaplama', 'astrology.compatibility', 'astrology'],
  ['/astroloji/dogum-haritasi-hesaplama', 'astrology.natal-chart', 'astrology'],
  ['/astroloji/dogum-haritasi-hesaplama/sonuc', 'astrology.natal-chart.result', 'astrology'],
  ['/astroloji/yukselen-burc-hesaplama', 'astrology.rising-sign', 'astrology'],
  ['/astroloji/yukselen-burc-hesaplama/sonuc', 'astrology.rising-sign.result', 'astrology'],
  ['/astroloji/tarot/tarot-kartlari-ve-anlamlari', 'astrology.tarot.cards', 'astrology'],
  ['/astroloji/tarot/gunluk-tarot', 'astrology.tarot', 'astrology'],
  ['/astroloji/tarot/gunluk-tarot/joker', 'astrology.tarot.card', 'astrology'],
  ['/astroloji/koc', 'astrology.sign', 'astrology'],
  ['/astroloji/koc-burcu/haftalik', 'astrology.sign', 'astrology'],
  ['/aydinlatma-metni/calisan-adayi', 'content.legal', 'content'],
  ['/aydinlatma-metni/fiziki-ziyaretci', 'content.legal', 'content'],
  ['/aydinlatma-metni/ilgili-kisi-basvuru-formu', 'content.legal', 'content'],
  ['/aydinlatma-metni/musteri-adayi', 'content.legal', 'content'],
  ['/aydinlatma-metni/uye-ziyaretci', 'content.legal', 'content'],
  ['/dev/counter', 'shell.dev.counter', 'shell'],
  ['/dev/reco', 'shell.dev.reco', 'shell'],
  ['/dev/outbox', 'shell.dev.outbox', 'shell'],
  ['/r/abc', 'shell.redirect', 'shell'],
  ['/mobile/bilpop', 'games.mobile.bilpop', 'games'],
  ['/mobile/emojile', 'games.mobile.emojile', 'games'],
  ['/mobile/oyun/leaderboard', 'games.mobile.leaderboard', 'games'],
  ['/mobile/oyun/leaderboard/emojile', 'games.mobile.leaderboard', 'games'],
  ['/mobile/oyun/skor/emojile', 'games.mobile.score', 'games'],
  ['/mobile/2048/view', 'games.mobile.view', 'games'],
  ['/mobile/view', 'games.mobile.view', 'games'],
  ['/auth/twitter/callback', 'social.auth.twitter-callback', 'social'],
  ['/auth/google/callback', 'social.auth.google-callback', 'social'],
  ['/auth/facebook/callback', 'social.auth.facebook-callback', 'social'],
  ['/auth/delete-account/tok', 'social.auth.delete-account', 'social'],
  ['/auth/forgot-password', 'social.auth.forgot-password', 'social'],
  ['/auth/reset-password/tok', 'social.auth.reset-password', 'social'],
  ['/auth/verify-email/tok', 'social.auth.verify-email', 'social'],
  ['/embed/widget/leaderboard', 'games.embed.leaderboard', 'games'],
  ['/bilpop', 'games.bilpop', 'games'],
  ['/emojile', 'games.emojile', 'games'],
  ['/zekiye', 'games.zekiye', 'games'],
  ['/kesfet', 'content.discover', 'content'],
  ['/trendler', 'content.trends', 'content'],
  ['/tumicerikler', 'content.all', 'content'],
  ['/sanaozel', 'content.for-you', 'content'],
  ['/rss', 'content.rss', 'content'],
  ['/son-depremler', 'quakes.list', 'quakes'],
  ['/son-depremler/izmir', 'quakes.detail', 'quakes'],
  ['/akis', 'content.feed', 'content'],
  ['/akis/gundem', 'content.feed', 'content'],
  ['/amp-haber/x-10001', 'content.article-amp', 'content'],
  ['/content/x-10001', 'content.article', 'content'],
  ['/h/x-10001', 'content.article', 'content'],
  ['/instagram/post', 'content.instagram', 'content'],
  ['/oyuncular/kivanc', 'content.actors', 'content'],
  ['/yazio', 'content.yazio', 'content'],
  ['/yazio/ayse-kaya', 'content.yazio.author', 'content'],
  ['/vitrin', 'content.vitrin', 'content'],
  ['/vitrin/kampanya', 'content.vitrin.detail', 'content'],
  ['/vitrin/kampanya/2', 'content.vitrin.detail', 'content'],
  ['/tag/ekonomi/5f1a2b3c4d5e6f7a8b9c0d1e', 'content.tag-legacy', 'content'],
  ['/tag/ekonomi/5f1a2b3c4d5e6f7a8b9c0d1e/2', 'content.tag-legacy', 'content'],
  ...Object.keys(LIVING_TEST_ROUTES).map((path): Case => [path, 'content.living', 'content']),
];

describe('ROUTES table', () => {
  it('has unique ids and a path for every edition', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ROUTES) {
      for (const edition of EDITIONS) expect(route.paths[edition].length).toBeGreaterThan(0);
      // An id names its owner, except the /admin area's pages (`admin.*`), which the social remote serves.
      expect([route.id, route.id.startsWith(`${route.owner}.`) || (route.owner === 'social' && route.id.startsWith('admin.'))]).toEqual([route.id, true]);
    }
  });

  it('compiles every path of every edition', () => {
    for (const edition of EDITIONS) expect(() => matchRoute(edition, '/')).not.toThrow();
  });

  for (const edition of EDITIONS) {
    describe(edition, () => {
      it.each(CASES[edition])('%s → %s (%s)', (...testCase) => expectRoute(edition, testCase));
      it.each(SHARED_CASES)('%s → %s (%s)', (...testCase) => expectRoute(edition, testCase));
    });
  }

  it('routes every section and subcategory in every edition', () => {
    const postfix: Record<Edition, string> = { tr: '', en: '-news', ru: '-novosti' };
    for (const edition of EDITIONS) {
      for (const section of SECTION_KEYS) {
        expect(matchRoute(edition, `/${section}${postfix[edition]}`)).toMatchObject({
          route: { id: 'content.category' },
          params: { section },
        });
        for (const sub of SECTIONS[section]) {
          expect(matchRoute(edition, `/${section}${postfix[edition]}/${sub}`)).toMatchObject({
            params: { section, subOrPagination: sub },
          });
        }
      }
    }
  });
});

describe('members’ posts and the /admin area', () => {
  const POST_ID = '0b9c1d3e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

  it.each([
    ['tr', '/yaz', '/yaz/yazilarim', '/yaz/'],
    ['en', '/write', '/write/my-posts', '/write/'],
    ['ru', '/napisat', '/napisat/moi-posty', '/napisat/'],
  ] as const)('routes the editor, my posts and one post in %s', (edition, write, posts, edit) => {
    expectRoute(edition, [write, 'social.write', 'social']);
    expectRoute(edition, [posts, 'social.write.posts', 'social']);
    expectRoute(edition, [`${edit}${POST_ID}`, 'social.write.edit', 'social']);
    expect(routePath(edition, 'social.write.edit', { id: POST_ID })).toBe(`${edit}${POST_ID}`);
    expect(matchRoute(edition, `${edit}not-a-post`)).toBeNull();
  });

  it.each(EDITIONS)('serves /admin pages at the same paths in %s, from the social remote', (edition) => {
    for (const [path, id] of [
      ['/admin', 'admin.home'],
      ['/admin/review', 'admin.review'],
      ['/admin/comments', 'admin.comments'],
      ['/admin/articles', 'admin.articles'],
      ['/admin/users', 'admin.users'],
      ['/admin/analytics', 'admin.analytics'],
    ] as const) {
      expectRoute(edition, [path, id, 'social']);
    }
    expect(matchRoute(edition, '/admin/unknown')).toBeNull();
  });

  it('keeps the column pages apart from the editor', () => {
    expect(matchRoute('tr', '/yazio')?.route.id).toBe('content.yazio');
    expect(matchRoute('en', '/yaz')).toBeNull();
  });
});

describe('matchRoute', () => {
  it('returns decoded params and ignores query, hash and one trailing slash', () => {
    expect(matchRoute('tr', '/haber/x-10001?x=1')).toEqual({
      route: findRoute('content.article'),
      params: { slug: 'x-10001' },
    });
    expect(matchRoute('tr', '/haber/x-10001/#yorumlar')?.params).toEqual({ slug: 'x-10001' });
    expect(matchRoute('en', '/search/%C3%A7ay')?.params).toEqual({ slug: 'çay' });
  });

  it('returns null for unknown paths', () => {
    for (const edition of EDITIONS) {
      expect(matchRoute(edition, '/definitely-not-a-page')).toBeNull();
      expect(matchRoute(edition, '/haber')).toBeNull();
      expect(matchRoute(edition, '/business/unknown-sub')).toBeNull();
      expect(matchRoute(edition, '/aydinlatma-metni/baska')).toBeNull();
      expect(matchRoute(edition, '/astroloji/yengec-burcu-degil')).toBeNull();
      expect(matchRoute(edition, '/test/unknown')).toBeNull();
    }
  });

  it('prefers the living pages over the section catch-all', () => {
    expect(matchRoute('tr', '/test/anket')).toMatchObject({ route: { id: 'content.living' }, params: { topic: 'anket' } });
    expect(matchRoute('tr', '/test')?.params).toEqual({});
  });

  it('serves the exchange-rates page at its own word in each edition only, never under /test', () => {
    expect(matchRoute('tr', '/doviz-kurlari?gun=30')?.route.id).toBe('content.living.exchange-rates');
    for (const [edition, foreign] of [
      ['tr', '/exchange-rates'],
      ['tr', '/kursy-valyut'],
      ['en', '/doviz-kurlari'],
      ['en', '/kursy-valyut'],
      ['ru', '/doviz-kurlari'],
      ['ru', '/exchange-rates'],
    ] as const) {
      expect(matchRoute(edition, foreign)).toBeNull();
    }
    for (const edition of EDITIONS) {
      expect(matchRoute(edition, '/test/doviz-kurlari')).toBeNull();
      expect(matchRoute(edition, `${routePath(edition, 'content.living.exchange-rates')}/2`)).toBeNull();
    }
  });

  it('serves /business-news as a category in en but not in tr or ru', () => {
    expect(matchRoute('en', '/business-news')?.route.id).toBe('content.category');
    expect(matchRoute('tr', '/business-news')).toBeNull();
    expect(matchRoute('ru', '/business-news')).toBeNull();
    expect(matchRoute('tr', '/business-novosti')).toBeNull();
    expect(matchRoute('en', '/business')).toBeNull();
  });

  it('keeps edition segments apart', () => {
    expect(matchRoute('en', '/haber/x-10001')).toBeNull();
    expect(matchRoute('tr', '/news/x-10001')?.route.id).not.toBe('content.article');
    expect(matchRoute('en', '/mesaj')).toBeNull();
    expect(matchRoute('tr', '/profile/ali')).toBeNull();
    expect(matchRoute('en', '/etiket/ekonomi-haberleri')).toBeNull();
  });

  it('resolves tag pages before the legacy tag form', () => {
    expect(matchRoute('en', '/tag/economy-news/2')).toMatchObject({
      route: { id: 'content.tag' },
      params: { tag: 'economy', pageNum: '2' },
    });
    expect(matchRoute('tr', '/tag/economy-news/2')).toMatchObject({
      route: { id: 'content.tag-legacy' },
      params: { tagName: 'economy-news', tagId: '2' },
    });
  });

  it('puts fixed game and astrology pages before their parameterised siblings', () => {
    expect(matchRoute('tr', '/oyun/leaderboard')?.route.id).toBe('games.leaderboard');
    expect(matchRoute('tr', '/mobile/bilpop')?.route.id).toBe('games.mobile.bilpop');
    expect(matchRoute('tr', '/astroloji/tarot/tarot-kartlari-ve-anlamlari')?.route.id).toBe('astrology.tarot.cards');
    expect(matchRoute('tr', '/ara/haber')?.route.id).toBe('content.search.content');
  });

  it('rejects non-numeric or zero page numbers', () => {
    expect(matchRoute('tr', '/etiket/ekonomi-haberleri/0')).toBeNull();
    expect(matchRoute('tr', '/etiket/ekonomi-haberleri/two')).toBeNull();
    expect(matchRoute('tr', '/business/0')).toBeNull();
  });
});

describe('routePath', () => {
  it('builds the canonical path per edition', () => {
    expect(routePath('tr', 'content.article', { slug: 'x-10001' })).toBe('/haber/x-10001');
    expect(routePath('en', 'content.article', { slug: 'x-10001' })).toBe('/content/x-10001');
    expect(routePath('ru', 'content.article', { slug: 'x-10001' })).toBe('/news/x-10001');
    expect(routePath('tr', 'social.settings.change-password')).toBe('/ayarlar/sifre-degistir');
    expect(routePath('en', 'social.profile.followers', { username: 'ali' })).toBe('/profile/ali/followers');
    expect(routePath('tr', 'messaging.thread', { username: 'ali' })).toBe('/mesaj/ali');
    expect(routePath('tr', 'games.game')).toBe('/oyun');
    expect(routePath('en', 'games.game', { slug: '2048' })).toBe('/game/2048');
    expect(routePath('tr', 'content.corporate.about')).toBe('/kurumsal/hakkimizda');
    expect(routePath('tr', 'content.cookie-policy')).toBe('/cerez-politikasi');
    expect(routePath('en', 'content.category', { section: 'sport', subOrPagination: 'football' })).toBe(
      '/sport-news/football',
    );
    expect(routePath('tr', 'content.tag', { tag: 'ekonomi' })).toBe('/etiket/ekonomi-haberleri');
    expect(routePath('ru', 'content.living', { topic: 'anket' })).toBe('/test/anket');
    expect(EDITIONS.map((edition) => routePath(edition, 'content.living.exchange-rates'))).toEqual(['/doviz-kurlari', '/exchange-rates', '/kursy-valyut']);
    expect(EDITIONS.map((edition) => routePath(edition, 'quakes.alerts'))).toEqual(['/ayarlar/deprem-uyarilari', '/settings/earthquake-alerts', '/settings/earthquake-alerts']);
  });

  it('round-trips through matchRoute', () => {
    for (const edition of EDITIONS) {
      const path = routePath(edition, 'social.profile.comments', { username: 'ali' });
      expect(matchRoute(edition, path)).toMatchObject({
        route: { id: 'social.profile.comments' },
        params: { username: 'ali' },
      });
    }
  });

  it('throws for unknown ids and missing params', () => {
    expect(() => routePath('tr', 'content.nope')).toThrow(/content\.nope/);
    expect(() => routePath('tr', 'social.profile')).toThrow(/username/);
  });

  it('exposes routes by id', () => {
    expect(findRoute('quakes.list')?.owner).toBe('quakes');
    expect(findRoute('quakes.alerts')?.owner).toBe('quakes');
    expect(findRoute('nope')).toBeUndefined();
  });
});
