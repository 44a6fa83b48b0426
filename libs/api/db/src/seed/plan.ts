import {
  categoryPath,
  EDITIONS,
  SECTION_KEYS,
  SECTIONS,
  slugify,
  tagRouteFor,
  LIVING_TEST_TAG_NAMES,
  type Edition,
  type SectionKey,
} from '@meydan/shared/util/routing';
import { BANK_EN } from './data/bank-en';
import { BANK_RU } from './data/bank-ru';
import { BANK_TR } from './data/bank-tr';
import type { LanguageBank } from './data/bank.types';
import type { QuizSeed } from './data/quiz-bank.types';
import { QUIZZES_EN } from './data/quizzes-en';
import { QUIZZES_RU } from './data/quizzes-ru';
import { QUIZZES_TR } from './data/quizzes-tr';
import { planExtraImages, planImages, type SeedImage } from './images';
import {
  embedEntry,
  fill,
  galleryBody,
  KIND_TITLES,
  listicleBody,
  paragraph,
  quizBody,
  videoBody,
  type KindBody,
  type StoredEntry,
  type StoredQuiz,
} from './plan-kinds';
import { Prng } from './prng';
import { applyInstagramPosts } from './instagram-posts';
import { applyRedirectFixtures } from './redirect-fixtures';
import { spreadCovers } from './covers';
import { planVideos, type SeedVideo } from './videos';

export type { StoredEntry, StoredQuiz } from './plan-kinds';

/**
 * The base date the tests and the throwaway platforms (e2e suite, benchmarks) pin the demo to:
 * its newest article is published then and every other date is reckoned back from it. `npm run
 * seed` takes the seeding hour instead (seedBaseDate), so a demo is fresh on the day it is seeded;
 * only the dates move with the base date, never the order or the content.
 */
export const SEED_BASE_DATE = new Date('2026-11-20T09:00:00Z');
const HOUR_MS = 3_600_000;

/** The base date of a seed run at `now`: the start of its hour (so never in the future). */
export function seedBaseDate(now: Date = new Date()): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}
export const SEED_IMAGE_COUNT = 60;
/** Pictures per section on top of SEED_IMAGE_COUNT, so covers repeat less (they cost no draw of the seed). */
export const SEED_EXTRA_IMAGES_PER_SECTION = 4;
/** SPEC issue 3: twenty short videos, spread over the editions. */
export const SEED_VIDEO_COUNT = 20;
const SEED = 20_261_120;

export const BANKS: Readonly<Record<Edition, LanguageBank>> = { tr: BANK_TR, en: BANK_EN, ru: BANK_RU };
export const QUIZ_BANKS: Readonly<Record<Edition, readonly QuizSeed[]>> = { tr: QUIZZES_TR, en: QUIZZES_EN, ru: QUIZZES_RU };

/** Plain news per edition; the other kinds come on top (see {@link SEED_ARTICLE_COUNTS}). */
const NEWS_COUNTS: Readonly<Record<Edition, number>> = { tr: 340, en: 290, ru: 270 };
const GALLERY_COUNT = 10;
/** Leaves whose subjects suit a photo gallery. */
const GALLERY_LEAVES = ['photography', 'travel', 'nature', 'animals', 'fashion', 'celebrities'] as const;

/** Which editions the videos go to, round robin (tr, en, ru, tr, …). */
function videoEdition(index: number): Edition {
  return EDITIONS[index % EDITIONS.length] as Edition;
}

const LISTICLES_PER_EDITION = (edition: Edition) => Object.keys(BANKS[edition].listicleItems).length * KIND_TITLES.listicle[edition].length;

/** Articles per edition: news, listicles (every subject × title form), galleries, videos and the quiz bank. */
export const SEED_ARTICLE_COUNTS: Readonly<Record<Edition, number>> = Object.fromEntries(
  EDITIONS.map((edition) => [
    edition,
    NEWS_COUNTS[edition] +
      LISTICLES_PER_EDITION(edition) +
      GALLERY_COUNT +
      Array.from({ length: SEED_VIDEO_COUNT }, (_, i) => videoEdition(i)).filter((e) => e === edition).length +
      QUIZ_BANKS[edition].length,
  ]),
) as Record<Edition, number>;

export interface PlannedCategory {
  id: string;
  edition: Edition;
  slug: string;
  parentId: string | null;
  name: string;
  route: string;
  position: number;
}

export interface PlannedTag {
  id: string;
  edition: Edition;
  name: string;
  slug: string;
  route: string;
}

export interface PlannedAuthor {
  id: string;
  edition: Edition;
  username: string;
  email: string;
  name: string;
}

export type PlannedKind = 'news' | 'listicle' | 'quiz' | 'video' | 'gallery';

export interface PlannedArticle {
  id: string;
  edition: Edition;
  kind: PlannedKind;
  quiz: StoredQuiz | null;
  labels: Array<'special' | 'expert' | 'sponsored'>;
  isVideo: boolean;
  showVideoPageDesign: boolean;
  redirectUrl: string | null;
  title: string;
  slug: string;
  description: string;
  seoAltTitle: string | null;
  seoDescription: string;
  entries: StoredEntry[];
  isTest: boolean;
  isDraft: boolean;
  isHidden: boolean;
  isDeleted: boolean;
  publishedAt: Date;
  modifiedAt: Date;
  imageId: string;
  viewCount: number;
  shareCount: number;
  reactionCount: number;
  movedToId: string | null;
  /** When Meydan posted the story to Instagram; null for the many it never posted. */
  igPostedAt: Date | null;
  categoryId: string;
  tagIds: string[];
  authorIds: string[];
  legacyId: number;
}

export interface SeedPlan {
  images: SeedImage[];
  videos: SeedVideo[];
  categories: PlannedCategory[];
  tags: PlannedTag[];
  authors: PlannedAuthor[];
  articles: PlannedArticle[];
}

interface Leaf {
  section: SectionKey;
  key: string;
}

/** Every §2.6 subcategory; sections without subcategories (news, other) are leaves themselves. */
export const LEAVES: readonly Leaf[] = SECTION_KEYS.flatMap((section) => {
  const subs: readonly string[] = SECTIONS[section];
  return subs.length > 0 ? subs.map((key) => ({ section, key })) : [{ section, key: section }];
});

/** Leaves with a generator of their own: they take no plain news. */
const SPECIAL_LEAVES = new Set(['quiz', 'listicle', 'video']);

/**
 * The order leaves take news in: every other leaf once per round, and the news section twice
 * more, since breaking news is what a news site publishes most.
 */
const ROTATION: readonly Leaf[] = [
  ...LEAVES.filter((leaf) => !SPECIAL_LEAVES.has(leaf.key)),
  { section: 'news', key: 'news' },
  { section: 'news', key: 'news' },
];

function capitalize(text: string, edition: Edition): string {
  return text.charAt(0).toLocaleUpperCase(edition) + text.slice(1);
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

function planCategories(rng: Prng): PlannedCategory[] {
  const categories: PlannedCategory[] = [];
  for (const edition of EDITIONS) {
    const bank = BANKS[edition];
    SECTION_KEYS.forEach((section, position) => {
      const parent: PlannedCategory = {
        id: rng.uuid(),
        edition,
        slug: section,
        parentId: null,
        name: bank.sections[section].name,
        route: categoryPath(edition, section),
        position,
      };
      categories.push(parent);
      (SECTIONS[section] as readonly string[]).forEach((sub, subPosition) => {
        const name = bank.subcategoryNames[sub];
        if (!name) throw new Error(`Missing ${edition} name for subcategory ${sub}`);
        categories.push({
          id: rng.uuid(),
          edition,
          slug: sub,
          parentId: parent.id,
          name,
          route: categoryPath(edition, section, sub),
          position: subPosition,
        });
      });
    });
  }
  return categories;
}

function planTags(rng: Prng): { tags: PlannedTag[]; byName: Map<string, PlannedTag> } {
  const tags: PlannedTag[] = [];
  const byName = new Map<string, PlannedTag>();
  for (const edition of EDITIONS) {
    const bank = BANKS[edition];
    const names = [...SECTION_KEYS.flatMap((s) => bank.sections[s].tags), ...bank.generalTags, ...Object.values(LIVING_TEST_TAG_NAMES[edition])];
    for (const name of names) {
      const route = tagRouteFor(edition, name);
      const existing = tags.find((t) => t.edition === edition && t.route === route);
      if (existing) {
        byName.set(`${edition}:${name}`, existing);
        continue;
      }
      const tag = { id: rng.uuid(), edition, name, slug: slugify(name, { edition }), route };
      tags.push(tag);
      byName.set(`${edition}:${name}`, tag);
    }
  }
  return { tags, byName };
}

function planAuthors(rng: Prng): PlannedAuthor[] {
  return EDITIONS.flatMap((edition) =>
    BANKS[edition].authors.map((name) => {
      const username = slugify(name, { edition }).replace(/-/g, '.');
      return { id: rng.uuid(), edition, username, email: `${username}@meydan.local`, name };
    }),
  );
}

function quoteSentence(bank: LanguageBank, section: SectionKey, rng: Prng): string {
  const expert = rng.pick(bank.experts);
  const quote = rng.pick(bank.sections[section].quotes);
  const endsWithStop = quote.endsWith('.');
  return fill(rng.pick(bank.quoteFormats[expert.gender]), {
    role: rng.pick(bank.sections[section].roles),
    name: expert.name,
    quote,
    quoteBare: endsWithStop ? quote.slice(0, -1) : quote,
    comma: endsWithStop ? ',' : '',
  });
}

interface BodyInput {
  edition: Edition;
  bank: LanguageBank;
  leaf: Leaf;
  subject: string;
  place: string;
  sectionImages: readonly SeedImage[];
  extraImages: readonly SeedImage[];
  coverId: string;
}

/** The shared raw material of a body: filled detail sentences, an opening and a closing. */
function bodyParts(input: BodyInput, rng: Prng): { details: string[]; opening: string; closing: string } {
  const { bank, leaf, subject, place, edition } = input;
  const values = { subject, place, Place: capitalize(place, edition), n: rng.int(5, 14) };
  const sectionDetails = bank.sections[leaf.section].details;
  const details = rng.shuffle([...bank.details, ...sectionDetails]).map((d) => fill(d, values));
  return { details, opening: fill(rng.pick(bank.openings), values), closing: rng.pick(bank.closings) };
}

/** A news body: paragraphs with a quote, an inline photo and, now and then, a quoted post. */
function newsBody(input: BodyInput, serial: number, rng: Prng): KindBody {
  const { bank, leaf } = input;
  const { details, opening, closing } = bodyParts(input, rng);
  const otherImages = input.sectionImages.filter((image) => image.id !== input.coverId);
  const inlineImage = (otherImages.length > 0 ? rng.pick(otherImages) : rng.pick(input.sectionImages)).id;
  const paragraphs = rng.int(3, 6);
  const middle: string[][] = [];
  let next = 0;
  for (let i = 0; i < paragraphs - 2; i += 1) {
    const sentences = [details[next++] as string, details[next++] as string];
    if (i === 0) sentences.splice(1, 0, quoteSentence(bank, leaf.section, rng));
    middle.push(sentences);
  }
  if (middle.length === 0) middle.push([quoteSentence(bank, leaf.section, rng)]);
  const entries: StoredEntry[] = [{ mode: 'text', text: paragraph([opening, details[next++] as string]) }];
  entries.push({ mode: 'image', imageId: inlineImage, text: { plain: rng.pick(bank.captions) } });
  // Every twelfth story quotes a social post or a clip, as live news often does.
  if (serial % 12 === 5) entries.push(embedEntry(input.edition, serial));
  for (const sentences of middle) entries.push({ mode: 'text', text: paragraph(sentences) });
  entries.push({ mode: 'text', text: paragraph([details[next++] as string, closing]) });
  return { description: opening, entries };
}

/**
 * A title no other article of the edition has: walks every (subject, template) pair from a
 * random start, so it only fails when the leaf's combinations are really used up.
 */
function uniqueTitle(
  edition: Edition,
  templates: readonly string[],
  subjects: readonly string[],
  used: Set<string>,
  rng: Prng,
  values: (subject: string) => Record<string, string | number> = () => ({}),
): { title: string; subject: string; place: string } {
  const bank = BANKS[edition];
  const combos = subjects.length * templates.length;
  const start = rng.int(0, combos - 1);
  for (let attempt = 0; attempt < combos * 3; attempt += 1) {
    const combo = (start + attempt) % combos;
    const subject = subjects[combo % subjects.length] as string;
    const template = templates[Math.floor(combo / subjects.length)] as string;
    const place = rng.pick(bank.places);
    const title = fill(template, { subject, place, n: rng.int(5, 12), ...values(subject) });
    if (!used.has(title)) {
      used.add(title);
      return { title, subject, place };
    }
  }
  throw new Error(`Could not find a fresh ${edition} title among ${combos} combinations`);
}

/**
 * A heavy-tailed view count: most articles get a few thousand views, a handful go viral. No
 * comment count: an article's count is that of its comments (the triggers of migration 0019 keep
 * it), and a made-up one showed "Comments (11)" above an empty list.
 */
function engagement(rng: Prng): Pick<PlannedArticle, 'viewCount' | 'shareCount' | 'reactionCount'> {
  const viral = rng.chance(0.05) ? rng.int(6, 15) : 1;
  const viewCount = Math.round(Math.exp(7.6 + 1.1 * rng.gaussian()) * viral) + rng.int(20, 200);
  const shareCount = Math.round(viewCount * (0.004 + rng.next() * 0.03));
  // The draw the comment count took, still taken: every later value of the stream stays as it was.
  rng.next();
  return { viewCount, shareCount, reactionCount: Math.round(viewCount * (0.01 + rng.next() * 0.04)) };
}

/** Indices (per edition, in generation order) that exercise the non-listed states. */
const SPECIAL: Readonly<Record<Edition, { draft: number[]; hidden: number[]; deleted: number[]; moved: Array<[number, number]> }>> = {
  tr: { draft: [3], hidden: [8], deleted: [20], moved: [[14, 15]] },
  en: { draft: [4], hidden: [12], deleted: [], moved: [[9, 10]] },
  ru: { draft: [5], hidden: [11], deleted: [], moved: [[16, 17]] },
};

interface EditionContext {
  edition: Edition;
  bank: LanguageBank;
  rng: Prng;
  images: readonly SeedImage[];
  extraImages: readonly SeedImage[];
  categories: readonly PlannedCategory[];
  byName: ReadonlyMap<string, PlannedTag>;
  authors: readonly PlannedAuthor[];
  used: Set<string>;
}

function tagIdsFor(ctx: EditionContext, names: readonly string[]): string[] {
  return [
    ...new Set(
      names.map((name) => {
        const tag = ctx.byName.get(`${ctx.edition}:${name}`);
        if (!tag) throw new Error(`Unknown ${ctx.edition} tag ${name}`);
        return tag.id;
      }),
    ),
  ];
}

/** One article of any kind, with the fields every kind shares filled the same way. */
function makeArticle(
  ctx: EditionContext,
  leaf: Leaf,
  kind: PlannedKind,
  title: { title: string; subject: string },
  cover: SeedImage,
  content: KindBody & { quiz?: StoredQuiz },
  extraTags: readonly string[] = [],
): PlannedArticle {
  const { edition, bank, rng } = ctx;
  const category = ctx.categories.find((c) => c.edition === edition && c.slug === leaf.key);
  if (!category) throw new Error(`No ${edition} category ${leaf.key}`);
  const sectionTags = rng.sample(bank.sections[leaf.section].tags, rng.int(1, 2));
  const generalTags = rng.sample(bank.generalTags, rng.int(1, 2));
  const labelRoll = rng.next();
  return {
    id: rng.uuid(),
    edition,
    kind,
    quiz: content.quiz ?? null,
    // Editors flag a few stories as special coverage and a few as expert explainers (SPEC §3), and
    // a few are paid (sponsored: a badge, no interstitial ad).
    labels: kind !== 'news' ? [] : labelRoll < 0.06 ? ['special'] : labelRoll < 0.1 ? ['expert'] : labelRoll >= 0.97 ? ['sponsored'] : [],
    isVideo: kind === 'video',
    showVideoPageDesign: kind === 'video' && leaf.key === 'video',
    redirectUrl: null,
    title: title.title,
    slug: slugify(title.title, { edition }),
    description: content.description,
    seoAltTitle: rng.chance(0.3) ? `${bank.altTitlePrefix}: ${title.subject}` : null,
    seoDescription: truncate(content.description, 160),
    entries: content.entries,
    isTest: kind === 'quiz',
    isDraft: false,
    isHidden: false,
    isDeleted: false,
    publishedAt: SEED_BASE_DATE,
    modifiedAt: SEED_BASE_DATE,
    imageId: cover.id,
    ...engagement(rng),
    movedToId: null,
    igPostedAt: null,
    categoryId: category.id,
    tagIds: tagIdsFor(ctx, [...extraTags, ...sectionTags, ...generalTags]),
    authorIds: rng.sample(ctx.authors, rng.chance(0.2) ? 2 : 1).map((a) => a.id),
    legacyId: 0,
  };
}

function sectionImages(ctx: EditionContext, section: SectionKey): SeedImage[] {
  return ctx.images.filter((image) => image.section === section);
}

function extraImages(ctx: EditionContext, section: SectionKey): SeedImage[] {
  return ctx.extraImages.filter((image) => image.section === section);
}

/**
 * A first cover, drawn as the seed always drew it (the body avoids it for its inline picture);
 * spreadCovers hands out the final ones once the articles have their dates.
 */
function pickCover(ctx: EditionContext, section: SectionKey): SeedImage {
  return ctx.rng.pick(sectionImages(ctx, section));
}

function leafOf(key: string): Leaf {
  const leaf = LEAVES.find((l) => l.key === key);
  if (!leaf) throw new Error(`Unknown leaf ${key}`);
  return leaf;
}

function bodyInput(ctx: EditionContext, leaf: Leaf, title: { subject: string; place: string }, cover: SeedImage): BodyInput {
  return {
    edition: ctx.edition,
    bank: ctx.bank,
    leaf,
    subject: title.subject,
    place: title.place,
    sectionImages: sectionImages(ctx, leaf.section),
    extraImages: extraImages(ctx, leaf.section),
    coverId: cover.id,
  };
}

function planNews(ctx: EditionContext): PlannedArticle[] {
  return Array.from({ length: NEWS_COUNTS[ctx.edition] }, (_, i) => {
    const leaf = ROTATION[i % ROTATION.length] as Leaf;
    const title = uniqueTitle(ctx.edition, ctx.bank.titles, subjectsOf(ctx, leaf), ctx.used, ctx.rng);
    const cover = pickCover(ctx, leaf.section);
    return makeArticle(ctx, leaf, 'news', title, cover, newsBody(bodyInput(ctx, leaf, title, cover), i, ctx.rng));
  });
}

function subjectsOf(ctx: EditionContext, leaf: Leaf): readonly string[] {
  const subjects = ctx.bank.subjects[leaf.key];
  if (!subjects || subjects.length === 0) throw new Error(`No ${ctx.edition} subjects for ${leaf.key}`);
  return subjects;
}

function planListicles(ctx: EditionContext): PlannedArticle[] {
  const leaf = leafOf('listicle');
  const subjects = Object.keys(ctx.bank.listicleItems);
  return Array.from({ length: LISTICLES_PER_EDITION(ctx.edition) }, () => {
    const title = uniqueTitle(ctx.edition, KIND_TITLES.listicle[ctx.edition], subjects, ctx.used, ctx.rng, (subject) => ({
      n: ctx.bank.listicleItems[subject]?.length ?? 6,
    }));
    const cover = pickCover(ctx, leaf.section);
    const input = bodyInput(ctx, leaf, title, cover);
    return makeArticle(ctx, leaf, 'listicle', title, cover, listicleBody({ ...input, section: leaf.section, ...bodyParts(input, ctx.rng) }, ctx.rng));
  });
}

function planGalleries(ctx: EditionContext): PlannedArticle[] {
  return Array.from({ length: GALLERY_COUNT }, (_, i) => {
    const leaf = leafOf(GALLERY_LEAVES[i % GALLERY_LEAVES.length] as string);
    const frames = ctx.rng.int(6, 10);
    const title = uniqueTitle(ctx.edition, KIND_TITLES.gallery[ctx.edition], subjectsOf(ctx, leaf), ctx.used, ctx.rng, () => ({ n: frames }));
    const cover = pickCover(ctx, leaf.section);
    const input = bodyInput(ctx, leaf, title, cover);
    const body = galleryBody({ ...input, section: leaf.section, ...bodyParts(input, ctx.rng) }, frames, ctx.rng);
    return makeArticle(ctx, leaf, 'gallery', title, cover, body);
  });
}

function planVideoArticles(ctx: EditionContext, videos: readonly SeedVideo[], posters: ReadonlyMap<string, SeedImage>): PlannedArticle[] {
  return videos.map((video, i) => {
    // Most clips live in the video section (video page design); every third one in its own section.
    const leaf = i % 3 === 2 ? (ROTATION.find((l) => l.section === video.section) ?? leafOf('video')) : leafOf('video');
    // The clip's own title first; a section's later clips reuse titles, so those get a template.
    const own = video.title[ctx.edition];
    const title = ctx.used.has(own)
      ? uniqueTitle(ctx.edition, KIND_TITLES.video[ctx.edition], subjectsOf(ctx, leaf), ctx.used, ctx.rng)
      : { title: own, subject: own, place: ctx.rng.pick(ctx.bank.places) };
    ctx.used.add(title.title);
    const cover = posters.get(video.id) ?? pickCover(ctx, leaf.section);
    const input = bodyInput(ctx, leaf, title, cover);
    const body = videoBody({ ...input, section: leaf.section, ...bodyParts(input, ctx.rng) }, video.id);
    return makeArticle(ctx, leaf, 'video', title, cover, body);
  });
}

function planQuizzes(ctx: EditionContext): PlannedArticle[] {
  const leaf = leafOf('quiz');
  const images = sectionImages(ctx, leaf.section);
  return QUIZ_BANKS[ctx.edition].map((quiz) => {
    if (ctx.used.has(quiz.title)) throw new Error(`Duplicate ${ctx.edition} quiz title ${quiz.title}`);
    ctx.used.add(quiz.title);
    const cover = pickCover(ctx, leaf.section);
    const body = quizBody(quiz, ctx.bank.quizIntro, ctx.bank.quizOutro, images, ctx.rng);
    return makeArticle(ctx, leaf, 'quiz', { title: quiz.title, subject: quiz.title }, cover, body, [LIVING_TEST_TAG_NAMES[ctx.edition][quiz.topic]]);
  });
}

/**
 * Builds the whole data set in memory from one seeded PRNG: identical on every run, and for
 * another base date the same but for its dates, which all move with it.
 */
export function planSeed(baseDate: Date = SEED_BASE_DATE): SeedPlan {
  const rng = new Prng(SEED);
  const images = planImages(SECTION_KEYS, SEED_IMAGE_COUNT, rng);
  const extra = planExtraImages(SECTION_KEYS, SEED_EXTRA_IMAGES_PER_SECTION, Math.ceil(SEED_IMAGE_COUNT / SECTION_KEYS.length));
  const videos = planVideos(SECTION_KEYS, SEED_VIDEO_COUNT, rng);
  const posters = new Map(videos.map((video) => [video.id, video.poster]));
  const categories = planCategories(rng);
  const { tags, byName } = planTags(rng);
  const authors = planAuthors(rng);
  const articles: PlannedArticle[] = [];
  const sectionOfCategory = new Map(categories.flatMap((c) => LEAVES.filter((leaf) => leaf.key === c.slug).map((leaf) => [c.id, leaf.section] as const)));

  for (const edition of EDITIONS) {
    const ctx: EditionContext = {
      edition,
      bank: BANKS[edition],
      rng,
      images,
      extraImages: extra,
      categories,
      byName,
      authors: authors.filter((a) => a.edition === edition),
      used: new Set<string>(),
    };
    const planned = [
      ...planNews(ctx),
      ...planListicles(ctx),
      ...planGalleries(ctx),
      ...planVideoArticles(ctx, videos.filter((_, i) => videoEdition(i) === edition), posters),
      ...planQuizzes(ctx),
    ];
    // Publication times interleave kinds and sections, walking back from the base date in 1–12 h steps.
    let at = baseDate.getTime();
    for (const article of rng.shuffle([...planned])) {
      article.publishedAt = new Date(at);
      article.modifiedAt = rng.chance(0.3) ? new Date(at + rng.int(1, 48) * HOUR_MS) : new Date(at);
      if (article.modifiedAt > baseDate) article.modifiedAt = new Date(baseDate);
      at -= rng.int(60, 720) * 60_000;
    }
    // Videos keep their posters as covers.
    spreadCovers(
      planned.filter((article) => article.kind !== 'video'),
      (article) => sectionOfCategory.get(article.categoryId) as SectionKey,
      (section) => [...sectionImages(ctx, section), ...extraImages(ctx, section)],
      EDITIONS.indexOf(edition) * 5,
    );
    const special = SPECIAL[edition];
    for (const i of special.draft) (planned[i] as PlannedArticle).isDraft = true;
    for (const i of special.hidden) (planned[i] as PlannedArticle).isHidden = true;
    for (const i of special.deleted) (planned[i] as PlannedArticle).isDeleted = true;
    for (const [from, to] of special.moved) (planned[from] as PlannedArticle).movedToId = (planned[to] as PlannedArticle).id;
    articles.push(...planned);
  }

  // Legacy ids grow with publication time across editions, like a real archive.
  [...articles]
    .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id.localeCompare(b.id))
    .forEach((article, index) => {
      article.legacyId = 10_001 + index;
    });

  applyRedirectFixtures(articles);
  applyInstagramPosts(articles, baseDate);
  return { images: [...images, ...extra, ...posters.values()], videos, categories, tags, authors, articles };
}
