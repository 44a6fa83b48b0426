export {
  correctAnswerIndexes,
  isCorrectAnswer,
  isScoredTriviaQuestion,
  playOrder,
  resolveQuiz,
  type PlayableQuiz,
  type QuizStep,
  type QuizType,
} from './lib/quiz-model';
export {
  gradeFor,
  percentShares,
  scorePersonality,
  scoreQuiz,
  scoreTrivia,
  triviaScore,
  type PersonalityScore,
  type QuizAnswers,
  type QuizScore,
  type ResultMatch,
  type TriviaScore,
} from './lib/scoring';
export { validateQuizAnswers, type QuizAnswersProblem } from './lib/validation';
