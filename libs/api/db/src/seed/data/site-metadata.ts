import type { Edition } from '@meydan/shared/util/routing';

/*
 * Seeded site metadata (GET /static-metadata/item) and periodic series (GET
 * /articles/periodic-contents/detail). Values follow the shapes of STATIC_METADATA_SCHEMAS in
 * the contracts and repeat what the corporate pages say (addresses, e-mail desks).
 */

const COUNTRY: Record<Edition, string> = { tr: 'tr', en: 'us', ru: 'ru' };

const SOCIAL = (['instagram', 'facebook', 'twitter', 'youtube', 'pinterest'] as const).map((network) => ({
  network,
  handle: network === 'youtube' ? '@meydan' : 'meydan',
  url: {
    instagram: 'https://www.instagram.com/meydan',
    facebook: 'https://www.facebook.com/meydan',
    twitter: 'https://twitter.com/meydan',
    youtube: 'https://www.youtube.com/@meydan',
    pinterest: 'https://www.pinterest.com/meydan',
  }[network],
}));

const ADDRESS: Record<Edition, string> = {
  tr: 'Maslak Mah. Büyükdere Cad. No: 255, 34398 Sarıyer/İstanbul, Türkiye',
  en: 'Maslak Mah. Büyükdere Cad. No: 255, 34398 Sarıyer, Istanbul, Türkiye',
  ru: 'Турция, Стамбул, 34398 Сарыер, Маслак, проспект Бюйюкдере, 255',
};

const APPS: Record<Edition, Array<{ name: string; description: string; slug: string; webPath: string }>> = {
  tr: [
    { name: 'Bilpop', description: 'Her gün yeni bir bilgi yarışması; arkadaşlarınla skorunu karşılaştır.', slug: 'bilpop', webPath: '/bilpop' },
    { name: 'Emojile', description: 'Emojilerle anlatılan filmi, şarkıyı ya da atasözünü bul.', slug: 'emojile', webPath: '/emojile' },
  ],
  en: [
    { name: 'Bilpop', description: 'A new trivia challenge every day; compare your score with friends.', slug: 'bilpop', webPath: '/bilpop' },
    { name: 'Emojile', description: 'Guess the film, song or saying told only in emojis.', slug: 'emojile', webPath: '/emojile' },
  ],
  ru: [
    { name: 'Bilpop', description: 'Каждый день новая викторина — сравните свой результат с друзьями.', slug: 'bilpop', webPath: '/bilpop' },
    { name: 'Emojile', description: 'Угадайте фильм, песню или поговорку, рассказанные одними эмодзи.', slug: 'emojile', webPath: '/emojile' },
  ],
};

const ADVERTISING_LABEL: Record<Edition, string> = {
  tr: 'Küçük işletmeler için reklam verin',
  en: 'Advertise your small business',
  ru: 'Реклама для малого бизнеса',
};

export function siteMetadata(edition: Edition): Record<string, unknown> {
  const country = COUNTRY[edition];
  return {
    'app-links': {
      appStore: `https://apps.apple.com/${country}/app/meydan/id6450000001`,
      googlePlay: `https://play.google.com/store/apps/details?id=com.meydan.news&hl=${edition}`,
      appGallery: 'https://appgallery.huawei.com/app/C110000001',
    },
    'social-accounts': SOCIAL,
    'footer-apps': APPS[edition].map((app, index) => ({
      name: app.name,
      description: app.description,
      appStore: `https://apps.apple.com/${country}/app/${app.slug}/id64500001${index + 1}0`,
      googlePlay: `https://play.google.com/store/apps/details?id=com.meydan.${app.slug}&hl=${edition}`,
      webPath: app.webPath,
    })),
    contact: {
      company: 'Meydan Medya A.Ş.',
      address: ADDRESS[edition],
      phone: '+90 212 555 01 00',
      emails: {
        general: 'hello@meydan.com.tr',
        newsroom: 'editor@meydan.com.tr',
        advertising: 'ads@meydan.com.tr',
        privacy: 'privacy@meydan.com.tr',
        careers: 'careers@meydan.com.tr',
      },
    },
    advertising: { url: 'https://reklam.meydan.local', label: ADVERTISING_LABEL[edition] },
  };
}

export interface PeriodicSeries {
  key: string;
  title: string;
  description: string;
  frequency: 'daily' | 'weekdays' | 'weekly' | 'monthly';
  time: string;
  day: number | null;
  /** The §2.6 category whose newest articles stand in for the seeded issues. */
  category: string;
}

const s = (key: string, title: string, description: string, frequency: PeriodicSeries['frequency'], time: string, day: number | null, category: string): PeriodicSeries => ({
  key,
  title,
  description,
  frequency,
  time,
  day,
  category,
});

export const PERIODIC_SERIES: Record<Edition, PeriodicSeries[]> = {
  tr: [
    s('sabah-bulteni', 'Sabah Bülteni', 'Güne başlamadan bilmeniz gereken her şey: gece boyunca olanlar ve günün gündemi, her sabah 07.00’de.', 'daily', '07:00', null, 'news'),
    s('doviz-kurlari', 'Günün Döviz Kurları', 'Dolar, euro, sterlin ve altının güncel kurları ile piyasaların yorumu, hafta içi her gün 09.30’da.', 'weekdays', '09:30', null, 'economy'),
    s('gunluk-burc-yorumlari', 'Günlük Burç Yorumları', 'On iki burç için aşk, iş ve sağlık yorumları, her sabah 06.00’da.', 'daily', '06:00', null, 'astrology'),
    s('haftanin-filmleri', 'Vizyonda Bu Hafta', 'Cuma günü vizyona giren filmler, fragmanları ve eleştirmenlerimizin notları.', 'weekly', '10:00', 5, 'cinema'),
  ],
  en: [
    s('morning-briefing', 'Morning Briefing', 'Everything you need to know before your day starts: what happened overnight and what is coming, every morning at 7.', 'daily', '07:00', null, 'news'),
    s('exchange-rates', 'Exchange Rates Today', 'The dollar, euro, pound and gold with a short read of the markets, every weekday at 9:30.', 'weekdays', '09:30', null, 'economy'),
    s('daily-horoscope', 'Daily Horoscope', 'Love, work and wellbeing for all twelve signs, every morning at 6.', 'daily', '06:00', null, 'astrology'),
    s('whats-on-this-week', 'What’s On This Week', 'The films opening on Friday, with trailers and our critics’ verdicts.', 'weekly', '10:00', 5, 'cinema'),
  ],
  ru: [
    s('utrenniy-brifing', 'Утренний брифинг', 'Всё, что нужно знать в начале дня: что случилось за ночь и что нас ждёт. Каждое утро в 07:00.', 'daily', '07:00', null, 'news'),
    s('kursy-valyut', 'Курсы валют на сегодня', 'Доллар, евро, фунт и золото с коротким обзором рынков — по будням в 09:30.', 'weekdays', '09:30', null, 'economy'),
    s('goroskop-na-den', 'Гороскоп на день', 'Любовь, работа и здоровье для всех двенадцати знаков — каждое утро в 06:00.', 'daily', '06:00', null, 'astrology'),
    s('afisha-nedeli', 'Афиша недели', 'Фильмы, которые выходят в прокат в пятницу, с трейлерами и оценками наших критиков.', 'weekly', '10:00', 5, 'cinema'),
  ],
};
