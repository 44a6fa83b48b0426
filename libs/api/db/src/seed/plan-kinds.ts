import type { Edition, SectionKey } from '@meydan/shared/util/routing';
import type { LanguageBank } from './data/bank.types';
import type { QuizSeed } from './data/quiz-bank.types';
import type { SeedImage } from './images';
import type { Prng } from './prng';

/**
 * Body generators for the content kinds beyond plain news (SPEC §3): listicles, galleries,
 * videos and quizzes. Each returns stored entries (media referenced by id, resolved by the
 * API) and the article's description; plan.ts decides titles, categories and dates.
 */

export type StoredText = { plain: string; html: string };

/** Article body entries as stored: images and videos are referenced by id. */
export type StoredEntry =
  | { mode: 'text'; text: StoredText }
  | { mode: 'image'; imageId: string; text: { plain: string } }
  | { mode: 'gallery'; imageId: string; title: string; text: StoredText }
  | { mode: 'listicle'; title: string; text: StoredText; imageId?: string }
  | { mode: 'video'; videoId: string; title?: string; text?: StoredText }
  | { mode: 'embed'; embed: { url: string; provider: string; title: string } }
  | {
      mode: 'question';
      title: string;
      question: {
        answers: Array<{ text: string; isCorrect?: boolean; weights?: Record<string, number> }>;
        explanation?: string;
        pre?: boolean;
      };
    };

export interface StoredQuiz {
  type: 'trivia' | 'personality';
  results?: Array<{ id: string; title: string; description: string; imageId?: string }>;
  grades?: Array<{ minPercent: number; title: string; description: string }>;
}

export interface KindBody {
  entries: StoredEntry[];
  description: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function paragraph(sentences: readonly string[]): StoredText {
  const plain = sentences.join(' ');
  return { plain, html: `<p>${escapeHtml(plain)}</p>` };
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Title templates of the special kinds; {subject} and {n}/{place} as in the language banks. */
export const KIND_TITLES: Readonly<Record<'listicle' | 'gallery' | 'video', Readonly<Record<Edition, readonly string[]>>>> = {
  listicle: {
    tr: ['{subject}: {n} öneri', '{subject}: listemizdeki {n} favori', 'Editörlerimiz seçti — {subject}: {n} madde'],
    en: ['{subject}: {n} picks', '{subject}: our {n} favourites', 'Editors’ choice — {subject}: {n} ideas'],
    ru: ['{subject}: {n} идей', '{subject}: {n} любимых вариантов', 'Выбор редакции — {subject}: {n} пунктов'],
  },
  gallery: {
    tr: ['Fotoğraflarla: {subject}', '{subject}: objektife yansıyan {n} kare', 'Galeri | {subject}'],
    en: ['In pictures: {subject}', '{subject}: {n} frames worth seeing', 'Gallery | {subject}'],
    ru: ['В фотографиях: {subject}', '{subject}: {n} кадров, которые стоит увидеть', 'Фотогалерея | {subject}'],
  },
  video: {
    tr: ['Video | {subject}', '{subject}: izlemeden geçmeyin', 'Kameralar kayıttaydı: {subject}'],
    en: ['Watch: {subject}', '{subject}, on camera', 'Video | {subject}'],
    ru: ['Видео | {subject}', '{subject}: смотрите сами', 'Камера всё сняла: {subject}'],
  },
};

/** Caption heads of gallery frames ({n} is the frame number). */
const FRAME_TITLES: Readonly<Record<Edition, string>> = { tr: '{n}. kare', en: 'Frame {n}', ru: 'Кадр {n}' };

/** Third-party posts quoted in news bodies; shown click-to-load, never fetched by the seed. */
const EMBED_PROVIDERS = [
  { provider: 'x', url: (n: number) => `https://x.com/meydan/status/${1_860_000_000_000_000_000n + BigInt(n)}` },
  { provider: 'youtube', url: (n: number) => `https://www.youtube.com/watch?v=meydan${String(n).padStart(5, '0')}` },
  { provider: 'instagram', url: (n: number) => `https://www.instagram.com/p/Meydan${n.toString(36)}/` },
] as const;
const EMBED_TITLES: Readonly<Record<Edition, Readonly<Record<string, string>>>> = {
  tr: { x: 'Konuyla ilgili paylaşım', youtube: 'Olayın görüntüleri', instagram: 'Sosyal medyada gündem olan paylaşım' },
  en: { x: 'A post on the story', youtube: 'Footage of the event', instagram: 'The post everyone is talking about' },
  ru: { x: 'Публикация по теме', youtube: 'Видео с места событий', instagram: 'Пост, который обсуждают в соцсетях' },
};

export function embedEntry(edition: Edition, serial: number): StoredEntry {
  const choice = EMBED_PROVIDERS[serial % EMBED_PROVIDERS.length] as (typeof EMBED_PROVIDERS)[number];
  return { mode: 'embed', embed: { url: choice.url(serial), provider: choice.provider, title: EMBED_TITLES[edition][choice.provider] as string } };
}

export interface KindInput {
  edition: Edition;
  bank: LanguageBank;
  section: SectionKey;
  subject: string;
  /** Filled detail sentences of the section, in random order. */
  details: readonly string[];
  opening: string;
  closing: string;
  sectionImages: readonly SeedImage[];
  /** The section's further pictures (see SEED_EXTRA_IMAGES_PER_SECTION). */
  extraImages: readonly SeedImage[];
}

export function listicleBody(input: KindInput, rng: Prng): KindBody {
  const { bank, subject } = input;
  const items = bank.listicleItems[subject] ?? [];
  return {
    description: input.opening,
    entries: [
      { mode: 'text', text: paragraph([input.opening, input.details[0] as string]) },
      ...items.map(
        (item, index): StoredEntry => ({
          mode: 'listicle',
          title: `${index + 1}. ${item}`,
          text: paragraph([fill(bank.listicleBlurbs[index % bank.listicleBlurbs.length] as string, { item })]),
          ...(index % 3 === 0 ? { imageId: rng.pick(input.sectionImages).id } : {}),
        }),
      ),
      { mode: 'text', text: paragraph([input.closing]) },
    ],
  };
}

export function galleryBody(input: KindInput, frames: number, rng: Prng): KindBody {
  // The further pictures come after the shuffled ones: a long gallery shows no frame twice, and
  // the shuffle still takes as many draws as before.
  const images = [...rng.shuffle([...input.sectionImages]), ...input.extraImages];
  const entries: StoredEntry[] = [{ mode: 'text', text: paragraph([input.opening]) }];
  for (let i = 0; i < frames; i += 1) {
    entries.push({
      mode: 'gallery',
      imageId: (images[i % images.length] as SeedImage).id,
      title: fill(FRAME_TITLES[input.edition], { n: i + 1 }),
      text: paragraph([input.details[i % input.details.length] as string]),
    });
  }
  entries.push({ mode: 'text', text: paragraph([input.closing]) });
  return { description: input.opening, entries };
}

export function videoBody(input: KindInput, videoId: string): KindBody {
  return {
    description: input.opening,
    entries: [
      { mode: 'video', videoId, title: input.subject },
      { mode: 'text', text: paragraph([input.opening, input.details[0] as string]) },
      { mode: 'text', text: paragraph([input.details[1] as string, input.closing]) },
    ],
  };
}

/** Quiz entries and definition from the quiz bank; the result images come from the section's images. */
export function quizBody(quiz: QuizSeed, intro: string, outro: string, images: readonly SeedImage[], rng: Prng): KindBody & { quiz: StoredQuiz } {
  const entries: StoredEntry[] = [{ mode: 'text', text: paragraph([quiz.description, intro]) }];
  if (quiz.type === 'trivia') {
    quiz.questions.forEach((q) =>
      entries.push({
        mode: 'question',
        title: q.question,
        question: { answers: q.answers.map((text, i) => ({ text, isCorrect: i === q.correct })), explanation: q.explanation },
      }),
    );
    entries.push({ mode: 'text', text: paragraph([outro]) });
    return { description: quiz.description, entries, quiz: { type: 'trivia', grades: quiz.grades.map((grade) => ({ ...grade })) } };
  }
  for (const pre of quiz.preQuestions) {
    entries.push({ mode: 'question', title: pre.question, question: { answers: pre.answers.map((text) => ({ text })), pre: true } });
  }
  quiz.questions.forEach((q) =>
    entries.push({
      mode: 'question',
      title: q.question,
      question: { answers: q.answers.map((answer) => ({ text: answer.text, weights: { ...answer.weights } })) },
    }),
  );
  entries.push({ mode: 'text', text: paragraph([outro]) });
  const results = quiz.results.map((result) => ({ ...result, imageId: rng.pick(images).id }));
  return { description: quiz.description, entries, quiz: { type: 'personality', results } };
}
