import { isZekiyeAnswer } from '../play/zekiye-play';
import { makeZekiyePuzzle, russianPlural, type ShownTeaser, type ZekiyeSolution } from './zekiye-puzzle';
import { EDITIONS } from '@meydan/shared/util/routing';

/** Solves a sequence teaser from its shown terms, independently of the generator. */
function nextTerm(terms: number[]): number | null {
  const [a, b, c, d] = terms.slice(-4) as [number, number, number, number];
  if (b - a === c - b && c - b === d - c) return d + (d - c);
  if (a !== 0 && b / a === c / b && c / b === d / c) return d * (d / c);
  if (c === a + b && d === b + c) return c + d;
  if (b - a === d - c && c - b !== b - a) return d + (c - b);
  return null;
}

describe('Zekiye teasers', () => {
  it('makes five teasers a day, the same for a day and new the next', () => {
    const today = makeZekiyePuzzle('tr', 332, 'zekiye');
    expect(makeZekiyePuzzle('tr', 332, 'zekiye')).toEqual(today);
    expect(makeZekiyePuzzle('tr', 333, 'zekiye')).not.toEqual(today);
    expect((today.content['teasers'] as ShownTeaser[]).map((teaser) => teaser.kind)).toEqual(['sequence', 'emoji-equations', 'ages', 'odd-one-out', 'weekday']);
  });

  it('has one exact, checkable answer in every teaser of 200 days in each edition', () => {
    for (const edition of EDITIONS) {
      for (let number = 1; number <= 200; number++) {
        const parts = makeZekiyePuzzle(edition, number, 'zekiye');
        const teasers = parts.content['teasers'] as ShownTeaser[];
        const answers = (parts.solution as unknown as ZekiyeSolution).answers;
        const terms = ((teasers[0] as ShownTeaser).lines[0] as string).replace(', ?', '').split(', ').map(Number);
        expect(nextTerm(terms)).toBe(Number(answers[0]?.answer));
        // Emoji equations: recover the values from the first three lines and evaluate the fourth.
        const lines = (teasers[1] as ShownTeaser).lines;
        const total = (line: string) => Number(line.split('= ')[1]);
        const a = total(lines[0] as string) / 3;
        const b = (total(lines[1] as string) - a) / 2;
        const c = (total(lines[2] as string) - b) / 2;
        expect(Number.isInteger(b) && Number.isInteger(c)).toBe(true);
        expect(Number(answers[1]?.answer)).toBe(c + a * b);
        // Odd one out: exactly one of the four shown numbers is the answer.
        const shown = ((teasers[3] as ShownTeaser).lines[0] as string).split(/\s+/).map(Number);
        expect(shown).toHaveLength(4);
        expect(shown.filter((n) => n === Number(answers[3]?.answer))).toHaveLength(1);
        for (const teaser of teasers) expect(teaser.prompt.length).toBeGreaterThan(10);
        expect(Number(answers[2]?.answer)).toBeGreaterThan(2);
      }
    }
  });

  it('writes Russian numerals with the right noun form', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 112].map((n) => `${n} ${russianPlural(n, ['год', 'года', 'лет'])}`)).toEqual([
      '1 год',
      '2 года',
      '5 лет',
      '11 лет',
      '21 год',
      '22 года',
      '25 лет',
      '112 лет',
    ]);
  });

  it('accepts numbers by value and words folded', () => {
    expect(isZekiyeAnswer(' 042 ', { answer: '42', accepted: [] })).toBe(true);
    expect(isZekiyeAnswer('41', { answer: '42', accepted: [] })).toBe(false);
    expect(isZekiyeAnswer('CARSAMBA', { answer: 'Çarşamba', accepted: [] })).toBe(true);
    expect(isZekiyeAnswer('Среда', { answer: 'среда', accepted: [] })).toBe(true);
    expect(isZekiyeAnswer('', { answer: 'x', accepted: [] })).toBe(false);
  });
});
