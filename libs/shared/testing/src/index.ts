export { literalTranslationKeys, missingTranslationKeys, type TranslationTree } from './lib/translation-keys';
export { describePlannedRemote, type PlannedRemoteSpec } from './lib/planned-remote-spec';
export { personalityQuizFixture, quizArticleFixture, triviaQuizFixture, type QuizFixture } from './lib/quiz-fixtures';
export { clearDocumentCookies, fakeApi, type FakeApiCall, type FakeApiReply, type FakeApiRoute, testJwt } from './lib/fake-api';
export { memberFixture } from './lib/auth-fixtures';
