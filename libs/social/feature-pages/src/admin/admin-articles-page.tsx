import { type FormEvent, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { AdminArticle, ArticleFlagsBody } from '@meydan/shared/contracts';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { formatDate } from '@meydan/shared/util/i18n';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useNavigate, useSearchParams } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { refusalText } from '../account-link-shared';
import { StatusBadge } from '../write/write-shared';
import { AdminLayout } from './admin-layout';
import { adminApi } from '@meydan/social/data-access';
import { FetchFailed, Loading } from '../write/fetch-states';
import { ListPagination } from '../profile/list-pagination';

/** One article with its three switches (listed, indexed, sponsored); each change goes to the API at once and the row shows what the API answered. */
function ArticleRow({ article, edition }: { article: AdminArticle; edition: EditionCode }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [row, setRow] = useState(article);

  const change = async (flags: ArticleFlagsBody) => {
    setBusy(true);
    setFailure(null);
    try {
      setRow(await dispatch(adminApi.endpoints.setArticleFlags.initiate({ id: row._id, flags })).unwrap());
    } catch (error) {
      setFailure(refusalText(common, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="admin-article">
      <div className="admin-article__main">
        <h2 className="admin-article__title">{row.published && !row.isDraft && row.edition === edition ? <Link to={row.route}>{row.title}</Link> : row.title}</h2>
        <p className="admin-article__meta">
          <span className="post-badge post-badge--neutral">{row.edition.toUpperCase()}</span>
          <span>#{row.legacyId}</span>
          {row.status ? <StatusBadge status={row.status} /> : null}
          {row.isDraft && !row.status ? <span className="post-badge post-badge--neutral">{t('editor.status.draft')}</span> : null}
          {row.published ? <span>{formatDate(row.published, edition)}</span> : null}
          {row.authors.length > 0 ? <span>{row.authors.map((author) => author.username).join(', ')}</span> : null}
        </p>
      </div>
      <div className="admin-article__flags" role="group" aria-label={t('admin.articles.flagsOf', { title: row.title })}>
        <button type="button" className="button" aria-pressed={row.isHidden} disabled={busy} onClick={() => void change({ isHidden: !row.isHidden })}>
          {row.isHidden ? t('admin.articles.hidden') : t('admin.articles.listed')}
        </button>
        <button type="button" className="button" aria-pressed={row.noindex} disabled={busy} onClick={() => void change({ noindex: !row.noindex })}>
          {row.noindex ? t('admin.articles.noindex') : t('admin.articles.indexed')}
        </button>
        <button type="button" className="button" aria-pressed={row.sponsored} disabled={busy} onClick={() => void change({ sponsored: !row.sponsored })}>
          {row.sponsored ? t('admin.articles.sponsored') : t('admin.articles.editorial')}
        </button>
      </div>
      {failure ? (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

function ArticleFlags({ edition }: { edition: EditionCode }) {
  const { t } = useTranslation('social');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const q = search.get('q') ?? '';
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const [text, setText] = useState(q);
  const { data, isError, isFetching, refetch } = adminApi.useGetAdminArticlesQuery({ q, page });
  const base = routePath(edition, 'admin.articles');
  const hrefFor = (n: number) => {
    const params = new URLSearchParams({ ...(q ? { q } : {}), ...(n > 1 ? { page: String(n) } : {}) }).toString();
    return params ? `${base}?${params}` : base;
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    navigate(value ? `${base}?q=${encodeURIComponent(value)}` : base);
  };

  return (
    <section aria-busy={isFetching}>
      <p className="admin-page__lead">{t('admin.articles.lead')}</p>
      <form className="admin-search" role="search" onSubmit={find}>
        <label htmlFor="admin-article-search">{t('admin.articles.search')}</label>
        <input id="admin-article-search" type="search" value={text} maxLength={300} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button button--primary">
          {t('admin.articles.find')}
        </button>
      </form>
      {isError ? (
        <FetchFailed onRetry={() => void refetch()} />
      ) : !data ? (
        <Loading text={t('admin.articles.loading')} />
      ) : data.items.length === 0 ? (
        <p className="notice">{t('admin.articles.empty')}</p>
      ) : (
        <ul className="admin-articles">
          {data.items.map((article) => (
            <ArticleRow key={`${article._id}:${article.isHidden}:${article.noindex}:${article.sponsored}`} article={article} edition={edition} />
          ))}
        </ul>
      )}
      {data ? (
        <ListPagination pagination={data.pagination} page={data.pagination.page} hrefFor={hrefFor} />
      ) : null}
    </section>
  );
}

/** `/admin/articles`: hide any article from lists or keep it out of search engines, found by title, id or URL. */
export function AdminArticlesPage({ edition }: RoutePageProps) {
  return (
    <AdminLayout edition={edition} section="articles">
      {() => <ArticleFlags edition={edition} />}
    </AdminLayout>
  );
}
