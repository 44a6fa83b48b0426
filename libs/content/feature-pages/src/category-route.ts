import type { Category } from '@meydan/shared/contracts';

/** SPEC §9: category listings show 20 articles a page. */
export const CATEGORY_PAGE_SIZE = 20;

export interface ResolvedCategory {
  section: Category;
  category: Category;
  page: number;
  hrefForPage: (page: number) => string;
}

/**
 * `/{section}/{subOrPagination?}`: the optional segment is either a subcategory slug or a page
 * number of the section. Subcategories paginate with `?page=N` (the path has no room left).
 */
export function resolveCategoryRoute(
  categories: Category[],
  params: Readonly<Record<string, string>>,
  search: string,
): ResolvedCategory | null {
  const sectionKey = (params['section'] ?? '').replace(/-(news|novosti)$/, '');
  const section = categories.find((c) => c.slug === sectionKey && !c.parent);
  if (!section) return null;
  const extra = params['subOrPagination'];
  if (extra && /^\d+$/.test(extra)) {
    const page = Number(extra);
    if (page < 1) return null;
    return { section, category: section, page, hrefForPage: (n) => (n === 1 ? section.route : `${section.route}/${n}`) };
  }
  if (extra) {
    const sub = (section.subs ?? []).find((c) => c.slug === extra);
    if (!sub) return null;
    const pageParam = Number(new URLSearchParams(search).get('page') ?? '1');
    const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
    return { section, category: sub, page, hrefForPage: (n) => (n === 1 ? sub.route : `${sub.route}?page=${n}`) };
  }
  return { section, category: section, page: 1, hrefForPage: (n) => (n === 1 ? section.route : `${section.route}/${n}`) };
}
