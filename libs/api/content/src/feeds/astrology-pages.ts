import { TAROT_CARDS } from '@meydan/astrology/tarot';
import { type Edition, routePath, ZODIAC_SIGNS } from '@meydan/shared/util/routing';

const READINGS = ['gunluk', 'haftalik', 'aylik', 'yillik'];
const TAROT_READINGS = ['gunluk-tarot', 'uc-kart-tarot', 'kelt-haci-tarot'];
const TAROT_DECK = 'tarot-kartlari-ve-anlamlari';

/**
 * The astrology pages search engines should find (issue 17): the hub, the calculators, the twelve
 * signs with their four readings, the tarot deck, its 78 cards and its readings. Result pages
 * (birth data in the address) are never listed. The same paths in every edition.
 */
export function astrologyPagePaths(edition: Edition): string[] {
  const path = (id: string, params: Record<string, string> = {}) => routePath(edition, id, params);
  return [
    path('astrology.home'),
    path('astrology.compatibility'),
    path('astrology.natal-chart'),
    path('astrology.rising-sign'),
    ...ZODIAC_SIGNS.flatMap((burc) => [path('astrology.sign', { burc }), ...READINGS.map((slug) => path('astrology.sign', { burc, slug }))]),
    path('astrology.tarot.cards'),
    ...TAROT_READINGS.map((slug) => path('astrology.tarot', { slug })),
    ...TAROT_CARDS.map((card) => path('astrology.tarot.card', { slug: TAROT_DECK, card: card.slug })),
  ];
}
