import { type KeyboardEvent, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { logout, selectAuthStatus, selectCurrentUser, useAppDispatch, useAppSelector } from '@meydan/shared/data-access/store';
import { Avatar } from '@meydan/shared/ui';
import { type Edition, profileLink, routePath } from '@meydan/shared/util/routing';
import { Link, useLocation } from '@meydan/shared/util/router';
import { useOpenAuthDialog } from './auth-dialogs';
import { ShellContext } from '../shell-context';
import { feedbackHref } from '../layout/feedback-href';
import { ThemeChoice } from '../theme/theme-choice';
import { useMemberThemeSaving } from '../theme/member-theme';

/**
 * The header's member slot. The server renders every page anonymous and the browser learns the
 * session only after hydration, so while the status is unknown or loading it renders nothing
 * (no sign-in button flashing before the member appears).
 */
export function HeaderAccount({ edition }: { edition: Edition }) {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const openDialog = useOpenAuthDialog();
  const dispatch = useAppDispatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menuOpen]);
  useMemberThemeSaving(useCallback(() => setFailure(t('theme.saveFailed')), [t]));

  // Outside a shell (component specs) nothing is known about the session.
  const hasSession = useContext(ShellContext)?.hasSession ?? true;
  // Signed out for sure (no session cookie): the sign-in button is in the server HTML already.
  if (status === 'anonymous' || (!hasSession && status !== 'member')) {
    return (
      <button type="button" className="button button--primary site-header__sign-in" onClick={() => openDialog('login')}>
        {t('auth.signIn')}
      </button>
    );
  }
  if (status !== 'member' || !user) return null;

  const signOut = async () => {
    setFailure(null);
    setBusy(true);
    const result = await dispatch(logout());
    setBusy(false);
    // Success reloads the page; a refusal leaves the member signed in and says so (SPEC §8).
    if (logout.rejected.match(result)) setFailure(t('errors.actionFailed'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div className="account" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="account__button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={`${t('auth.accountMenu')}: ${user.username}`}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <Avatar image={user.avatar} size={32} className="account__avatar" />
        <span className="account__name">{user.username}</span>
      </button>
      <div id={menuId} className="account__menu" hidden={!menuOpen}>
        <p className="account__menu-name">{user.username}</p>
        <Link className="account__menu-item" to={profileLink(edition, user)} onClick={() => setMenuOpen(false)}>
          {t('auth.myProfile')}
        </Link>
        <Link className="account__menu-item" to={routePath(edition, 'social.settings')} onClick={() => setMenuOpen(false)}>
          {t('auth.accountSettings')}
        </Link>
        <Link className="account__menu-item" to={routePath(edition, 'social.write')} onClick={() => setMenuOpen(false)}>
          {t('auth.writePost')}
        </Link>
        <Link className="account__menu-item" to={routePath(edition, 'social.write.posts')} onClick={() => setMenuOpen(false)}>
          {t('auth.myPosts')}
        </Link>
        <Link className="account__menu-item" to={feedbackHref(edition, pathname, search)} onClick={() => setMenuOpen(false)}>
          {t('feedback.menuItem')}
        </Link>
        {user.role === 'editor' || user.role === 'admin' ? (
          <Link className="account__menu-item" to={routePath(edition, 'admin.home')} onClick={() => setMenuOpen(false)}>
            {t('auth.adminArea')}
          </Link>
        ) : null}
        <ThemeChoice />
        <button type="button" className="account__menu-item" onClick={signOut} disabled={busy} aria-busy={busy}>
          {t('auth.signOut')}
        </button>
      </div>
      <p className="account__alert" role="alert">
        {failure}
      </p>
    </div>
  );
}
