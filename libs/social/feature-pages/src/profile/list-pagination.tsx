import { useTranslation } from '@meydan/shared/util/translate';
import type { Pagination as PageInfo } from '@meydan/shared/contracts';
import { Pagination } from '@meydan/shared/ui';

/** The site's crawlable pagination under a profile list, with the common texts. */
export function ListPagination({ pagination, page, hrefFor }: { pagination: PageInfo | undefined; page: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('common');
  if (!pagination) return null;
  return (
    <Pagination
      page={page}
      hasNext={Boolean(pagination.hasNextPage ?? (pagination.totalPages ?? 0) > page)}
      totalPages={pagination.totalPages}
      hrefFor={hrefFor}
      labels={{ previous: t('pagination.previous'), next: t('pagination.next'), page: (n) => t('pagination.page', { n }), nav: t('pagination.label') }}
    />
  );
}
