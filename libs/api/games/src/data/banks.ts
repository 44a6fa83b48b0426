import type { PuzzleBanks } from '../puzzles/puzzle-makers';
import { BILPOP_EN } from './bilpop-en';
import { BILPOP_RU } from './bilpop-ru';
import { BILPOP_TR } from './bilpop-tr';
import { EMOJILE_EN } from './emojile-en';
import { EMOJILE_RU } from './emojile-ru';
import { EMOJILE_TR } from './emojile-tr';

/** The authored banks the daily Emojile rows and Bilpop quizzes are drawn from. */
export const DEFAULT_PUZZLE_BANKS: PuzzleBanks = {
  emojile: { tr: EMOJILE_TR, en: EMOJILE_EN, ru: EMOJILE_RU },
  bilpop: { tr: BILPOP_TR, en: BILPOP_EN, ru: BILPOP_RU },
};
