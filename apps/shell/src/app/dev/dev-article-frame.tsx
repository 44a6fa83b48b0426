import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { DevArticle } from '@meydan/shared/contracts';
import { DEFAULT_ERROR_MESSAGE, normalizeError } from '@meydan/shared/util/errors';
import { formatDay } from '@meydan/shared/util/i18n';
import { Link, useSearchParams } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { useShell } from '../shell-context';

/** The page's i18n block: each page has its own words for the shared parts. */
export type DevBlock = 'devCounter' | 'devReco';

/** The article asked for: `?q=` of the address, so a result can be shared and reloaded. */
export function useArticleQuery(): string {
  const [params] = useSearchParams();
  return (params.get('q') ?? '').trim();
}

/** What the page's RTK Query hook says about the current `q`. */
export interface DevQueryState<T> {
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A link to an article of any edition: another edition's article opens on that edition's host. */
export function ArticleLink({ edition: articleEdition, route, children }: { edition: Edition; route: string; children: ReactNode }) {
  const { edition, origins } = useShell();
  return articleEdition === edition ? <Link to={route}>{children}</Link> : <a href={`${origins[articleEdition]}${route}`}>{children}</a>;
}

function ArticleHead({ block, article }: { block: DevBlock; article: DevArticle }) {
  const { t } = useTranslation('common');
  const { edition } = useShell();
  const flags = (['isDraft', 'isHidden', 'isDeleted', 'noindex'] as const).filter((flag) => article[flag]);
  const flagKey = { isDraft: 'draft', isHidden: 'hidden', isDeleted: 'deleted', noindex: 'noindex' } as const;
  return (
    <section className="dev-insight__article" aria-label={t(`${block}.article.label`)}>
      <h2 className="dev-insight__article-title">
        <ArticleLink edition={article.edition} route={article.route}>
          {article.title}
        </ArticleLink>
      </h2>
      <p className="dev-insight__meta">
        {t(`${block}.article.meta`, { id: article.legacyId, edition: article.edition.toLocaleUpperCase('tr'), kind: t(`${block}.article.kinds.${article.kind}`) })} ·{' '}
        {article.published ? t(`${block}.article.published`, { date: formatDay(article.published, edition) }) : t(`${block}.article.unpublished`)}
      </p>
      {flags.length > 0 ? (
        <ul className="dev-insight__flags">
          {flags.map((flag) => (
            <li key={flag} className="post-badge post-badge--warn">
              {t(`${block}.article.flags.${flagKey[flag]}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Failure({ block, error, retry }: { block: DevBlock; error: unknown; retry: () => unknown }) {
  const { t } = useTranslation('common');
  const { statusCode, message } = normalizeError(error);
  let text = t('errors.actionFailed');
  if (statusCode === 401) text = t(`${block}.errors.signIn`);
  else if (statusCode === 403) text = t(`${block}.errors.forbidden`);
  // A 400 or 404 comes with the API's own words, already in the reader's language.
  else if (statusCode >= 400 && statusCode < 500 && message !== DEFAULT_ERROR_MESSAGE) text = message;
  return (
    <div className="notice notice--error dev-insight__failure" role="alert">
      <p>{text}</p>
      {statusCode >= 500 || statusCode === 0 ? (
        <button type="button" className="button" onClick={() => void retry()}>
          {t(`${block}.errors.retry`)}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The frame of `/dev/counter` and `/dev/reco` (SPEC §2.6): title, what the page shows, the
 * article field (link, number or id; kept in `?q=`), then the loading, failure or result state.
 * The data comes from the page's own query; the API decides who may read it.
 */
export function DevArticleFrame<T extends { article: DevArticle }>({
  block,
  state,
  children,
}: {
  block: DevBlock;
  state: DevQueryState<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const [, setParams] = useSearchParams();
  const q = useArticleQuery();
  const [text, setText] = useState(q);
  // Back and forward change the address: the field follows.
  useEffect(() => setText(q), [q]);
  const titleId = `${block}-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === q) void state.refetch();
    else setParams(value ? { q: value } : {});
  };
  const data = state.currentData;
  return (
    <section className="page dev-insight" aria-labelledby={titleId} aria-busy={state.isFetching}>
      <h1 id={titleId}>{t(`${block}.title`)}</h1>
      <p className="dev-insight__intro">{t(`${block}.intro`)}</p>
      <form className="dev-insight__lookup" role="search" onSubmit={submit}>
        <label htmlFor={`${block}-q`}>{t(`${block}.lookup.label`)}</label>
        <div className="dev-insight__lookup-row">
          <input id={`${block}-q`} type="search" value={text} required maxLength={2048} autoComplete="off" onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="button button--primary" disabled={state.isFetching}>
            {t(`${block}.lookup.submit`)}
          </button>
        </div>
      </form>
      {!q ? <p className="dev-insight__prompt">{t(`${block}.lookup.prompt`)}</p> : null}
      {/* Also before the first request leaves (the server's HTML, the first paint): the browser asks at once. */}
      {q && !data && (state.isFetching || !state.error) ? <p role="status">{t(`${block}.loading`)}</p> : null}
      {q && state.error && !state.isFetching ? <Failure block={block} error={state.error} retry={state.refetch} /> : null}
      {q && data ? (
        <>
          <ArticleHead block={block} article={data.article} />
          {children(data)}
        </>
      ) : null}
    </section>
  );
}
