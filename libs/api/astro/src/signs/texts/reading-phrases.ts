import type { Edition } from '@meydan/shared/util/routing';
import { READING_PHRASES_EN } from './reading-phrases-en';
import { READING_PHRASES_RU } from './reading-phrases-ru';
import { READING_PHRASES_TR } from './reading-phrases-tr';
import type { ReadingPhrases } from './reading-phrases.types';

/** Each edition's phrase bank for the demo readings, written in that language (not translated). */
export const READING_PHRASES: Readonly<Record<Edition, ReadingPhrases>> = { tr: READING_PHRASES_TR, en: READING_PHRASES_EN, ru: READING_PHRASES_RU };
