import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { CurrentUser } from '@meydan/shared/contracts';
import { isPremium } from '@meydan/shared/contracts/constants';
import { applyTheme, currentTheme, parseTheme, setNoAdsHint } from '@meydan/shared/util/cookies';
import { syncAdIdentifier, watchAdIdentifier } from '@meydan/shared/util/tracking';
import { type AuthState, bootstrapAuth, loginWithPassword, loginWithProvider, registerAccount, sessionStarted } from './auth.slice';

type WithAuth = { auth: AuthState };

/**
 * What the browser keeps about the reader for the ads (issue 19), following the session: the
 * premium no-ads hint cookie and the SPEC §4 ad identifier (a signed-in member's e-mail hash
 * replaces an anonymous id). Decided again whenever the member loads, changes or leaves; nothing
 * happens while the session is still unknown (the server's render, the first paint).
 */
export function applyMemberHints(auth: AuthState): void {
  if (auth.status === 'member' && auth.user) {
    setNoAdsHint(isPremium(auth.user));
    void syncAdIdentifier({ email: auth.user.email });
  } else if (auth.status === 'anonymous') {
    setNoAdsHint(false);
    void syncAdIdentifier(null);
  }
}

/**
 * A member who signs in gets the colour theme saved with their account (SPEC §3 theme setting,
 * issue 20): shown at once and kept in the `theme` cookie for the next server render. A member
 * who never chose one (null) keeps whatever this browser shows. Only at sign-in: afterwards the
 * browser's own choice stands (a later toggle saves it to the account).
 */
export function applySavedTheme(user: Pick<CurrentUser, 'theme'>): void {
  const saved = parseTheme(user.theme);
  if (saved && saved !== currentTheme()) applyTheme(saved);
}

const signedIn = isAnyOf(loginWithPassword.fulfilled, loginWithProvider.fulfilled, registerAccount.fulfilled, sessionStarted.fulfilled);

/**
 * One per store. After start-up has settled the session (browser only), consent choices are
 * followed too: allowing ads and personalisation creates the id for whoever is signed in then,
 * withdrawing either removes it at once.
 */
export function createMemberHintsMiddleware() {
  const listener = createListenerMiddleware<WithAuth>();
  listener.startListening({
    predicate: (_action, current, previous) => current.auth.status !== previous.auth.status || current.auth.user !== previous.auth.user,
    effect: (_action, api) => applyMemberHints(api.getState().auth),
  });
  listener.startListening({
    matcher: signedIn,
    effect: (_action, api) => {
      const { user } = api.getState().auth;
      if (user) applySavedTheme(user);
    },
  });
  listener.startListening({
    actionCreator: bootstrapAuth.fulfilled,
    effect: (_action, api) => {
      api.unsubscribe();
      const user = () => api.getState().auth.user;
      watchAdIdentifier(() => (user() ? { email: user()?.email } : null));
    },
  });
  return listener.middleware;
}
