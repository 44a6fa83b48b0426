import { ROUTES } from '@meydan/shared/util/routing';
import type { RemoteRoute, RemoteRoutesModule } from '@meydan/shared/util/remote-kit';
import {
  ArticlePage,
  CategoryPage,
  HomePage,
  LatestContentPage,
  PlannedContentPage,
  RssPage,
  SearchPage,
  CorporatePage,
  LegalPage,
  TrendsPage,
  DiscoverPage,
  VitrinFeedPage,
  VitrinListPage,
  TagPage,
  LivingPage,
  loadLiving,
  YazioPage,
  ColumnistPage,
  ActorsRoutePage,
  FeedPage,
  InstagramPage,
  TopicNewsPage,
  ForYouPage,
  ExchangeRatesPage,
  withExternalRedirect,
  loadArticle,
  loadArticleOrLatest,
  loadCategory,
  loadHome,
  loadLatest,
  loadLegacyTag,
  loadRss,
  loadSearch,
  loadCorporate,
  loadLegal,
  loadTrends,
  loadDiscover,
  loadVitrinFeed,
  loadVitrinList,
  loadTag,
  loadYazio,
  loadColumnist,
  loadActors,
  loadFeed,
  loadInstagram,
  loadTopicNews,
  loadForYou,
  loadExchangeRates,
} from '@meydan/content/feature-pages';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { CORPORATE_PAGES } from '@meydan/content/data-access';
import tr from './i18n/tr.json';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

/** An article that lives on another site shows the external-redirect countdown (SPEC §4). */
const ArticleRoutePage = withExternalRedirect(ArticlePage);

/** `/content` without a slug is the generic content path (every article, newest first). */
function ArticleOrLatestPage(props: RoutePageProps) {
  return props.params['slug'] ? <ArticleRoutePage {...props} /> : <LatestContentPage {...props} />;
}

const BUILT: Record<string, Omit<RemoteRoute, 'id'>> = {
  'content.home': { Component: HomePage, load: loadHome },
  'content.category': { Component: CategoryPage, load: loadCategory },
  'content.article': { Component: ArticleOrLatestPage, load: loadArticleOrLatest },
  'content.article-amp': { Component: ArticlePage, load: loadArticle },
  'content.tag': { Component: TagPage, load: loadTag },
  'content.rss': { Component: RssPage, load: loadRss },
  'content.all': { Component: LatestContentPage, load: loadLatest },
  'content.legal': { Component: LegalPage, load: loadLegal },
  ...Object.fromEntries(
    ['content.corporate', ...CORPORATE_PAGES.map((key) => (key === 'cookie-policy' ? 'content.cookie-policy' : `content.corporate.${key}`))].map((id) => [
      id,
      { Component: CorporatePage, load: loadCorporate },
    ]),
  ),
  'content.trends': { Component: TrendsPage, load: loadTrends },
  'content.living': { Component: LivingPage, load: loadLiving },
  // `/doviz-kurlari`, `/exchange-rates`, `/kursy-valyut`: rates in the edition's own currency.
  'content.living.exchange-rates': { Component: ExchangeRatesPage, load: loadExchangeRates },
  'content.discover': { Component: DiscoverPage, load: loadDiscover },
  'content.yazio': { Component: YazioPage, load: loadYazio },
  'content.yazio.author': { Component: ColumnistPage, load: loadColumnist },
  // One route family: the actor index, /oyuncular/{actor} and /oyuncular/film-{movie}.
  'content.actors': { Component: ActorsRoutePage, load: loadActors },
  'content.vitrin': { Component: VitrinListPage, load: loadVitrinList },
  'content.vitrin.detail': { Component: VitrinFeedPage, load: loadVitrinFeed },
  'content.search': { Component: SearchPage, load: loadSearch },
  'content.search.content': { Component: SearchPage, load: loadSearch },
  'content.search.tag': { Component: SearchPage, load: loadSearch },
  // Always redirects (or 404s) in its loader; the page is what a failed lookup falls back to.
  'content.tag-legacy': { Component: TagPage, load: loadLegacyTag },
  // `/akis/{section?}`: the live feed, polled for newer stories while open.
  'content.feed': { Component: FeedPage, load: loadFeed },
  // `/instagram/{slug?}`: the "link in bio" grid; a slug leads with that post's story.
  'content.instagram': { Component: InstagramPage, load: loadInstagram },
  // `/{name}-news`: a tag's topic hub (canonical in en/ru, see canonicalTagListingPath).
  'content.topic-news': { Component: TopicNewsPage, load: loadTopicNews },
  // `/sanaozel`: the reader's own feed, fetched in the browser only (it depends on the reader cookie).
  'content.for-you': { Component: ForYouPage, load: loadForYou },
};

function plannedRoute(id: string): RemoteRoute {
  return {
    id,
    Component: PlannedContentPage,
    async load(ctx) {
      const t = ctx.i18n.getFixedT(ctx.edition, 'content');
      const key = `planned.${id.replace(/^content\./, '').replace(/\./g, '_')}`;
      const title = t(`${key}.title`, { defaultValue: t('planned.default.title') });
      return { head: { title: `${title} | Meydan`, description: t(`${key}.description`, { defaultValue: t('planned.default.description') }) } };
    },
  };
}

/** Every route of the shared table owned by `content`, so none can be forgotten. */
export const routesModule: RemoteRoutesModule = {
  remote: 'content',
  routes: ROUTES.filter((route) => route.owner === 'content').map((route) => (BUILT[route.id] ? { id: route.id, ...BUILT[route.id] } : plannedRoute(route.id))),
  translations: { namespace: 'content', resources: { tr, en, ru } },
};

export default routesModule;
