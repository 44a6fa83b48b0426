import {
  categoryPath,
  EDITIONS,
  SECTION_KEYS,
  SECTIONS,
  slugify,
  tagRouteFor,
  type Edition,
  type SectionKey,
} from '@meydan/shared/util/routing';
import { BANK_EN } from './data/bank-en';
import { BANK_RU } from './data/bank-ru';
import { BANK_TR } from './data/bank-tr';
import type { LanguageBank } from './data/bank.types';
import { planImages, type SeedImage } from './images';
import { Prng } from './prng';

export const SEED_BASE_DATE = new Date('2026-11-20T09:00:00Z');
export const SEED_ARTICLE_COUNTS: Readonly<Record<Edition, number>> = { tr: 200, en: 170, ru: 150 };
export const SEED_IMAGE_COUNT = 40;
const SEED = 20_261_120;

export const BANKS: Readonly<Record<Edition, LanguageBank>> = { tr: BANK_TR, en: BANK_EN, ru: BANK_RU };

const LISTICLE_TITLES: Readonly<Record<Edition, string>> = {
  tr: '{subject}: {n} öneri',
  en: '{subject}: {n} picks',
  ru: '{subject}: {n} идей',
};
const QUIZ_TITLES: Readonly<Record<Edition, string>> = {
  tr: '{subject}: bu soruların hepsini bilebilecek misin?',
  en: '{subject}: can you answer every question?',
  ru: '{subject}: сможете ли вы ответить на все вопросы?',
};

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

/** Article body entries as stored: images are referenced by id and resolved by the API. */
export type StoredEntry =
  | { mode: 'text'; text: { plain: string; html: string } }
  | { mode: 'image'; imageId: string; text: { plain: string } }
  | { mode: 'listicle'; title: string; text: { plain: string; html: string }; imageId?: string }
  | { mode: 'question'; title: string; question: { answers: Array<{ text: string; isCorrect: boolean }> } };

export interface PlannedArticle {
  id: string;
  edition: Edition;
  kind: 'news' | 'listicle' | 'quiz';
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
  commentCount: number;
  reactionCount: number;
  movedToId: string | null;
  categoryId: string;
  tagIds: string[];
  authorIds: string[];
  legacyId: number;
}

export interface SeedPlan {
  images: SeedImage[];
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

/**
 * The order leaves take articles in: every leaf once per round, and the news section three
 * times, since breaking news is what a news site publishes most.
 */
const ROTATION: readonly Leaf[] = [...LEAVES, { section: 'news', key: 'news' }, { section: 'news', key: 'news' }];

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function capitalize(text: string, edition: Edition): string {
  return text.charAt(0).toLocaleUpperCase(edition) + text.slice(1);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function paragraph(sentences: string[]): { plain: string; html: string } {
  const plain = sentences.join(' ');
  return { plain, html: `<p>${escapeHtml(plain)}</p>` };
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
    const names = [...SECTION_KEYS.flatMap((s) => bank.sections[s].tags), ...bank.generalTags];
    for (const name of names) {
      const route = tagRouteFor(edition, name);
      if (tags.some((t) => t.edition === edition && t.route === route)) continue;
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
  coverId: string;
}

function body(input: BodyInput, rng: Prng): { entries: StoredEntry[]; description: string; kind: PlannedArticle['kind'] } {
  const { bank, leaf, subject, place, edition } = input;
  const values = { subject, place, Place: capitalize(place, edition), n: rng.int(5, 14) };
  const sectionDetails = bank.sections[leaf.section].details;
  const details = rng.shuffle([...bank.details, ...sectionDetails]).map((d) => fill(d, values));
  const opening = fill(rng.pick(bank.openings), values);
  const closing = rng.pick(bank.closings);
  const otherImages = input.sectionImages.filter((image) => image.id !== input.coverId);
  const inlineImage = (otherImages.length > 0 ? rng.pick(otherImages) : rng.pick(input.sectionImages)).id;

  if (leaf.key === 'quiz') {
    const questions = rng.sample(bank.quiz, 4);
    return {
      kind: 'quiz',
      description: bank.quizIntro,
      entries: [
        { mode: 'text', text: paragraph([opening, bank.quizIntro]) },
        ...questions.map(
          (q, index): StoredEntry => ({
            mode: 'question',
            title: `${index + 1}. ${q.question}`,
            question: { answers: q.answers.map((text, i) => ({ text, isCorrect: i === q.correct })) },
          }),
        ),
        { mode: 'text', text: paragraph([bank.quizOutro]) },
      ],
    };
  }

  if (leaf.key === 'listicle') {
    const items = bank.listicleItems[subject] ?? [];
    return {
      kind: 'listicle',
      description: opening,
      entries: [
        { mode: 'text', text: paragraph([opening, details[0] as string]) },
        ...items.map(
          (item, index): StoredEntry => ({
            mode: 'listicle',
            title: `${index + 1}. ${item}`,
            text: paragraph([fill(bank.listicleBlurbs[index % bank.listicleBlurbs.length] as string, { item })]),
            ...(index % 3 === 0 ? { imageId: rng.pick(input.sectionImages).id } : {}),
          }),
        ),
        { mode: 'text', text: paragraph([closing]) },
      ],
    };
  }

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
  for (const sentences of middle) entries.push({ mode: 'text', text: paragraph(sentences) });
  entries.push({ mode: 'text', text: paragraph([details[next++] as string, closing]) });
  return { kind: 'news', description: opening, entries };
}

function uniqueTitle(
  edition: Edition,
  bank: LanguageBank,
  leaf: Leaf,
  subjects: readonly string[],
  start: number,
  used: Set<string>,
  rng: Prng,
): { title: string; subject: string; place: string } {
  for (let attempt = 0; attempt < 64; attempt += 1) {
    const subject = subjects[(start + attempt) % subjects.length] as string;
    const place = rng.pick(bank.places);
    let template = rng.pick(bank.titles);
    if (leaf.key === 'quiz') template = QUIZ_TITLES[edition];
    if (leaf.key === 'listicle') template = LISTICLE_TITLES[edition];
    const n = leaf.key === 'listicle' ? (bank.listicleItems[subject]?.length ?? 6) : rng.int(5, 12);
    const title = fill(template, { subject, place, n });
    if (!used.has(title)) {
      used.add(title);
      return { title, subject, place };
    }
  }
  throw new Error(`Could not find a fresh ${edition} title for ${leaf.key}`);
}

/** A heavy-tailed view count: most articles get a few thousand views, a handful go viral. */
function engagement(rng: Prng): Pick<PlannedArticle, 'viewCount' | 'shareCount' | 'commentCount' | 'reactionCount'> {
  const viral = rng.chance(0.05) ? rng.int(6, 15) : 1;
  const viewCount = Math.round(Math.exp(7.6 + 1.1 * rng.gaussian()) * viral) + rng.int(20, 200);
  return {
    viewCount,
    shareCount: Math.round(viewCount * (0.004 + rng.next() * 0.03)),
    commentCount: Math.round(viewCount * (0.001 + rng.next() * 0.006)),
    reactionCount: Math.round(viewCount * (0.01 + rng.next() * 0.04)),
  };
}

/** Indices (per edition, in generation order) that exercise the non-listed states. */
const SPECIAL: Readonly<Record<Edition, { draft: number[]; hidden: number[]; deleted: number[]; moved: Array<[number, number]> }>> = {
  tr: { draft: [3], hidden: [8], deleted: [20], moved: [[14, 15]] },
  en: { draft: [4], hidden: [12], deleted: [], moved: [[9, 10]] },
  ru: { draft: [5], hidden: [11], deleted: [], moved: [[16, 17]] },
};

/** Builds the whole data set in memory from one seeded PRNG: identical on every run. */
export function planSeed(): SeedPlan {
  const rng = new Prng(SEED);
  const images = planImages(SECTION_KEYS, SEED_IMAGE_COUNT, rng);
  const categories = planCategories(rng);
  const { tags, byName } = planTags(rng);
  const authors = planAuthors(rng);
  const articles: PlannedArticle[] = [];

  for (const edition of EDITIONS) {
    const bank = BANKS[edition];
    const used = new Set<string>();
    const count = SEED_ARTICLE_COUNTS[edition];
    const editionAuthors = authors.filter((a) => a.edition === edition);
    const planned: PlannedArticle[] = [];
    for (let i = 0; i < count; i += 1) {
      const leaf = ROTATION[i % ROTATION.length] as Leaf;
      const subjects = bank.subjects[leaf.key];
      if (!subjects || subjects.length === 0) throw new Error(`No ${edition} subjects for ${leaf.key}`);
      const { title, subject, place } = uniqueTitle(edition, bank, leaf, subjects, Math.floor(i / ROTATION.length) + rng.int(0, 3), used, rng);
      const sectionImages = images.filter((image) => image.section === leaf.section);
      const cover = rng.pick(sectionImages);
      const { entries, description, kind } = body({ edition, bank, leaf, subject, place, sectionImages, coverId: cover.id }, rng);
      const category = categories.find((c) => c.edition === edition && c.slug === leaf.key);
      if (!category) throw new Error(`No ${edition} category ${leaf.key}`);
      const sectionTags = rng.sample(bank.sections[leaf.section].tags, rng.int(1, 2));
      const generalTags = rng.sample(bank.generalTags, rng.int(1, 2));
      const tagIds = [...sectionTags, ...generalTags].map((name) => {
        const tag = byName.get(`${edition}:${name}`);
        if (!tag) throw new Error(`Unknown ${edition} tag ${name}`);
        return tag.id;
      });
      const authorIds = rng.sample(editionAuthors, rng.chance(0.2) ? 2 : 1).map((a) => a.id);
      planned.push({
        id: rng.uuid(),
        edition,
        kind,
        title,
        slug: slugify(title, { edition }),
        description,
        seoAltTitle: rng.chance(0.3) ? `${bank.altTitlePrefix}: ${subject}` : null,
        seoDescription: truncate(description, 160),
        entries,
        isTest: kind === 'quiz',
        isDraft: false,
        isHidden: false,
        isDeleted: false,
        publishedAt: SEED_BASE_DATE,
        modifiedAt: SEED_BASE_DATE,
        imageId: cover.id,
        ...engagement(rng),
        movedToId: null,
        categoryId: category.id,
        tagIds: [...new Set(tagIds)],
        authorIds,
        legacyId: 0,
      });
    }
    // Publication times interleave sections, walking back from the base date in 1–12 h steps.
    let at = SEED_BASE_DATE.getTime();
    for (const article of rng.shuffle(planned)) {
      article.publishedAt = new Date(at);
      article.modifiedAt = rng.chance(0.3) ? new Date(at + rng.int(1, 48) * 3_600_000) : new Date(at);
      if (article.modifiedAt > SEED_BASE_DATE) article.modifiedAt = new Date(SEED_BASE_DATE);
      at -= rng.int(60, 720) * 60_000;
    }
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

  return { images, categories, tags, authors, articles };
}
