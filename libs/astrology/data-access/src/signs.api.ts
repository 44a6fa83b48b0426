import { baseApi } from '@meydan/shared/data-access/api-client';
import type { AstroReading, AstroSignProfile } from '@meydan/shared/contracts';
import type { AstroReadingPeriod } from '@meydan/shared/contracts/constants';
import { astroPath } from './astro-path';

/**
 * The sign pages' data (issue 17 item 5): a sign's profile and its readings. `edition` keys the
 * cache (the API reads the edition from the host); `date` picks an earlier period's reading.
 */
export const signsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSignProfile: build.query<AstroSignProfile, { edition: string; sign: string }>({
      query: ({ sign }) => ({ url: astroPath(`/signs/${encodeURIComponent(sign)}`) }),
      keepUnusedDataFor: 600,
    }),
    getSignReading: build.query<AstroReading, { edition: string; sign: string; period: AstroReadingPeriod; date?: string }>({
      query: ({ sign, period, date }) => ({ url: astroPath(`/signs/${encodeURIComponent(sign)}/readings/${period}`), params: date ? { date } : undefined }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetSignProfileQuery, useGetSignReadingQuery } = signsApi;

/** The readings' address segments (`/astroloji/koc/gunluk`), the same in every edition. */
export const READING_SLUGS: Readonly<Record<AstroReadingPeriod, string>> = { daily: 'gunluk', weekly: 'haftalik', monthly: 'aylik', yearly: 'yillik' };

export function periodOfSlug(slug: string | undefined): AstroReadingPeriod | null {
  const found = (Object.entries(READING_SLUGS) as [AstroReadingPeriod, string][]).find(([, value]) => value === slug);
  return found ? found[0] : null;
}
