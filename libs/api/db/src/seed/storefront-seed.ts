import path from 'node:path';
import { EDITION_TIME_ZONES, EDITIONS, type Edition } from '@meydan/shared/util/routing';
import type { Db, Queryable } from '../db.types';
import { COLOURS, PRODUCT_TYPES, STOREFRONT_THEMES, STORES, type ProductType } from './data/storefront-catalogue';
import { PERIODIC_SERIES, siteMetadata } from './data/site-metadata';
import { insertDrawnImages, renderDrawnImages, type DrawnImage } from './drawn-images';
import { Prng } from './prng';
import { coverImage, productImage } from './storefront-images';

/** Tables this seed owns; the main seed's wipe list must include them. */
export const STOREFRONT_SEED_TABLES = ['storefront_items', 'storefront_feeds', 'periodic_content_issues', 'periodic_contents', 'site_metadata', 'client_config'] as const;

/** Issues linked per periodic series (the newest articles of its category, one a day). */
const ISSUES_PER_SERIES = 12;

export interface StorefrontSeedOptions {
  mediaDir: string;
  /** The main seed's base date (SEED_BASE_DATE), so feed dates line up with the articles. */
  baseDate: Date;
  imageConcurrency?: number;
}

export interface StorefrontSeedSummary {
  feeds: Record<Edition, number>;
  items: Record<Edition, number>;
  periodicSeries: number;
  periodicIssues: number;
  metadataKeys: number;
  images: number;
  imagesRendered: number;
}

interface FeedPlan {
  id: string;
  edition: Edition;
  key: string;
  title: string;
  description: string;
  cover_image_id: string;
  position: number;
  updated_at: string;
  created_at: string;
}

interface ItemPlan {
  id: string;
  feed_id: string;
  position: number;
  title: string;
  description: string;
  image_id: string;
  price_minor: number;
  list_price_minor: number | null;
  currency: string;
  store_name: string;
  url: string;
  is_available: boolean;
}

/** Each edition prices in its own currency at its usual price points (…,90 TL; $…99; … 990 ₽), in minor units. */
const PRICING: Record<Edition, { currency: string; minor: (usd: number) => number }> = {
  tr: { currency: 'TRY', minor: (usd) => Math.ceil((usd * 34.5) / 10) * 1000 - 10 },
  en: { currency: 'USD', minor: (usd) => Math.ceil(usd) * 100 - 1 },
  ru: { currency: 'RUB', minor: (usd) => (Math.ceil((usd * 96) / 100) * 100 - 10) * 100 },
};

const typeByKey = new Map(PRODUCT_TYPES.map((type) => [type.key, type]));

/** A theme's products, round-robin over its product types so every page mixes kinds. */
function themeProducts(keys: readonly string[]): Array<{ type: ProductType; colour: keyof typeof COLOURS }> {
  const types = keys.map((key) => {
    const type = typeByKey.get(key);
    if (!type) throw new Error(`Unknown storefront product type ${key}`);
    return type;
  });
  const rounds = Math.max(...types.map((type) => type.colours.length));
  return Array.from({ length: rounds }, (_, round) => types.flatMap((type) => (type.colours[round] ? [{ type, colour: type.colours[round] }] : []))).flat();
}

/** The deterministic storefront: 6 themed showcases per edition, 23–31 products each, and their pictures. */
export function planStorefront(baseDate: Date): { images: DrawnImage[]; feeds: FeedPlan[]; items: ItemPlan[] } {
  const images = new Map<string, DrawnImage>();
  const feeds: FeedPlan[] = [];
  const items: ItemPlan[] = [];
  const rng = new Prng(0x5f0e_2026);
  STOREFRONT_THEMES.forEach((theme, themeIndex) => {
    const products = themeProducts(theme.products);
    const pictures = products.map(({ type, colour }) => productImage(type.glyph, COLOURS[colour].hex));
    const cover = coverImage(theme.cover[0], theme.cover[1], products.slice(0, 3).map(({ type, colour }) => ({ glyph: type.glyph, colour: COLOURS[colour].hex })));
    for (const image of [cover, ...pictures]) images.set(image.id, image);
    for (const edition of EDITIONS) {
      const updated = new Date(baseDate.getTime() - (themeIndex * 2 + 1) * 86_400_000);
      const feed: FeedPlan = {
        id: rng.uuid(),
        edition,
        key: theme.key[edition],
        title: theme.title[edition],
        description: theme.description[edition],
        cover_image_id: cover.id,
        position: themeIndex,
        updated_at: updated.toISOString(),
        created_at: new Date(updated.getTime() - 30 * 86_400_000).toISOString(),
      };
      feeds.push(feed);
      const pricing = PRICING[edition];
      products.forEach(({ type, colour }, index) => {
        const price = pricing.minor(type.usd * (0.9 + rng.next() * 0.25));
        const list = rng.chance(0.35) ? pricing.minor(type.usd * (1.2 + rng.next() * 0.3)) : null;
        const store = rng.pick(STORES[edition]);
        items.push({
          id: rng.uuid(),
          feed_id: feed.id,
          position: index + 1,
          title: `${type.name[edition]}, ${COLOURS[colour].name[edition]}`,
          description: type.description[edition],
          image_id: (pictures[index] as DrawnImage).id,
          price_minor: price,
          list_price_minor: list !== null && list > price ? list : null,
          currency: pricing.currency,
          store_name: store.name,
          url: `https://${store.host}/${store.path}/${type.key}-${colour}?utm_source=meydan&utm_medium=vitrin&utm_campaign=${feed.key}`,
          is_available: !rng.chance(0.06),
        });
      });
    }
  });
  return { images: [...images.values()], feeds, items };
}

/** Inserts rows whose JSON keys are the table's columns (the rest take their defaults). */
async function insertRows(tx: Queryable, table: string, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).join(', ');
  await tx.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [JSON.stringify(rows)]);
}

async function writePeriodicSeries(tx: Queryable, edition: Edition): Promise<{ series: number; issues: number }> {
  let issues = 0;
  for (const series of PERIODIC_SERIES[edition]) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO periodic_contents (edition, key, title, description, frequency, publish_time, publish_day, category_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT id FROM categories WHERE edition = $1 AND slug = $8))
       RETURNING id`,
      [edition, series.key, series.title, series.description, series.frequency, series.time, series.day, series.category],
    );
    const inserted = await tx.query<{ n: number }>(
      `WITH picked AS (
         SELECT DISTINCT ON (day) a.id, day FROM (
           SELECT a.id, a.published_at, (a.published_at AT TIME ZONE $3)::date AS day
           FROM articles a JOIN article_categories ac ON ac.article_id = a.id JOIN categories c ON c.id = ac.category_id
           WHERE a.edition = $2 AND c.slug = $4 AND NOT a.is_draft AND NOT a.is_hidden AND NOT a.is_deleted AND a.moved_to_article_id IS NULL
         ) a ORDER BY day DESC, a.published_at DESC, a.id
       ), ins AS (
         INSERT INTO periodic_content_issues (periodic_content_id, article_id, issue_date)
         SELECT $1::uuid, id, day FROM picked ORDER BY day DESC LIMIT $5 RETURNING 1
       ) SELECT count(*)::int AS n FROM ins`,
      [rows[0]?.id, edition, EDITION_TIME_ZONES[edition], series.category, ISSUES_PER_SERIES],
    );
    issues += Number(inserted.rows[0]?.n ?? 0);
  }
  return { series: PERIODIC_SERIES[edition].length, issues };
}

/**
 * Seeds the storefront showcases with their products and pictures, the site metadata and the
 * periodic series of every edition. Run it after the main seed (the series link to its
 * articles and categories). It replaces whatever these tables held, in one transaction,
 * while the pictures render alongside (files already on disk are kept).
 */
export async function seedStorefrontAndMetadata(db: Db, options: StorefrontSeedOptions): Promise<StorefrontSeedSummary> {
  const mediaDir = path.resolve(options.mediaDir);
  const plan = planStorefront(options.baseDate);
  const rendering = renderDrawnImages(plan.images, mediaDir, options.imageConcurrency);
  const writing = db.transaction(async (tx) => {
    await tx.exec(`DELETE FROM ${STOREFRONT_SEED_TABLES.join('; DELETE FROM ')}`);
    await insertDrawnImages(tx, plan.images);
    await insertRows(tx, 'storefront_feeds', plan.feeds);
    await insertRows(tx, 'storefront_items', plan.items);
    const metadataUpdated = options.baseDate.toISOString();
    await insertRows(
      tx,
      'site_metadata',
      EDITIONS.flatMap((edition) => Object.entries(siteMetadata(edition)).map(([key, value]) => ({ edition, key, value, updated_at: metadataUpdated }))),
    );
    let series = 0;
    let issues = 0;
    for (const edition of EDITIONS) {
      const written = await writePeriodicSeries(tx, edition);
      series += written.series;
      issues += written.issues;
    }
    return { series, issues };
  });
  const [imagesRendered, periodic] = await Promise.all([rendering, writing]);
  const feedEdition = new Map(plan.feeds.map((feed) => [feed.id, feed.edition]));
  const perEdition = (editions: readonly Edition[]) => Object.fromEntries(EDITIONS.map((edition) => [edition, editions.filter((e) => e === edition).length])) as Record<Edition, number>;
  return {
    feeds: perEdition(plan.feeds.map((feed) => feed.edition)),
    items: perEdition(plan.items.map((item) => feedEdition.get(item.feed_id) as Edition)),
    periodicSeries: periodic.series,
    periodicIssues: periodic.issues,
    metadataKeys: Object.keys(siteMetadata('tr')).length,
    images: plan.images.length,
    imagesRendered,
  };
}
