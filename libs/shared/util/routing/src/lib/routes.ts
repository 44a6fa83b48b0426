import { EDITIONS, type Edition } from './editions';
import { EXCHANGE_RATES_ROUTE_ID, EXCHANGE_RATES_SLUGS, LIVING_TEST_SUBPATHS } from './living';
import {
  buildPath,
  type BuildParams,
  type CompiledPattern,
  compilePattern,
  matchPattern,
  type PathParams,
} from './path-pattern';
import { SECTION_KEYS, SUBCATEGORY_KEYS } from './sections';
import type { RemoteName } from './remotes';
import { CATEGORY_POSTFIX, segment, type SegmentKey, TAG_POSTFIX } from './segments';

/** A remote, or the shell itself (developer tools, the /r redirect). */
export type RouteOwner = RemoteName | 'shell';

export interface RouteDef {
  id: string;
  owner: RouteOwner;
  /** Per edition; the first path is canonical and is the one {@link routePath} builds. */
  paths: Readonly<Record<Edition, readonly string[]>>;
  params?: Record<string, readonly string[] | RegExp>;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const PAGE_NUM = /^[1-9][0-9]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// `/business-news` is a category page in en only; elsewhere a section name must not fall
// through to the topic catch-all and render a second listing for the same section.
const TOPIC_NAME = new RegExp(`^(?!(?:${SECTION_KEYS.join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*$`);
// Either a subcategory of some section or a page number; whether the subcategory belongs to the
// matched section is the category page's call (it 404s), the table cannot relate two params.
const SUB_OR_PAGE = new RegExp(`^(?:${SUBCATEGORY_KEYS.join('|')}|[1-9][0-9]*)$`);

export const ZODIAC_SIGNS = [
  'koc',
  'boga',
  'ikizler',
  'yengec',
  'aslan',
  'basak',
  'terazi',
  'akrep',
  'yay',
  'oglak',
  'kova',
  'balik',
] as const;
// Sign pages are addressed as `/astroloji/koc` or `/astroloji/koc-burcu`.
const ZODIAC = new RegExp(`^(?:${ZODIAC_SIGNS.join('|')})(?:-burcu)?$`);

export const LEGAL_DOCUMENTS = [
  'calisan-adayi',
  'fiziki-ziyaretci',
  'ilgili-kisi-basvuru-formu',
  'musteri-adayi',
  'uye-ziyaretci',
] as const;

/** The alert settings' own segment (not a SPEC §2.7 word): ru follows its English-like settings segment. */
const QUAKE_ALERTS_SEGMENT: Readonly<Record<Edition, string>> = { tr: 'deprem-uyarilari', en: 'earthquake-alerts', ru: 'earthquake-alerts' };

/** Same path list in every edition: the spec gives these pages no translated segment. */
function literal(...paths: string[]): Record<Edition, string[]> {
  return { tr: [...paths], en: [...paths], ru: [...paths] };
}

/** Paths built from the edition's §2.7 segments. */
function localized(build: (s: (key: SegmentKey) => string, edition: Edition) => string[]): Record<Edition, string[]> {
  const result = {} as Record<Edition, string[]>;
  for (const edition of EDITIONS) result[edition] = build((key) => segment(edition, key), edition);
  return result;
}

/**
 * SPEC §2.1–§2.7 for all three editions. ORDER MATTERS: the first match wins, so static and
 * specific routes come before parameterised siblings and the catch-alls (category sections,
 * `/:name-news`) come last.
 *
 * Decisions where the spec is silent:
 * - Items with a §2.7 segment use it (tr `/mesaj`, en `/message`); items without one keep the
 *   spec's literal path in every edition (`/son-depremler`, `/astroloji`, `/yazio`, `/vitrin`,
 *   `/test`, `/kesfet`, mobile and auth paths).
 * - Search sub-pages use the edition's segment of what they search: `/search/content` is the en
 *   article segment, so tr is `/ara/haber`, ru `/search/news`; tags `/ara/etiket`; users
 *   `/ara/uye`.
 * - Game leaderboard/score pages live under the games segment; en/ru say `score` for tr `skor`.
 *   The `/mobile/...` game views keep the literal tr paths because the native apps embed them.
 * - The profile contents tab is the profile root: `/icerikler` is stripped by a 301 (§2.9,
 *   see stripContentsSegment), so it has no route.
 * - Article legacy forms (`/h/:slug?`, `/content/:slug?`) belong to the article route; the page
 *   resolves the id and 301s to the canonical route (§2.9).
 */
const ROUTE_TABLE = [
  { id: 'content.home', owner: 'content', paths: literal('/') },

  // Shell-owned utilities.
  { id: 'shell.dev.counter', owner: 'shell', paths: literal('/dev/counter') },
  { id: 'shell.dev.reco', owner: 'shell', paths: literal('/dev/reco') },
  { id: 'shell.dev.outbox', owner: 'shell', paths: literal('/dev/outbox') },
  { id: 'shell.redirect', owner: 'shell', paths: literal('/r/:slug?') },

  // Articles.
  {
    id: 'content.article',
    owner: 'content',
    paths: {
      tr: ['/haber/:slug', '/content/:slug?', '/h/:slug?'],
      en: ['/content/:slug?', '/h/:slug?'],
      ru: ['/news/:slug', '/content/:slug?', '/h/:slug?'],
    },
  },
  { id: 'content.article-amp', owner: 'content', paths: literal('/amp-haber/:slug?') },

  // Tags.
  {
    id: 'content.tag',
    owner: 'content',
    paths: localized((s, edition) => [`/${s('tag')}/:tag${TAG_POSTFIX[edition]}/:pageNum?`]),
    params: { tag: SLUG, pageNum: PAGE_NUM },
  },
  {
    id: 'content.tag-legacy',
    owner: 'content',
    paths: literal('/tag/:tagName/:tagId/:pageNum?'),
    params: { pageNum: PAGE_NUM },
  },

  // Search (users are the social remote's).
  { id: 'content.search.content', owner: 'content', paths: localized((s) => [`/${s('search')}/${s('article')}/:slug?`]) },
  { id: 'content.search.tag', owner: 'content', paths: localized((s) => [`/${s('search')}/${s('tag')}/:slug?`]) },
  { id: 'social.search.user', owner: 'social', paths: localized((s) => [`/${s('search')}/${s('searchUsers')}/:slug?`]) },
  { id: 'content.search', owner: 'content', paths: localized((s) => [`/${s('search')}/:slug?`]) },
  { id: 'social.user-search', owner: 'social', paths: localized((s) => [`/${s('searchUsers')}/:slug?`]) },

  // Content listings and pages without translated segments.
  { id: 'content.discover', owner: 'content', paths: literal('/kesfet') },
  { id: 'content.trends', owner: 'content', paths: literal('/trendler') },
  { id: 'content.all', owner: 'content', paths: literal('/tumicerikler') },
  { id: 'content.for-you', owner: 'content', paths: literal('/sanaozel') },
  { id: 'content.rss', owner: 'content', paths: literal('/rss') },
  { id: 'content.feed', owner: 'content', paths: literal('/akis/:slug?') },
  { id: 'content.instagram', owner: 'content', paths: literal('/instagram/:slug?') },
  { id: 'content.actors', owner: 'content', paths: literal('/oyuncular/:slug?') },
  { id: 'content.vitrin', owner: 'content', paths: literal('/vitrin') },
  {
    id: 'content.vitrin.detail',
    owner: 'content',
    paths: literal('/vitrin/:slug/:pageNum?'),
    params: { pageNum: PAGE_NUM },
  },
  { id: 'content.yazio', owner: 'content', paths: literal('/yazio') },
  { id: 'content.yazio.author', owner: 'content', paths: literal('/yazio/:slug') },
  {
    id: 'content.living',
    owner: 'content',
    paths: literal('/test/:topic?'),
    params: { topic: LIVING_TEST_SUBPATHS },
  },
  // Its own word in each edition (the slug of the edition's rates bulletin), none under /test.
  {
    id: EXCHANGE_RATES_ROUTE_ID,
    owner: 'content',
    paths: localized((_s, edition) => [`/${EXCHANGE_RATES_SLUGS[edition]}`]),
  },

  // Corporate and legal.
  { id: 'content.corporate', owner: 'content', paths: localized((s) => [`/${s('corporate')}`]) },
  ...(
    [
      ['about', 'about'],
      ['career', 'career'],
      ['community-rules', 'communityRules'],
      ['contact', 'contact'],
      ['masthead', 'masthead'],
      ['privacy-policy', 'privacyPolicy'],
      ['publication-principles', 'publicationPrinciples'],
      ['user-agreement', 'userAgreement'],
    ] as const
  ).map(
    ([name, key]) => ({
      id: `content.corporate.${name}` as const,
      owner: 'content' as const,
      paths: localized((s) => [`/${s('corporate')}/${s(key)}`]),
    }),
  ),
  { id: 'content.cookie-policy', owner: 'content', paths: localized((s) => [`/${s('cookiePolicy')}`]) },
  {
    id: 'content.legal',
    owner: 'content',
    paths: literal('/aydinlatma-metni/:doc'),
    params: { doc: LEGAL_DOCUMENTS },
  },

  // Social: notifications, settings, auth, profiles.
  { id: 'social.notifications', owner: 'social', paths: localized((s) => [`/${s('notifications')}`]) },
  { id: 'social.settings', owner: 'social', paths: localized((s) => [`/${s('settings')}`]) },
  ...(
    [
      ['blocked-accounts', 'blockedAccounts'],
      ['change-password', 'changePassword'],
      ['deactivate-account', 'deactivateAccount'],
      ['delete-account', 'deleteAccount'],
    ] as const
  ).map(
    ([name, key]) => ({
      id: `social.settings.${name}` as const,
      owner: 'social' as const,
      paths: localized((s) => [`/${s('settings')}/${s(key)}`]),
    }),
  ),
  { id: 'social.auth.twitter-callback', owner: 'social', paths: literal('/auth/twitter/callback') },
  // The Google and Facebook sign-in round trips come back here (redirect flows, no provider script).
  { id: 'social.auth.google-callback', owner: 'social', paths: literal('/auth/google/callback') },
  { id: 'social.auth.facebook-callback', owner: 'social', paths: literal('/auth/facebook/callback') },
  { id: 'social.auth.delete-account', owner: 'social', paths: literal('/auth/delete-account/:slug?') },
  { id: 'social.auth.forgot-password', owner: 'social', paths: literal('/auth/forgot-password/:slug?') },
  { id: 'social.auth.reset-password', owner: 'social', paths: literal('/auth/reset-password/:slug?') },
  { id: 'social.auth.verify-email', owner: 'social', paths: literal('/auth/verify-email/:slug?') },
  { id: 'social.profile', owner: 'social', paths: localized((s) => [`/${s('profile')}/:username`]) },
  ...(
    [
      ['comments', 'comments'],
      ['favorites', 'favorites'],
      ['followers', 'followers'],
      ['followings', 'followings'],
      ['settings', 'settings'],
    ] as const
  ).map(
    ([name, key]) => ({
      id: `social.profile.${name}` as const,
      owner: 'social' as const,
      paths: localized((s) => [`/${s('profile')}/:username/${s(key)}`]),
    }),
  ),

  // Members' own posts (noindex, hidden from crawlers): the editor, one post, the member's list.
  // `my posts` before the editor's `:id`, which only takes a post id (a uuid).
  { id: 'social.write', owner: 'social', paths: { tr: ['/yaz'], en: ['/write'], ru: ['/napisat'] } },
  { id: 'social.write.posts', owner: 'social', paths: { tr: ['/yaz/yazilarim'], en: ['/write/my-posts'], ru: ['/napisat/moi-posty'] } },
  { id: 'social.write.edit', owner: 'social', paths: { tr: ['/yaz/:id'], en: ['/write/:id'], ru: ['/napisat/:id'] }, params: { id: UUID } },
  // The editors' and admins' area (SPEC §2.9 hides /admin/ from crawlers): the same paths in every edition.
  { id: 'admin.home', owner: 'social', paths: literal('/admin') },
  { id: 'admin.review', owner: 'social', paths: literal('/admin/review') },
  { id: 'admin.comments', owner: 'social', paths: literal('/admin/comments') },
  { id: 'admin.articles', owner: 'social', paths: literal('/admin/articles') },
  { id: 'admin.users', owner: 'social', paths: literal('/admin/users') },
  { id: 'admin.analytics', owner: 'social', paths: literal('/admin/analytics') },

  // Messaging.
  { id: 'messaging.inbox', owner: 'messaging', paths: localized((s) => [`/${s('message')}`]) },
  { id: 'messaging.thread', owner: 'messaging', paths: localized((s) => [`/${s('message')}/:username/:slug?`]) },

  // Games.
  {
    id: 'games.leaderboard',
    owner: 'games',
    paths: localized((s) => [`/${s('games')}/leaderboard/:slug?`]),
  },
  {
    id: 'games.score',
    owner: 'games',
    paths: { tr: ['/oyun/skor/:slug?'], en: ['/game/score/:slug?'], ru: ['/game/score/:slug?'] },
  },
  { id: 'games.game', owner: 'games', paths: localized((s) => [`/${s('games')}/:slug?`]) },
  { id: 'games.bilpop', owner: 'games', paths: literal('/bilpop') },
  { id: 'games.emojile', owner: 'games', paths: literal('/emojile') },
  { id: 'games.zekiye', owner: 'games', paths: literal('/zekiye') },
  { id: 'games.embed.leaderboard', owner: 'games', paths: literal('/embed/widget/leaderboard') },
  { id: 'games.mobile.bilpop', owner: 'games', paths: literal('/mobile/bilpop') },
  { id: 'games.mobile.emojile', owner: 'games', paths: literal('/mobile/emojile') },
  { id: 'games.mobile.leaderboard', owner: 'games', paths: literal('/mobile/oyun/leaderboard/:slug?') },
  { id: 'games.mobile.score', owner: 'games', paths: literal('/mobile/oyun/skor/:slug?') },
  { id: 'games.mobile.view', owner: 'games', paths: literal('/mobile/:slug?/view') },

  // Astrology.
  { id: 'astrology.home', owner: 'astrology', paths: literal('/astroloji') },
  { id: 'astrology.compatibility', owner: 'astrology', paths: literal('/astroloji/burc-uyumu-hesaplama') },
  { id: 'astrology.natal-chart', owner: 'astrology', paths: literal('/astroloji/dogum-haritasi-hesaplama') },
  {
    id: 'astrology.natal-chart.result',
    owner: 'astrology',
    paths: literal('/astroloji/dogum-haritasi-hesaplama/sonuc'),
  },
  { id: 'astrology.rising-sign', owner: 'astrology', paths: literal('/astroloji/yukselen-burc-hesaplama') },
  {
    id: 'astrology.rising-sign.result',
    owner: 'astrology',
    paths: literal('/astroloji/yukselen-burc-hesaplama/sonuc'),
  },
  { id: 'astrology.tarot.cards', owner: 'astrology', paths: literal('/astroloji/tarot/tarot-kartlari-ve-anlamlari') },
  { id: 'astrology.tarot', owner: 'astrology', paths: literal('/astroloji/tarot/:slug') },
  { id: 'astrology.tarot.card', owner: 'astrology', paths: literal('/astroloji/tarot/:slug/:card') },
  {
    id: 'astrology.sign',
    owner: 'astrology',
    paths: literal('/astroloji/:burc/:slug?'),
    params: { burc: ZODIAC },
  },

  // Earthquakes.
  { id: 'quakes.list', owner: 'quakes', paths: literal('/son-depremler') },
  { id: 'quakes.detail', owner: 'quakes', paths: literal('/son-depremler/:slug') },
  // A member's earthquake alerts, among the member's settings (under the settings segment, so
  // robots.txt hides it with them); the quakes remote serves it.
  { id: 'quakes.alerts', owner: 'quakes', paths: localized((s, edition) => [`/${s('settings')}/${QUAKE_ALERTS_SEGMENT[edition]}`]) },

  // Catch-alls last.
  {
    id: 'content.category',
    owner: 'content',
    paths: localized((_s, edition) => [`/:section${CATEGORY_POSTFIX[edition]}/:subOrPagination?`]),
    params: { section: SECTION_KEYS, subOrPagination: SUB_OR_PAGE },
  },
  {
    id: 'content.topic-news',
    owner: 'content',
    paths: literal('/:name-news/:pageNum?'),
    params: { name: TOPIC_NAME, pageNum: PAGE_NUM },
  },
] as const satisfies readonly RouteDef[];

type RouteEntry = (typeof ROUTE_TABLE)[number];

/** Every route id of the table: a typo in an id (a remote's page map, a link) fails to compile. */
export type RouteId = RouteEntry['id'];

/** The route ids one owner (a remote or the shell) serves. */
export type OwnedRouteId<O extends RouteOwner> = Extract<RouteEntry, { owner: O }>['id'];

export const ROUTES: readonly RouteDef[] = ROUTE_TABLE;

interface CompiledRoute {
  route: RouteDef;
  patterns: CompiledPattern[];
}

const compiledByEdition = new Map<Edition, CompiledRoute[]>();

function compiledRoutes(edition: Edition): CompiledRoute[] {
  let compiled = compiledByEdition.get(edition);
  if (!compiled) {
    compiled = ROUTES.map((route) => ({
      route,
      patterns: route.paths[edition].map((path) => compilePattern(path, pickConstraints(path, route.params))),
    }));
    compiledByEdition.set(edition, compiled);
  }
  return compiled;
}

// A route's constraints apply to whichever of its paths declare the param.
function pickConstraints(path: string, params: RouteDef['params']): Record<string, readonly string[] | RegExp> {
  if (!params) return {};
  return Object.fromEntries(Object.entries(params).filter(([name]) => new RegExp(`:${name}(?![A-Za-z0-9_])`).test(path)));
}

/** Resolves a pathname (query and hash ignored) against the edition's table; null is a 404. */
export function matchRoute(edition: Edition, pathname: string): RouteMatch | null {
  const cut = pathname.search(/[?#]/);
  const path = cut === -1 ? pathname : pathname.slice(0, cut);
  for (const { route, patterns } of compiledRoutes(edition)) {
    for (const pattern of patterns) {
      const params: PathParams | null = matchPattern(pattern, path);
      if (params) return { route, params };
    }
  }
  return null;
}

const routesById = new Map(ROUTES.map((route) => [route.id, route]));

export function findRoute(id: string): RouteDef | undefined {
  return routesById.get(id);
}

/** Builds the route's canonical (first) path for the edition. Throws on an unknown id. */
export function routePath(edition: Edition, id: string, params?: BuildParams): string {
  const route = routesById.get(id);
  if (!route) throw new Error(`Unknown route "${id}"`);
  return buildPath(route.paths[edition][0], params);
}
