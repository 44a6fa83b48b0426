import { EDITIONS, type Edition } from './editions';
import { routePath } from './routes';
import { segment } from './segments';

function disallowFor(edition: Edition): string[] {
  const search = segment(edition, 'search');
  return [
    '/m/',
    '/r/',
    '/mobile/',
    `/${search}?`,
    `/${search}/`,
    // `$` ends a rule (Google, Bing, Yandex): `/admin` itself, without catching `/administration-news`.
    '/admin$',
    '/admin/',
    '/api/',
    '/articles/',
    '/notp/',
    '/dev',
    `/${segment(edition, 'message')}`,
    `/${segment(edition, 'settings')}`,
    `/${segment(edition, 'notifications')}`,
    '/h/',
    '/storage/temp*',
    '/support/upload/',
    // Members' editor and their own posts (private pages); `/yaz` alone must not hide `/yazio`.
    `${routePath(edition, 'social.write')}$`,
    `${routePath(edition, 'social.write')}/`,
    // The feedback form: linked from every page's footer with that page in `?from=` (noindex too).
    `${routePath(edition, 'social.feedback')}$`,
    `${routePath(edition, 'social.feedback')}?`,
    // The feed is crawlable in the other editions (SPEC §2.9 hides it in tr only).
    ...(edition === 'tr' ? ['/akis/'] : []),
  ];
}

/** SPEC §2.9 robots.txt `Disallow` lines per edition. */
export const ROBOTS_DISALLOW: Readonly<Record<Edition, readonly string[]>> = Object.fromEntries(
  EDITIONS.map((edition) => [edition, disallowFor(edition)]),
) as Record<Edition, string[]>;

/** The robots.txt body for an edition; `sitemapUrl` adds a Sitemap line. */
export function robotsTxt(edition: Edition, sitemapUrl?: string): string {
  const lines = ['User-agent: *', ...ROBOTS_DISALLOW[edition].map((path) => `Disallow: ${path}`)];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
