import { TarotDeckPage, loadTarotDeck } from '@meydan/astrology/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/astroloji/tarot/tarot-kartlari-ve-anlamlari`: the 78 cards. */
export const page: RoutePage = { Component: TarotDeckPage, load: loadTarotDeck };
