import type { Edition } from '@meydan/shared/util/routing';

/** A text in each edition's language. */
export type TarotText = Readonly<Record<Edition, string>>;
