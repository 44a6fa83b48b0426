import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Image, ReviewItem } from '@meydan/shared/contracts';
import { MEMBER_ARTICLE_LIMITS } from '@meydan/shared/contracts/constants';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { formatDate } from '@meydan/shared/util/i18n';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { useSearchParams } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { refusalText } from '../account-link-shared';
import { formChecks } from '../lazy/form-checks-loader';
import { ArticlePreview } from '../write/article-preview';
import { articleContent } from '../write/editor-model';
import { AdminLayout } from './admin-layout';
import { adminApi } from '@meydan/social/data-access';
import { FetchFailed, Loading } from '../write/fetch-states';
import { ListPagination } from '../profile/list-pagination';

function previewImages(item: ReviewItem): Record<string, Image> {
  const images: Record<string, Image> = {};
  const { article } = item;
  if (article.coverImageId && article.coverImage) images[article.coverImageId] = article.coverImage;
  for (const entry of article.entries) {
    if ((entry.type === 'image' || entry.type === 'item') && entry.imageId && 'image' in entry && entry.image) images[entry.imageId] = entry.image;
  }
  return images;
}

/**
 * One submission: who wrote it and when, the post as readers would see it (opened on demand),
 * and the decision. A refusal needs a reason (the author reads it on their draft). The decision
 * names the revision the editor read: if the author changed the post meanwhile, the API refuses
 * and the editor reviews the new version.
 */
function ReviewCard({ item, edition }: { item: ReviewItem; edition: EditionCode }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { article, author } = item;
  const title = article.title || t('editor.preview.untitled');

  const decide = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(refusalText(common, error));
    } finally {
      setBusy(false);
    }
  };

  const approve = () => decide(() => dispatch(adminApi.endpoints.approvePost.initiate({ id: article._id, revision: article.revision })).unwrap());

  const reject = (event: FormEvent) => {
    event.preventDefault();
    formChecks.load().then(
      ({ validate, RejectBodySchema }) => {
        const checked = validate(RejectBodySchema, { reason });
        if (!checked.ok) {
          setReasonError(common(checked.errors[0]?.messageKey ?? 'validation.memberArticle.reasonRequired'));
          return;
        }
        setReasonError(null);
        void decide(() => dispatch(adminApi.endpoints.rejectPost.initiate({ id: article._id, revision: article.revision, reason: reason.trim() })).unwrap());
      },
      (error: unknown) => setFailure(refusalText(common, error)),
    );
  };

  return (
    <li className="review-card">
      <div className="review-card__head">
        <h2 className="review-card__title">{title}</h2>
        <p className="review-card__meta">
          <span>{t('admin.review.by', { name: author.name || author.username, username: author.username })}</span>
          {article.submittedAt ? <span>{t('admin.review.submitted', { date: formatDate(article.submittedAt, edition) })}</span> : null}
          {article.live ? <span className="post-badge post-badge--warn">{t('admin.review.update')}</span> : null}
        </p>
        {article.summary ? <p className="review-card__summary">{article.summary}</p> : null}
      </div>
      <button type="button" className="button" aria-expanded={open} aria-controls={`${id}-preview`} onClick={() => setOpen((value) => !value)} aria-label={`${open ? t('admin.review.hidePreview') : t('admin.review.showPreview')}: ${title}`}>
        {open ? t('admin.review.hidePreview') : t('admin.review.showPreview')}
      </button>
      <div id={`${id}-preview`} className="review-card__preview" hidden={!open}>
        {open ? <ArticlePreview content={articleContent(article)} images={previewImages(item)} byline={author.name || author.username} level={2} /> : null}
      </div>
      {failure ? (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="review-card__actions">
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void approve()} aria-label={`${t('admin.review.approve')}: ${title}`}>
          {t('admin.review.approve')}
        </button>
        <button type="button" className="button" disabled={busy} aria-expanded={rejecting} onClick={() => setRejecting((value) => !value)} aria-label={`${t('admin.review.reject')}: ${title}`}>
          {t('admin.review.reject')}
        </button>
      </div>
      {rejecting ? (
        <form className="review-card__reject" noValidate onSubmit={reject} onFocus={formChecks.preload}>
          <div className={reasonError ? 'form-field reason-field form-field--invalid' : 'form-field reason-field'}>
            <label htmlFor={`${id}-reason`}>{t('admin.review.reason')}</label>
            <textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={MEMBER_ARTICLE_LIMITS.rejectionReasonMax}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`${id}-reason-hint${reasonError ? ` ${id}-reason-error` : ''}`}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={`${id}-reason-hint`} className="form-field__hint">
              {t('admin.review.reasonHint', { length: reason.length, max: MEMBER_ARTICLE_LIMITS.rejectionReasonMax })}
            </p>
            {reasonError ? (
              <p id={`${id}-reason-error`} className="form-field__error">
                {reasonError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--danger" disabled={busy}>
            {t('admin.review.sendReject')}
          </button>
        </form>
      ) : null}
    </li>
  );
}

function ReviewQueue({ edition }: { edition: EditionCode }) {
  const { t } = useTranslation('social');
  const [search] = useSearchParams();
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const { data, isError, isFetching, refetch } = adminApi.useGetReviewQueueQuery({ page });
  const base = routePath(edition, 'admin.review');
  if (isError) {
    return <FetchFailed onRetry={() => void refetch()} />;
  }
  if (!data) {
    return <Loading text={t('admin.review.loading')} />;
  }
  return (
    <section aria-busy={isFetching}>
      <p className="admin-page__lead">{t('admin.review.count', { count: data.pagination.total ?? data.items.length })}</p>
      {data.items.length === 0 ? (
        <p className="notice">{t('admin.review.empty')}</p>
      ) : (
        <ul className="review-list">
          {data.items.map((item) => (
            <ReviewCard key={`${item.article._id}:${item.article.revision}`} item={item} edition={edition} />
          ))}
        </ul>
      )}
      <ListPagination pagination={data.pagination} page={data.pagination.page} hrefFor={(n) => (n > 1 ? `${base}?page=${n}` : base)} />
    </section>
  );
}

/** `/admin/review`: member posts waiting for an editor. */
export function AdminReviewPage({ edition }: RoutePageProps) {
  return (
    <AdminLayout edition={edition} section="review">
      {() => <ReviewQueue edition={edition} />}
    </AdminLayout>
  );
}
