import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { contentApi } from '@meydan/content/data-access';
import type { Comment } from '@meydan/shared/contracts';
import { selectAuthStatus, useAppDispatch, useAppSelector } from '@meydan/shared/data-access/store';
import { abbreviateCount } from '@meydan/shared/util/format';
import { useLocation } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { HYDRATE_WHEN_VISIBLE } from '@meydan/shared/util/remote-kit';

/**
 * The composer, the sort switch and the threads are a chunk of their own (comments-body.tsx): they
 * are drawn only in the browser once the reader nears the section, so the article page's module
 * does not carry them for the readers who never scroll that far.
 */
const CommentsBody = lazy(() => import('./comments-body').then((chunk) => ({ default: chunk.CommentsBody })));

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
  const dispatch = useAppDispatch();
  const [announcement, setAnnouncement] = useState('');
  // Bumped when a comment is deleted: its Delete button is gone, so focus goes to the heading. An
  // effect, so it runs after the confirmation dialog's own clean-up has handed focus back.
  const [focusHeading, setFocusHeading] = useState(0);
  useEffect(() => {
    if (focusHeading > 0) headingRef.current?.focus();
  }, [focusHeading]);
  // Lists differ per asker (own comments under review, likes, blocks): wait until the session is known.
  const settled = status === 'member' || status === 'anonymous';

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

  const progress = (
    <p className="comments__progress" role="status" aria-busy="true">
      {t('comments.loading')}
    </p>
  );
  return (
    <section ref={sectionRef} id="comments" className="comments" aria-labelledby={headingId} {...HYDRATE_WHEN_VISIBLE}>
      <h2 id={headingId} ref={headingRef} className="comments__title" tabIndex={-1}>
        {count > 0 ? t('comments.titleWithCount', { formatted: abbreviateCount(count, edition) }) : t('comments.title')}
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {near && settled ? (
        <Suspense fallback={progress}>
          <CommentsBody articleId={articleId} edition={edition} scrollTo={hash.startsWith('#comment-') ? hash.slice(1) : null} onAnnounce={announce} onCountChange={changeCount} onRemoved={onRemoved} />
        </Suspense>
      ) : (
        progress
      )}
    </section>
  );
}
