import { EDITIONS } from '@meydan/shared/util/routing';
import { planStorefront } from './storefront-seed';

const BASE = new Date('2026-11-20T09:00:00Z');

describe('storefront seed plan', () => {
  const plan = planStorefront(BASE);

  it('is deterministic', () => {
    expect(planStorefront(BASE)).toEqual(plan);
  });

  it('gives every edition several showcases of 20–40 products with unique keys', () => {
    for (const edition of EDITIONS) {
      const feeds = plan.feeds.filter((feed) => feed.edition === edition);
      expect(feeds.length).toBeGreaterThanOrEqual(5);
      expect(new Set(feeds.map((feed) => feed.key)).size).toBe(feeds.length);
      for (const feed of feeds) {
        const count = plan.items.filter((item) => item.feed_id === feed.id).length;
        expect(count).toBeGreaterThanOrEqual(20);
        expect(count).toBeLessThanOrEqual(40);
        expect(feed.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('prices items in the edition currency, with any earlier price above the current one', () => {
    const currency = new Map(plan.feeds.map((feed) => [feed.id, { tr: 'TRY', en: 'USD', ru: 'RUB' }[feed.edition]]));
    for (const item of plan.items) {
      expect(item.currency).toBe(currency.get(item.feed_id));
      expect(item.price_minor).toBeGreaterThan(0);
      if (item.list_price_minor !== null) expect(item.list_price_minor).toBeGreaterThan(item.price_minor);
      expect(item.url).toMatch(/^https:\/\/[a-z0-9.-]+\.example\//);
    }
  });

  it('draws one picture per product look and reuses it across editions', () => {
    const ids = new Set(plan.images.map((image) => image.id));
    expect(ids.size).toBe(plan.images.length);
    for (const item of plan.items) expect(ids.has(item.image_id)).toBe(true);
    expect(plan.images.length).toBeLessThan(plan.items.length / 3);
  });
});
