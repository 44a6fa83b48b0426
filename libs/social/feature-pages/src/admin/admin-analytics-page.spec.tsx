import { render, screen, within } from '@testing-library/react';
import type { AnalyticsArticleResponse, AnalyticsArticlesResponse, AnalyticsOverview, ReadingDay, ReadingMetrics } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import { type FakeApiCall, memberFixture, props, renderKit, socialI18n } from '../testing/write-test-kit';
import { AdminAnalyticsPage } from './admin-analytics-page';
import { linePath, niceMax } from './analytics-charts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await socialI18n('en');
});

const editor = { ...memberFixture, _id: 'u-editor', username: 'editor', role: 'editor' as const };
const ARTICLE_ID = '0f6c1e0a-0000-4000-8000-00000000c001';
const SECTIONS = {
  news: { id: '0f6c1e0a-0000-4000-8000-0000000000a1', slug: 'news', name: 'News' },
  sport: { id: '0f6c1e0a-0000-4000-8000-0000000000a2', slug: 'sport', name: 'Sport' },
};

const metrics = (overrides: Partial<ReadingMetrics> = {}): ReadingMetrics => ({
  reads: 0,
  readers: 0,
  completes: 0,
  medianReadTime: null,
  engagedSeconds: null,
  depth25: 0,
  depth50: 0,
  depth90: 0,
  depth100: 0,
  ...overrides,
});

const days: ReadingDay[] = [
  { day: '2026-03-08', ...metrics() },
  { day: '2026-03-09', ...metrics({ reads: 1200, readers: 1000, completes: 400, medianReadTime: 3, engagedSeconds: 150, depth25: 900, depth50: 700, depth90: 450, depth100: 300 }) },
  { day: '2026-03-10', ...metrics({ reads: 34, readers: 30, completes: 12, medianReadTime: 4, engagedSeconds: 200, depth25: 28, depth50: 20, depth90: 14, depth100: 10 }) },
];

const overview: AnalyticsOverview = {
  from: '2026-03-08',
  to: '2026-03-10',
  edition: 'en',
  section: null,
  totals: {
    ...metrics({ reads: 1234, readers: 1030, completes: 412, medianReadTime: 3, engagedSeconds: 161, depth25: 928, depth50: 720, depth90: 464, depth100: 310 }),
    readTimeHistogram: [40, 100, 120, 80, 30, 20, 10, 5, 4, 3],
  },
  days,
  sections: [
    { section: SECTIONS.news, ...metrics({ reads: 1000, readers: 800, completes: 400, medianReadTime: 3, depth90: 440 }) },
    { section: SECTIONS.sport, ...metrics({ reads: 234, readers: 230, completes: 12, medianReadTime: 1, depth90: 24 }) },
  ],
  events: [
    { type: 'item_read', itemType: 'article', count: 1234 },
    { type: 'item_search', itemType: 'home', count: 56 },
  ],
};

const articles: AnalyticsArticlesResponse = {
  from: '2026-03-08',
  to: '2026-03-10',
  edition: 'en',
  items: [
    {
      article: { id: ARTICLE_ID, legacyId: 10234, title: 'Budget vote tonight', route: '/content/budget-vote-tonight-10234', published: '2026-03-09T06:00:00.000Z', section: SECTIONS.news },
      ...metrics({ reads: 900, readers: 700, completes: 350, medianReadTime: 4, depth90: 420 }),
    },
  ],
  pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasNextPage: false },
};

const article: AnalyticsArticleResponse = {
  from: '2026-03-08',
  to: '2026-03-10',
  article: articles.items[0]?.article as AnalyticsArticleResponse['article'],
  totals: { ...metrics({ reads: 900, readers: 700, completes: 350, medianReadTime: 4 }), readTimeHistogram: [0, 0, 100, 250, 0, 0, 0, 0, 0, 0] },
  days,
};

function api(overrides: Record<string, (call: FakeApiCall) => { status: number; data: unknown }> = {}) {
  return (call: FakeApiCall) => {
    const handler = overrides[call.url];
    if (handler) return handler(call);
    if (call.url === '../collector/analytics/overview') return { status: 200, data: overview };
    if (call.url === '../collector/analytics/articles') return { status: 200, data: { ...articles, edition: (call.params as { edition: string }).edition } };
    if (call.url === `../collector/analytics/articles/${ARTICLE_ID}`) return { status: 200, data: article };
    return { status: 404, data: { statusCode: 404, message: 'Not found' } };
  };
}

describe('/admin/analytics', () => {
  it('shows the edition’s totals, charts with their numbers, sections, articles and other events', async () => {
    const { tree, calls } = renderKit(i18n, api(), <AdminAnalyticsPage {...props('admin.analytics')} />, editor, '/admin/analytics');
    render(tree);
    expect(screen.getByRole('heading', { level: 1, name: 'Reading analytics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'English edition · March 8, 2026 – March 10, 2026' })).toBeInTheDocument();

    const tile = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(tile('Reads')).toHaveTextContent('1,234');
    expect(tile('Unique readers')).toHaveTextContent('1,030');
    expect(tile('Read to the end')).toHaveTextContent('412' + '40% of readers');
    expect(tile('Median read time')).toHaveTextContent('3 min');
    expect(tile('Average engaged time')).toHaveTextContent('2:41 min');
    expect(tile('Scrolled 90 %')).toHaveTextContent('45%');

    // Every chart is an image with a spoken summary and its numbers in a table.
    const reads = screen.getByRole('figure', { name: 'Reads, unique readers and read-completes per day' });
    expect(within(reads).getByRole('img')).toHaveAccessibleName(
      'Reads, unique readers and read-completes per day. Reads: highest 1,200, last 34; Unique readers: highest 1,000, last 30; Read to the end: highest 400, last 12',
    );
    const rows = within(reads).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['DayReadsUnique readersRead to the end', 'Mar 8000', 'Mar 91,2001,000400', 'Mar 10343012']);
    const readTime = screen.getByRole('figure', { name: 'Median read time per day (minutes)' });
    expect(within(readTime).getAllByRole('row')[1]).toHaveTextContent('Mar 8–');
    const depth = screen.getByRole('figure', { name: 'Scroll depth per day (share of readers)' });
    expect(within(depth).getAllByRole('row')[2]).toHaveTextContent('Mar 990%70%45%30%');
    const histogram = screen.getByRole('figure', { name: 'Read time of the read-completes (minutes)' });
    expect(within(histogram).getAllByRole('listitem').map((item) => [item.textContent, item.getAttribute('aria-label')])).toEqual([
      ['140', '1 min: 40'],
      ['2100', '2 min: 100'],
      ['3120', '3 min: 120'],
      ['480', '4 min: 80'],
      ['530', '5 min: 30'],
      ['620', '6 min: 20'],
      ['710', '7 min: 10'],
      ['85', '8 min: 5'],
      ['94', '9 min: 4'],
      ['103', '10 min: 3'],
    ]);

    const sections = screen.getByRole('region', { name: 'Sections' });
    expect(within(sections).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'SectionReadsUnique readersRead to the endRead to the end (share)Median read timeScrolled 90 %',
      'News1,00080040050%3 min55%',
      'Sport23423012'.concat('5%1 min10%'),
    ]);
    expect(within(sections).getByRole('link', { name: 'Sport' })).toHaveAttribute('href', '/admin/analytics?section=sport');

    const list = screen.getByRole('region', { name: 'Articles' });
    expect(await within(list).findByRole('link', { name: 'Budget vote tonight' })).toHaveAttribute('href', '/content/budget-vote-tonight-10234');
    expect(within(list).getByRole('link', { name: 'Day by day' })).toHaveAttribute('href', `/admin/analytics?article=${ARTICLE_ID}`);
    const events = screen.getByRole('region', { name: 'Other events' });
    expect(within(events).getAllByRole('row').map((row) => row.textContent)).toEqual(['EventItemCount', 'item_readarticle1,234', 'item_searchhome56']);

    expect(calls.map((call) => [call.url, call.params])).toEqual([
      ['../collector/analytics/overview', { edition: 'en' }],
      ['../collector/analytics/articles', { edition: 'en', sort: 'reads', page: 1 }],
    ]);
    // The dates show the range the API chose; the presets end today.
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-08');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-10');
    expect(screen.getByRole('link', { name: 'Last 7 days' }).getAttribute('href')).toMatch(/^\/admin\/analytics\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });

  it('asks the API for the range, edition, section, order and page of its address', async () => {
    const { tree, calls } = renderKit(
      i18n,
      api(),
      <AdminAnalyticsPage {...props('admin.analytics')} />,
      editor,
      '/admin/analytics?from=2026-03-01&to=2026-03-07&edition=tr&section=sport&sort=completionRate&page=2&bogus=1',
    );
    render(tree);
    await screen.findByRole('region', { name: 'Articles' });
    expect(calls.map((call) => [call.url, call.params])).toEqual([
      ['../collector/analytics/overview', { from: '2026-03-01', to: '2026-03-07', edition: 'tr', section: 'sport' }],
      ['../collector/analytics/articles', { from: '2026-03-01', to: '2026-03-07', edition: 'tr', section: 'sport', sort: 'completionRate', page: 2 }],
    ]);
    expect(screen.getByLabelText('Order by')).toHaveValue('completionRate');
    expect(screen.getByLabelText('Edition')).toHaveValue('tr');
    // Another edition's articles open on their own site: listed without a link here.
    expect(await screen.findByText('Budget vote tonight')).not.toHaveAttribute('href');
  });

  it('shows one article day by day, with a way back', async () => {
    const { tree, calls } = renderKit(i18n, api(), <AdminAnalyticsPage {...props('admin.analytics')} />, editor, `/admin/analytics?from=2026-03-08&article=${ARTICLE_ID}`);
    render(tree);
    expect(await screen.findByRole('heading', { name: 'Budget vote tonight: day by day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/admin/analytics?from=2026-03-08');
    expect(within(screen.getByRole('figure', { name: 'Read time of the read-completes (minutes)' })).getByLabelText('4 min: 250')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['../collector/analytics/overview', `../collector/analytics/articles/${ARTICLE_ID}`]);
  });

  it('shows the API’s refusal of a bad range, and a retry when the API is unreachable', async () => {
    const refusal = renderKit(
      i18n,
      api({ '../collector/analytics/overview': () => ({ status: 400, data: { statusCode: 400, message: 'The start date cannot be after the end date.' } }) }),
      <AdminAnalyticsPage {...props('admin.analytics')} />,
      editor,
      '/admin/analytics?from=2026-03-10&to=2026-03-01',
    );
    const { unmount } = render(refusal.tree);
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date cannot be after the end date.');
    unmount();
    const down = renderKit(
      i18n,
      api({ '../collector/analytics/overview': () => ({ status: 503, data: { statusCode: 503, message: 'Busy' } }) }),
      <AdminAnalyticsPage {...props('admin.analytics')} />,
      editor,
      '/admin/analytics',
    );
    render(down.tree);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('gives members a 403 and calls nothing', () => {
    const { tree, calls } = renderKit(i18n, api(), <AdminAnalyticsPage {...props('admin.analytics')} />, memberFixture, '/admin/analytics');
    render(tree);
    expect(screen.getByRole('alert')).toHaveTextContent('This page is only for editors and admins.');
    expect(calls).toEqual([]);
  });
});

describe('analytics charts', () => {
  it('round the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 0.4, 1, 3, 7, 12, 99, 101, 4500].map(niceMax)).toEqual([1, 0.5, 1, 5, 10, 20, 100, 200, 5000]);
  });

  it('draw a line per day, broken where a day has no value, and a level stroke for one day', () => {
    expect(linePath([0, 50, null, 100], 100)).toBe('M0 100 L1 50 M3 0');
    expect(linePath([25], 50)).toBe('M0 50 L1 50');
    expect(linePath([null, null], 10)).toBe('');
  });
});
