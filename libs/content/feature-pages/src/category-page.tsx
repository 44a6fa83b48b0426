import { useTranslation } from '@meydan/shared/util/translate';
import { useLocation } from '@meydan/shared/util/router';
import { useGetArticlesQuery, useGetCategoriesQuery } from '@meydan/content/data-access';
import { Breadcrumb } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { resolveCategoryRoute, CATEGORY_PAGE_SIZE } from './category-route';
import { ArticleListing } from './article-listing';

export function CategoryPage({ params, edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { search } = useLocation();
  const { data: categories } = useGetCategoriesQuery();
  const resolved = categories ? resolveCategoryRoute(categories, params, search) : null;
  const { data, isError } = useGetArticlesQuery(
    resolved ? { categoryId: resolved.category._id, page: resolved.page, limit: CATEGORY_PAGE_SIZE } : { page: 1 },
    { skip: !resolved },
  );
  if (!resolved) return <p className="notice">{t('loading')}</p>;
  const { category, section, page } = resolved;
  return (
    <div className="category-page">
      <Breadcrumb
        label={t('breadcrumb')}
        items={[
          { name: t('home.breadcrumb'), href: '/' },
          ...(section && section._id !== category._id
            ? [{ name: section.name, href: section.route, dropdown: (section.subs ?? []).map((sub) => ({ name: sub.name, href: sub.route })) }]
            : []),
          { name: category.name, href: category.route },
        ]}
      />
      <header className="page-header">
        <h1>{category.name}</h1>
        {category.subs?.length ? (
          <ul className="chip-list" aria-label={t('subcategories')}>
            {category.subs.map((sub) => (
              <li key={sub._id}>
                <a href={sub.route} className="chip">
                  {sub.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <ArticleListing data={data} isError={isError} page={page} edition={edition} hrefForPage={resolved.hrefForPage} />
    </div>
  );
}
