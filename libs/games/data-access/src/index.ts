// The games remote's API endpoints (RTK Query, injected into the shared baseApi) and a guest's record kept in the browser: ARCHITECTURE §3 data-access.
export * from './games.api';
export * from './ttt.api';
export { GAMES_API_PREFIX, gamesPath } from './games-path';
export { forgetLocalResults, localAttemptFor, localStats, readLocalRecord, recordLocalResult, rememberLocalAttempt, type LocalGameRecord } from './local-record';
