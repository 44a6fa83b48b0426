// The astrology remote's API endpoints (RTK Query, injected into the shared baseApi) and the birth details the result pages' addresses carry: ARCHITECTURE §3 data-access.
export * from './astro.api';
export { ASTRO_API_PREFIX, astroPath } from './astro-path';
export { BIRTH_NAME_MAX_LENGTH, birthSearch, natalChartQuery, parseBirthSearch, risingSignQuery, type BirthDetails, type BirthDetailsProblem } from './birth-details';
export { detailsOfSaved, savedBirthOf, savedChartsApi, useDeleteChartMutation, useGetSavedChartsQuery, useSaveChartMutation } from './saved-charts.api';
export { periodOfSlug, READING_SLUGS, signsApi, useGetSignProfileQuery, useGetSignReadingQuery } from './signs.api';
export { TAROT_DECK_SLUG, TAROT_READING_SLUGS, tarotApi, tarotReadingOfSlug, useDrawTarotMutation, useGetDailyTarotQuery, useGetTarotCardQuery, useGetTarotCardsQuery, type TarotReadingPage } from './tarot.api';
