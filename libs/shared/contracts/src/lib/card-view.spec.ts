/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { FooterCardsResponseSchema, HomeCardsResponseSchema } from './browse.schema';
import { toArticleCard, toCardItems, toFooterCards, toHomeCards } from './card-view';
import { ArticleCardListResponseSchema, ArticleCardSchema, ArticleListResponseSchema, ArticleSummarySchema, type ArticleSummary } from './content.schema';
import { articleFixture } from './fixtures';
// Registers the date-time format that Value.Check needs.
import './validate';

function summary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  const { entries: _entries, quiz: _quiz, ...rest } = articleFixture();
  return { ...rest, labels: ['special'], kind: 'news', ...overrides };
}

describe('the card view', () => {
  it('keeps what a card shows and nothing else', () => {
    const card = toArticleCard(summary({ igPostedAt: '2026-11-20T11:00:00.000Z', readMinutes: 4 }));
    expect([...Value.Errors(ArticleCardSchema, card)].map((e) => e.path + ' ' + e.message)).toEqual([]);
    expect(card).toEqual({
      _id: '6f1c1e36-4a51-4a43-9d6f-0a3c6f0c6b11',
      legacyId: 10001,
      title: 'Dolar güne yükselişle başladı',
      route: '/haber/dolar-gune-yukselisle-basladi-10001',
      description: 'Piyasalarda gün yükselişle başladı.',
      published: '2026-11-20T09:00:00.000Z',
      igPostedAt: '2026-11-20T11:00:00.000Z',
      kind: 'news',
      labels: ['special'],
      readMinutes: 4,
      categories: [
        { name: 'İş Dünyası', route: '/business' },
        { name: 'Ekonomi', route: '/business/economy' },
      ],
      image: {
        resolutions: {
          standard: { url: '/media/images/img-1/620.jpg', width: 620, height: 349, webpUrl: '/media/images/img-1/620.webp' },
          high: { url: '/media/images/img-1/1024.jpg', width: 1024, height: 576, webpUrl: '/media/images/img-1/1024.webp' },
        },
      },
    });
    // A card is never mistaken for a full summary (the API's serializer relies on it).
    expect(Value.Check(ArticleSummarySchema, card)).toBe(false);
  });

  it('leaves optional fields out instead of sending empty ones', () => {
    const card = toArticleCard(summary({ image: null, labels: [], kind: undefined }));
    expect(card.image).toBeNull();
    expect(card).not.toHaveProperty('labels');
    expect(card).not.toHaveProperty('kind');
    expect(card).not.toHaveProperty('igPostedAt');
    expect(card).not.toHaveProperty('readMinutes');
    expect(Value.Check(ArticleCardSchema, card)).toBe(true);
  });

  it('projects lists, home widgets and the footer', () => {
    const list = toCardItems({ items: [summary()], pagination: { page: 1, limit: 20, hasNextPage: false } });
    expect(Value.Check(ArticleCardListResponseSchema, list)).toBe(true);
    expect(list.pagination).toEqual({ page: 1, limit: 20, hasNextPage: false });
    const home = toHomeCards({
      widgets: [
        { id: 'recent', type: 'recent', title: 'Son', items: [summary()] },
        { id: 'economy', type: 'category', title: 'Ekonomi', categoryId: 'c2', items: [summary()] },
      ],
    });
    expect(Value.Check(HomeCardsResponseSchema, home)).toBe(true);
    // Category widgets link to their section (cards name categories without ids).
    expect(home.widgets.map((widget) => widget.route)).toEqual([undefined, '/business/economy']);
    const footer = toFooterCards({ popularMegaFooterArticles: [summary()], recentMegaFooterArticles: [], footerHashtags: [{ _id: 't1', name: 'Ekonomi', route: '/etiket/ekonomi-haberleri' }], quickAccessArticles: [] });
    expect(Value.Check(FooterCardsResponseSchema, footer)).toBe(true);
  });
});

// The API answers either view from one route whose 200 schema is the union of both forms.
describe('a route answering in either view', () => {
  const app = Fastify();
  let base = '';
  const list = { items: [summary()], pagination: { page: 1, limit: 20, hasNextPage: false } };

  beforeAll(async () => {
    const response = Type.Union([ArticleListResponseSchema, ArticleCardListResponseSchema]);
    app.get<{ Querystring: { view?: string } }>('/articles', { schema: { response: { 200: response } } }, async (request) =>
      request.query.view === 'card' ? toCardItems(list) : list,
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => app.close());

  it('serializes full summaries whole and cards as cards', async () => {
    const full = await (await fetch(`${base}/articles`)).json();
    expect(full.items[0]).toEqual(JSON.parse(JSON.stringify(summary())));
    const cards = await (await fetch(`${base}/articles?view=card`)).json();
    expect(cards).toEqual(JSON.parse(JSON.stringify(toCardItems(list))));
  }, 20_000);
});
