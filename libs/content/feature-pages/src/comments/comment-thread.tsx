import { useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Comment } from '@meydan/shared/contracts';
import { useGetCommentRepliesQuery, usePostReplyMutation } from '@meydan/shared/data-access/api-client';
import type { Edition } from '@meydan/shared/util/routing';
import { CommentComposer, ComposerGate } from './comment-composer';
import { authorName, CommentItem } from './comment-item';
import { trackCommentWritten } from './comment-tracking';

export interface CommentThreadProps {
  comment: Comment;
  edition: Edition;
  articleId: string;
  viewerId: string | null;
  onAnnounce: (message: string) => void;
  /** A comment or reply was added (+1) or deleted (-1) in public view: the article's count follows. */
  onCountChange: (delta: number) => void;
  onRemoved: (comment: Comment) => void;
}

/**
 * A top-level comment with its replies (SPEC §7: 10 at a time, oldest first, behind "show
 * replies") and the thread's reply box. Replying to a reply stays in the thread and names the
 * member answered.
 */
export function CommentThread({ comment, edition, articleId, viewerId, onAnnounce, onCountChange, onRemoved }: CommentThreadProps) {
  const { t } = useTranslation('content');
  const repliesId = useId();
  const [expanded, setExpanded] = useState(false);
  const [pages, setPages] = useState(1);
  const [target, setTarget] = useState<Comment | null>(null);
  const [postReply] = usePostReplyMutation();
  const opener = useRef<HTMLButtonElement | null>(null);
  const rootReply = useRef<HTMLButtonElement>(null);

  const openReply = (answered: Comment, trigger: HTMLButtonElement | null) => {
    opener.current = trigger;
    setTarget(answered);
  };
  const closeReply = () => {
    setTarget(null);
    // Back to the Reply button that opened the box (it may sit in a reply that was re-rendered).
    (opener.current?.isConnected ? opener.current : rootReply.current)?.focus();
  };

  async function send(text: string) {
    if (!target) return;
    const posted = await postReply({ parentId: comment._id, replyTo: target._id, comment: text }).unwrap();
    trackCommentWritten(posted, articleId);
    setExpanded(true);
    if (posted.status === 'published') onCountChange(1);
    onAnnounce(posted.status === 'published' ? t('comments.composer.replyPosted') : t('comments.composer.postedForReview'));
    closeReply();
  }

  const name = authorName(comment, t('comments.deletedMember'));
  return (
    <li className="comment-thread">
      <CommentItem
        ref={rootReply}
        comment={comment}
        edition={edition}
        articleId={articleId}
        onReply={(answered) => openReply(answered, rootReply.current)}
        onAnnounce={onAnnounce}
        onRemoved={onRemoved}
      />
      {comment.replies > 0 ? (
        <button type="button" className="comment-thread__toggle" aria-expanded={expanded} aria-controls={repliesId} onClick={() => setExpanded((open) => !open)}>
          {expanded ? t('comments.replies.hide') : t('comments.replies.show', { count: comment.replies })}
        </button>
      ) : null}
      <div id={repliesId} hidden={!expanded}>
        {expanded ? (
          <ol className="comment-thread__replies" aria-label={t('comments.replies.label', { name })}>
            {Array.from({ length: pages }, (_, index) => (
              <RepliesPage
                key={index}
                parentId={comment._id}
                page={index + 1}
                last={index + 1 === pages}
                edition={edition}
                articleId={articleId}
                viewerId={viewerId}
                onMore={() => setPages((count) => count + 1)}
                onReply={openReply}
                onAnnounce={onAnnounce}
                onRemoved={onRemoved}
              />
            ))}
          </ol>
        ) : null}
      </div>
      {target ? (
        <div className="comment-thread__reply">
          <ComposerGate>
            <CommentComposer
              autoFocus
              label={t('comments.composer.replyLabel', { name: authorName(target, t('comments.deletedMember')) })}
              submitLabel={t('comments.composer.submitReply')}
              onSubmit={send}
              onCancel={closeReply}
            />
          </ComposerGate>
        </div>
      ) : null}
    </li>
  );
}

interface RepliesPageProps {
  parentId: string;
  page: number;
  last: boolean;
  edition: Edition;
  articleId: string;
  viewerId: string | null;
  onMore: () => void;
  onReply: (answered: Comment, trigger: HTMLButtonElement | null) => void;
  onAnnounce: (message: string) => void;
  onRemoved: (comment: Comment) => void;
}

function RepliesPage({ parentId, page, last, edition, articleId, viewerId, onMore, onReply, onAnnounce, onRemoved }: RepliesPageProps) {
  const { t } = useTranslation('content');
  const { data, isError, refetch } = useGetCommentRepliesQuery({ parentId, page, viewerId });
  if (!data) return <PageProgress className="comment-thread__progress" failed={isError} loadingLabel={t('comments.replies.loading')} onRetry={() => void refetch()} />;
  return (
    <>
      {data.items.map((reply) => (
        <li key={reply._id} className="comment-thread__reply-item">
          <ReplyItem reply={reply} edition={edition} articleId={articleId} onReply={onReply} onAnnounce={onAnnounce} onRemoved={onRemoved} />
        </li>
      ))}
      {last && data.pagination.hasNextPage ? (
        <li>
          <button type="button" className="button comment-thread__more" onClick={onMore}>
            {t('comments.replies.more')}
          </button>
        </li>
      ) : null}
    </>
  );
}

function ReplyItem({ reply, edition, articleId, onReply, onAnnounce, onRemoved }: Omit<RepliesPageProps, 'parentId' | 'page' | 'last' | 'viewerId' | 'onMore'> & { reply: Comment }) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <CommentItem
      ref={trigger}
      comment={reply}
      edition={edition}
      articleId={articleId}
      onReply={(answered) => onReply(answered, trigger.current)}
      onAnnounce={onAnnounce}
      onRemoved={onRemoved}
    />
  );
}

/** A list page on its way: "loading", or the failure with a retry button. */
export function PageProgress({ className, failed, loadingLabel, onRetry }: { className: string; failed: boolean; loadingLabel: string; onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <li className={className}>
      {failed ? (
        <span role="alert">
          {t('comments.loadFailed')}{' '}
          <button type="button" className="button button--link" onClick={onRetry}>
            {t('comments.retry')}
          </button>
        </span>
      ) : (
        <span role="status" aria-busy="true">
          {loadingLabel}
        </span>
      )}
    </li>
  );
}
