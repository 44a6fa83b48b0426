import type { Edition } from './editions';

export type SegmentKey =
  | 'article'
  | 'tag'
  | 'message'
  | 'search'
  | 'searchUsers'
  | 'profile'
  | 'settings'
  | 'favorites'
  | 'comments'
  | 'followings'
  | 'followers'
  | 'notifications'
  | 'changePassword'
  | 'blockedAccounts'
  | 'deleteAccount'
  | 'deactivateAccount'
  | 'corporate'
  | 'about'
  | 'contact'
  | 'career'
  | 'cookiePolicy'
  | 'privacyPolicy'
  | 'userAgreement'
  | 'publicationPrinciples'
  | 'communityRules'
  | 'masthead'
  | 'games';

/** SPEC §2.7. `null` keeps the spec's "not shown" visible; {@link segment} applies the fallback. */
export const PATH_SEGMENTS: Readonly<Record<SegmentKey, Readonly<Record<Edition, string | null>>>> = {
  article: { tr: 'haber', en: 'content', ru: 'news' },
  tag: { tr: 'etiket', en: 'tag', ru: 'tag' },
  message: { tr: 'mesaj', en: 'message', ru: 'message' },
  search: { tr: 'ara', en: 'search', ru: 'search' },
  // The spec leaves ru unspecified; ru uses the English "user", like every other ru segment
  // that is not an article or category path.
  searchUsers: { tr: 'uye', en: 'user', ru: null },
  profile: { tr: 'profil', en: 'profile', ru: 'profile' },
  settings: { tr: 'ayarlar', en: 'settings', ru: 'settings' },
  favorites: { tr: 'favoriler', en: 'favorites', ru: 'favorites' },
  comments: { tr: 'yorumlar', en: 'comments', ru: 'comments' },
  followings: { tr: 'takip-ettikleri', en: 'followings', ru: 'followings' },
  followers: { tr: 'takipciler', en: 'followers', ru: 'followers' },
  notifications: { tr: 'bildirimler', en: 'notifications', ru: 'notifications' },
  changePassword: { tr: 'sifre-degistir', en: 'change-password', ru: 'change-password' },
  blockedAccounts: { tr: 'engellenen-hesaplar', en: 'blocked-accounts', ru: 'blocked-accounts' },
  deleteAccount: { tr: 'hesap-silme', en: 'delete-account', ru: 'delete-account' },
  deactivateAccount: { tr: 'hesap-dondurma', en: 'deactivate-account', ru: 'deactivate-account' },
  corporate: { tr: 'kurumsal', en: 'corporate', ru: 'corporate' },
  about: { tr: 'hakkimizda', en: 'about', ru: 'about' },
  contact: { tr: 'iletisim', en: 'contact', ru: 'contact' },
  career: { tr: 'kariyer', en: 'career', ru: 'career' },
  cookiePolicy: { tr: 'cerez-politikasi', en: 'cookie-policy', ru: 'cookie-policy' },
  privacyPolicy: { tr: 'gizlilik-politikasi', en: 'privacy-policy', ru: 'privacy-policy' },
  userAgreement: { tr: 'kullanici-sozlesmesi', en: 'user-agreement', ru: 'user-agreement' },
  publicationPrinciples: { tr: 'yayin-ilkeleri', en: 'publication-principles', ru: 'publication-principles' },
  communityRules: { tr: 'topluluk-kurallari', en: 'community-rules', ru: 'community-rules' },
  masthead: { tr: 'kunye', en: 'masthead', ru: 'masthead' },
  games: { tr: 'oyun', en: 'game', ru: 'game' },
};

export const SEGMENT_KEYS = Object.keys(PATH_SEGMENTS) as SegmentKey[];

export function segment(edition: Edition, key: SegmentKey): string {
  return PATH_SEGMENTS[key][edition] ?? (PATH_SEGMENTS[key].en as string);
}

/** Appended to a section key in category listing paths (`/business-news`). */
export const CATEGORY_POSTFIX: Readonly<Record<Edition, string>> = { tr: '', en: '-news', ru: '-novosti' };

/** Appended to a tag's slug in tag paths (`/etiket/ekonomi-haberleri`). */
export const TAG_POSTFIX: Readonly<Record<Edition, string>> = { tr: '-haberleri', en: '-news', ru: '-news' };

/** SPEC §2.9: this profile segment is stripped by a 301, so the contents tab is the profile root. */
export const CONTENTS_SEGMENT = 'icerikler';

/**
 * The 301 target for a path carrying a `/icerikler` segment (query and hash kept), or null
 * when the path has none.
 */
export function stripContentsSegment(url: string): string | null {
  const cut = url.search(/[?#]/);
  const pathname = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  const parts = pathname.split('/');
  const kept = parts.filter((part, index) => index === 0 || part !== CONTENTS_SEGMENT);
  if (kept.length === parts.length) return null;
  const path = kept.join('/');
  return (path === '' ? '/' : path) + rest;
}
