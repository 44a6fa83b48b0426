import { EDITIONS, type Edition } from '@meydan/shared/util/routing';

/** What a reader types, grouped by the path it takes through the search code. */
export const QUERY_CLASSES = ['common word', 'stem', 'multiword', 'typo (fuzzy)', 'categoryId', 'withFacets', 'later page'] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface SearchRequest {
  queryClass: QueryClass;
  edition: Edition;
  params: Record<string, string>;
  /** The fuzzy fallback (`approximate: true`) is expected for typos and only for them. */
  expectApproximate: boolean;
}

interface EditionQueries {
  /**
   * Words found in many articles: [0] in a few thousand, [1] in most of the edition (as generic
   * as "experts" or "last minute" are on a news site), [2] in a few hundred.
   */
  common: string[];
  /** Inflected forms that only match through the language's stemmer. */
  stems: string[];
  multiword: string[];
  /**
   * A letter dropped or two swapped: no stemmed match, so the one-swap spellings (the last of
   * each) or titles of similar spelling answer.
   */
  typos: string[];
  /** A section (its subcategories included) and a subcategory, by slug. */
  section: string;
  subcategory: string;
}

const QUERIES: Readonly<Record<Edition, EditionQueries>> = {
  tr: {
    common: ['festival', 'uzmanlar', 'futbol'],
    stems: ['kitaplar', 'festivalleri', 'maçların'],
    multiword: ['merkez bankası faiz kararı', 'elektrikli otomobil satışları', 'sokak hayvanları'],
    typos: ['basketbl', 'enflasyn', 'ftubol'],
    section: 'sport',
    subcategory: 'literature',
  },
  en: {
    common: ['festival', 'experts', 'football'],
    stems: ['running', 'newspapers', 'matches'],
    multiword: ['electric car sales', 'central bank rate decision', 'stray animals'],
    typos: ['fotball', 'inflaton', 'experst'],
    section: 'sport',
    subcategory: 'literature',
  },
  ru: {
    common: ['фестиваль', 'эксперты', 'футбол'],
    stems: ['новости', 'книгами', 'матчей'],
    multiword: ['продажи электромобилей', 'ключевой ставке центробанка', 'бездомными животными'],
    typos: ['футбл', 'инфляцея', 'футобл'],
    section: 'sport',
    subcategory: 'literature',
  },
};

/** The mixed request set: every class in every edition, page 1 and later pages, filters on and off. */
export function searchRequests(): SearchRequest[] {
  return EDITIONS.flatMap((edition) => {
    const q = QUERIES[edition];
    const request = (queryClass: QueryClass, params: Record<string, string>, expectApproximate = false): SearchRequest => ({
      queryClass,
      edition,
      params,
      expectApproximate,
    });
    return [
      ...q.common.map((word) => request('common word', { q: word })),
      ...q.stems.map((word) => request('stem', { q: word })),
      ...q.multiword.map((words) => request('multiword', { q: words })),
      ...q.typos.map((word) => request('typo (fuzzy)', { q: word }, true)),
      request('typo (fuzzy)', { q: q.typos[0] as string, categoryId: q.section }, true),
      request('categoryId', { q: q.common[0] as string, categoryId: q.section }),
      request('categoryId', { q: q.stems[0] as string, categoryId: q.subcategory }),
      request('categoryId', { q: q.common[1] as string, categoryId: q.section, sort: 'recent' }),
      request('withFacets', { q: q.common[1] as string, withFacets: 'true' }),
      request('withFacets', { q: q.common[2] as string, withFacets: 'true', mainCategoriesOnly: 'true' }),
      request('withFacets', { q: q.multiword[0] as string, withFacets: 'true' }),
      request('later page', { q: q.common[2] as string, page: '5' }),
      request('later page', { q: q.stems[1] as string, page: '3', sort: 'recent' }),
      request('later page', { q: q.common[0] as string, page: '20' }),
    ];
  });
}

export function searchUrl(request: SearchRequest): string {
  return `/api/v3.5/search/article?${new URLSearchParams(request.params).toString()}`;
}
