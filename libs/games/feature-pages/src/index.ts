// The games remote's pages (issue 16): the catalogue and game pages, the daily games, the boards.
export { GameRoutePage, loadGameRoute } from './game-route';
export { EmojilePage } from './emojile/emojile-page';
export { dailyGameLoader } from './common/daily-loader';
export { LeaderboardPage, loadLeaderboard } from './boards/leaderboard-page';
export { BilpopPage } from './quiz/bilpop-page';
export { ZekiyePage } from './quiz/zekiye-page';
export { loadScore, ScorePage } from './boards/score-page';
export { EmbedLeaderboardPage, loadEmbedLeaderboard } from './boards/embed-leaderboard';
