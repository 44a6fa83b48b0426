import { ampArticleResult } from './amp';

const article = {
  legacyId: 10042,
  title: 'Dolar Güne Yükselişle Başladı',
  originalTitle: null,
  route: '/haber/dolar-gune-yukselisle-basladi-10042',
  redirectUrl: null,
};

describe('the old AMP address', () => {
  it('301s to the article’s own page in every edition', () => {
    expect(ampArticleResult({ edition: 'tr' }, article)).toEqual({ redirect: { to: article.route, status: 301 } });
    expect(ampArticleResult({ edition: 'en' }, { ...article, route: '/content/dollar-rises-10042' })).toEqual({ redirect: { to: '/content/dollar-rises-10042', status: 301 } });
  });

  it('sends an off-site article to its address here (which shows the countdown)', () => {
    expect(ampArticleResult({ edition: 'tr' }, { ...article, route: 'https://example.com/a', redirectUrl: 'https://example.com/a' })).toEqual({
      redirect: { to: '/haber/dolar-gune-yukselisle-basladi-10042', status: 301 },
    });
  });
});
