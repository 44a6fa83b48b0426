import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { contentApi } from '@meydan/content/data-access';
import type { Comment } from '@meydan/shared/contracts';
import { COMMENT_SORTS, type CommentSort } from '@meydan/shared/contracts/constants';
import { type CommentListArgs, useGetCommentsQuery, usePostCommentMutation } from '@meydan/shared/data-access/api-client';
import { selectAuthStatus, selectCurrentUser, useAppDispatch, useAppSelector } from '@meydan/shared/data-access/store';
import { abbreviateCount } from '@meydan/shared/util/format';
import { useLocation } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { HYDRATE_WHEN_VISIBLE } from '@meydan/shared/util/remote-kit';
import { CommentComposer, ComposerGate } from './comment-composer';
import { CommentThread } from './comment-thread';
import { trackCommentWritten } from './comment-tracking';

/** How far below the viewport the section starts loading, so the list is there when the reader arrives. */
const PRELOAD_MARGIN = '800px 0px';

export interface CommentsSectionProps {
  articleId: string;
  /** The key the article page loaded the article with: its comment count is patched in that cache entry. */
  articleKey: string;
  edition: Edition;
  /** The article's public comment count (comments and replies). */
  count: number;
}

/**
 * True once the element is near the viewport (or at once where there is no
 * IntersectionObserver, or when `now`). Never on the server: the article HTML stays the same for
 * every reader, publicly cacheable, and the comments cost nothing until someone scrolls to them.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, now: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (now || !element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, now]);
  return near;
}

/**
 * The comments under an article (SPEC §7 "Favorites and comments"): the count, the sort switch
 * (smart, newest, most liked), the composer, the threads page by page ("more comments") and a
 * live region announcing what happened. Loaded in the browser only, after the article.
 */
export function CommentsSection({ articleId, articleKey, edition, count }: CommentsSectionProps) {
  const { t } = useTranslation('content');
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  // A notification's link to `#comment-{id}` loads the comments straight away.
  const near = useNearViewport(sectionRef, hash.startsWith('#comment-'));
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [sort, setSort] = useState<CommentSort>('smart');
  const [pages, setPages] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  // Bumped when a comment is deleted: its Delete button is gone, so focus goes to the heading. An
  // effect, so it runs after the confirmation dialog's own clean-up has handed focus back.
  const [focusHeading, setFocusHeading] = useState(0);
  useEffect(() => {
    if (focusHeading > 0) headingRef.current?.focus();
  }, [focusHeading]);
  const [postComment] = usePostCommentMutation();
  // Lists differ per asker (own comments under review, likes, blocks): wait until the session is known.
  const settled = status === 'member' || status === 'anonymous';
  const viewerId = status === 'member' && user ? user._id : null;
  const argsFor = (page: number): CommentListArgs => ({ articleId, sort, page, viewerId });
  const last = useGetCommentsQuery(argsFor(pages), { skip: !near || !settled });

  const changeCount = (delta: number) =>
    dispatch(
      contentApi.util.updateQueryData('getArticle', articleKey, (draft) => {
        draft.counts.comment = Math.max(0, draft.counts.comment + delta);
      }),
    );

  const announce = (message: string) => {
    // Re-set even when the text repeats, so a second "posted" is announced too.
    setAnnouncement('');
    window.setTimeout(() => setAnnouncement(message), 50);
  };

  const onRemoved = (comment: Comment) => {
    if (comment.status === 'published') changeCount(-1);
    setFocusHeading((n) => n + 1);
  };

  async function send(text: string) {
    const posted = await postComment({ articleId, comment: text }).unwrap();
    trackCommentWritten(posted, articleId);
    if (posted.status === 'published') changeCount(1);
    announce(posted.status === 'published' ? t('comments.composer.posted') : t('comments.composer.postedForReview'));
  }

  const chooseSort = (next: CommentSort) => {
    setSort(next);
    setPages(1);
  };

  return (
    <section ref={sectionRef} id="comments" className="comments" aria-labelledby={headingId} {...HYDRATE_WHEN_VISIBLE}>
      <h2 id={headingId} ref={headingRef} className="comments__title" tabIndex={-1}>
        {count > 0 ? t('comments.titleWithCount', { formatted: abbreviateCount(count, edition) }) : t('comments.title')}
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {near && settled ? (
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
                onAnnounce={announce}
                onCountChange={changeCount}
                onRemoved={onRemoved}
                scrollTo={index === 0 && hash.startsWith('#comment-') ? hash.slice(1) : null}
              />
            ))}
          </ol>
          {last.data?.pagination.hasNextPage ? (
            <button type="button" className="button comments__more" onClick={() => setPages((n) => n + 1)}>
              {t('comments.loadMore')}
            </button>
          ) : null}
        </>
      ) : (
        <p className="comments__progress" role="status" aria-busy="true">
          {t('comments.loading')}
        </p>
      )}
    </section>
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
  if (!data) {
    return (
      <li className="comments__progress">
        {isError ? (
          <span role="alert">
            {t('comments.loadFailed')}{' '}
            <button type="button" className="button button--link" onClick={() => void refetch()}>
              {t('comments.retry')}
            </button>
          </span>
        ) : (
          <span role="status" aria-busy="true">
            {t('comments.loading')}
          </span>
        )}
      </li>
    );
  }
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
