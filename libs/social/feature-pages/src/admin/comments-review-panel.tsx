import { useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { CommentReviewAction, CommentReviewItem } from '@meydan/shared/contracts';
import { useGetCommentReviewQueueQuery, useReviewCommentMutation } from '@meydan/shared/data-access/api-client';
import { useAppSelector } from '@meydan/shared/data-access/store';
import { Pagination } from '@meydan/shared/ui';
import { formatDate } from '@meydan/shared/util/i18n';
import { Link, useSearchParams } from '@meydan/shared/util/router';
import { type Edition, profileLink, routePath } from '@meydan/shared/util/routing';
import { refusalText } from '../account-link-shared';

/**
 * One comment waiting for a decision: why it is here (offensive words, reports), its text, who
 * wrote it where, and the three decisions. Deleting asks once more (it cannot be undone); the
 * outcome is announced and the queue refreshes without it.
 */
function ReviewCard({ item, edition, onDone }: { item: CommentReviewItem; edition: Edition; onDone: (message: string) => void }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const [review, { isLoading }] = useReviewCommentMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const author = item.author && !item.author.deleted ? item.author : null;
  const authorName = author ? author.name || author.username : t('commentReview.deletedMember');
  const authorHref = author ? profileLink(edition, author) : '';
  const headingId = `comment-review-${item._id}`;

  async function decide(action: CommentReviewAction) {
    setFailure(null);
    try {
      await review({ commentId: item._id, action }).unwrap();
      onDone(t(`commentReview.done.${action}`));
    } catch (error) {
      setFailure(refusalText(common, error));
    }
  }

  return (
    <li className="comment-review__item">
      <article aria-labelledby={headingId}>
        <div className="comment-review__flags">
          {item.offensive ? <span className="comment-review__flag comment-review__flag--offensive">{t('commentReview.offensive')}</span> : null}
          {item.reports > 0 ? <span className="comment-review__flag">{t('commentReview.reports', { count: item.reports })}</span> : null}
          {item.parentId ? <span className="comment-review__flag">{t('commentReview.reply')}</span> : null}
        </div>
        <p id={headingId} className="comment-review__meta">
          <span>{t('commentReview.by', { name: authorName })}</span>
          {authorHref ? <Link to={authorHref}>@{author?.username}</Link> : null}
          <time dateTime={item.createdAt}>{formatDate(item.createdAt, edition)}</time>
        </p>
        <p className="comment-review__text">{item.text}</p>
        <p className="comment-review__meta">
          {t('commentReview.on')}
          <Link to={`${item.article.path}#comment-${item._id}`}>{item.article.title}</Link>
        </p>
        <div className="comment-review__actions">
          {confirming ? (
            <>
              <button type="button" className="button button--danger" onClick={() => void decide('delete')} disabled={isLoading} aria-busy={isLoading || undefined}>
                {t('commentReview.confirmDelete')}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)} disabled={isLoading}>
                {t('commentReview.cancel')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button button--primary" onClick={() => void decide('approve')} disabled={isLoading}>
                {t('commentReview.approve')}
              </button>
              <button type="button" className="button" onClick={() => void decide('hide')} disabled={isLoading}>
                {t('commentReview.hide')}
              </button>
              <button type="button" className="button button--danger" onClick={() => setConfirming(true)} disabled={isLoading}>
                {t('commentReview.delete')}
              </button>
            </>
          )}
        </div>
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : null}
      </article>
    </li>
  );
}

/**
 * `/admin/comments`: reported comments and comments flagged by the cyberbullying word lists,
 * oldest first, for an editor to approve, hide (only the author still sees it) or delete. The
 * admin layout has already checked the role; the API checks it again.
 */
export function CommentsReviewPanel() {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const edition = useAppSelector((state) => state.ui.edition);
  const [search] = useSearchParams();
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const { data, isError, refetch } = useGetCommentReviewQueueQuery({ page });
  const [outcome, setOutcome] = useState('');
  const base = routePath(edition, 'admin.comments');

  let body;
  if (!data) {
    body = isError ? (
      <p className="notice notice--error" role="alert">
        {t('commentReview.loadFailed')}{' '}
        <button type="button" className="button button--small" onClick={() => void refetch()}>
          {t('commentReview.retry')}
        </button>
      </p>
    ) : (
      <p className="settings-page__progress" role="status" aria-busy="true">
        {t('commentReview.loading')}
      </p>
    );
  } else if (data.items.length === 0) {
    body = <p className="notice">{t('commentReview.empty')}</p>;
  } else {
    body = (
      <>
        <p className="admin-page__lead">{t('commentReview.count', { count: data.pagination.total ?? data.items.length })}</p>
        <ul className="comment-review" aria-label={t('commentReview.list')}>
          {data.items.map((item) => (
            <ReviewCard key={item._id} item={item} edition={edition} onDone={setOutcome} />
          ))}
        </ul>
        <Pagination
          page={data.pagination.page}
          hasNext={Boolean(data.pagination.hasNextPage)}
          totalPages={data.pagination.totalPages}
          hrefFor={(n) => (n > 1 ? `${base}?page=${n}` : base)}
          labels={{ previous: common('pagination.previous'), next: common('pagination.next'), page: (n) => common('pagination.page', { n }), nav: common('pagination.label') }}
        />
      </>
    );
  }
  return (
    <div className="comment-review-panel">
      <p className="visually-hidden" role="status" aria-live="polite">
        {outcome}
      </p>
      {body}
    </div>
  );
}
