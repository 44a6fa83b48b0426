import { useEffect, useRef } from 'react';
import { authApi, selectAuth, useAppDispatch, useAppSelector, useAppStore } from '@meydan/shared/data-access/store';
import { parseTheme, type Theme, THEME_CHANGE_EVENT } from '@meydan/shared/util/cookies';

/**
 * Saves a signed-in member's colour theme choice to the account (SPEC §3 theme setting, issue 20)
 * whenever the page's theme changes (the header toggle, the member menu), through `PUT /users/me`.
 * A change to what the account already holds (the saved theme applied at sign-in) sends nothing.
 * A press while the session is still being loaded (a member's first tap, replayed right after
 * hydration) waits for the member. A failed save leaves the choice on this device and says so.
 */
export function useMemberThemeSaving(onFailure: () => void): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { status, user } = useAppSelector(selectAuth);
  const saved = status === 'member' && user ? user.theme : undefined;
  const pending = useRef<{ theme: Theme | null } | null>(null);

  useEffect(() => {
    const save = (theme: Theme | null) => {
      // What the account holds now, read from the store: a save's answer may have changed it
      // before this effect ran again with the new value (a second change right after the first).
      const current = selectAuth(store.getState());
      if (theme === (current.status === 'member' && current.user ? current.user.theme : saved)) return;
      dispatch(authApi.endpoints.saveTheme.initiate(theme))
        .unwrap()
        .catch(() => onFailure());
    };
    if (status === 'anonymous') pending.current = null;
    if (saved !== undefined && pending.current) {
      save(pending.current.theme);
      pending.current = null;
    }
    if (status === 'anonymous') return;
    const onTheme = (event: Event) => {
      const theme = parseTheme((event as CustomEvent<unknown>).detail);
      if (saved === undefined) pending.current = { theme };
      else save(theme);
    };
    window.addEventListener(THEME_CHANGE_EVENT, onTheme);
    return () => window.removeEventListener(THEME_CHANGE_EVENT, onTheme);
  }, [status, saved, dispatch, store, onFailure]);
}
