import { GameRoutePage, loadGameRoute } from '@meydan/games/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/oyun` and `/oyun/{slug}`: the catalogue, 2048 and the partners' games. */
export const page: RoutePage = { Component: GameRoutePage, load: loadGameRoute };
