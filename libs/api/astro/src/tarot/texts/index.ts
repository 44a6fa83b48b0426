import type { TarotTexts } from './card-text';
import { SWORDS_PENTACLES_COURT_TEXTS } from './courts-swords-pentacles';
import { WANDS_CUPS_COURT_TEXTS } from './courts-wands-cups';
import { CUPS_TEXTS } from './cups';
import { MAJOR_TEXTS_0_7 } from './majors-0-7';
import { MAJOR_TEXTS_8_14 } from './majors-8-14';
import { MAJOR_TEXTS_15_21 } from './majors-15-21';
import { PENTACLES_TEXTS } from './pentacles';
import { SWORDS_TEXTS } from './swords';
import { WANDS_TEXTS } from './wands';

export type { TarotCardText, TarotTexts } from './card-text';

/**
 * The 78 cards' meanings in Turkish ("sen"), English and Russian ("вы"): keywords, the picture,
 * upright and reversed, each written in its own language. One file per group, each well under 40 KB.
 */
export const TAROT_TEXTS: TarotTexts = {
  ...MAJOR_TEXTS_0_7,
  ...MAJOR_TEXTS_8_14,
  ...MAJOR_TEXTS_15_21,
  ...WANDS_TEXTS,
  ...CUPS_TEXTS,
  ...SWORDS_TEXTS,
  ...PENTACLES_TEXTS,
  ...WANDS_CUPS_COURT_TEXTS,
  ...SWORDS_PENTACLES_COURT_TEXTS,
};
