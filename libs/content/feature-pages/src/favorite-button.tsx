import { useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useGetFavoriteStateQuery, useSetFavoriteMutation } from '@meydan/shared/data-access/api-client';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { openLoginDialog } from '@meydan/shared/ui';
import { articleEvent, trackUserAction } from '@meydan/shared/util/tracking';
import { commentRefusal as refusalText } from './comments/comment-errors';

interface FavoriteButtonProps {
  articleId: string;
  legacyId: number;
  title: string;
}

/**
 * Save / Saved (SPEC §1: members favourite articles; they are listed on the profile's favourites
 * tab). A visitor is asked to sign in. For a member the state is asked once the app runs in the
 * browser (the server page is the same for everyone) and a change shows at once; a refusal puts
 * it back with a message. A pressed toggle, so screen readers hear "Save, pressed" when saved.
 */
export function FavoriteButton({ articleId, legacyId, title }: FavoriteButtonProps) {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation('common');
  const status = useAppSelector(selectAuthStatus);
  const viewer = useAppSelector(selectCurrentUser);
  const member = status === 'member' && viewer ? viewer._id : null;
  const { data } = useGetFavoriteStateQuery(member ? { articleId, viewerId: member } : { articleId, viewerId: '' }, { skip: !member });
  const [setFavorite, { isLoading }] = useSetFavoriteMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const saved = member ? data?.favorite : false;

  const toggle = async () => {
    if (!member) {
      // While the session is still being looked at, a click must not ask a member to sign in.
      if (status === 'anonymous') openLoginDialog();
      return;
    }
    if (saved === undefined || isLoading) return;
    setFailure(null);
    try {
      await setFavorite({ articleId, viewerId: member, favorite: !saved }).unwrap();
      trackUserAction(articleEvent('item_favorites', legacyId, { action: saved ? 'remove' : 'add' }), saved ? 'favorite_remove' : 'favorite_add', title);
    } catch (error) {
      setFailure(refusalText(common, error));
    }
  };

  return (
    <span className="favorite-button">
      <button
        type="button"
        className={saved ? 'favorite-button__toggle favorite-button__toggle--on' : 'favorite-button__toggle'}
        aria-pressed={Boolean(saved)}
        aria-busy={member && (saved === undefined || isLoading) ? true : undefined}
        disabled={Boolean(member) && (saved === undefined || isLoading)}
        onClick={() => void toggle()}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span>{saved ? t('favorite.saved') : t('favorite.save')}</span>
      </button>
      {failure ? (
        <span className="favorite-button__alert" role="alert">
          {failure}
        </span>
      ) : null}
    </span>
  );
}
