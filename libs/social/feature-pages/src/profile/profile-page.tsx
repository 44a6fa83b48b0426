import { useTranslation } from '@meydan/shared/util/translate';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation } from '@meydan/shared/util/router';
import { ProfileCommentsTab } from './comments-tab';
import { ProfileContentsTab } from './contents-tab';
import { FavoritesTab } from './favorites-tab';
import { FollowListTab } from './follow-list-tab';
import { useGetProfileQuery, useGetRelationQuery } from '@meydan/social/data-access';
import { ProfileHeader } from './profile-header';
import { pageFrom, PROFILE_TABS, profileTabHref, tabOfRoute, usernameParam } from './profile-routes';

/**
 * `/profile/{username}` (tr `/profil/{username}`) and its tabs, each its own address: contents
 * (the bare address), comments, favorites, followers, followings. The header and the public
 * lists come from the server render; what depends on the reader (follow state, block) loads
 * once the session is known.
 */
export function ProfilePage({ routeId, params, edition }: RoutePageProps) {
  const { t } = useTranslation('social');
  const { search } = useLocation();
  const username = usernameParam(params);
  const tab = tabOfRoute(routeId);
  const page = pageFrom(search);
  const status = useAppSelector(selectAuthStatus);
  const viewer = useAppSelector(selectCurrentUser);
  const { data: profile, isError, refetch } = useGetProfileQuery(username);
  const viewerId = status === 'member' ? viewer?._id : undefined;
  const isOwner = Boolean(profile && viewerId === profile._id);
  const { data: relation } = useGetRelationQuery({ userId: profile?._id ?? '', viewerId: viewerId ?? '' }, { skip: !profile || !viewerId || isOwner });

  if (!profile) {
    return (
      <div className="profile-page">
        {isError ? (
          <div className="notice notice--error" role="alert">
            <p>{t('profile.loadFailed')}</p>
            <button type="button" className="button" onClick={() => void refetch()}>
              {t('profile.retry')}
            </button>
          </div>
        ) : (
          <p className="notice" role="status" aria-busy="true">
            {t('profile.loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="profile-page">
      <ProfileHeader profile={profile} edition={edition} relation={relation} />
      <nav className="tabs profile-tabs" aria-label={t('profile.tabs.label')}>
        {PROFILE_TABS.map((name) => (
          <Link key={name} className="tabs__tab" to={profileTabHref(edition, profile.username, name)} aria-current={name === tab ? 'page' : undefined}>
            {t(`profile.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      <section className="profile-tab" aria-label={t(`profile.tabs.${tab}`)}>
        {tab === 'contents' ? <ProfileContentsTab userId={profile._id} isOwner={isOwner} /> : null}
        {tab === 'comments' ? <ProfileCommentsTab userId={profile._id} isOwner={isOwner} /> : null}
        {tab === 'favorites' ? <FavoritesTab userId={profile._id} username={profile.username} page={page} edition={edition} /> : null}
        {tab === 'followers' || tab === 'followings' ? (
          <FollowListTab userId={profile._id} username={profile.username} direction={tab === 'followers' ? 'followers' : 'following'} page={page} edition={edition} />
        ) : null}
      </section>
    </div>
  );
}
