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
    const settingsPaths = ROUTES.filter((route) => route.id === 'social.settings' || route.id.startsWith('social.settings.')).flatMap((route) =>
      EDITIONS.map((edition) => [edition, routePath(edition, route.id)] as const),
    );
    expect(settingsPaths.map(([, path]) => path)).toEqual(expect.arrayContaining(['/ayarlar/sifre-degistir', '/settings/deactivate-account']));
    for (const [edition, path] of settingsPaths) {
      expect(ROBOTS_DISALLOW[edition].some((rule) => path.startsWith(rule))).toBe(true);
    }
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
