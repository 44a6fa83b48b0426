import { type Edition, LIVING_TEST_TOPICS } from '@meydan/shared/util/routing';
import type { PersonalityQuizSeed, QuizSeed, TriviaQuizSeed } from './quiz-bank.types';
import { QUIZZES_EN } from './quizzes-en';
import { QUIZZES_RU } from './quizzes-ru';
import { QUIZZES_TR } from './quizzes-tr';

const EDITIONS_QUIZZES: ReadonlyArray<[Edition, readonly QuizSeed[]]> = [
  ['tr', QUIZZES_TR],
  ['en', QUIZZES_EN],
  ['ru', QUIZZES_RU],
];

const KEBAB_ASCII = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const segmenters = new Map<Edition, Intl.Segmenter>();

/** Sentences as the locale's own rules count them (so "5.137 m" or "1961" do not end one). */
function sentenceCount(edition: Edition, text: string): number {
  let segmenter = segmenters.get(edition);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(edition, { granularity: 'sentence' });
    segmenters.set(edition, segmenter);
  }
  return [...segmenter.segment(text)].length;
}

function expectUnique(values: readonly string[]): void {
  expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
}

function expectText(text: string, maxLength = Infinity): void {
  expect(text.trim()).toBe(text);
  expect(text.length).toBeGreaterThan(0);
  expect(text.length).toBeLessThanOrEqual(maxLength);
}

function expectBetween(value: number, min: number, max: number): void {
  expect(value).toBeGreaterThanOrEqual(min);
  expect(value).toBeLessThanOrEqual(max);
}

/** The rules trivia and personality questions share: how many, unique non-empty texts, answer counts. */
function checkQuestionShapes(
  questions: ReadonlyArray<{ question: string; answers: readonly unknown[] }>,
  [minQuestions, maxQuestions]: [number, number],
  [minAnswers, maxAnswers]: [number, number],
): void {
  expectBetween(questions.length, minQuestions, maxQuestions);
  expectUnique(questions.map((q) => q.question));
  for (const question of questions) {
    expectText(question.question);
    expectBetween(question.answers.length, minAnswers, maxAnswers);
  }
}

/**
 * Total points per result when the reader always picks, on each question, the answer that
 * gives `target` the most points (fewest points to the others on a tie).
 */
function bestCaseTotals(quiz: PersonalityQuizSeed, target: string): Map<string, number> {
  const totals = new Map(quiz.results.map((result) => [result.id, 0]));
  for (const { answers } of quiz.questions) {
    const others = (weights: Record<string, number>) =>
      Object.entries(weights).reduce((sum, [id, points]) => (id === target ? sum : sum + points), 0);
    const best = answers.reduce((chosen, answer) => {
      const gain = (answer.weights[target] ?? 0) - (chosen.weights[target] ?? 0);
      return gain > 0 || (gain === 0 && others(answer.weights) < others(chosen.weights)) ? answer : chosen;
    });
    for (const [id, points] of Object.entries(best.weights)) totals.set(id, (totals.get(id) ?? 0) + points);
  }
  return totals;
}

function checkTrivia(edition: Edition, quiz: TriviaQuizSeed): void {
  checkQuestionShapes(quiz.questions, [6, 10], [3, 4]);
  for (const question of quiz.questions) {
    question.answers.forEach((answer) => expectText(answer));
    expectUnique(question.answers);
    expect(Number.isInteger(question.correct)).toBe(true);
    expectBetween(question.correct, 0, question.answers.length - 1);
    expectText(question.explanation);
    expectBetween(sentenceCount(edition, question.explanation), 1, 2);
  }
  // A quiz whose right answer always sits in the same place is guessable.
  expect(new Set(quiz.questions.map((q) => q.correct)).size).toBeGreaterThan(1);

  expectBetween(quiz.grades.length, 3, 4);
  const thresholds = quiz.grades.map((grade) => grade.minPercent);
  expect(thresholds).toContain(0);
  expect(new Set(thresholds).size).toBe(thresholds.length);
  for (const grade of quiz.grades) {
    expect(Number.isInteger(grade.minPercent)).toBe(true);
    expectBetween(grade.minPercent, 0, 100);
    expectText(grade.title);
    expectText(grade.description);
  }
  expectUnique(quiz.grades.map((grade) => grade.title));
}

function checkPersonality(edition: Edition, quiz: PersonalityQuizSeed): void {
  expectBetween(quiz.results.length, 3, 5);
  const ids = quiz.results.map((result) => result.id);
  expectUnique(ids);
  expectUnique(quiz.results.map((result) => result.title));
  for (const result of quiz.results) {
    expect(result.id).toMatch(KEBAB_ASCII);
    expectText(result.title);
    expectText(result.description);
    expectBetween(sentenceCount(edition, result.description), 2, 4);
  }

  expect(quiz.preQuestions.length).toBeLessThanOrEqual(1);
  for (const pre of quiz.preQuestions) {
    expectText(pre.question);
    expect(pre.answers.length).toBeGreaterThanOrEqual(2);
    pre.answers.forEach((answer) => expectText(answer));
    expectUnique(pre.answers);
  }

  checkQuestionShapes(quiz.questions, [6, 8], [3, 5]);
  for (const question of quiz.questions) {
    expectUnique(question.answers.map((answer) => answer.text));
    for (const answer of question.answers) {
      expectText(answer.text);
      const entries = Object.entries(answer.weights);
      expectBetween(entries.length, 1, 2);
      for (const [id, points] of entries) {
        expect(ids).toContain(id);
        expect([1, 2, 3]).toContain(points);
      }
    }
  }

  // Every result can actually come out on top, not merely be mentioned in some weight.
  for (const id of ids) {
    const totals = bestCaseTotals(quiz, id);
    const target = totals.get(id) ?? 0;
    const rivals = [...totals].filter(([other]) => other !== id).map(([, points]) => points);
    expect({ id, wins: target > Math.max(...rivals) }).toEqual({ id, wins: true });
  }
}

describe.each(EDITIONS_QUIZZES)('%s quizzes', (edition, quizzes) => {
  it('has 6 trivia and 6 personality quizzes covering every test topic, one of them a survey', () => {
    expect(quizzes.filter((quiz) => quiz.type === 'trivia')).toHaveLength(6);
    expect(quizzes.filter((quiz) => quiz.type === 'personality')).toHaveLength(6);
    expect(new Set(quizzes.map((quiz) => quiz.topic))).toEqual(new Set(LIVING_TEST_TOPICS));
    const surveys = quizzes.filter((quiz) => quiz.topic === 'survey');
    expect(surveys.map((quiz) => quiz.type)).toEqual(['personality']);
  });

  it('has unique titles', () => {
    expectUnique(quizzes.map((quiz) => quiz.title));
  });

  it.each(quizzes.map((quiz) => [quiz.title, quiz] as const))('“%s” follows the quiz rules', (_title, quiz) => {
    expectText(quiz.title, 90);
    expectText(quiz.description, 160);
    expect(sentenceCount(edition, quiz.description)).toBeLessThanOrEqual(2);
    expect(LIVING_TEST_TOPICS).toContain(quiz.topic);
    if (quiz.type === 'trivia') checkTrivia(edition, quiz);
    else checkPersonality(edition, quiz);
  });
});

describe('bestCaseTotals', () => {
  it('finds a result that only wins through a tie-break on the other results’ points', () => {
    const quiz: PersonalityQuizSeed = {
      type: 'personality',
      title: 't',
      description: 'd',
      topic: 'personality',
      results: ['a', 'b', 'c'].map((id) => ({ id, title: id, description: id })),
      preQuestions: [],
      questions: [
        { question: 'q', answers: [{ text: '1', weights: { a: 2, b: 2 } }, { text: '2', weights: { a: 2 } }] },
        { question: 'r', answers: [{ text: '1', weights: { b: 3 } }, { text: '2', weights: { c: 1 } }] },
      ],
    };
    expect(bestCaseTotals(quiz, 'a')).toEqual(new Map([['a', 2], ['b', 0], ['c', 1]]));
  });
});
