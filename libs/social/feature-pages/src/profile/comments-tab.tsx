import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Comment } from '@meydan/shared/contracts';
import { useGetCommentsQuery } from '@meydan/shared/data-access/api-client';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { abbreviateCount } from '@meydan/shared/util/format';
import { RelativeTime } from '@meydan/shared/ui';
import { Link } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';

/** The article link of a comment, straight to the comment (`#comment-{id}`, the comments section's anchor). */
function commentHref(comment: Comment): string {
  return `${comment.article.path}#comment-${comment._id}`;
}

function ProfileComment({ comment, edition, focusRef }: { comment: Comment; edition: Edition; focusRef?: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('social');
  const external = /^https?:\/\//i.test(comment.article.path);
  return (
    <li className="profile-comment">
      <article ref={focusRef} tabIndex={focusRef ? -1 : undefined} aria-labelledby={`profile-comment-${comment._id}`}>
        <p className="profile-comment__meta">
          <span>{t('profileComments.on')}</span>
          {/* A redirecting article (SPEC §2.8 redirectUrl) leaves the site: a plain link. */}
          {external ? (
            <a id={`profile-comment-${comment._id}`} className="profile-comment__article" href={comment.article.path}>
              {comment.article.title}
            </a>
          ) : (
            <Link id={`profile-comment-${comment._id}`} className="profile-comment__article" to={commentHref(comment)}>
              {comment.article.title}
            </Link>
          )}
        </p>
        <p className="profile-comment__text">{comment.text}</p>
        {comment.status === 'review' || comment.status === 'hidden' ? <p className="profile-comment__note">{t(`profileComments.${comment.status}`)}</p> : null}
        <p className="profile-comment__meta">
          <RelativeTime date={comment.createdAt} edition={edition} />
          {comment.parentId ? <span>{t('profileComments.reply')}</span> : null}
          <span>{t('profileComments.likes', { count: comment.likes, formatted: abbreviateCount(comment.likes, edition) })}</span>
          {comment.replies > 0 ? <span>{t('profileComments.replies', { count: comment.replies })}</span> : null}
        </p>
      </article>
    </li>
  );
}

function CommentsPage({ userId, page, viewerId, edition, last, onMore, focusFirst }: { userId: string; page: number; viewerId: string | null; edition: Edition; last: boolean; onMore: () => void; focusFirst: boolean }) {
  const { t } = useTranslation('social');
  const { data, isError, refetch } = useGetCommentsQuery({ userId, page, sort: 'date', viewerId });
  const firstRef = useRef<HTMLElement>(null);
  const loaded = Boolean(data);
  // Once, when an appended page arrives: the reader continues at its first comment.
  useEffect(() => {
    if (loaded && focusFirst) firstRef.current?.focus();
  }, [loaded, focusFirst]);
  if (!data) {
    return isError ? (
      <li className="notice notice--error" role="alert">
        {t('profileComments.loadFailed')}{' '}
        <button type="button" className="button button--small" onClick={() => void refetch()}>
          {t('profileComments.retry')}
        </button>
      </li>
    ) : (
      <li className="notice" role="status" aria-busy="true">
        {t('profileComments.loading')}
      </li>
    );
  }
  return (
    <>
      {data.items.map((comment, index) => (
        <ProfileComment key={comment._id} comment={comment} edition={edition} focusRef={focusFirst && index === 0 ? firstRef : undefined} />
      ))}
      {last && data.pagination.hasNextPage ? (
        <li>
          <button type="button" className="button profile-comments__more" onClick={onMore}>
            {t('profileComments.more')}
          </button>
        </li>
      ) : null}
    </>
  );
}

/**
 * A member's comments on the edition's articles, newest first, each linking to the article at
 * the comment (the profile page's "comments" tab). Loaded in the browser: the owner also sees
 * their comments under review or hidden by editors, which nobody else gets. "More comments"
 * appends the next page and moves focus to its first comment.
 */
export function ProfileCommentsTab({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const { t } = useTranslation('social');
  const edition = useAppSelector((state) => state.ui.edition);
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const [pages, setPages] = useState(1);
  const viewerId = status === 'member' && user ? user._id : null;
  const settled = status === 'member' || status === 'anonymous';
  const first = useGetCommentsQuery({ userId, page: 1, sort: 'date', viewerId }, { skip: !settled });

  if (!settled || !first.data) {
    if (first.isError) {
      return (
        <p className="notice notice--error" role="alert">
          {t('profileComments.loadFailed')}{' '}
          <button type="button" className="button button--small" onClick={() => void first.refetch()}>
            {t('profileComments.retry')}
          </button>
        </p>
      );
    }
    return (
      <p className="notice" role="status" aria-busy="true">
        {t('profileComments.loading')}
      </p>
    );
  }
  if (first.data.items.length === 0) return <p className="notice">{isOwner ? t('profileComments.emptyOwn') : t('profileComments.empty')}</p>;
  return (
    <ol className="profile-comments" aria-label={t('profileComments.label')}>
      {Array.from({ length: pages }, (_, index) => (
        <CommentsPage
          key={index}
          userId={userId}
          page={index + 1}
          viewerId={viewerId}
          edition={edition}
          last={index + 1 === pages}
          // Pages beyond the first only exist because the reader asked for more.
          focusFirst={index > 0 && index + 1 === pages}
          onMore={() => setPages((count) => count + 1)}
        />
      ))}
    </ol>
  );
}
