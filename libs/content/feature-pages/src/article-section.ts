import type { Article } from '@meydan/shared/contracts';

/** The article's section (its top-level category), whose subcategories the breadcrumb offers. */
export function sectionIdOf(article: Pick<Article, 'categories'>): string | undefined {
  return (article.categories.find((c) => c.parent === null) ?? article.categories[0])?._id;
}
