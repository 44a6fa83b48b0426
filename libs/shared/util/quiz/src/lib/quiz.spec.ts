import type { ArticleEntry, QuizDefinition } from '@meydan/shared/contracts';
import { personalityQuizFixture, triviaQuizFixture } from '@meydan/shared/testing';
import { correctAnswerIndexes, playOrder, resolveQuiz, type PlayableQuiz } from './quiz-model';
import { gradeFor, percentShares, scorePersonality, scoreQuiz, scoreTrivia } from './scoring';
import { validateQuizAnswers } from './validation';

function playable(source: { entries: ArticleEntry[]; quiz?: QuizDefinition }): PlayableQuiz {
  const quiz = resolveQuiz(source);
  if (!quiz) throw new Error('fixture is not playable');
  return quiz;
}

const trivia = () => playable(triviaQuizFixture());
const personality = () => playable(personalityQuizFixture());

describe('resolveQuiz', () => {
  it('lists the question entries in entry order with their answer slot and entry position', () => {
    const quiz = trivia();
    expect(quiz.type).toBe('trivia');
    expect(quiz.questions.map((step) => [step.index, step.entryIndex, step.title])).toEqual([
      [0, 1, 'What is the capital of France?'],
      [1, 2, 'What is the capital of Japan?'],
      [2, 4, 'What is the capital of Canada?'],
    ]);
    expect(quiz.grades).toHaveLength(3);
  });

  it('skips question entries without answers, so every client counts the same questions', () => {
    const { entries, quiz } = triviaQuizFixture();
    const withBroken: ArticleEntry[] = [{ mode: 'question', title: 'Broken' }, { mode: 'question', title: 'Empty', question: { answers: [] } }, ...entries];
    expect(playable({ entries: withBroken, quiz }).questions.map((step) => step.entryIndex)).toEqual([3, 4, 6]);
  });

  it('is null without questions, and for a personality quiz without results', () => {
    expect(resolveQuiz({ entries: [{ mode: 'text', text: { plain: 'Hi' } }], quiz: { type: 'trivia' } })).toBeNull();
    expect(resolveQuiz({ entries: personalityQuizFixture().entries, quiz: { type: 'personality', results: [] } })).toBeNull();
  });

  it('infers the type from the answers when no definition is stored', () => {
    expect(resolveQuiz({ entries: triviaQuizFixture().entries })?.type).toBe('trivia');
    // Inferred personality without stored results has nothing to land on.
    expect(resolveQuiz({ entries: personalityQuizFixture().entries })).toBeNull();
  });

  it('asks warm-up questions first, each group in entry order', () => {
    expect(playOrder(personality()).map((step) => step.title)).toEqual(['Pick a colour', 'Morning or evening?', 'How do you spend Saturday?', 'Favourite snack?']);
    expect(playOrder(trivia()).map((step) => step.index)).toEqual([0, 1, 2]);
  });

  it('finds the right answers of a trivia question', () => {
    expect(trivia().questions.map((step) => correctAnswerIndexes(step.question))).toEqual([[0], [1], [1]]);
  });
});

describe('percentShares', () => {
  it('rounds to whole percentages that sum to 100, earlier values first on equal remainders', () => {
    expect(percentShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentShares([2, 1])).toEqual([67, 33]);
    expect(percentShares([3, 0, 1])).toEqual([75, 0, 25]);
    expect(percentShares([1, 1, 1, 1, 1, 1, 1])).toEqual([15, 15, 14, 14, 14, 14, 14]);
  });

  it('is all zeros when nothing was scored, and ignores negative values', () => {
    expect(percentShares([0, 0, 0])).toEqual([0, 0, 0]);
    expect(percentShares([])).toEqual([]);
    expect(percentShares([-5, 1])).toEqual([0, 100]);
  });
});

describe('gradeFor', () => {
  const grades = triviaQuizFixture().quiz.grades ?? [];

  it('picks the highest threshold not above the exact share', () => {
    expect(gradeFor(grades, 3, 3)?.title).toBe('Geography genius');
    expect(gradeFor(grades, 1, 2)?.title).toBe('Well travelled');
    expect(gradeFor(grades, 1, 3)?.title).toBe('Keep exploring');
  });

  it('does not round up: 2 of 3 (66.67 %) misses a 67 % grade', () => {
    const strict = [{ minPercent: 67, title: 'Two thirds', description: '' }];
    expect(gradeFor(strict, 2, 3)).toBeNull();
    expect(gradeFor([{ minPercent: 66, title: 'Two thirds', description: '' }], 2, 3)?.title).toBe('Two thirds');
  });

  it('is null without grades or when every grade asks for more; the first of equal thresholds wins', () => {
    expect(gradeFor([], 3, 3)).toBeNull();
    expect(gradeFor([{ minPercent: 50, title: 'Half', description: '' }], 0, 3)).toBeNull();
    const twins = [
      { minPercent: 50, title: 'First', description: '' },
      { minPercent: 50, title: 'Second', description: '' },
    ];
    expect(gradeFor(twins, 2, 2)?.title).toBe('First');
  });

  it('gives a zero-question quiz only the 0 % grade', () => {
    expect(gradeFor(grades, 0, 0)?.title).toBe('Keep exploring');
  });
});

describe('scoreTrivia', () => {
  it('counts right answers and grades the share', () => {
    expect(scoreTrivia(trivia(), [0, 1, 1])).toEqual({
      type: 'trivia',
      score: 3,
      total: 3,
      percent: 100,
      grade: { minPercent: 100, title: 'Geography genius', description: 'Not a single slip.' },
    });
    expect(scoreTrivia(trivia(), [0, 0, 1])).toMatchObject({ score: 2, total: 3, percent: 67, grade: { title: 'Well travelled' } });
    expect(scoreTrivia(trivia(), [2, 0, 0])).toMatchObject({ score: 0, percent: 0, grade: { title: 'Keep exploring' } });
  });

  it('does not score warm-up questions or questions without a right answer', () => {
    const { entries, quiz } = triviaQuizFixture();
    const warmUp: ArticleEntry = { mode: 'question', title: 'Ready?', question: { pre: true, answers: [{ text: 'Yes', isCorrect: true }] } };
    const unmarked: ArticleEntry = { mode: 'question', title: 'Opinion', question: { answers: [{ text: 'A' }, { text: 'B' }] } };
    const result = scoreTrivia(playable({ entries: [warmUp, ...entries, unmarked], quiz }), [0, 0, 1, 1, 0]);
    expect(result).toMatchObject({ score: 3, total: 3, percent: 100 });
  });

  it('scores a quiz with nothing to score as 0 of 0 without dividing by zero', () => {
    const quiz = playable({ entries: [{ mode: 'question', title: 'Opinion', question: { answers: [{ text: 'A' }] } }], quiz: { type: 'trivia' } });
    expect(scoreTrivia(quiz, [0])).toEqual({ type: 'trivia', score: 0, total: 0, percent: 0, grade: null });
  });

  it('counts an unknown answer index as wrong', () => {
    expect(scoreTrivia(trivia(), [9, 1, 1]).score).toBe(2);
  });
});

describe('scorePersonality', () => {
  it('sums the chosen answers’ weights per result and reports the matches', () => {
    // Nap {cat 2} + Tuna {cat 1, fish 1}: cat 3, dog 0, fish 1.
    const result = scorePersonality(personality(), [1, 0, 0, 0]);
    expect(result.result.id).toBe('cat');
    expect(result.points).toEqual([3, 0, 1]);
    expect(result.matches).toEqual([
      { resultId: 'cat', percent: 75 },
      { resultId: 'dog', percent: 0 },
      { resultId: 'fish', percent: 25 },
    ]);
  });

  it('ignores warm-up answers even when they carry weights', () => {
    const fixture = personalityQuizFixture();
    const warmUp = fixture.entries[1] as ArticleEntry & { question: NonNullable<ArticleEntry['question']> };
    warmUp.question.answers = [{ text: 'Red', weights: { fish: 50 } }, { text: 'Blue' }];
    expect(scorePersonality(playable(fixture), [0, 0, 0, 0]).result.id).toBe('cat');
  });

  it('breaks a tie by result order', () => {
    // Park {dog 2} + Flakes {fish 2}: dog and fish tie; dog is listed first.
    const result = scorePersonality(personality(), [0, 1, 0, 2]);
    expect(result.points).toEqual([0, 2, 2]);
    expect(result.result.id).toBe('dog');
    expect(result.matches.map((match) => match.percent)).toEqual([0, 50, 50]);
  });

  it('lands on the first result with zero matches when no answer has weights', () => {
    const fixture = personalityQuizFixture();
    for (const entry of fixture.entries) for (const answer of entry.question?.answers ?? []) delete answer.weights;
    const result = scorePersonality(playable(fixture), [0, 0, 0, 0]);
    expect(result.result.id).toBe('cat');
    expect(result.matches.map((match) => match.percent)).toEqual([0, 0, 0]);
  });

  it('ignores weights for unknown results and non-positive weights', () => {
    const fixture = personalityQuizFixture();
    const saturday = fixture.entries[2]?.question;
    if (!saturday) throw new Error('fixture changed');
    saturday.answers[0] = { text: 'Nap', weights: { ghost: 10, dog: -4, cat: 0 } };
    const result = scorePersonality(playable(fixture), [0, 0, 0, 1]);
    expect(result.points).toEqual([0, 2, 0]);
    expect(result.result.id).toBe('dog');
    expect(result.matches.map((match) => match.percent)).toEqual([0, 100, 0]);
  });

  it('matches always sum to 100 once anything scored', () => {
    const quiz = personality();
    for (const saturday of [0, 1, 2]) {
      for (const snack of [0, 1, 2]) {
        const total = scorePersonality(quiz, [0, saturday, 1, snack]).matches.reduce((sum, match) => sum + match.percent, 0);
        expect(total).toBe(100);
      }
    }
  });
});

describe('scoreQuiz', () => {
  it('dispatches on the quiz type', () => {
    expect(scoreQuiz(trivia(), [0, 1, 1]).type).toBe('trivia');
    expect(scoreQuiz(personality(), [0, 0, 0, 0]).type).toBe('personality');
  });
});

describe('validateQuizAnswers', () => {
  it('accepts one in-range index per question, warm-up questions included', () => {
    expect(validateQuizAnswers(personality(), [1, 2, 0, 2])).toBeNull();
    expect(validateQuizAnswers(trivia(), [0, 1, 2])).toBeNull();
  });

  it('rejects a wrong number of answers (a missing warm-up answer too)', () => {
    expect(validateQuizAnswers(personality(), [2, 2])).toEqual({ code: 'count', expected: 4, received: 2 });
    expect(validateQuizAnswers(trivia(), [0, 1, 1, 0])).toEqual({ code: 'count', expected: 3, received: 4 });
    expect(validateQuizAnswers(trivia(), [])).toEqual({ code: 'count', expected: 3, received: 0 });
  });

  it('names the first question whose answer is not one of its choices (1-based)', () => {
    expect(validateQuizAnswers(trivia(), [0, 2, 0])).toEqual({ code: 'range', question: 2, choices: 2 });
    expect(validateQuizAnswers(trivia(), [-1, 0, 0])).toEqual({ code: 'range', question: 1, choices: 3 });
    expect(validateQuizAnswers(trivia(), [0, 0.5, 0])).toEqual({ code: 'range', question: 2, choices: 2 });
    expect(validateQuizAnswers(trivia(), [0, '1', 0])).toEqual({ code: 'range', question: 2, choices: 2 });
    // A warm-up answer is checked like any other.
    expect(validateQuizAnswers(personality(), [5, 0, 0, 0])).toEqual({ code: 'range', question: 1, choices: 2 });
  });
});
