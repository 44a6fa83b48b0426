import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { FeedbackEntry } from '@meydan/shared/contracts';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES, FEEDBACK_TYPES, type FeedbackKind, type FeedbackStatus, type FeedbackType, npsGroupOf, SURVEY_SCALES } from '@meydan/shared/contracts/constants';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { formatDate } from '@meydan/shared/util/i18n';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useNavigate, useSearchParams } from '@meydan/shared/util/router';
import { EDITIONS, type Edition, routePath } from '@meydan/shared/util/routing';
import { feedbackAdminApi } from '@meydan/social/data-access';
import { refusalText } from '../account-link-shared';
import { ListPagination } from '../profile/list-pagination';
import { FetchFailed, Loading } from '../write/fetch-states';
import { AdminLayout } from './admin-layout';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

interface InboxFilters {
  kind: FeedbackKind;
  status?: FeedbackStatus;
  edition?: Edition;
  type?: FeedbackType;
  page: number;
}

function inboxHref(base: string, filters: InboxFilters): string {
  const params = new URLSearchParams({
    ...(filters.kind !== 'feedback' ? { kind: filters.kind } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.edition ? { edition: filters.edition } : {}),
    ...(filters.type && filters.kind === 'feedback' ? { type: filters.type } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  }).toString();
  return params ? `${base}?${params}` : base;
}

/** One entry: who, where, what they said, and the button that marks it handled (or new again). */
function EntryCard({ entry, edition }: { entry: FeedbackEntry; edition: EditionCode }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [row, setRow] = useState(entry);
  const [busy, setBusy] = useState(false);
  // The list's refetch after a change brings the entry as the API has it now (another editor too).
  useEffect(() => setRow(entry), [entry]);
  const [failure, setFailure] = useState<string | null>(null);
  const handled = row.status === 'handled';

  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setRow(await dispatch(feedbackAdminApi.endpoints.setFeedbackStatus.initiate({ kind: row.kind, id: row._id, status: handled ? 'new' : 'handled' })).unwrap());
    } catch (error) {
      setFailure(refusalText(common, error));
    } finally {
      setBusy(false);
    }
  };

  const ids = Object.entries(row.thirdPartyIdentifiers);
  return (
    <li className={handled ? 'feedback-entry feedback-entry--handled' : 'feedback-entry'}>
      <p className="feedback-entry__meta">
        <span className={handled ? 'post-badge post-badge--neutral' : 'post-badge post-badge--warn'}>{t(`admin.feedback.status.${row.status}`)}</span>
        {row.type ? <span className="post-badge post-badge--neutral">{t(`feedback.type.${row.type}`)}</span> : null}
        <span className="post-badge post-badge--neutral">{row.edition.toUpperCase()}</span>
        <time dateTime={row.createdAt}>{formatDate(row.createdAt, edition)}</time>
      </p>
      <p className="feedback-entry__who">
        {row.name ? <strong>{row.name}</strong> : <span>{t('admin.feedback.anonymous')}</span>}
        {row.email ? (
          <>
            {' · '}
            <a href={`mailto:${row.email}`}>{row.email}</a>
          </>
        ) : null}
        {row.username ? <span> · @{row.username}</span> : null}
      </p>
      {row.url ? (
        <p className="feedback-entry__page">
          {t('admin.feedback.pageLabel')}{' '}
          <a href={row.url} target="_blank" rel="noopener noreferrer">
            {row.url}
          </a>
        </p>
      ) : null}
      {row.kind === 'feedback' ? (
        <p className="feedback-entry__message">{row.message}</p>
      ) : (
        <dl className="feedback-entry__answers">
          <dt>{t('admin.feedback.experience')}</dt>
          <dd>{t('admin.feedback.score', { value: row.experienceLevel, max: SURVEY_SCALES.experience.max })}</dd>
          <dt>{t('admin.feedback.recommendation')}</dt>
          <dd>
            {t('admin.feedback.score', { value: row.recommendationLevel, max: SURVEY_SCALES.recommendation.max })}
            {row.recommendationLevel !== null ? ` (${t(`admin.feedback.nps.${npsGroupOf(row.recommendationLevel)}`)})` : null}
          </dd>
          <dt>{t('admin.feedback.issue')}</dt>
          <dd>{row.encounteredIssue ? t('admin.feedback.yes') : t('admin.feedback.no')}</dd>
          {row.improvementSuggestion ? (
            <>
              <dt>{t('admin.feedback.suggestion')}</dt>
              <dd className="feedback-entry__message">{row.improvementSuggestion}</dd>
            </>
          ) : null}
        </dl>
      )}
      {ids.length > 0 ? (
        <details className="feedback-entry__ids">
          <summary>{t('admin.feedback.ids')}</summary>
          <ul>
            {ids.map(([key, value]) => (
              <li key={key}>
                <code>{key}</code>: <code>{value}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="feedback-entry__foot">
        {handled && row.handledBy && row.handledAt ? (
          <p className="feedback-entry__handled">{t('admin.feedback.handledBy', { username: row.handledBy.username, date: formatDate(row.handledAt, edition) })}</p>
        ) : null}
        <button type="button" className={handled ? 'button' : 'button button--primary'} disabled={busy} aria-busy={busy} onClick={() => void toggle()}>
          {handled ? t('admin.feedback.markNew') : t('admin.feedback.markHandled')}
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

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  textOf: (value: string) => string;
}

/** One filter of the inbox: its values, or "All" (empty). */
function FilterSelect({ id, label, value, onChange, options, textOf }: FilterSelectProps) {
  const { t } = useTranslation('social');
  return (
    <span className="feedback-inbox__filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('admin.feedback.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {textOf(option)}
          </option>
        ))}
      </select>
    </span>
  );
}

function Inbox({ edition }: { edition: EditionCode }) {
  const { t } = useTranslation('social');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const requested = Number(search.get('page'));
  const filters: InboxFilters = {
    kind: oneOf(FEEDBACK_KINDS, search.get('kind')) ?? 'feedback',
    status: oneOf(FEEDBACK_STATUSES, search.get('status')),
    edition: oneOf(EDITIONS, search.get('edition')),
    type: oneOf(FEEDBACK_TYPES, search.get('type')),
    page: Number.isInteger(requested) && requested > 0 ? requested : 1,
  };
  const [status, setStatus] = useState<string>(filters.status ?? '');
  const [editionFilter, setEditionFilter] = useState<string>(filters.edition ?? '');
  const [type, setType] = useState<string>(filters.type ?? '');
  const { data, isError, isFetching, refetch } = feedbackAdminApi.useGetFeedbackInboxQuery(filters);
  const base = routePath(edition, 'admin.feedback');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      inboxHref(base, {
        kind: filters.kind,
        status: oneOf(FEEDBACK_STATUSES, status),
        edition: oneOf(EDITIONS, editionFilter),
        type: oneOf(FEEDBACK_TYPES, type),
        page: 1,
      }),
    );
  };

  return (
    <section aria-busy={isFetching}>
      <p className="admin-page__lead">{t('admin.feedback.lead')}</p>
      <nav className="feedback-inbox__tabs" aria-label={t('admin.feedback.kinds')}>
        {FEEDBACK_KINDS.map((kind) => (
          <Link key={kind} className="feedback-inbox__tab" to={inboxHref(base, { ...filters, kind, page: 1 })} aria-current={kind === filters.kind ? 'page' : undefined}>
            {t(`admin.feedback.kind.${kind}`)}
            {data ? <span className="feedback-inbox__count">{t('admin.feedback.newCount', { count: data.unhandled[kind] })}</span> : null}
          </Link>
        ))}
      </nav>
      <form className="admin-search feedback-inbox__filters" onSubmit={apply}>
        <FilterSelect id="feedback-status" label={t('admin.feedback.statusFilter')} value={status} onChange={setStatus} options={FEEDBACK_STATUSES} textOf={(value) => t(`admin.feedback.status.${value}`)} />
        <FilterSelect id="feedback-edition" label={t('admin.feedback.editionFilter')} value={editionFilter} onChange={setEditionFilter} options={EDITIONS} textOf={(value) => t(`admin.feedback.editions.${value}`)} />
        {filters.kind === 'feedback' ? (
          <FilterSelect id="feedback-type" label={t('admin.feedback.typeFilter')} value={type} onChange={setType} options={FEEDBACK_TYPES} textOf={(value) => t(`feedback.type.${value}`)} />
        ) : null}
        <button type="submit" className="button button--primary">
          {t('admin.feedback.filter')}
        </button>
      </form>
      {isError ? (
        <FetchFailed onRetry={() => void refetch()} />
      ) : !data ? (
        <Loading text={t('admin.feedback.loading')} />
      ) : data.items.length === 0 ? (
        <p className="notice">{t('admin.feedback.empty')}</p>
      ) : (
        <ul className="feedback-inbox">
          {data.items.map((entry) => (
            <EntryCard key={entry._id} entry={entry} edition={edition} />
          ))}
        </ul>
      )}
      {data ? <ListPagination pagination={data.pagination} page={data.pagination.page} hrefFor={(n) => inboxHref(base, { ...filters, page: n })} /> : null}
    </section>
  );
}

/** `/admin/feedback` (editors and admins): readers' feedback and survey answers, filtered, marked handled. */
export function AdminFeedbackPage({ edition }: RoutePageProps) {
  return (
    <AdminLayout edition={edition} section="feedback">
      {() => <Inbox edition={edition} />}
    </AdminLayout>
  );
}
