import { type AppDispatch, signedOut } from '@meydan/shared/data-access/store';
import { clearSessionCookies } from '@meydan/shared/util/cookies';

/**
 * After a call that ended this browser's session on the server (deactivation, signing out
 * everywhere): its cookies go (the kept ones stay) and the auth slice turns anonymous, so every
 * part of the page stops acting for the member at once.
 */
export function forgetSession(dispatch: AppDispatch): void {
  clearSessionCookies();
  dispatch(signedOut());
}
