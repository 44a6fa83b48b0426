import { useTranslation } from '@meydan/shared/util/translate';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { Link, useLocation, useSearchParams } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { memberContentApi } from '@meydan/social/data-access';
import { PostCard } from '../write/post-list';
import { FetchFailed, Loading } from '../write/fetch-states';
import { ListPagination } from './list-pagination';

export interface ProfileContentsTabProps {
  userId: string;
  /** The signed-in member looks at their own profile: unpublished posts with their status, edit and delete. */
  isOwner: boolean;
}

/**
 * The profile's contents tab (SPEC §2.6 icerikler): the member's published articles as cards,
 * paginated by `?page=` links; on their own profile the member also sees drafts, posts in review
 * and refused ones, with edit and delete.
 */
export function ProfileContentsTab({ userId, isOwner }: ProfileContentsTabProps) {
  const { t } = useTranslation('social');
  const edition = useAppSelector((state) => state.ui.edition);
  const status = useAppSelector(selectAuthStatus);
  const viewer = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const own = isOwner && status === 'member' && viewer?._id === userId;
  // The owner's list waits for the session: asked anonymously it would miss their drafts.
  const waiting = isOwner && (status === 'unknown' || status === 'loading');
  const { data, isError, isFetching, refetch } = memberContentApi.useGetUserArticlesQuery(
    { userId, page, viewerId: status === 'member' ? viewer?._id : undefined },
    { skip: waiting },
  );

  if (isError) {
    return <FetchFailed onRetry={() => void refetch()} />;
  }
  if (!data) {
    return <Loading text={t('editor.list.loading')} />;
  }
  return (
    <section className="profile-contents" aria-busy={isFetching} aria-label={t('editor.contents.label')}>
      {own ? (
        <p className="profile-contents__write">
          <Link className="button button--primary" to={routePath(edition, 'social.write')}>
            {t('editor.pages.new.heading')}
          </Link>
        </p>
      ) : null}
      {data.items.length === 0 ? (
        <p className="notice">{own ? t('editor.list.empty') : t('editor.contents.empty')}</p>
      ) : (
        <ul className="post-list">
          {data.items.map((card) => (
            <PostCard key={card._id} card={card} edition={edition} owner={own} headingLevel={3} />
          ))}
        </ul>
      )}
      <ListPagination pagination={data.pagination} page={data.pagination.page} hrefFor={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)} />
    </section>
  );
}
