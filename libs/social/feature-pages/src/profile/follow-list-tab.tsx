import { useTranslation } from '@meydan/shared/util/translate';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import type { Edition } from '@meydan/shared/util/routing';
import { FollowButton } from './follow-button';
import { ListPagination } from './list-pagination';
import { MemberList } from './member-list';
import { type FollowDirection, useGetFollowsQuery } from '@meydan/social/data-access';
import { profileTabHref } from './profile-routes';

export interface FollowListTabProps {
  userId: string;
  username: string;
  direction: FollowDirection;
  page: number;
  edition: Edition;
}

/**
 * A member's followers or followings, newest first, paged. The server renders the public list;
 * for a signed-in reader the list is asked again with `check`, so each row can offer Follow or
 * Following (the public rows show meanwhile).
 */
export function FollowListTab({ userId, username, direction, page, edition }: FollowListTabProps) {
  const { t } = useTranslation('social');
  const status = useAppSelector(selectAuthStatus);
  const viewer = useAppSelector(selectCurrentUser);
  const viewerId = status === 'member' ? viewer?._id : undefined;
  const publicList = useGetFollowsQuery({ userId, direction, page });
  const checkedArgs = { userId, direction, page, viewerId };
  const checked = useGetFollowsQuery(checkedArgs, { skip: !viewerId });
  const data = (viewerId ? checked.data : undefined) ?? publicList.data;
  const tab = direction === 'followers' ? 'followers' : 'followings';

  if (!data) {
    return publicList.isError ? (
      <p className="notice notice--error" role="alert">
        {t('profile.lists.loadFailed')}
      </p>
    ) : (
      <p className="notice" role="status" aria-busy="true">
        {t('profile.lists.loading')}
      </p>
    );
  }
  if (data.items.length === 0) return <p className="notice">{t(direction === 'followers' ? 'profile.lists.emptyFollowers' : 'profile.lists.emptyFollowings')}</p>;
  return (
    <>
      <MemberList
        members={data.items}
        edition={edition}
        label={t(`profile.tabs.${tab}`)}
        action={(member) => {
          if (member._id === viewerId) return <span className="member-list__you">{t('profile.lists.you')}</span>;
          // Only rows that came with `check` know whether the reader follows them.
          if (!viewerId || member.following === undefined) return null;
          return <FollowButton target={member} following={member.following} list={checkedArgs} className="button button--small" />;
        }}
      />
      <ListPagination pagination={data.pagination} page={page} hrefFor={(n) => profileTabHref(edition, username, tab, n)} />
    </>
  );
}
