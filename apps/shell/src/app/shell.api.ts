import { baseApi } from '@meydan/shared/data-access/api-client';
import type { FooterCardsResponse } from '@meydan/shared/contracts';
import { footerLinksOf, type FooterLinks } from './layout/footer-links';

/** Data the layout itself needs; page data belongs to the remotes' own endpoints. */
export const shellApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Kept as the links the footer shows: the browser rebuilds this entry from the server HTML
    // (layout/footer-links.ts), so it is left out of the boot state.
    getFooter: build.query<FooterLinks, void>({
      query: () => ({ url: '/browse/footer', params: { view: 'card' } }),
      transformResponse: (response: FooterCardsResponse) => footerLinksOf(response),
      providesTags: ['Footer'],
    }),
  }),
});

export const { useGetFooterQuery } = shellApi;
