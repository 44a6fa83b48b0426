import { readerPagePaths } from './pages';

describe('readerPagePaths', () => {
  const home =
    '<a href="/haber/not-this-one-1">x</a><nav class="site-header__nav" aria-label="Kategoriler"><ul><li><a href="/news" data-discover="true">Gündem</a></li></ul></nav>' +
    '<a class="article-card__link" href="/haber/deprem-haberi-10939">y</a>';
  const quizzes = '<article class="article-card"><a class="article-card__link" href="/haber/anket-nasil-bir-caycisin-10939" data-discover="true">';

  it('reads the first header category, article and quiz', () => {
    expect(readerPagePaths('tr', { home, quizzes })).toEqual({ home: '/', category: '/news', article: '/haber/not-this-one-1', quiz: '/haber/anket-nasil-bir-caycisin-10939' });
  });

  it('fails loudly when the HTML has no such link', () => {
    expect(() => readerPagePaths('en', { home, quizzes })).toThrow('no article link');
    expect(() => readerPagePaths('tr', { home: '<main></main>', quizzes })).toThrow('no header navigation link');
  });
});
