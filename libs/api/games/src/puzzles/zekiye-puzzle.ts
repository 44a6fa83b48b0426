import { seededRandom } from '@meydan/games/engine';
import type { Edition } from '../data/bank.types';
import { ZEKIYE_TEASERS } from '../game-rules';
import type { PuzzleParts } from './puzzle-content';

/**
 * Zekiye's daily brain teasers, generated rather than authored: five kinds of puzzle whose
 * numbers come from a seeded random, so every day brings new ones in each edition, each with one
 * exact answer. The texts are written per edition here; answers are numbers or a weekday name.
 */
export type TeaserKind = 'sequence' | 'emoji-equations' | 'ages' | 'odd-one-out' | 'weekday';

export interface ShownTeaser {
  index: number;
  kind: TeaserKind;
  prompt: string;
  /** Lines shown under the prompt (a sequence, equations, the candidates). */
  lines: string[];
  /** How the answer is typed: a number, or a word. */
  answerType: 'number' | 'word';
}

export interface ZekiyeSolution {
  answers: { answer: string; accepted: string[]; explanation: string }[];
}

type Random = () => number;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

interface Built {
  prompt: string;
  lines: string[];
  answerType: 'number' | 'word';
  answer: string;
  accepted?: string[];
  explanation: string;
}

const T = {
  sequence: { tr: 'Sıradaki sayı kaç?', en: 'What number comes next?', ru: 'Какое число следующее?' },
  equations: { tr: 'Her meyve bir sayı. Soru işaretinin yerine ne gelir?', en: 'Each fruit stands for a number. What replaces the question mark?', ru: 'Каждый фрукт — это число. Что стоит на месте вопроса?' },
  odd: { tr: 'Hangi sayı diğerlerinden farklı?', en: 'Which number is the odd one out?', ru: 'Какое число лишнее?' },
} as const;

function sequence(random: Random, edition: Edition): Built {
  const kind = int(random, 0, 3);
  let terms: number[];
  let rule: Record<Edition, string>;
  if (kind === 0) {
    const start = int(random, 2, 30);
    const step = int(random, 3, 17);
    terms = Array.from({ length: 6 }, (_, i) => start + i * step);
    rule = { tr: `Her sayı bir öncekinden ${step} fazla.`, en: `Each number is ${step} more than the one before.`, ru: `Каждое число на ${step} больше предыдущего.` };
  } else if (kind === 1) {
    const start = int(random, 1, 5);
    const ratio = int(random, 2, 3);
    terms = Array.from({ length: 6 }, (_, i) => start * ratio ** i);
    rule = { tr: `Her sayı bir öncekinin ${ratio} katı.`, en: `Each number is ${ratio} times the one before.`, ru: `Каждое число в ${ratio} раза больше предыдущего.` };
  } else if (kind === 2) {
    const first = int(random, 1, 6);
    const second = int(random, first + 1, first + 6);
    terms = [first, second];
    while (terms.length < 6) terms.push((terms.at(-1) as number) + (terms.at(-2) as number));
    rule = { tr: 'Her sayı önceki iki sayının toplamı.', en: 'Each number is the sum of the two before it.', ru: 'Каждое число — сумма двух предыдущих.' };
  } else {
    const up = int(random, 5, 12);
    const down = int(random, 1, up - 2);
    terms = [int(random, 10, 40)];
    while (terms.length < 6) terms.push((terms.at(-1) as number) + (terms.length % 2 === 1 ? up : -down));
    rule = { tr: `Sırayla ${up} eklenip ${down} çıkarılıyor.`, en: `Add ${up}, then take away ${down}, in turn.`, ru: `Поочерёдно прибавляют ${up} и отнимают ${down}.` };
  }
  const answer = terms.pop() as number;
  return { prompt: T.sequence[edition], lines: [`${terms.join(', ')}, ?`], answerType: 'number', answer: String(answer), explanation: rule[edition] };
}

const FRUITS = ['🍎', '🍌', '🍒', '🍇', '🍊', '🍐', '🍓', '🥝'] as const;

function emojiEquations(random: Random, edition: Edition): Built {
  const [a, b, c] = [...FRUITS].sort(() => random() - 0.5).slice(0, 3) as [string, string, string];
  const va = int(random, 2, 12);
  const vb = int(random, 1, 9);
  const vc = int(random, 1, 9);
  const lines = [`${a} + ${a} + ${a} = ${3 * va}`, `${a} + ${b} + ${b} = ${va + 2 * vb}`, `${b} + ${c} + ${c} = ${vb + 2 * vc}`, `${c} + ${a} × ${b} = ?`];
  const answer = vc + va * vb;
  const explanation: Record<Edition, string> = {
    tr: `${a} = ${va}, ${b} = ${vb}, ${c} = ${vc}; çarpma önce yapılır: ${vc} + ${va} × ${vb} = ${answer}.`,
    en: `${a} = ${va}, ${b} = ${vb}, ${c} = ${vc}; multiplication comes first: ${vc} + ${va} × ${vb} = ${answer}.`,
    ru: `${a} = ${va}, ${b} = ${vb}, ${c} = ${vc}; сначала умножение: ${vc} + ${va} × ${vb} = ${answer}.`,
  };
  return { prompt: T.equations[edition], lines, answerType: 'number', answer: String(answer), explanation: explanation[edition] };
}

/** Russian noun forms for a count: 1 год, 2 года, 5 лет (21 год, 22 года, 11 лет). */
export function russianPlural(count: number, forms: readonly [string, string, string]): string {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (ones === 1) return forms[0];
  if (ones >= 2 && ones <= 4) return forms[1];
  return forms[2];
}

const TIMES_RU = ['раз', 'раза', 'раз'] as const;
const YEARS_RU = ['год', 'года', 'лет'] as const;

// Relations rather than names: Turkish suffixes and Russian cases follow a name's sounds.
const FAMILY: Record<Edition, readonly { parent: string; child: string; childOf: string; question: string }[]> = {
  tr: [
    { parent: 'Bir babanın', child: 'oğlunun', childOf: 'babanın', question: 'Oğul şimdi kaç yaşında?' },
    { parent: 'Bir annenin', child: 'kızının', childOf: 'annenin', question: 'Kızı şimdi kaç yaşında?' },
  ],
  en: [
    { parent: 'A father', child: 'his son', childOf: 'he', question: 'How old is the son now?' },
    { parent: 'A mother', child: 'her daughter', childOf: 'she', question: 'How old is the daughter now?' },
  ],
  ru: [
    { parent: 'Папа', child: 'сына', childOf: 'он', question: 'Сколько лет сыну сейчас?' },
    { parent: 'Мама', child: 'дочери', childOf: 'она', question: 'Сколько лет дочери сейчас?' },
  ],
};

function ages(random: Random, edition: Edition): Built {
  // Parent = k·child now; in n years parent = m·(child + n), so n = child·(k − m)/(m − 1) must be whole.
  for (;;) {
    const child = int(random, 3, 14);
    const k = int(random, 3, 6);
    const m = int(random, 2, k - 1);
    const years = (child * (k - m)) / (m - 1);
    if (!Number.isInteger(years) || years < 2 || years > 30 || child * k > 70) continue;
    const family = pick(random, FAMILY[edition]);
    const prompt: Record<Edition, string> = {
      tr: `${family.parent} yaşı ${family.child} yaşının ${k} katı. ${years} yıl sonra ${family.childOf} yaşı ${family.child} yaşının ${m} katı olacak. ${family.question}`,
      en: `${family.parent} is ${k} times as old as ${family.child}. In ${years} years ${family.childOf} will be ${m} times as old as ${family.child}. ${family.question}`,
      ru: `${family.parent} в ${k} ${russianPlural(k, TIMES_RU)} старше ${family.child}. Через ${years} ${russianPlural(years, YEARS_RU)} ${family.childOf} будет старше ${family.child} в ${m} ${russianPlural(m, TIMES_RU)}. ${family.question}`,
    };
    const explanation: Record<Edition, string> = {
      tr: `Çocuk ${child}, ebeveyn ${child * k} yaşında; ${years} yıl sonra ${child + years} ve ${child * k + years} (${m} katı).`,
      en: `The child is ${child} and the parent ${child * k}; in ${years} years they are ${child + years} and ${child * k + years} (${m} times).`,
      ru: `Ребёнку ${child}, родителю ${child * k}; через ${years} — ${child + years} и ${child * k + years} (в ${m} ${russianPlural(m, TIMES_RU)} больше).`,
    };
    return { prompt: prompt[edition], lines: [], answerType: 'number', answer: String(child), explanation: explanation[edition] };
  }
}

const isPrime = (n: number) => n > 1 && Array.from({ length: Math.floor(Math.sqrt(n)) - 1 }, (_, i) => i + 2).every((d) => n % d !== 0);

function oddOneOut(random: Random, edition: Edition): Built {
  const kind = int(random, 0, 2);
  const candidates = Array.from({ length: 90 }, (_, i) => i + 10);
  const fits = [(n: number) => isPrime(n), (n: number) => Number.isInteger(Math.sqrt(n)), (n: number) => n % 7 === 0][kind] as (n: number) => boolean;
  const members = candidates.filter(fits).sort(() => random() - 0.5).slice(0, 3);
  const odd = pick(random, candidates.filter((n) => !fits(n) && n % 2 === 1));
  const shown = [...members, odd].sort(() => random() - 0.5);
  const reason: Record<Edition, readonly string[]> = {
    tr: ['Diğerleri asal sayı.', 'Diğerleri tam kare.', "Diğerleri 7'nin katı."],
    en: ['The others are prime numbers.', 'The others are perfect squares.', 'The others are multiples of 7.'],
    ru: ['Остальные — простые числа.', 'Остальные — точные квадраты.', 'Остальные кратны 7.'],
  };
  return { prompt: T.odd[edition], lines: [shown.join('   ')], answerType: 'number', answer: String(odd), explanation: reason[edition][kind] as string };
}

const WEEKDAYS: Record<Edition, readonly string[]> = {
  tr: ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ru: ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
};

function weekday(random: Random, edition: Edition): Built {
  const today = int(random, 0, 6);
  const later = int(random, 20, 400);
  const days = WEEKDAYS[edition];
  const answer = days[(today + later) % 7] as string;
  const prompt: Record<Edition, string> = {
    tr: `Bugün ${days[today]}. ${later} gün sonra hangi gün olur?`,
    en: `Today is ${days[today]}. What day of the week will it be in ${later} days?`,
    ru: `Сегодня ${days[today]}. Какой день недели будет через ${later} ${russianPlural(later, ['день', 'дня', 'дней'])}?`,
  };
  const explanation: Record<Edition, string> = {
    tr: `${later} = 7 × ${Math.floor(later / 7)} + ${later % 7}; ${days[today]} gününden ${later % 7} gün sonrası.`,
    en: `${later} = 7 × ${Math.floor(later / 7)} + ${later % 7}: ${later % 7} days after ${days[today]}.`,
    ru: `${later} = 7 × ${Math.floor(later / 7)} + ${later % 7}: на ${later % 7} дн. позже, чем ${days[today]}.`,
  };
  // Russian readers may type the accusative ("в среду"); the nominative is the answer.
  return { prompt: prompt[edition], lines: [], answerType: 'word', answer, explanation: explanation[edition] };
}

const BUILDERS: readonly [TeaserKind, (random: Random, edition: Edition) => Built][] = [
  ['sequence', sequence],
  ['emoji-equations', emojiEquations],
  ['ages', ages],
  ['odd-one-out', oddOneOut],
  ['weekday', weekday],
];

/** The day's five teasers, from a seed unique to the edition and the day. */
export function makeZekiyePuzzle(edition: Edition, puzzleNumber: number, salt: string): PuzzleParts {
  const random = seededRandom(`${salt}:${edition}:${puzzleNumber}`);
  const teasers: ShownTeaser[] = [];
  const solution: ZekiyeSolution = { answers: [] };
  for (const [kind, build] of BUILDERS.slice(0, ZEKIYE_TEASERS)) {
    const built = build(random, edition);
    teasers.push({ index: teasers.length, kind, prompt: built.prompt, lines: built.lines, answerType: built.answerType });
    solution.answers.push({ answer: built.answer, accepted: built.accepted ?? [], explanation: built.explanation });
  }
  return { content: { teasers }, solution: { ...solution } };
}
