import { ROBOTS_DISALLOW, type Edition } from '@meydan/shared/util/routing';

/** robots.txt per edition: the SPEC §2.9 hidden paths in that edition's segments. */
export function robotsTxt(edition: Edition, origin: string): string {
  const lines = ['User-agent: *', ...ROBOTS_DISALLOW[edition].map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}
