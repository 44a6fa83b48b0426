import { useEffect, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Comment } from '@meydan/shared/contracts';
import { COMMENT_SORTS, type CommentSort } from '@meydan/shared/contracts/constants';
import { type CommentListArgs, useGetCommentsQuery, usePostCommentMutation } from '@meydan/shared/data-access/api-client';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import type { Edition } from '@meydan/shared/util/routing';
import { CommentComposer, ComposerGate } from './comment-composer';
import { CommentThread, PageProgress } from './comment-thread';
import { trackCommentWritten } from './comment-tracking';

export interface CommentsBodyProps {
  articleId: string;
  edition: Edition;
  /** The anchor to bring into view once the first page is there (a notification's `#comment-{id}`). */
  scrollTo: string | null;
  onAnnounce: (message: string) => void;
  onCountChange: (delta: number) => void;
  onRemoved: (comment: Comment) => void;
}

/** The composer, the sort switch and the threads page by page (comments-section.tsx loads it lazily). */
export function CommentsBody({ articleId, edition, scrollTo, onAnnounce, onCountChange, onRemoved }: CommentsBodyProps) {
  const { t } = useTranslation('content');
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const [sort, setSort] = useState<CommentSort>('smart');
  const [pages, setPages] = useState(1);
  const [postComment] = usePostCommentMutation();
  const viewerId = status === 'member' && user ? user._id : null;
  const argsFor = (page: number): CommentListArgs => ({ articleId, sort, page, viewerId });
  const last = useGetCommentsQuery(argsFor(pages));

  async function send(text: string) {
    const posted = await postComment({ articleId, comment: text }).unwrap();
    trackCommentWritten(posted, articleId);
    if (posted.status === 'published') onCountChange(1);
    onAnnounce(posted.status === 'published' ? t('comments.composer.posted') : t('comments.composer.postedForReview'));
  }

  const chooseSort = (next: CommentSort) => {
    setSort(next);
    setPages(1);
  };

  return (
    <>
      <ComposerGate>
        <CommentComposer label={t('comments.composer.label')} submitLabel={t('comments.composer.submit')} onSubmit={send} />
      </ComposerGate>
      <div className="comments__sort" role="group" aria-label={t('comments.sort.label')}>
        {COMMENT_SORTS.map((option) => (
          <button key={option} type="button" className="comments__sort-option" aria-pressed={sort === option} onClick={() => chooseSort(option)}>
            {t(`comments.sort.${option}`)}
          </button>
        ))}
      </div>
      <ol className="comments__list">
        {Array.from({ length: pages }, (_, index) => (
          <CommentsPage
            key={`${sort}-${index}`}
            args={argsFor(index + 1)}
            edition={edition}
            onAnnounce={onAnnounce}
            onCountChange={onCountChange}
            onRemoved={onRemoved}
            scrollTo={index === 0 ? scrollTo : null}
          />
        ))}
      </ol>
      {last.data?.pagination.hasNextPage ? (
        <button type="button" className="button comments__more" onClick={() => setPages((n) => n + 1)}>
          {t('comments.loadMore')}
        </button>
      ) : null}
    </>
  );
}

interface CommentsPageProps {
  args: CommentListArgs;
  edition: Edition;
  onAnnounce: (message: string) => void;
  onCountChange: (delta: number) => void;
  onRemoved: (comment: Comment) => void;
  /** The anchor to bring into view once this page is there (a notification's link). */
  scrollTo: string | null;
}

function CommentsPage({ args, edition, onAnnounce, onCountChange, onRemoved, scrollTo }: CommentsPageProps) {
  const { t } = useTranslation('content');
  const { data, isError, refetch } = useGetCommentsQuery(args);
  const loaded = Boolean(data);
  useEffect(() => {
    if (!loaded || !scrollTo) return;
    document.getElementById(scrollTo)?.scrollIntoView({ block: 'center' });
  }, [loaded, scrollTo]);
  if (!data) return <PageProgress className="comments__progress" failed={isError} loadingLabel={t('comments.loading')} onRetry={() => void refetch()} />;
  if (args.page === 1 && data.items.length === 0) return <li className="comments__empty">{t('comments.empty')}</li>;
  return (
    <>
      {data.items.map((comment) => (
        <CommentThread
          key={comment._id}
          comment={comment}
          edition={edition}
          articleId={args.articleId as string}
          viewerId={args.viewerId}
          onAnnounce={onAnnounce}
          onCountChange={onCountChange}
          onRemoved={onRemoved}
        />
      ))}
    </>
  );
}
