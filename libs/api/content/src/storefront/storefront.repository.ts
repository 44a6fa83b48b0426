import type { Queryable } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';

export interface StorefrontFeedRow {
  id: string;
  key: string;
  title: string;
  description: string;
  cover_image_id: string | null;
  updated_at: Date;
  item_count: number;
}

export interface StorefrontItemRow {
  id: string;
  title: string;
  description: string;
  image_id: string | null;
  price_minor: string | number;
  list_price_minor: string | number | null;
  currency: string;
  store_name: string;
  url: string;
  is_available: boolean;
}

const FEED_COLUMNS = `f.id, f.key, f.title, f.description, f.cover_image_id, f.updated_at,
  (SELECT count(*)::int FROM storefront_items i WHERE i.feed_id = f.id) AS item_count`;

/** Published showcases only: a draft or withdrawn feed is invisible to readers. */
export class StorefrontRepository {
  constructor(private readonly db: Queryable) {}

  async listFeeds(edition: Edition): Promise<StorefrontFeedRow[]> {
    const { rows } = await this.db.query<StorefrontFeedRow>(
      `SELECT ${FEED_COLUMNS} FROM storefront_feeds f WHERE f.edition = $1 AND f.is_published ORDER BY f.position, f.title`,
      [edition],
    );
    return rows;
  }

  async findFeed(edition: Edition, key: string): Promise<StorefrontFeedRow | null> {
    const { rows } = await this.db.query<StorefrontFeedRow>(
      `SELECT ${FEED_COLUMNS} FROM storefront_feeds f WHERE f.edition = $1 AND f.key = $2 AND f.is_published`,
      [edition, key],
    );
    return rows[0] ?? null;
  }

  async pageItems(feedId: string, limit: number, offset: number): Promise<StorefrontItemRow[]> {
    const { rows } = await this.db.query<StorefrontItemRow>(
      `SELECT id, title, description, image_id, price_minor, list_price_minor, currency, store_name, url, is_available
       FROM storefront_items WHERE feed_id = $1 ORDER BY position LIMIT $2 OFFSET $3`,
      [feedId, limit, offset],
    );
    return rows;
  }
}
