import { applyRedirectFixtures, redirectFixtureUrl } from './redirect-fixtures';

function article(id: string, edition: 'tr' | 'en' | 'ru', day: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    edition,
    kind: 'news',
    isDraft: false,
    isHidden: false,
    isDeleted: false,
    movedToId: null as string | null,
    publishedAt: new Date(Date.UTC(2026, 0, day)),
    legacyId: 10_000 + day,
    redirectUrl: null as string | null,
    ...extra,
  };
}

describe('applyRedirectFixtures', () => {
  it('gives the oldest listed plain news article of each edition an example.com redirectUrl', () => {
    const articles = [
      article('quiz', 'tr', 1, { kind: 'quiz' }),
      article('draft', 'tr', 2, { isDraft: true }),
      article('moved', 'tr', 3, { movedToId: 'target' }),
      article('target', 'tr', 4),
      article('tr-pick', 'tr', 5),
      article('tr-newer', 'tr', 6),
      article('en-pick', 'en', 2),
      article('ru-hidden', 'ru', 1, { isHidden: true }),
      article('ru-pick', 'ru', 7),
    ];
    applyRedirectFixtures(articles);
    const withRedirect = articles.filter((a) => a.redirectUrl).map((a) => [a.id, a.redirectUrl]);
    expect(withRedirect).toEqual([
      ['tr-pick', redirectFixtureUrl('tr')],
      ['en-pick', redirectFixtureUrl('en')],
      ['ru-pick', redirectFixtureUrl('ru')],
    ]);
    expect(redirectFixtureUrl('tr')).toMatch(/^https:\/\/example\.com\//);
  });
});
