import type { AxiosRequestConfig } from 'axios';
import type { ArticleSummary } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { storyFixture } from './page-harness';

/**
 * Test support for the time-ordered streams (/akis, /instagram), on top of page-harness: stories
 * with the times a stream orders by, list answers, and what the store asked /articles for.
 */
let serial = 0;

export function streamStory(title: string, published: string, overrides: Partial<ArticleSummary> & { edition?: Edition } = {}): ArticleSummary {
  serial += 1;
  const base = storyFixture(2000 + serial, overrides.edition ?? 'tr');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    ...base,
    _id: `00000000-0000-4000-8000-${String(base.legacyId).padStart(12, '0')}`,
    title,
    route: `/haber/${slug}-${base.legacyId}`,
    description: `Summary of ${title}`,
    seoData: {},
    categories: [{ _id: 'c-news', name: 'Gündem', slug: 'news', route: '/news', parent: null, edition: 'tr' }],
    published,
    modified: published,
    ...overrides,
  };
}

export function listResponse(items: ArticleSummary[], hasNextPage: boolean, limit = 20) {
  return { items, pagination: { page: 1, limit, hasNextPage } };
}

/** The query params of the requests made to `url`, in order. */
export function callsTo(calls: readonly AxiosRequestConfig[], url: string): Array<Record<string, unknown>> {
  return calls.filter((config) => config.url === url).map((config) => (config.params ?? {}) as Record<string, unknown>);
}

/** The error body of a moved article (SPEC §2.9), as the API sends it. */
export function movedError(route: string): Error {
  const data = { message: 'moved', statusCode: 404, action: 'redirect', payload: { route } };
  return Object.assign(new Error('moved'), { isAxiosError: true, response: { status: 404, data } });
}
