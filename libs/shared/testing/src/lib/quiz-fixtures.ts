import type { Article, ArticleEntry, QuizDefinition } from '@meydan/shared/contracts';

/** The quiz part of an article: what the scoring library, the API and the player read. */
export interface QuizFixture {
  title: string;
  entries: ArticleEntry[];
  quiz: QuizDefinition;
}

const text = (plain: string): ArticleEntry => ({ mode: 'text', text: { plain } });

/**
 * Three scored questions with text between them. Right answers: Paris (0), Tokyo (1),
 * Ottawa (1). Grades at 0, 50 and 100 %.
 */
export function triviaQuizFixture(): QuizFixture {
  return {
    title: 'How well do you know capitals?',
    entries: [
      text('Ten seconds per question, no peeking.'),
      {
        mode: 'question',
        title: 'What is the capital of France?',
        question: {
          answers: [{ text: 'Paris', isCorrect: true }, { text: 'Lyon' }, { text: 'Nice' }],
          explanation: 'Paris has been the capital for most of French history.',
        },
      },
      {
        mode: 'question',
        title: 'What is the capital of Japan?',
        question: { answers: [{ text: 'Osaka' }, { text: 'Tokyo', isCorrect: true }], explanation: 'Tokyo became the capital in 1868.' },
      },
      text('Halfway there!'),
      {
        mode: 'question',
        title: 'What is the capital of Canada?',
        question: { answers: [{ text: 'Toronto' }, { text: 'Ottawa', isCorrect: true }, { text: 'Vancouver' }] },
      },
      text('Thanks for playing.'),
    ],
    quiz: {
      type: 'trivia',
      grades: [
        { minPercent: 100, title: 'Geography genius', description: 'Not a single slip.' },
        { minPercent: 0, title: 'Keep exploring', description: 'The atlas is your friend.' },
        { minPercent: 50, title: 'Well travelled', description: 'You know your way around.' },
      ],
    },
  };
}

/**
 * Results cat, dog, fish. Two warm-up questions (one placed after a scored question, to show
 * they are asked first) and two scored ones:
 * "Saturday?" Nap {cat 2} | Park {dog 2} | Swim {fish 2, dog 1};
 * "Snack?" Tuna {cat 1, fish 1} | Bone {dog 2} | Flakes {fish 2}.
 */
export function personalityQuizFixture(): QuizFixture {
  return {
    title: 'Which pet are you?',
    entries: [
      text('Answer honestly, nobody is watching.'),
      { mode: 'question', title: 'Pick a colour', question: { pre: true, answers: [{ text: 'Red' }, { text: 'Blue' }] } },
      {
        mode: 'question',
        title: 'How do you spend Saturday?',
        question: { answers: [{ text: 'Nap', weights: { cat: 2 } }, { text: 'Park', weights: { dog: 2 } }, { text: 'Swim', weights: { fish: 2, dog: 1 } }] },
      },
      { mode: 'question', title: 'Morning or evening?', question: { pre: true, answers: [{ text: 'Morning' }, { text: 'Evening' }] } },
      {
        mode: 'question',
        title: 'Favourite snack?',
        question: { answers: [{ text: 'Tuna', weights: { cat: 1, fish: 1 } }, { text: 'Bone', weights: { dog: 2 } }, { text: 'Flakes', weights: { fish: 2 } }] },
      },
    ],
    quiz: {
      type: 'personality',
      results: [
        { id: 'cat', title: 'The Cat', description: 'Independent and curious.' },
        { id: 'dog', title: 'The Dog', description: 'Loyal and full of energy.' },
        { id: 'fish', title: 'The Fish', description: 'Calm and easy-going.' },
      ],
    },
  };
}

/** A whole published article around a quiz fixture, as `GET /articles/{id}` returns it. */
export function quizArticleFixture(fixture: QuizFixture, legacyId = 10042): Article {
  const slug = fixture.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    _id: `00000000-0000-4000-8000-${String(legacyId).padStart(12, '0')}`,
    legacyId,
    edition: 'en',
    title: fixture.title,
    originalTitle: null,
    route: `/content/${slug}-${legacyId}`,
    redirectUrl: null,
    seoData: {},
    description: 'A quiz.',
    categories: [{ _id: 'c-quiz', name: 'Quiz', slug: 'quiz', route: '/meydan/quiz', parent: null, edition: 'en' }],
    entries: fixture.entries,
    isTest: false,
    isDraft: false,
    isHidden: false,
    isDeleted: false,
    noindex: false,
    isVideo: false,
    showVideoPageDesign: false,
    published: '2025-01-10T09:00:00.000Z',
    modified: '2025-01-10T09:00:00.000Z',
    authors: [],
    image: null,
    facebookImage: null,
    tags: [],
    counts: { view: 0, share: 0, comment: 0 },
    kind: 'quiz',
    quiz: fixture.quiz,
  };
}
