import { TarotCardPage, loadTarotCard } from '@meydan/astrology/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/astroloji/tarot/tarot-kartlari-ve-anlamlari/{card}`: one card. */
export const page: RoutePage = { Component: TarotCardPage, load: loadTarotCard };
