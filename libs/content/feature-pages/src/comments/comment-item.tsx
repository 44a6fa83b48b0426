import { forwardRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Comment } from '@meydan/shared/contracts';
import { useDeleteCommentMutation, useReportCommentMutation, useSetCommentLikeMutation } from '@meydan/shared/data-access/api-client';
import { selectAuthStatus, useAppSelector } from '@meydan/shared/data-access/store';
import { Avatar, openLoginDialog, RelativeTime } from '@meydan/shared/ui';
import { abbreviateCount } from '@meydan/shared/util/format';
import { Link } from '@meydan/shared/util/router';
import { type Edition, profileLink } from '@meydan/shared/util/routing';
import { ConfirmDialog } from './comment-dialogs';
import { commentRefusal } from './comment-errors';
import { trackCommentLike } from './comment-tracking';

/** The name a comment shows for its author. */
export function authorName(comment: Comment, deletedLabel: string): string {
  if (!comment.author || comment.author.deleted) return deletedLabel;
  return comment.author.name || comment.author.username;
}

export interface CommentItemProps {
  comment: Comment;
  edition: Edition;
  articleId: string;
  /** Opens the thread's reply box answering this comment. */
  onReply?: (comment: Comment) => void;
  /** Tells the section what happened, for its live region. */
  onAnnounce: (message: string) => void;
  /** After the comment was deleted (the section moves focus and fixes the count). */
  onRemoved?: (comment: Comment) => void;
}

/**
 * One comment: author, time, the plain text (rendered as text, never as HTML; line breaks kept
 * by CSS), and what the reader may do with it. Its element carries the `comment-{id}` anchor
 * notifications link to.
 */
export const CommentItem = forwardRef<HTMLButtonElement, CommentItemProps>(function CommentItem({ comment, edition, articleId, onReply, onAnnounce, onRemoved }, replyRef) {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation('common');
  const status = useAppSelector(selectAuthStatus);
  const [setLike] = useSetCommentLikeMutation();
  const [report] = useReportCommentMutation();
  const [remove] = useDeleteCommentMutation();
  const [dialog, setDialog] = useState<'report' | 'delete' | null>(null);
  const [reported, setReported] = useState(false);
  const [failure, setFailure] = useState('');
  const member = status === 'member';
  const name = authorName(comment, t('comments.deletedMember'));

  if (comment.status === 'removed') {
    return (
      <article id={`comment-${comment._id}`} className="comment comment--removed">
        <p className="comment__status">{t('comments.status.removed')}</p>
      </article>
    );
  }

  const profile = comment.author && !comment.author.deleted ? profileLink(edition, comment.author) : '';
  const blocked = comment.blocked === true;
  const canAct = comment.status === 'published' && !blocked;

  async function toggleLike() {
    if (!member) return openLoginDialog();
    setFailure('');
    try {
      const like = !comment.likedByMe;
      await setLike({ commentId: comment._id, like }).unwrap();
      trackCommentLike(comment._id, articleId, like);
    } catch (error) {
      setFailure(commentRefusal(common, error));
    }
  }

  return (
    <article id={`comment-${comment._id}`} className={`comment comment--${comment.status}`} aria-labelledby={`comment-${comment._id}-author`}>
      <header className="comment__head">
        <Avatar image={comment.author?.avatar ?? null} size={36} className="comment__avatar" />
        <span id={`comment-${comment._id}-author`} className="comment__author">
          {profile ? <Link to={profile}>{name}</Link> : name}
          {comment.own ? <span className="comment__you"> ({t('comments.you')})</span> : null}
        </span>
        <RelativeTime date={comment.createdAt} edition={edition} className="comment__time" />
      </header>
      {comment.parentId && comment.replyToAuthor ? (
        <p className="comment__reply-to">{t('comments.replies.to', { name: comment.replyToAuthor.name || comment.replyToAuthor.username })}</p>
      ) : null}
      <p className="comment__text">{comment.text}</p>
      {comment.status === 'review' || comment.status === 'hidden' ? <p className="comment__status comment__status--note">{t(`comments.status.${comment.status}`)}</p> : null}
      {blocked ? <p className="comment__status comment__status--blocked">{t('comments.blocked')}</p> : null}
      <div className="comment__actions" role="group" aria-label={t('comments.actions.more')}>
        <button type="button" className="comment__action comment__like" aria-pressed={comment.likedByMe} disabled={!canAct} onClick={() => void toggleLike()}>
          <span aria-hidden="true">{comment.likedByMe ? '♥' : '♡'}</span> {t('comments.actions.like')}
          <span className="comment__likes">{t('comments.actions.likes', { count: comment.likes, formatted: abbreviateCount(comment.likes, edition) })}</span>
        </button>
        {onReply && canAct ? (
          <button ref={replyRef} type="button" className="comment__action" onClick={() => (member ? onReply(comment) : openLoginDialog())}>
            {t('comments.actions.reply')}
          </button>
        ) : null}
        {member && !comment.own && comment.status === 'published' && !reported ? (
          <button type="button" className="comment__action" onClick={() => setDialog('report')}>
            {t('comments.actions.report')}
          </button>
        ) : null}
        {comment.own ? (
          <button type="button" className="comment__action comment__action--danger" onClick={() => setDialog('delete')}>
            {t('comments.actions.delete')}
          </button>
        ) : null}
      </div>
      {reported ? (
        <p className="comment__status" role="status">
          {t('comments.report.done')}
        </p>
      ) : null}
      {failure ? (
        <p className="comment__error" role="alert">
          {failure}
        </p>
      ) : null}
      {dialog === 'report' ? (
        <ConfirmDialog
          title={t('comments.report.title')}
          text={t('comments.report.text')}
          confirmLabel={t('comments.report.confirm')}
          onConfirm={async () => {
            await report({ commentId: comment._id }).unwrap();
            setReported(true);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          danger
          title={t('comments.remove.title')}
          text={t('comments.remove.text')}
          confirmLabel={t('comments.remove.confirm')}
          onConfirm={async () => {
            await remove({ commentId: comment._id, parentId: comment.parentId, articleId }).unwrap();
            onAnnounce(t('comments.remove.done'));
            onRemoved?.(comment);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </article>
  );
});
