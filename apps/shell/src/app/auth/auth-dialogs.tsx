import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useSearchParams } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { Modal, OPEN_LOGIN_EVENT, type AuthDialogView, type OpenLoginDetail } from '@meydan/shared/ui';
import { selectIsMember, useAppSelector } from '@meydan/shared/data-access/store';
import { LazyForm } from './lazy-form';
import { LOGIN_QUERY_PARAM } from './login-query';
import { ProviderButtons } from './provider-buttons';

export { LOGIN_QUERY_PARAM };

// The forms come with their dialog: they carry the contracts' schemas (see LazyForm).
const loadLoginForm = () => import('./login-form').then((module) => ({ default: module.LoginForm }));
const loadRegisterForm = () => import('./register-form').then((module) => ({ default: module.RegisterForm }));

const AuthDialogsContext = createContext<(view: AuthDialogView) => void>(() => undefined);

/** Opens the shell's login or registration dialog (header buttons and other shell parts). */
export function useOpenAuthDialog(): (view: AuthDialogView) => void {
  return useContext(AuthDialogsContext);
}

/**
 * The shell owns the login and registration dialogs, so they work on every page whichever
 * remote renders it. Three ways in: `useOpenAuthDialog()` inside the shell, the
 * `meydan:open-login` window event for remotes (see `openLoginDialog` in @meydan/shared/ui), and
 * a `?login=1` query. Nothing renders on the server: the dialogs exist only after hydration.
 */
export function AuthDialogsProvider({ edition, children }: { edition: Edition; children: ReactNode }) {
  const { t } = useTranslation('common');
  const [view, setView] = useState<AuthDialogView | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const isMember = useAppSelector(selectIsMember);
  const loginQuery = searchParams.get(LOGIN_QUERY_PARAM) === '1';

  const open = useCallback((next: AuthDialogView) => setView(next), []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenLoginDetail | null>).detail;
      setView(detail?.view === 'register' ? 'register' : 'login');
    };
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
  }, []);

  useEffect(() => {
    if (loginQuery && !isMember) setView((current) => current ?? 'login');
  }, [loginQuery, isMember]);

  const close = useCallback(() => {
    setView(null);
    // Drop `?login=1` so the dialog does not come back on reload or on Back.
    if (loginQuery) {
      setSearchParams(
        (params) => {
          params.delete(LOGIN_QUERY_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  }, [loginQuery, setSearchParams]);

  const shown = isMember ? null : view;
  // A member never sees the forms (signed in elsewhere, or the form just succeeded).
  useEffect(() => {
    if (isMember && view) close();
  }, [isMember, view, close]);

  return (
    <AuthDialogsContext.Provider value={open}>
      {children}
      {shown === 'login' ? (
        <Modal key="login" title={t('authDialog.loginTitle')} closeLabel={t('actions.close')} onClose={close} className="modal--auth">
          <ProviderButtons edition={edition} />
          <LazyForm load={loadLoginForm} edition={edition} onDone={close} onLeave={close} onSwitchToRegister={() => setView('register')} />
        </Modal>
      ) : null}
      {shown === 'register' ? (
        <Modal key="register" title={t('authDialog.registerTitle')} closeLabel={t('actions.close')} onClose={close} className="modal--auth">
          <ProviderButtons edition={edition} />
          <LazyForm load={loadRegisterForm} edition={edition} onDone={close} onSwitchToLogin={() => setView('login')} />
        </Modal>
      ) : null}
    </AuthDialogsContext.Provider>
  );
}
