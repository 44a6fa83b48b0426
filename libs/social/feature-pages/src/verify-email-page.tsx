import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { accountLinksApi } from '@meydan/social/data-access';
import { AccountLinkLayout, HomeLink, Outcome, SignInButton, refusalText } from './account-link-shared';

type VerifyState = { phase: 'checking' } | { phase: 'verified' } | { phase: 'failed'; message: string };

/**
 * `/auth/verify-email/{token}`: confirms the member's e-mail address. The call is made by an
 * effect, so only a browser that runs the page spends the one-time token: the SSR HTML (and the
 * loader) never call the API, and mail link scanners that only fetch the HTML leave it intact.
 */
export function VerifyEmailPage({ params }: RoutePageProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const token = params['slug'] ?? '';
  const [state, setState] = useState<VerifyState>({ phase: 'checking' });
  const started = useRef<string | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    // Once per token: StrictMode's second effect run must not spend it again (the answer would be "Invalid Link").
    if (token && started.current !== token) {
      started.current = token;
      setState({ phase: 'checking' });
      dispatch(accountLinksApi.endpoints.verifyEmail.initiate({ token }))
        .unwrap()
        .then(
          () => alive.current && setState({ phase: 'verified' }),
          (error: unknown) => alive.current && setState({ phase: 'failed', message: refusalText(common, error, { 400: 'errors.invalidLink' }) }),
        );
    }
    return () => {
      alive.current = false;
    };
  }, [token, dispatch, common]);

  if (!token) {
    return (
      <AccountLinkLayout pageKey="verifyEmail">
        <p>{t('accountLinks.verifyEmail.noToken')}</p>
        <HomeLink />
      </AccountLinkLayout>
    );
  }
  return (
    <AccountLinkLayout pageKey="verifyEmail">
      {state.phase === 'checking' ? (
        <p className="account-link-page__progress" role="status" aria-busy="true">
          {t('accountLinks.verifyEmail.checking')}
        </p>
      ) : state.phase === 'verified' ? (
        <Outcome tone="success">
          <p>{t('accountLinks.verifyEmail.done')}</p>
          <div className="account-link-page__actions">
            <HomeLink />
            <SignInButton />
          </div>
        </Outcome>
      ) : (
        <Outcome tone="error">
          <p>{state.message}</p>
          <div className="account-link-page__actions">
            <HomeLink />
          </div>
        </Outcome>
      )}
    </AccountLinkLayout>
  );
}
