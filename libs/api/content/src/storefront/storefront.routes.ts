import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, HttpError, type LocalizedText, pageWindow, paginate, requestEdition, setPublicEditionCache } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import {
  StorefrontFeedListResponseSchema,
  StorefrontFeedParamsSchema,
  StorefrontFeedResponseSchema,
  StorefrontPageQuerySchema,
  VITRIN_MAX_PAGE_SIZE,
  VITRIN_PAGE_SIZE,
  type Image,
  type Price,
  type StorefrontFeedSummary,
  type StorefrontItem,
} from '@meydan/shared/contracts';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { mapImage } from '../content.mapper';
import type { ContentRepository } from '../content.repository';
import { StorefrontRepository, type StorefrontFeedRow, type StorefrontItemRow } from './storefront.repository';

export interface StorefrontRoutesOptions {
  db: Queryable;
  /** Reads the images of feeds and items (one query per page). */
  content: ContentRepository;
  mediaBaseUrl?: string;
}

const TEXT = {
  feedNotFound: { tr: 'Bu vitrin bulunamadı.', en: 'This showcase could not be found.', ru: 'Эта витрина не найдена.' },
} satisfies Record<string, LocalizedText>;

const ERRORS = errorResponses(400, 404, 500);

/** Minor units → amount, with the currency's own number of decimals (JPY 0, TRY 2, KWD 3). */
export function priceOf(minor: string | number, currency: string): Price {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return { amount: Number(minor) / 10 ** digits, currency };
}

/**
 * SPEC §7 storefront ("vitrin"): `GET /feed` lists the edition's published showcases and
 * `GET /feed/{key}` pages through one (15 products a page, §9). A page past the end answers an
 * empty list with the totals, like the article lists; the web turns that into its 404.
 */
export const storefrontRoutes: FastifyPluginAsync<StorefrontRoutesOptions> = async (instance, { db, content, mediaBaseUrl = '/media' }) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repository = new StorefrontRepository(db);
  const config = { cache: true, access: 'visitor' } as const;

  async function imagesOf(ids: ReadonlyArray<string | null>): Promise<Map<string, Image>> {
    const rows = await content.imagesByIds(ids.filter((id): id is string => id !== null));
    return new Map(rows.map((row) => [row.id, mapImage(row, { mediaBaseUrl }) as Image]));
  }

  const feedSummary = (edition: Edition, row: StorefrontFeedRow, images: Map<string, Image>): StorefrontFeedSummary => ({
    _id: row.id,
    key: row.key,
    title: row.title,
    description: row.description,
    cover: (row.cover_image_id && images.get(row.cover_image_id)) || null,
    itemCount: row.item_count,
    updated: row.updated_at.toISOString(),
    path: routePath(edition, 'content.vitrin.detail', { slug: row.key }),
  });

  const item = (row: StorefrontItemRow, images: Map<string, Image>): StorefrontItem => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    image: (row.image_id && images.get(row.image_id)) || null,
    price: priceOf(row.price_minor, row.currency),
    listPrice: row.list_price_minor === null ? null : priceOf(row.list_price_minor, row.currency),
    store: { name: row.store_name },
    url: row.url,
    isAvailable: row.is_available,
  });

  fastify.get(
    '/feed',
    { config, schema: { tags: ['storefront'], summary: "The edition's published showcases, in editorial order", response: { 200: StorefrontFeedListResponseSchema, ...ERRORS } } },
    async (request, reply) => {
      const edition = requestEdition(request);
      const rows = await repository.listFeeds(edition);
      const images = await imagesOf(rows.map((row) => row.cover_image_id));
      setPublicEditionCache(reply);
      return { items: rows.map((row) => feedSummary(edition, row, images)) };
    },
  );

  fastify.get(
    '/feed/:key',
    {
      config,
      schema: {
        tags: ['storefront'],
        summary: 'One showcase with a page of its products (15 by default)',
        params: StorefrontFeedParamsSchema,
        querystring: StorefrontPageQuerySchema,
        response: { 200: StorefrontFeedResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const edition = requestEdition(request);
      const feed = await repository.findFeed(edition, request.params.key);
      if (!feed) throw new HttpError(404, TEXT.feedNotFound);
      const window = pageWindow(request.query, { limit: VITRIN_PAGE_SIZE, maxLimit: VITRIN_MAX_PAGE_SIZE });
      const rows = await repository.pageItems(feed.id, window.limit, window.offset);
      const images = await imagesOf([feed.cover_image_id, ...rows.map((row) => row.image_id)]);
      setPublicEditionCache(reply);
      const page = paginate(rows, window, feed.item_count);
      return { feed: feedSummary(edition, feed, images), items: page.items.map((row) => item(row, images)), pagination: page.pagination };
    },
  );
};
