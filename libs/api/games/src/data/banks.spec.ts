import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';
import type { BilpopCategory, BilpopMode, BilpopQuestion, EmojileCategory, EmojilePuzzle } from './bank.types';
import { BILPOP_EN } from './bilpop-en';
import { BILPOP_RU } from './bilpop-ru';
import { BILPOP_TR } from './bilpop-tr';
import { EMOJILE_EN } from './emojile-en';
import { EMOJILE_RU } from './emojile-ru';
import { EMOJILE_TR } from './emojile-tr';

/*
 * The banks are written by hand; these checks hold them to what the games rely on: enough days
 * of content, rows a player can read as emojis, hints that do not give the answer away and a quiz
 * whose right answer cannot be guessed from its position.
 */

const EMOJILE_BANKS: ReadonlyArray<[Edition, readonly EmojilePuzzle[]]> = [
  ['tr', EMOJILE_TR],
  ['en', EMOJILE_EN],
  ['ru', EMOJILE_RU],
];

const BILPOP_BANKS: ReadonlyArray<[Edition, readonly BilpopQuestion[]]> = [
  ['tr', BILPOP_TR],
  ['en', BILPOP_EN],
  ['ru', BILPOP_RU],
];

const MIN_PUZZLES = 75;
const EMOJILE_CATEGORIES: readonly EmojileCategory[] = ['film', 'series', 'song', 'idiom', 'book'];
/** Every kind of row turns up now and then; sayings are the game's staple. */
const MIN_PER_EMOJILE_CATEGORY = 8;
const MIN_IDIOMS = 15;
const MIN_EMOJIS = 3;
const MAX_EMOJIS = 7;

const BILPOP_CATEGORIES: readonly BilpopCategory[] = ['film', 'music', 'tv', 'celebrities', 'sports'];
const MIN_PER_BILPOP_CATEGORY = 40;
const MIN_PER_MODE: ReadonlyArray<[BilpopMode, number]> = [
  [1, 16],
  [2, 14],
  [3, 10],
];
/** Above this share of a bank in one slot, "always pick C" starts to pay. */
const MAX_SAME_CORRECT_SHARE = 0.4;

/** What an emoji sequence may hold besides pictographs: joiners, variation selectors, skin tones, flags. */
const EMOJI_PARTS = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200d|\ufe0f|\ufe0e|[\u{e0020}-\u{e007f}])+$/u;
const PICTOGRAPH_OR_FLAG = /\p{Extended_Pictographic}|\p{Regional_Indicator}{2}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Sentences as the edition's locale counts them (so "1.000" or "4:3" do not end one). */
function sentenceCount(edition: Edition, text: string): number {
  return [...new Intl.Segmenter(EDITION_LOCALES[edition], { granularity: 'sentence' }).segment(text)].length;
}

/** Case, Turkish letters and diacritics folded as the game compares answers (İ/I by the edition's rules). */
function fold(edition: Edition, text: string): string {
  return text
    .toLocaleLowerCase(EDITION_LOCALES[edition])
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** A typed answer as the game compares it: folded, punctuation and spacing ignored. */
function comparable(edition: Edition, text: string): string {
  return fold(edition, text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function words(edition: Edition, text: string): string[] {
  return fold(edition, text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether a hint word gives away an answer word: the word itself or, for longer words, one that
 * starts with its stem (Turkish suffixes and Russian endings inflect it: "kurtların", "пленницы").
 */
function revealsWord(hintWord: string, answerWord: string): boolean {
  if (hintWord === answerWord) return true;
  if (answerWord.length < 4) return false;
  const stem = answerWord.length >= 6 ? answerWord.slice(0, -2) : answerWord;
  return hintWord.startsWith(stem);
}

function revealedWords(edition: Edition, answer: string, hint: string): string[] {
  const answerWords = words(edition, answer).filter((word) => [...word].length >= 3);
  return words(edition, hint).filter((hintWord) => answerWords.some((answerWord) => revealsWord(hintWord, answerWord)));
}

function expectUnique(values: readonly string[]): void {
  expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
}

function expectText(text: string): void {
  expect(text.length).toBeGreaterThan(0);
  expect(text.trim()).toBe(text);
}

function countBy<T>(items: readonly T[], key: (item: T) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('revealedWords', () => {
  it('finds answer words and their inflected forms in a hint, whatever the case and Turkish letters', () => {
    expect(revealedWords('tr', 'Kurtlar Vadisi', 'KURTLARIN yaşadığı yer')).toEqual(['kurtlarin']);
    expect(revealedWords('tr', 'Damlaya damlaya göl olur', 'Gol ve su')).toEqual(['gol']);
    expect(revealedWords('ru', 'Кавказская пленница', 'История пленницы')).toEqual(['пленницы']);
    expect(revealedWords('en', 'The Godfather', 'Then a godfather')).toEqual(['godfather']);
  });

  it('leaves short answer words and unrelated words alone', () => {
    expect(revealedWords('tr', 'Aşk-ı Memnu', 'Yasak bir ilişki')).toEqual([]);
    expect(revealedWords('en', 'The Godfather', 'There and then')).toEqual([]);
  });
});

describe.each(EMOJILE_BANKS)('%s Emojile bank', (edition, puzzles) => {
  it(`has at least ${MIN_PUZZLES} puzzles mixing every category, sayings well represented`, () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(MIN_PUZZLES);
    const perCategory = countBy(puzzles, (puzzle) => puzzle.category);
    for (const category of EMOJILE_CATEGORIES) {
      expect({ category, enough: (perCategory.get(category) ?? 0) >= MIN_PER_EMOJILE_CATEGORY }).toEqual({ category, enough: true });
    }
    expect(perCategory.get('idiom') ?? 0).toBeGreaterThanOrEqual(MIN_IDIOMS);
  });

  it('has unique ids, prefixed by the edition, and unique answers', () => {
    expectUnique(puzzles.map((puzzle) => puzzle.id));
    for (const puzzle of puzzles) expect(puzzle.id).toMatch(new RegExp(`^${edition}-${puzzle.category}-[a-z0-9-]+$`));
    expectUnique(puzzles.map((puzzle) => comparable(edition, puzzle.answer)));
  });

  it.each(puzzles.map((puzzle) => [puzzle.id, puzzle] as const))('%s is a fair puzzle', (_id, puzzle) => {
    expect(puzzle.emojis).toMatch(EMOJI_PARTS);
    expect(puzzle.emojis).not.toMatch(LETTER_OR_DIGIT);
    const emojis = [...graphemes.segment(puzzle.emojis)].map(({ segment }) => segment);
    expect(emojis.filter((emoji) => !PICTOGRAPH_OR_FLAG.test(emoji))).toEqual([]);
    expect(emojis.length).toBeGreaterThanOrEqual(MIN_EMOJIS);
    expect(emojis.length).toBeLessThanOrEqual(MAX_EMOJIS);

    expectText(puzzle.answer);
    const answer = comparable(edition, puzzle.answer);
    const accepted = puzzle.accepted.map((spelling) => comparable(edition, spelling));
    puzzle.accepted.forEach(expectText);
    expect(accepted).not.toContain(answer);
    expectUnique(accepted);

    expect(puzzle.hints).toHaveLength(3);
    expectUnique([...puzzle.hints]);
    for (const hint of puzzle.hints) {
      expectText(hint);
      expect({ hint, revealed: revealedWords(edition, puzzle.answer, hint) }).toEqual({ hint, revealed: [] });
    }
  });
});

describe.each(BILPOP_BANKS)('%s Bilpop bank', (edition, questions) => {
  it(`has at least ${MIN_PER_BILPOP_CATEGORY} questions per category, spread over the modes`, () => {
    for (const category of BILPOP_CATEGORIES) {
      const inCategory = questions.filter((question) => question.category === category);
      expect(inCategory.length).toBeGreaterThanOrEqual(MIN_PER_BILPOP_CATEGORY);
      const perMode = countBy(inCategory, (question) => question.mode);
      for (const [mode, min] of MIN_PER_MODE) {
        expect({ category, mode, enough: (perMode.get(mode) ?? 0) >= min }).toEqual({ category, mode, enough: true });
      }
    }
    expect(questions.every((question) => BILPOP_CATEGORIES.includes(question.category))).toBe(true);
  });

  it('has unique ids, prefixed by the edition, and no question twice', () => {
    expectUnique(questions.map((question) => question.id));
    for (const question of questions) expect(question.id.startsWith(`${edition}-${question.category}-`)).toBe(true);
    expectUnique(questions.map((question) => comparable(edition, question.question)));
  });

  it(`does not put the right answer in one slot for more than ${MAX_SAME_CORRECT_SHARE * 100} % of the questions`, () => {
    for (const [slot, count] of countBy(questions, (question) => question.correct)) {
      expect({ slot, share: count / questions.length <= MAX_SAME_CORRECT_SHARE }).toEqual({ slot, share: true });
    }
  });

  it.each(questions.map((question) => [question.id, question] as const))('%s is a well-formed question', (_id, question) => {
    expectText(question.question);
    expect(question.options).toHaveLength(4);
    question.options.forEach(expectText);
    expectUnique(question.options.map((option) => comparable(edition, option)));
    expect([0, 1, 2, 3]).toContain(question.correct);
    expectText(question.explanation);
    expect(sentenceCount(edition, question.explanation)).toBe(1);
  });
});
