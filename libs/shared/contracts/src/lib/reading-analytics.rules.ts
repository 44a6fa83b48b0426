/**
 * The editors' reading dashboard's plain values (no TypeBox): the /admin/analytics page takes them
 * from `@meydan/shared/contracts/constants`, the API's schemas from here.
 */

/** Without dates, the dashboard shows this many days up to today (UTC). */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** The longest range one request may ask for (a year, leap day included). */
export const ANALYTICS_MAX_DAYS = 366;
/** How an article list may be ordered (completionRate: completes per reader). */
export const ANALYTICS_ARTICLE_SORTS = ['reads', 'readers', 'completes', 'completionRate'] as const;
export type AnalyticsArticleSort = (typeof ANALYTICS_ARTICLE_SORTS)[number];
