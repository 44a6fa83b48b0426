import { ROBOTS_DISALLOW, robotsTxt } from './robots';

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
