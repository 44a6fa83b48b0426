import { defineRemote } from '@meydan/shared/util/remote-kit';

/*
 * The content remote's `./routes`: only the functions that load its pages and texts. Each page
 * is its own lazy chunk (its component and loader); the shell loads the one it renders, and the
 * texts of the edition it renders in. The map must name every content route of the shared table.
 */
const corporate = () => import('./pages/corporate').then((chunk) => chunk.page);
const search = () => import('./pages/search').then((chunk) => chunk.page);

export const routesModule = defineRemote({
  remote: 'content',
  pages: {
    'content.home': () => import('./pages/home').then((chunk) => chunk.page),
    'content.category': () => import('./pages/category').then((chunk) => chunk.page),
    'content.article': () => import('./pages/article').then((chunk) => chunk.page),
    'content.article-amp': () => import('./pages/article').then((chunk) => chunk.ampPage),
    'content.tag': () => import('./pages/tag').then((chunk) => chunk.page),
    'content.tag-legacy': () => import('./pages/tag').then((chunk) => chunk.legacyPage),
    'content.rss': () => import('./pages/rss').then((chunk) => chunk.page),
    'content.all': () => import('./pages/latest').then((chunk) => chunk.page),
    'content.legal': () => import('./pages/legal').then((chunk) => chunk.page),
    'content.corporate': corporate,
    'content.corporate.about': corporate,
    'content.corporate.career': corporate,
    'content.corporate.community-rules': corporate,
    'content.corporate.contact': corporate,
    'content.corporate.masthead': corporate,
    'content.corporate.privacy-policy': corporate,
    'content.corporate.publication-principles': corporate,
    'content.corporate.user-agreement': corporate,
    'content.cookie-policy': () => import('./pages/cookie-policy').then((chunk) => chunk.page),
    'content.trends': () => import('./pages/trends').then((chunk) => chunk.page),
    'content.living': () => import('./pages/living').then((chunk) => chunk.page),
    'content.living.exchange-rates': () => import('./pages/exchange-rates').then((chunk) => chunk.page),
    'content.discover': () => import('./pages/discover').then((chunk) => chunk.page),
    'content.yazio': () => import('./pages/yazio').then((chunk) => chunk.page),
    'content.yazio.author': () => import('./pages/yazio').then((chunk) => chunk.authorPage),
    'content.actors': () => import('./pages/actors').then((chunk) => chunk.page),
    'content.vitrin': () => import('./pages/vitrin').then((chunk) => chunk.page),
    'content.vitrin.detail': () => import('./pages/vitrin').then((chunk) => chunk.detailPage),
    'content.search': search,
    'content.search.content': search,
    'content.search.tag': search,
    'content.feed': () => import('./pages/feed').then((chunk) => chunk.page),
    'content.instagram': () => import('./pages/instagram').then((chunk) => chunk.page),
    'content.topic-news': () => import('./pages/topic-news').then((chunk) => chunk.page),
    'content.for-you': () => import('./pages/for-you').then((chunk) => chunk.page),
  },
  translations: {
    namespace: 'content',
    load: { tr: () => import('./i18n/tr.json'), en: () => import('./i18n/en.json'), ru: () => import('./i18n/ru.json') },
  },
});

export default routesModule;
