import { useTranslation } from '@meydan/shared/util/translate';
import type { Profile, Relation } from '@meydan/shared/contracts';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { abbreviateCount } from '@meydan/shared/util/format';
import { formatDay } from '@meydan/shared/util/i18n';
import { Avatar, openLoginDialog } from '@meydan/shared/ui';
import { Link } from '@meydan/shared/util/router';
import { type Edition, routePath } from '@meydan/shared/util/routing';
import { BlockControl } from './block-control';
import { FollowButton } from './follow-button';
import { useGetCountriesQuery } from '@meydan/social/data-access';
import { type ProfileTab, profileTabHref } from './profile-routes';

export interface ProfileHeaderProps {
  profile: Profile;
  edition: Edition;
  /** How the signed-in member stands with this one (undefined for visitors, the owner, or while loading). */
  relation: Relation | undefined;
}

const COUNT_TABS: ReadonlyArray<{ key: keyof Profile['counts']; tab: ProfileTab }> = [
  { key: 'followers', tab: 'followers' },
  { key: 'followings', tab: 'followings' },
  { key: 'contents', tab: 'contents' },
  { key: 'comments', tab: 'comments' },
  { key: 'favorites', tab: 'favorites' },
];

/** A website as a short label: no scheme, no trailing slash. */
function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * The profile's head: cover (its vertical position is the member's coverOffset), avatar with the
 * user-icon fallback, name, premium badge, @username, motto and about, facts, counts, and the
 * actions: Follow, Message and the Block menu for others; Edit profile for the owner.
 */
export function ProfileHeader({ profile, edition, relation }: ProfileHeaderProps) {
  const { t } = useTranslation('social');
  const status = useAppSelector(selectAuthStatus);
  const viewer = useAppSelector(selectCurrentUser);
  const { data: countries } = useGetCountriesQuery(edition, { skip: !profile.country });
  const isOwner = status === 'member' && viewer?._id === profile._id;
  const displayName = profile.name ?? profile.username;
  const target = { _id: profile._id, username: profile.username };
  const cover = profile.cover?.resolutions.extraHigh.url ?? profile.cover?.resolutions.high.url;
  const country = profile.country ? (countries?.items.find((item) => item.code === profile.country)?.name ?? null) : null;
  const location = [profile.city, country].filter(Boolean).join(', ');
  const blockedEitherWay = Boolean(relation?.blocked || relation?.blockedBy);

  return (
    <header className="profile-header">
      <div className="profile-cover">
        {cover ? <img className="profile-cover__image" src={cover} alt="" style={{ objectPosition: `50% ${profile.coverOffset}%` }} decoding="async" /> : null}
      </div>
      <div className="profile-header__main">
        <Avatar image={profile.avatar} size={112} className="profile-avatar" alt={t('profile.avatarAlt', { name: displayName })} />
        <div className="profile-header__identity">
          <h1 className="profile-header__name">
            {displayName}
            {profile.premium ? (
              <span className="profile-badge" title={t('profile.premiumLabel')}>
                {profile.premiumStatus ? t(`profile.premiumStatus.${profile.premiumStatus}`) : t('profile.premium')}
              </span>
            ) : null}
          </h1>
          <p className="profile-header__username">
            @{profile.username}
            {relation?.followedBy && !blockedEitherWay ? <span className="profile-header__follows-you">{t('profile.actions.followsYou')}</span> : null}
          </p>
        </div>
        <div className="profile-header__actions" role="group" aria-label={t('profile.actions.label')}>
          {isOwner ? (
            <Link className="button" to={routePath(edition, 'social.profile.settings', { username: profile.username })}>
              {t('profile.actions.edit')}
            </Link>
          ) : null}
          {!isOwner && !blockedEitherWay ? <FollowButton target={target} following={status === 'member' ? relation?.following : false} /> : null}
          {!isOwner && !blockedEitherWay ? (
            status === 'member' ? (
              <Link className="button" to={routePath(edition, 'messaging.thread', { username: profile.username })}>
                {t('profile.actions.message')}
              </Link>
            ) : (
              <button type="button" className="button" onClick={() => openLoginDialog()}>
                {t('profile.actions.message')}
              </button>
            )
          ) : null}
          {!isOwner && status === 'member' && viewer ? <BlockControl target={target} viewerId={viewer._id} blocked={relation?.blocked} /> : null}
        </div>
      </div>
      {relation?.blocked ? <p className="notice profile-header__blocked">{t('profile.actions.blockedNotice')}</p> : null}
      {profile.motto ? <p className="profile-header__motto">{profile.motto}</p> : null}
      {profile.about ? <p className="profile-header__about">{profile.about}</p> : null}
      <ul className="profile-facts">
        {profile.occupation ? (
          <li>
            <span className="visually-hidden">{t('profile.occupation')}: </span>
            {profile.occupation}
          </li>
        ) : null}
        {location ? (
          <li>
            <span className="visually-hidden">{t('profile.location')}: </span>
            {location}
          </li>
        ) : null}
        {profile.website ? (
          <li>
            <span className="visually-hidden">{t('profile.website')}: </span>
            <a href={profile.website} rel="nofollow ugc noopener noreferrer" target="_blank">
              {websiteLabel(profile.website)}
            </a>
          </li>
        ) : null}
        <li>{t('profile.joined', { date: formatDay(profile.createdAt, edition) })}</li>
      </ul>
      <ul className="profile-counts" aria-label={t('profile.counts.label')}>
        {COUNT_TABS.map(({ key, tab }) => (
          <li key={key}>
            <Link className="profile-counts__link" to={profileTabHref(edition, profile.username, tab)}>
              <strong className="profile-counts__value">{abbreviateCount(profile.counts[key], edition)}</strong>
              <span className="profile-counts__label">{t(`profile.counts.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </header>
  );
}
