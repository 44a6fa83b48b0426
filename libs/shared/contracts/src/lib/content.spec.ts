import { Value } from '@sinclair/typebox/value';
import { FooterResponseSchema, HomeResponseSchema } from './browse.schema';
import { ErrorResponseSchema, PaginationSchema } from './common.schema';
import { ArticleListResponseSchema, ArticleSchema, ArticleSummarySchema, CategorySchema, isQuiz } from './content.schema';
import { articleFixture } from './fixtures';
import { ArticlesQuerySchema, CategoryQuerySchema } from './query.schema';
import { validate } from './validate';

describe('ArticleSchema', () => {
  it('accepts a complete article', () => {
    expect(validate(ArticleSchema, articleFixture()).ok).toBe(true);
  });

  it('checks editions, entry modes and dates', () => {
    expect(validate(ArticleSchema, { ...articleFixture(), edition: 'de' }).ok).toBe(false);
    expect(validate(ArticleSchema, { ...articleFixture(), entries: [{ mode: 'poem' }] }).ok).toBe(false);
    const bad = validate(ArticleSchema, { ...articleFixture(), published: '20.11.2026' });
    expect(bad).toEqual({ ok: false, errors: [{ path: 'published', messageKey: 'validation.invalid' }] });
    expect(validate(ArticleSchema, { ...articleFixture(), published: '2026-13-01T00:00:00Z' }).ok).toBe(false);
  });

  it('requires the §3 flags and counts', () => {
    const { isDraft: _isDraft, ...withoutFlag } = articleFixture();
    expect(validate(ArticleSchema, withoutFlag)).toEqual({
      ok: false,
      errors: [{ path: 'isDraft', messageKey: 'validation.required' }],
    });
    expect(validate(ArticleSchema, { ...articleFixture(), counts: { view: -1, share: 0, comment: 0 } }).ok).toBe(false);
  });
});

describe('ArticleSummarySchema', () => {
  it('is the article without entries', () => {
    expect(ArticleSummarySchema.properties).not.toHaveProperty('entries');
    expect(ArticleSummarySchema.required).not.toContain('entries');
    const { entries: _entries, ...summary } = articleFixture();
    expect(Value.Check(ArticleSummarySchema, summary)).toBe(true);
  });

  it('forms list responses with pagination', () => {
    const { entries: _entries, ...summary } = articleFixture();
    expect(
      Value.Check(ArticleListResponseSchema, { items: [summary], pagination: { page: 1, limit: 20, hasNextPage: true } }),
    ).toBe(true);
    expect(Value.Check(PaginationSchema, { page: 0, limit: 20 })).toBe(false);
  });
});

describe('CategorySchema', () => {
  it('nests one level of subcategories', () => {
    const category = {
      _id: 'c1',
      name: 'Business',
      slug: 'business',
      route: '/business-news',
      parent: null,
      edition: 'en',
      subs: [{ _id: 'c2', name: 'Economy', slug: 'economy', route: '/business-news/economy', parent: 'c1', edition: 'en' }],
    };
    expect(Value.Check(CategorySchema, category)).toBe(true);
    expect(Value.Check(CategorySchema, { ...category, parent: undefined })).toBe(false);
  });
});

describe('browse responses', () => {
  const { entries: _entries, ...summary } = articleFixture();

  it('validates home widgets', () => {
    expect(
      Value.Check(HomeResponseSchema, {
        widgets: [
          { id: 'recent', type: 'recent', title: 'Son', items: [summary] },
          { id: 'business', type: 'category', title: 'İş', items: [], categoryId: 'c1' },
        ],
      }),
    ).toBe(true);
    expect(Value.Check(HomeResponseSchema, { widgets: [{ id: 'x', type: 'weird', title: 'x', items: [] }] })).toBe(false);
  });

  it('validates the footer', () => {
    expect(
      Value.Check(FooterResponseSchema, {
        popularMegaFooterArticles: [summary],
        recentMegaFooterArticles: [],
        footerHashtags: [{ _id: 't', name: 'Ekonomi', route: '/etiket/ekonomi-haberleri' }],
        quickAccessArticles: [],
      }),
    ).toBe(true);
  });

  it('validates error bodies with the moved-article action', () => {
    expect(Value.Check(ErrorResponseSchema, { message: 'Moved', statusCode: 404, action: 'redirect', payload: { route: '/haber/x-10001' } })).toBe(true);
    expect(Value.Check(ErrorResponseSchema, { message: 'x', statusCode: 99 })).toBe(false);
  });
});

describe('query schemas', () => {
  it('bounds article queries', () => {
    expect(validate(ArticlesQuerySchema, { sort: 'agingPopular', page: 2, limit: 50, useHasNextPage: true }).ok).toBe(true);
    expect(validate(ArticlesQuerySchema, { limit: 51 }).ok).toBe(false);
    expect(validate(ArticlesQuerySchema, { page: 0 }).ok).toBe(false);
    expect(validate(ArticlesQuerySchema, { sort: 'oldest' }).ok).toBe(false);
    expect(validate(ArticlesQuerySchema, { foo: 1 }).ok).toBe(false);
    expect(validate(CategoryQuerySchema, { withSubs: true }).ok).toBe(true);
    expect(validate(CategoryQuerySchema, { other: true }).ok).toBe(false);
  });

  it('accepts time cursors as bounded strings (the API parses the date strictly)', () => {
    expect(validate(ArticlesQuerySchema, { before: '2026-11-20T09:00:00.000Z', beforeId: 10501, since: '2026-11-19T09:00:00+03:00' }).ok).toBe(true);
    expect(validate(ArticlesQuerySchema, { before: `2026-11-20T09:00:00.000000${'0'.repeat(20)}Z` }).ok).toBe(false);
    expect(validate(ArticlesQuerySchema, { beforeId: 0 }).ok).toBe(false);
    expect(validate(ArticlesQuerySchema, { beforeId: 1.5 }).ok).toBe(false);
  });

  it('declares the defaults', () => {
    expect(Value.Default(ArticlesQuerySchema, {})).toEqual({ sort: 'recent', page: 1, limit: 20, useHasNextPage: false });
  });
});

describe('isQuiz', () => {
  it('detects question entries and Test or quiz categories', () => {
    const article = articleFixture();
    expect(isQuiz(article)).toBe(false);
    expect(isQuiz({ ...article, entries: [...article.entries, { mode: 'question' }] })).toBe(true);
    expect(isQuiz({ ...article, categories: [{ ...article.categories[0], name: 'Test' }] })).toBe(true);
    expect(isQuiz({ ...article, categories: [{ ...article.categories[1], slug: 'quiz' }] })).toBe(true);
  });
});
