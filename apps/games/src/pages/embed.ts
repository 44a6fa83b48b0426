import { EmbedLeaderboardPage, loadEmbedLeaderboard } from '@meydan/games/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

export const page: RoutePage = { Component: EmbedLeaderboardPage, load: loadEmbedLeaderboard };
