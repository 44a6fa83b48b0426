import { EDITIONS, type Edition } from '@meydan/shared/util/routing';

/**
 * Demo data for SPEC §2.8/§4 (an article whose link leaves the site): after the plan is built,
 * one article per edition gets an off-site redirectUrl under https://example.com/, so the
 * external-redirect countdown and the /r share page have something to send readers to
 * (e2e/src/redirects.spec.ts).
 *
 * The pick is the oldest published plain news article that is listed and no move points at:
 * the last card of every listing, far from the recent pages other tests click through.
 */
export const REDIRECT_FIXTURE_ORIGIN = 'https://example.com';

interface FixtureCandidate {
  id: string;
  edition: Edition;
  kind: string;
  isDraft: boolean;
  isHidden: boolean;
  isDeleted: boolean;
  movedToId: string | null;
  publishedAt: Date;
  legacyId: number;
  // Optional so the fixture also type-checks against plans that predate the field.
  redirectUrl?: string | null;
}

export function redirectFixtureUrl(edition: Edition): string {
  return `${REDIRECT_FIXTURE_ORIGIN}/meydan-${edition}-external-story`;
}

export function applyRedirectFixtures(articles: FixtureCandidate[]): void {
  const moveTargets = new Set(articles.map((article) => article.movedToId).filter(Boolean));
  for (const edition of EDITIONS) {
    const [oldest] = articles
      .filter((a) => a.edition === edition && a.kind === 'news' && !a.isDraft && !a.isHidden && !a.isDeleted && !a.movedToId && !moveTargets.has(a.id))
      .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.legacyId - b.legacyId);
    if (oldest) oldest.redirectUrl = redirectFixtureUrl(edition);
  }
}
