import { screen } from '@testing-library/react';
import type { SearchArticleResponse } from '@meydan/shared/contracts';
import { PAGE_TRACKING_KEY } from '@meydan/shared/util/tracking';
import { SearchPage } from './search-page';
import { contentI18n, renderPage, scriptedStore, storyFixture } from './testing/page-harness';

function renderSearch(answer: SearchArticleResponse, query: string) {
  const { store } = scriptedStore(() => answer);
  const page = <SearchPage routeId="content.search.content" params={{ slug: query }} edition="en" origin="https://meydan.test" />;
  return contentI18n('en').then((i18n) => renderPage(page, store, i18n, `/search/content/${encodeURIComponent(query)}`));
}

describe('SearchPage', () => {
  it('says once that nothing was found', async () => {
    await renderSearch({ items: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0, hasNextPage: false }, approximate: false, facets: [] }, 'kis lastigi');
    expect(await screen.findByText('We found nothing for “kis lastigi”. Try another word.')).toBeInTheDocument();
    // Not also the listing's generic empty line.
    expect(screen.queryByText('Nothing here yet.')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.notice')).toHaveLength(1);
  });

  it('counts the results above the cards when there are some', async () => {
    await renderSearch({ items: [storyFixture(1)], pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasNextPage: false }, approximate: false, facets: [] }, 'story');
    expect(await screen.findByText('1 result for “story”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Story number 1' })).toBeInTheDocument();
    expect(document.querySelectorAll('.notice')).toHaveLength(0);
  });

  it('reports the search shown once, to the data layer only with analytics consent', async () => {
    const empty: SearchArticleResponse = { items: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0, hasNextPage: false }, approximate: false, facets: [] };
    const dataLayer = () => (window as { dataLayer?: unknown[] }).dataLayer;
    try {
      const first = await renderSearch(empty, 'deprem');
      expect(await screen.findByText(/We found nothing/)).toBeInTheDocument();
      expect(dataLayer()).toBeUndefined(); // no choice made yet: nothing
      first.unmount();
      document.cookie = 'm-consent=1.a.rec-1; Path=/';
      await renderSearch(empty, 'seçim');
      expect(await screen.findByText(/We found nothing/)).toBeInTheDocument();
      expect(dataLayer()).toEqual([{ event: 'search_interaction', action: 'search', search_term: 'seçim', search_tab: 'content' }]);
    } finally {
      document.cookie = 'm-consent=; Max-Age=0; Path=/';
      Reflect.deleteProperty(window, 'dataLayer');
      Reflect.deleteProperty(window, PAGE_TRACKING_KEY);
    }
  });
});
