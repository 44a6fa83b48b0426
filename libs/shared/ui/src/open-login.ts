/**
 * The shell's "please sign in" action for remotes, which never import the shell: dispatch this
 * DOM event on window and the shell's auth dialogs open the login form (on any page, whichever
 * remote renders it). `detail.view` may ask for the registration form instead.
 *
 *   window.dispatchEvent(new CustomEvent('meydan:open-login'));
 *   // or: import { openLoginDialog } from '@meydan/shared/ui'; openLoginDialog();
 *
 * A page URL with `?login=1` opens the same dialog (the shell reads it after hydration).
 */
export const OPEN_LOGIN_EVENT = 'meydan:open-login';

export type AuthDialogView = 'login' | 'register';

export interface OpenLoginDetail {
  view?: AuthDialogView;
}

export function openLoginDialog(detail: OpenLoginDetail = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<OpenLoginDetail>(OPEN_LOGIN_EVENT, { detail }));
}
