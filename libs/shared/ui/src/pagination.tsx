import { Link } from '@meydan/shared/util/router';

export interface PaginationProps {
  page: number;
  hasNext: boolean;
  totalPages?: number;
  hrefFor: (page: number) => string;
  labels: { previous: string; next: string; page: (n: number) => string; nav: string };
}

/** Crawlable pagination: real links for previous/next and a window of page numbers. */
export function Pagination({ page, hasNext, totalPages, hrefFor, labels }: PaginationProps) {
  const last = totalPages ?? (hasNext ? page + 1 : page);
  if (last <= 1) return null;
  const from = Math.max(1, page - 2);
  const to = Math.min(last, page + 2);
  const pages = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <nav className="pagination" aria-label={labels.nav}>
      {page > 1 ? (
        <Link rel="prev" to={hrefFor(page - 1)} className="pagination__step">
          {labels.previous}
        </Link>
      ) : null}
      <ol>
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="pagination__current">
                {n}
              </span>
            ) : (
              <Link to={hrefFor(n)} aria-label={labels.page(n)}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < last ? (
        <Link rel="next" to={hrefFor(page + 1)} className="pagination__step">
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}
