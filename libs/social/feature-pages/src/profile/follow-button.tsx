import { useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { openLoginDialog } from '@meydan/shared/ui';
import { refusalText } from '../account-link-shared';
import { type FollowListArgs, type FollowTarget, useFollowMutation, useUnfollowMutation } from '@meydan/social/data-access';
import { itemEvent, trackUserAction } from '@meydan/shared/util/tracking';

export interface FollowButtonProps {
  target: FollowTarget;
  /** Whether the signed-in member follows the target; undefined while that is being asked. */
  following: boolean | undefined;
  /** The list whose row this button sits in (followers, followings). */
  list?: FollowListArgs;
  className?: string;
}

/**
 * Follow / Following. A visitor is asked to sign in. For a member the change shows at once (the
 * API call runs behind it, see profileApi) and is undone with a short message if refused (a block,
 * a lost connection). A pressed toggle: screen readers hear "Follow, pressed" when following.
 */
export function FollowButton({ target, following, list, className = 'button' }: FollowButtonProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const status = useAppSelector(selectAuthStatus);
  const viewer = useAppSelector(selectCurrentUser);
  const [follow, followState] = useFollowMutation();
  const [unfollow, unfollowState] = useUnfollowMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = followState.isLoading || unfollowState.isLoading;

  const toggle = async () => {
    if (status !== 'member' || !viewer) {
      // While the session is still being looked at, a click must not ask a member to sign in.
      if (status === 'anonymous') openLoginDialog();
      return;
    }
    if (following === undefined || busy) return;
    setFailure(null);
    const args = { target, viewerId: viewer._id, viewerUsername: viewer.username, list };
    try {
      await (following ? unfollow(args) : follow(args)).unwrap();
      trackUserAction(itemEvent('user_follow', 'user', target._id, { metadata: { action: following ? 'remove' : 'add' } }), following ? 'unfollow' : 'follow', target.username);
    } catch (error) {
      setFailure(refusalText(common, error));
    }
  };

  const pressed = status === 'member' ? Boolean(following) : false;
  return (
    <span className="follow-button">
      <button
        type="button"
        className={pressed ? `${className} follow-button__toggle follow-button__toggle--on` : `${className} button--primary follow-button__toggle`}
        aria-pressed={pressed}
        aria-busy={busy || (status === 'member' && following === undefined) ? true : undefined}
        disabled={status === 'member' && following === undefined}
        title={pressed ? t('profile.actions.unfollow') : undefined}
        onClick={() => void toggle()}
      >
        {pressed ? t('profile.actions.following') : t('profile.actions.follow')}
      </button>
      {failure ? (
        <span className="follow-button__alert" role="alert">
          {failure}
        </span>
      ) : null}
    </span>
  );
}
