import { access, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import sharp from 'sharp';
import { EDITIONS, SECTION_KEYS, SECTIONS } from '@meydan/shared/util/routing';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { IMAGE_FORMATS, IMAGE_VARIANTS, imageFile } from './images';
import { LEAVES, SEED_EXTRA_IMAGES_PER_SECTION, SEED_IMAGE_COUNT, SEED_VIDEO_COUNT } from './plan';
import { planExchangeRates } from './exchange-rates';
import { DEMO_ACCOUNTS, planSeed, seed, SEED_ARTICLE_COUNTS, SEED_BASE_DATE, SeedRefusedError } from './seed';

// The first run on a machine renders every image and video (cached afterwards).
jest.setTimeout(300_000);

// Shared across test files and runs: images are content-addressed, so they render once.
const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');

describe('seed plan', () => {
  const plan = planSeed();

  it('is deterministic: same titles, ids and legacy ids on every run', () => {
    const again = planSeed();
    expect(again.articles.map((a) => [a.id, a.legacyId, a.title])).toEqual(plan.articles.map((a) => [a.id, a.legacyId, a.title]));
    expect(again.images.map((i) => i.id)).toEqual(plan.images.map((i) => i.id));
  });

  it('writes at least 300 articles with unique titles and legacy ids from 10001', () => {
    expect(plan.articles.length).toBeGreaterThanOrEqual(300);
    for (const edition of EDITIONS) {
      const titles = plan.articles.filter((a) => a.edition === edition).map((a) => a.title);
      expect(titles).toHaveLength(SEED_ARTICLE_COUNTS[edition]);
      expect(new Set(titles).size).toBe(titles.length);
    }
    expect(plan.articles.map((a) => a.legacyId).sort((a, b) => a - b)[0]).toBe(10001);
  });

  it('covers the whole §2.6 tree in every edition with translated names', () => {
    for (const edition of EDITIONS) {
      const categories = plan.categories.filter((c) => c.edition === edition);
      const subCount = SECTION_KEYS.reduce((n, s) => n + SECTIONS[s].length, 0);
      expect(categories).toHaveLength(SECTION_KEYS.length + subCount);
      for (const leaf of LEAVES) {
        const category = categories.find((c) => c.slug === leaf.key);
        expect(plan.articles.some((a) => a.edition === edition && a.categoryId === category?.id)).toBe(true);
      }
    }
    const names = (slug: string) => EDITIONS.map((e) => plan.categories.find((c) => c.edition === e && c.slug === slug)?.name);
    expect(names('economy')).toEqual(['Ekonomi', 'Economy', 'Экономика']);
    expect(plan.categories.find((c) => c.edition === 'ru' && c.slug === 'economy')?.route).toBe('/business-novosti/economy');
  });

  it('gives every article 2–4 tags (quizzes one more: their topic), an author, a cover and a body in its language', () => {
    for (const article of plan.articles) {
      expect(article.tagIds.length).toBeGreaterThanOrEqual(2);
      expect(article.tagIds.length).toBeLessThanOrEqual(article.kind === 'quiz' ? 5 : 4);
      expect(article.authorIds.length).toBeGreaterThanOrEqual(1);
      const text = article.entries.filter((e) => e.mode === 'text');
      if (article.kind === 'news') {
        expect(text.length).toBeGreaterThanOrEqual(3);
        expect(text.length).toBeLessThanOrEqual(6);
      }
      expect(JSON.stringify(article.entries).toLowerCase()).not.toContain('lorem');
    }
    const ru = plan.articles.find((a) => a.edition === 'ru' && a.kind === 'news');
    expect(ru?.description).toMatch(/[а-яё]/i);
    expect(plan.tags.find((t) => t.edition === 'tr' && t.name === 'Ekonomi')?.route).toBe('/etiket/ekonomi-haberleri');
    expect(plan.tags.find((t) => t.edition === 'en' && t.name === 'Economy')?.route).toBe('/tag/economy-news');
  });

  it('has at least 1,000 articles of every kind: 30+ quizzes of both types, 20 videos, galleries, listicles, embeds, labels', () => {
    expect(plan.articles.length).toBeGreaterThanOrEqual(1000);
    const quizzes = plan.articles.filter((a) => a.kind === 'quiz' && a.isTest && a.entries.some((e) => e.mode === 'question'));
    expect(quizzes.length).toBeGreaterThanOrEqual(30);
    expect(quizzes.filter((a) => a.quiz?.type === 'personality').length).toBeGreaterThanOrEqual(15);
    expect(quizzes.filter((a) => a.quiz?.type === 'trivia').length).toBeGreaterThanOrEqual(15);
    const videos = plan.articles.filter((a) => a.kind === 'video' && a.isVideo);
    expect(new Set(videos.flatMap((a) => a.entries.flatMap((e) => (e.mode === 'video' ? [e.videoId] : [])))).size).toBe(20);
    expect(plan.videos).toHaveLength(20);
    expect(videos.some((a) => a.showVideoPageDesign)).toBe(true);
    expect(plan.articles.filter((a) => a.kind === 'gallery' && a.entries.filter((e) => e.mode === 'gallery').length >= 6).length).toBeGreaterThanOrEqual(30);
    expect(plan.articles.some((a) => a.kind === 'listicle' && a.entries.some((e) => e.mode === 'listicle'))).toBe(true);
    expect(plan.articles.some((a) => a.entries.some((e) => e.mode === 'embed'))).toBe(true);
    expect(plan.articles.some((a) => a.labels.includes('special'))).toBe(true);
    expect(plan.articles.some((a) => a.labels.includes('expert'))).toBe(true);
    expect(plan.articles.some((a) => a.labels.includes('sponsored'))).toBe(true);
  });

  it('includes the unlisted states', () => {
    expect(plan.articles.filter((a) => a.isDraft).length).toBeGreaterThanOrEqual(2);
    expect(plan.articles.filter((a) => a.isHidden).length).toBeGreaterThanOrEqual(2);
    expect(plan.articles.filter((a) => a.movedToId).length).toBeGreaterThanOrEqual(2);
  });
});

describe('seed into a database', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });

  afterAll(async () => {
    await testDb.cleanup();
  });

  const titles = async () =>
    (await testDb.db.query<{ title: string; legacy_id: number }>('SELECT title, legacy_id FROM articles ORDER BY legacy_id')).rows;

  it('loads everything, refuses a second run, and reloads the same data with force', async () => {
    const summary = await seed(testDb.db, { mediaDir: MEDIA_DIR });
    expect(summary.editions.tr).toMatchObject({ articles: SEED_ARTICLE_COUNTS.tr, categories: 50, authors: 8 });
    expect(summary.accounts.map((a) => a.username)).toEqual(['uye', 'editor', 'admin']);
    const first = await titles();
    const total = SEED_ARTICLE_COUNTS.tr + SEED_ARTICLE_COUNTS.en + SEED_ARTICLE_COUNTS.ru;
    expect(first).toHaveLength(total);

    await expect(seed(testDb.db, { mediaDir: MEDIA_DIR })).rejects.toBeInstanceOf(SeedRefusedError);

    await seed(testDb.db, { mediaDir: MEDIA_DIR, force: true });
    expect(await titles()).toEqual(first);
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*) AS n FROM articles');
    expect(Number(rows[0]?.n)).toBe(total);
    // The rates history is replaced, not added to, by a forced reseed.
    const rates = await testDb.db.query<{ n: number }>('SELECT count(*) AS n FROM exchange_rates');
    expect(Number(rates.rows[0]?.n)).toBe(summary.exchangeRates);
    expect(summary.exchangeRates).toBe(planExchangeRates(SEED_BASE_DATE).length);
  });

  it('gives every article the comment count of its comments, no made-up one', async () => {
    const { rows } = await testDb.db.query<{ title: string; stored: string; comments: string }>(
      `SELECT a.title, a.comment_count AS stored, (SELECT count(*) FROM comments c WHERE c.article_id = a.id) AS comments
         FROM articles a WHERE a.comment_count <> 0 OR EXISTS (SELECT 1 FROM comments c WHERE c.article_id = a.id)`,
    );
    // The demo comments (all public) sit on the newest article of each edition.
    expect(rows).toHaveLength(3);
    for (const row of rows) expect({ title: row.title, count: Number(row.stored) }).toEqual({ title: row.title, count: Number(row.comments) });
  });

  it('hashes demo passwords with argon2id (m=19456, t=2)', async () => {
    const { rows } = await testDb.db.query<{ username: string; password_hash: string; role: string }>(
      "SELECT username, password_hash, role FROM users WHERE email LIKE '%@meydan.local' AND password_hash IS NOT NULL ORDER BY username",
    );
    expect(rows.map((r) => [r.username, r.role])).toEqual([
      ['admin', 'admin'],
      ['editor', 'editor'],
      ['uye', 'member'],
    ]);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const account = DEMO_ACCOUNTS.find((a) => a.username === row.username);
      expect(await verify(row.password_hash, account?.password ?? '')).toBe(true);
    }
  });

  it('writes every image in the four 16:9 resolutions as jpg and webp, the webp within its budget', async () => {
    // Section artwork plus one poster per video (showcase, columnist and actor pictures come on top).
    const planned = planSeed().images.map((image) => image.id);
    expect(planned).toHaveLength(SEED_IMAGE_COUNT + SEED_EXTRA_IMAGES_PER_SECTION * SECTION_KEYS.length + SEED_VIDEO_COUNT);
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM images WHERE id = ANY($1::uuid[])', [planned]);
    expect(rows).toHaveLength(planned.length);
    // What a card or a page fetches (browsers take the webp): a detailed drawing may not cost a
    // reader more than this (the largest seed pictures take about two thirds of it).
    const webpBudget: Record<number, number> = { 620: 32 * 1024, 1024: 64 * 1024, 1536: 96 * 1024, 1920: 128 * 1024 };
    const overBudget: string[] = [];
    for (const { id } of rows) {
      for (const variant of IMAGE_VARIANTS) {
        for (const format of IMAGE_FORMATS) await access(imageFile(MEDIA_DIR, id, variant.width, format));
        const { size } = await stat(imageFile(MEDIA_DIR, id, variant.width, 'webp'));
        if (size > (webpBudget[variant.width] as number)) overBudget.push(`${id} ${variant.width}.webp: ${size} bytes`);
      }
    }
    expect(overBudget).toEqual([]);
    const meta = await sharp(imageFile(MEDIA_DIR, (rows[0] as { id: string }).id, 620, 'webp')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 620, 349]);
  });
});
