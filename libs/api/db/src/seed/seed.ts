import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { EDITIONS, type Edition } from '@meydan/shared/util/routing';
import type { Db, Queryable } from '../db.types';
import { IMAGE_FORMATS, IMAGE_VARIANTS, renderImages } from './images';
import { planSeed, SEED_BASE_DATE, type SeedPlan } from './plan';
import { seedColumnists } from './columnist-seed';
import { seedComments } from './comments-seed';
import { seedConversations } from './conversations-seed';
import { seedSocialGraph } from './social-graph-seed';
import { ENTERTAINMENT_TABLES, seedEntertainment } from './entertainment-seed';
import { seedExchangeRates } from './exchange-rates';
import { seedStorefrontAndMetadata, STOREFRONT_SEED_TABLES } from './storefront-seed';
import { renderVideos, VIDEO_RENDITIONS } from './videos';

export { planSeed, SEED_ARTICLE_COUNTS, SEED_BASE_DATE, seedBaseDate } from './plan';

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  role: 'member' | 'editor' | 'admin';
  name: string;
}

/** Sign-in accounts for local use and e2e tests; never seed these into production. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'uye', email: 'member@meydan.local', password: 'meydan-member-1', role: 'member', name: 'Meydan Üye' },
  { username: 'editor', email: 'editor@meydan.local', password: 'meydan-editor-1', role: 'editor', name: 'Meydan Editör' },
  { username: 'admin', email: 'admin@meydan.local', password: 'meydan-admin-1', role: 'admin', name: 'Meydan Admin' },
];

// ARCHITECTURE §7: argon2id with m ≥ 19 MiB and t ≥ 2 (the library's default algorithm is argon2id).
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface SeedOptions {
  /** Folder the API serves at /media; images go to {mediaDir}/images/{id}/{width}.{jpg|webp}. */
  mediaDir: string;
  /** Empty a database that already has content instead of refusing. */
  force?: boolean;
  imageConcurrency?: number;
  /**
   * When the newest article is published; every other date is reckoned back from it. Default:
   * SEED_BASE_DATE, the date tests pin; `npm run seed` passes the seeding hour (seedBaseDate).
   */
  baseDate?: Date;
}

export interface SeedSummary {
  editions: Record<Edition, { categories: number; tags: number; articles: number; listed: number; authors: number }>;
  images: number;
  imagesRendered: number;
  /** Stored daily exchange rates (every base and instrument). */
  exchangeRates: number;
  mediaDir: string;
  accounts: ReadonlyArray<Omit<DemoAccount, 'name'>>;
  baseDate: string;
  durationMs: number;
}

export class SeedRefusedError extends Error {
  constructor() {
    super('The database already has content; run the seed with --force to wipe it first.');
    this.name = 'SeedRefusedError';
  }
}

const CONTENT_TABLES = [
  'demo_seed',
  ...STOREFRONT_SEED_TABLES,
  ...ENTERTAINMENT_TABLES,
  'article_authors',
  'article_tags',
  'article_categories',
  'articles',
  'tags',
  'categories',
  'users',
  'videos',
  'images',
];

export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM articles) + (SELECT count(*) FROM categories) + (SELECT count(*) FROM users) AS n',
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/** Empties every content table (and anything referencing them) and restarts legacy ids at 10001. */
export async function truncateContent(db: Queryable): Promise<void> {
  await db.exec(`TRUNCATE ${CONTENT_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
}

async function insertRecords(tx: Queryable, table: string, columns: Record<string, string>, records: object[]): Promise<void> {
  if (records.length === 0) return;
  const names = Object.keys(columns);
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${definition})`,
    [JSON.stringify(records)],
  );
}

async function writePlan(tx: Queryable, plan: SeedPlan, passwordHashes: readonly string[]): Promise<void> {
  await insertRecords(
    tx,
    'images',
    { id: 'uuid', kind: 'text', width: 'int', height: 'int', base_path: 'text', variants: 'jsonb', dominant_color: 'text' },
    plan.images.map((image) => ({
      id: image.id,
      kind: 'illustration',
      width: 1920,
      height: 1080,
      base_path: `images/${image.id}`,
      variants: IMAGE_VARIANTS.map((v) => ({ name: v.name, width: v.width, height: v.height, formats: [...IMAGE_FORMATS] })),
      dominant_color: image.dominantColor,
    })),
  );
  await insertRecords(
    tx,
    'videos',
    { id: 'uuid', base_path: 'text', width: 'int', height: 'int', duration_seconds: 'int', renditions: 'jsonb', poster_image_id: 'uuid' },
    plan.videos.map((video) => ({
      id: video.id,
      base_path: `videos/${video.id}`,
      width: video.width,
      height: video.height,
      duration_seconds: video.durationSeconds,
      renditions: VIDEO_RENDITIONS.map((r) => ({ width: r.width, height: r.height, format: r.format, type: r.type })),
      poster_image_id: video.poster.id,
    })),
  );
  await insertRecords(
    tx,
    'categories',
    { id: 'uuid', edition: 'text', slug: 'text', parent_id: 'uuid', name: 'text', route: 'text', position: 'int' },
    plan.categories.map((c) => ({
      id: c.id,
      edition: c.edition,
      slug: c.slug,
      parent_id: c.parentId,
      name: c.name,
      route: c.route,
      position: c.position,
    })),
  );
  await insertRecords(
    tx,
    'tags',
    { id: 'uuid', edition: 'text', name: 'text', slug: 'text', route: 'text' },
    plan.tags.map((t) => ({ id: t.id, edition: t.edition, name: t.name, slug: t.slug, route: t.route })),
  );
  const userColumns = {
    id: 'uuid',
    username: 'text',
    email: 'text',
    password_hash: 'text',
    name: 'text',
    edition: 'text',
    role: 'text',
    email_verified: 'boolean',
    created_at: 'timestamptz',
  };
  await insertRecords(tx, 'users', userColumns, [
    ...plan.authors.map((a) => ({
      id: a.id,
      username: a.username,
      email: a.email,
      password_hash: null,
      name: a.name,
      edition: a.edition,
      role: 'editor',
      email_verified: true,
      created_at: '2024-01-15T09:00:00Z',
    })),
    ...DEMO_ACCOUNTS.map((account, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index + 1}`,
      username: account.username,
      email: account.email,
      password_hash: passwordHashes[index],
      name: account.name,
      edition: null,
      role: account.role,
      email_verified: true,
      created_at: '2025-01-01T09:00:00Z',
    })),
  ]);
  await insertRecords(
    tx,
    'articles',
    {
      id: 'uuid',
      legacy_id: 'bigint',
      edition: 'text',
      kind: 'text',
      title: 'text',
      slug: 'text',
      description: 'text',
      seo_alt_title: 'text',
      seo_description: 'text',
      entries: 'jsonb',
      is_test: 'boolean',
      is_draft: 'boolean',
      is_hidden: 'boolean',
      is_deleted: 'boolean',
      published_at: 'timestamptz',
      modified_at: 'timestamptz',
      created_at: 'timestamptz',
      image_id: 'uuid',
      facebook_image_id: 'uuid',
      quiz: 'jsonb',
      labels: 'text[]',
      is_video: 'boolean',
      show_video_page_design: 'boolean',
      redirect_url: 'text',
      view_count: 'bigint',
      share_count: 'bigint',
      reaction_count: 'bigint',
      moved_to_article_id: 'uuid',
      ig_posted_at: 'timestamptz',
    },
    plan.articles.map((a) => ({
      id: a.id,
      legacy_id: a.legacyId,
      edition: a.edition,
      kind: a.kind,
      title: a.title,
      slug: a.slug,
      description: a.description,
      seo_alt_title: a.seoAltTitle,
      seo_description: a.seoDescription,
      entries: a.entries,
      is_test: a.isTest,
      is_draft: a.isDraft,
      is_hidden: a.isHidden,
      is_deleted: a.isDeleted,
      published_at: a.publishedAt.toISOString(),
      modified_at: a.modifiedAt.toISOString(),
      created_at: a.publishedAt.toISOString(),
      image_id: a.imageId,
      facebook_image_id: a.imageId,
      quiz: a.quiz,
      labels: a.labels,
      is_video: a.isVideo,
      show_video_page_design: a.showVideoPageDesign,
      redirect_url: a.redirectUrl,
      view_count: a.viewCount,
      share_count: a.shareCount,
      reaction_count: a.reactionCount,
      moved_to_article_id: a.movedToId,
      ig_posted_at: a.igPostedAt?.toISOString() ?? null,
    })),
  );
  await tx.query("SELECT setval('articles_legacy_id_seq', (SELECT max(legacy_id) FROM articles))");
  await insertRecords(
    tx,
    'article_categories',
    { article_id: 'uuid', category_id: 'uuid', position: 'int' },
    plan.articles.map((a) => ({ article_id: a.id, category_id: a.categoryId, position: 0 })),
  );
  await insertRecords(
    tx,
    'article_tags',
    { article_id: 'uuid', tag_id: 'uuid', position: 'int' },
    plan.articles.flatMap((a) => a.tagIds.map((tagId, position) => ({ article_id: a.id, tag_id: tagId, position }))),
  );
  await insertRecords(
    tx,
    'article_authors',
    { article_id: 'uuid', user_id: 'uuid', position: 'int' },
    plan.articles.flatMap((a) => a.authorIds.map((userId, position) => ({ article_id: a.id, user_id: userId, position }))),
  );
}

function summarize(plan: SeedPlan, baseDate: Date, imagesRendered: number, exchangeRates: number, mediaDir: string, startedAt: number): SeedSummary {
  const editions = Object.fromEntries(
    EDITIONS.map((edition) => {
      const articles = plan.articles.filter((a) => a.edition === edition);
      return [
        edition,
        {
          categories: plan.categories.filter((c) => c.edition === edition).length,
          tags: plan.tags.filter((t) => t.edition === edition).length,
          articles: articles.length,
          listed: articles.filter((a) => !a.isDraft && !a.isHidden && !a.isDeleted && !a.movedToId).length,
          authors: plan.authors.filter((a) => a.edition === edition).length,
        },
      ];
    }),
  ) as SeedSummary['editions'];
  return {
    editions,
    images: plan.images.length,
    imagesRendered,
    exchangeRates,
    mediaDir,
    accounts: DEMO_ACCOUNTS.map(({ username, email, password, role }) => ({ username, email, password, role })),
    baseDate: baseDate.toISOString(),
    durationMs: Date.now() - startedAt,
  };
}

/**
 * Loads the deterministic demo data set: the §2.6 category tree, tags, authors and ~300
 * articles in tr/en/ru, generated images, and the demo accounts. Refuses a database that
 * already has content unless `force` is set, which empties it first. All rows are written
 * in one transaction while the images render alongside.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const startedAt = Date.now();
  const mediaDir = path.resolve(options.mediaDir);
  const baseDate = options.baseDate ?? SEED_BASE_DATE;
  const plan = planSeed(baseDate);
  const empty = await isDatabaseEmpty(db);
  if (!empty && !options.force) throw new SeedRefusedError();
  const rendering = renderImages(plan.images, mediaDir, options.imageConcurrency);
  const renderingVideos = renderVideos(mediaDir, plan.videos);
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hash(a.password, PASSWORD_HASH_OPTIONS)));
  const writing = db.transaction(async (tx) => {
    if (!empty) await truncateContent(tx);
    await writePlan(tx, plan, passwordHashes);
    await tx.query('INSERT INTO demo_seed (base_date) VALUES ($1)', [baseDate.toISOString()]);
  });
  const [imagesRendered] = await Promise.all([rendering, writing, renderingVideos]);
  // These build on the articles, authors and tags just written.
  const extras = { mediaDir, imageConcurrency: options.imageConcurrency };
  await seedColumnists(db, extras);
  await seedEntertainment(db, extras);
  await seedStorefrontAndMetadata(db, { ...extras, baseDate });
  const exchangeRates = await seedExchangeRates(db, { baseDate });
  // Demo comments and notifications between the demo accounts (needs both the accounts and the articles).
  await seedComments(db, baseDate);
  // Demo follows and favourites between the demo accounts and staff authors (profile counts and tabs).
  await seedSocialGraph(db, baseDate);
  // Demo conversations between the demo accounts and a few authors, with unread messages for uye.
  await seedConversations(db, baseDate);
  return summarize(plan, baseDate, imagesRendered, exchangeRates, mediaDir, startedAt);
}

export function formatSummary(summary: SeedSummary): string {
  const lines = [`Seeded Meydan demo data (base date ${summary.baseDate}) in ${(summary.durationMs / 1000).toFixed(1)} s`];
  for (const edition of EDITIONS) {
    const e = summary.editions[edition];
    lines.push(
      `  ${edition}: ${e.articles} articles (${e.listed} listed), ${e.categories} categories, ${e.tags} tags, ${e.authors} authors`,
    );
  }
  lines.push(`  images: ${summary.images} (${summary.imagesRendered} rendered now) in ${summary.mediaDir}`);
  lines.push(`  exchange rates: ${summary.exchangeRates} daily rates`);
  lines.push('  demo accounts (username / e-mail / password / role):');
  for (const account of summary.accounts) {
    lines.push(`    ${account.username} / ${account.email} / ${account.password} / ${account.role}`);
  }
  return lines.join('\n');
}
