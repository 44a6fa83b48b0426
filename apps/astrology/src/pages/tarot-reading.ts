import { TarotReadingRoutePage, loadTarotReading } from '@meydan/astrology/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/astroloji/tarot/{slug}`: the card of the day and the spreads. */
export const page: RoutePage = { Component: TarotReadingRoutePage, load: loadTarotReading };
