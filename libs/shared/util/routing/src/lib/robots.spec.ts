import { EDITIONS } from './editions';
import { ROBOTS_DISALLOW, robotsTxt } from './robots';
import { routePath, ROUTES } from './routes';

describe('ROBOTS_DISALLOW', () => {
  it('hides the §2.9 paths with tr segments', () => {
    expect(ROBOTS_DISALLOW.tr).toEqual(
      expect.arrayContaining(['/m/', '/r/', '/mobile/', '/ara?', '/ara/', '/mesaj', '/ayarlar', '/bildirimler', '/akis/']),
    );
    expect(ROBOTS_DISALLOW.tr).toEqual(
      expect.arrayContaining(['/admin/', '/api/', '/articles/', '/notp/', '/dev', '/h/', '/storage/temp*', '/support/upload/']),
    );
  });

  it('uses en/ru segments and hides /akis/ only in tr', () => {
    for (const edition of ['en', 'ru'] as const) {
      expect(ROBOTS_DISALLOW[edition]).toEqual(
        expect.arrayContaining(['/search?', '/search/', '/message', '/settings', '/notifications']),
      );
      expect(ROBOTS_DISALLOW[edition]).not.toContain('/akis/');
      expect(ROBOTS_DISALLOW[edition]).not.toContain('/mesaj');
    }
  });

  it('hides every settings page in every edition (robots rules match path prefixes)', () => {
    // The earthquake alerts (quakes remote) are a settings page too.
    const settingsPaths = ROUTES.filter((route) => route.id === 'social.settings' || route.id.startsWith('social.settings.') || route.id === 'quakes.alerts').flatMap((route) =>
      EDITIONS.map((edition) => [edition, routePath(edition, route.id)] as const),
    );
    expect(settingsPaths.map(([, path]) => path)).toEqual(expect.arrayContaining(['/ayarlar/sifre-degistir', '/settings/deactivate-account', '/ayarlar/deprem-uyarilari', '/settings/earthquake-alerts']));
    for (const [edition, path] of settingsPaths) {
      expect(ROBOTS_DISALLOW[edition].some((rule) => path.startsWith(rule))).toBe(true);
    }
  });
});

/** How crawlers read a Disallow rule: a path prefix, `*` any characters, a final `$` the end of the path. */
function blocks(rule: string, path: string): boolean {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
}

describe('private pages of members, editors and admins', () => {
  const POST_ID = '0b9c1d3e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
  const PRIVATE = ['social.write', 'social.write.posts', 'social.write.edit', 'admin.home', 'admin.review', 'admin.comments', 'admin.articles', 'admin.users', 'admin.analytics'];

  it.each(EDITIONS)('hides the editor, my posts and every /admin page from crawlers in %s', (edition) => {
    for (const id of PRIVATE) {
      const path = routePath(edition, id, { id: POST_ID });
      expect([id, path, ROBOTS_DISALLOW[edition].some((rule) => blocks(rule, path))]).toEqual([id, path, true]);
    }
  });

  it('keeps look-alike public pages crawlable (/yazio, /administration-news)', () => {
    expect(ROBOTS_DISALLOW.tr.some((rule) => blocks(rule, '/yazio/ayse-yilmaz'))).toBe(false);
    expect(ROBOTS_DISALLOW.en.some((rule) => blocks(rule, '/writers-news'))).toBe(false);
    expect(ROBOTS_DISALLOW.en.some((rule) => blocks(rule, '/administration-news'))).toBe(false);
    expect(ROBOTS_DISALLOW.tr).toEqual(expect.arrayContaining(['/admin$', '/admin/', '/yaz$', '/yaz/']));
    expect(ROBOTS_DISALLOW.ru).toEqual(expect.arrayContaining(['/napisat$', '/napisat/']));
  });
});

describe('robotsTxt', () => {
  it('renders the disallow lines and an optional sitemap', () => {
    const text = robotsTxt('en', 'https://en.meydan.com/sitemap.xml');
    expect(text.startsWith('User-agent: *\nDisallow: /m/\n')).toBe(true);
    expect(text).toContain('Disallow: /search?\n');
    expect(text.endsWith('\nSitemap: https://en.meydan.com/sitemap.xml\n')).toBe(true);
    expect(robotsTxt('tr')).not.toContain('Sitemap');
  });
});
