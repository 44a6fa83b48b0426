export { literalTranslationKeys, missingTranslationKeys, type TranslationTree } from './lib/translation-keys';
export { describePlannedRemote, type PlannedRemoteSpec } from './lib/planned-remote-spec';
export { personalityQuizFixture, quizArticleFixture, triviaQuizFixture, type QuizFixture } from './lib/quiz-fixtures';
export { clearDocumentCookies, fakeApi, recordCookieWrites, type FakeApiCall, type FakeApiReply, type FakeApiRoute, testJwt } from './lib/fake-api';
export { memberFixture } from './lib/auth-fixtures';
export { firebaseWebConfigFixture, signInFixture, webConfigFixture } from './lib/web-config-fixture';
export { FakeWebSocket, fakeWebSocketServer } from './lib/fake-web-socket';
// Node-only stand-ins of the sign-in providers (Google/OpenID, Facebook, Twitter) live behind their own
// entry, @meydan/shared/testing/identity-providers, so web specs never load node:http or jose.
// The Web Push service stand-in likewise: @meydan/shared/testing/push-service; and the bare-socket
// HTTP client of upload specs: @meydan/shared/testing/raw-http.
