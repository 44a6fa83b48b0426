import { baseApi } from '@meydan/shared/data-access/api-client';
import type { TarotCardListResponse, TarotCardResponse, TarotDailyResponse, TarotReadingBody, TarotReadingResponse } from '@meydan/shared/contracts';
import { astroPath } from './astro-path';

/**
 * Tarot (issue 17 item 5). The deck and the cards are public and cached by edition; the card of
 * the day is the reader's own (a member's id, else the API's `tarot_reader` cookie, which only the
 * browser holds: it is asked for from the page, never from the server render); spreads are drawn
 * on the server for each request.
 */
export const tarotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTarotCards: build.query<TarotCardListResponse, { edition: string }>({
      query: () => ({ url: astroPath('/tarot/cards') }),
      keepUnusedDataFor: 600,
    }),
    getTarotCard: build.query<TarotCardResponse, { edition: string; slug: string }>({
      query: ({ slug }) => ({ url: astroPath(`/tarot/cards/${encodeURIComponent(slug)}`) }),
      keepUnusedDataFor: 600,
    }),
    getDailyTarot: build.query<TarotDailyResponse, { edition: string; viewerId: string }>({
      query: () => ({ url: astroPath('/tarot/daily') }),
      keepUnusedDataFor: 60,
    }),
    drawTarot: build.mutation<TarotReadingResponse, TarotReadingBody>({
      query: (body) => ({ url: astroPath('/tarot/readings'), method: 'POST', data: body }),
    }),
  }),
});

export const { useGetTarotCardsQuery, useGetTarotCardQuery, useGetDailyTarotQuery, useDrawTarotMutation } = tarotApi;

/** The reading pages' addresses under /astroloji/tarot/, the same in every edition. */
export const TAROT_READING_SLUGS = { daily: 'gunluk-tarot', 'three-card': 'uc-kart-tarot', 'celtic-cross': 'kelt-haci-tarot' } as const;
export type TarotReadingPage = keyof typeof TAROT_READING_SLUGS;

export function tarotReadingOfSlug(slug: string | undefined): TarotReadingPage | null {
  const found = (Object.entries(TAROT_READING_SLUGS) as [TarotReadingPage, string][]).find(([, value]) => value === slug);
  return found ? found[0] : null;
}

/** The card pages live under the deck page: `/astroloji/tarot/tarot-kartlari-ve-anlamlari/{card}`. */
export const TAROT_DECK_SLUG = 'tarot-kartlari-ve-anlamlari';
