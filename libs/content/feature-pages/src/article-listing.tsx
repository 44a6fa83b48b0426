import type { ReactNode } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { ArticleCard, Pagination } from '@meydan/content/ui';
import type { ArticleCardListResponse } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

interface ArticleListingProps {
  data: ArticleCardListResponse | undefined;
  isError: boolean;
  page: number;
  edition: Edition;
  hrefForPage: (page: number) => string;
  /** What an empty list says (search: "nothing found for …"); the default is the generic line. */
  emptyMessage?: ReactNode;
}

/** A paginated grid of article cards with its empty and error states (categories, /content). */
export function ArticleListing({ data, isError, page, edition, hrefForPage, emptyMessage }: ArticleListingProps) {
  const { t } = useTranslation('content');
  const pagination = data?.pagination;
  return (
    <>
      {isError ? <p className="notice notice--error">{t('loadFailed')}</p> : null}
      {data && data.items.length === 0 ? <p className="notice">{emptyMessage ?? t('empty')}</p> : null}
      <div className="card-grid card-grid--three">
        {(data?.items ?? []).map((article, index) => (
          <ArticleCard key={article._id} article={article} edition={edition} priority={index === 0 && page === 1} />
        ))}
      </div>
      {pagination ? (
        <Pagination
          page={page}
          hasNext={Boolean(pagination.hasNextPage ?? (pagination.totalPages ?? 0) > page)}
          totalPages={pagination.totalPages}
          hrefFor={hrefForPage}
          labels={{ previous: t('pagination.previous'), next: t('pagination.next'), page: (n) => t('pagination.page', { n }), nav: t('pagination.nav') }}
        />
      ) : null}
    </>
  );
}
