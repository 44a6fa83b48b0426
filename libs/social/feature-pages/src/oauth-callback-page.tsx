import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '@meydan/shared/util/translate';
import { loginWithProvider, type ProviderLogin, selectAuthStatus, useAppDispatch, useAppSelector } from '@meydan/shared/data-access/store';
import { openLoginDialog } from '@meydan/shared/ui';
import { clearOAuthRoundTrip, type OAuthProvider, readOAuthRoundTrip } from '@meydan/shared/util/cookies';
import { DEFAULT_ERROR_MESSAGE, normalizeError } from '@meydan/shared/util/errors';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { useNavigate } from '@meydan/shared/util/router';
import { HomeLink, Outcome, refusalText } from './account-link-shared';
import { type CallbackFailure, type CallbackResolution, checkedLogin, resolveCallback } from './oauth-callback';
import { formChecks } from './lazy/form-checks-loader';

/** The common SPEC §8 "<provider> login failed" texts. */
const PROVIDER_FAILURE_KEYS: Record<OAuthProvider, string> = {
  google: 'errors.googleLogin',
  facebook: 'errors.facebookLogin',
  twitter: 'errors.twitterLogin',
};

/** Head of a callback page: private like every `/auth/*` page (noindex, no canonical), no API call. */
export function oauthCallbackLoader(provider: OAuthProvider) {
  return async (ctx: RouteContext): Promise<LoaderResult> => {
    const t = ctx.i18n.getFixedT(ctx.edition, 'social');
    return { head: { title: `${t(`oauth.${provider}.title`)} | Meydan`, description: t(`oauth.${provider}.description`), noindex: true } };
  };
}

/**
 * A refused sign-in call in the reader's language: the API's own message for a 4xx, and for a
 * 502 (the provider could not be reached) too, since the API words that one for the reader;
 * otherwise the provider's "sign-in failed" text, or "Operation failed" for a network error.
 */
function signInFailureText(common: TFunction, provider: OAuthProvider, error: unknown): string {
  const { message, statusCode } = normalizeError(error);
  if (statusCode === 502 && message !== DEFAULT_ERROR_MESSAGE) return message;
  const key = PROVIDER_FAILURE_KEYS[provider];
  return refusalText(common, error, { 400: key, 401: key });
}

function failureText(t: TFunction, common: TFunction, provider: OAuthProvider, reason: CallbackFailure): string {
  return reason === 'providerError' ? common(PROVIDER_FAILURE_KEYS[provider]) : t(`oauth.failure.${reason}`);
}

type Phase = { phase: 'working' } | { phase: 'done' } | { phase: 'failed'; message: string };

/**
 * Where a provider sends the visitor back (`/auth/{google,facebook,twitter}/callback`). On its
 * first run in the browser it takes the provider's answer off the address bar (the fragment
 * holds a token) and spends the saved round trip, so neither can be used twice: not by
 * StrictMode's second effect run, not by Back or a reload. Once the start-up session check has
 * settled (a renewal finishing late must not undo the new session), it posts the credential,
 * loads the member and goes to the saved return path. A failure stays on the page with the
 * reason and a way to start again; nothing retries by itself.
 */
export function OAuthCallbackPage({ provider }: { provider: OAuthProvider }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector(selectAuthStatus);
  const [state, setState] = useState<Phase>({ phase: 'working' });
  const resolution = useRef<CallbackResolution | null>(null);
  const spent = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    if (resolution.current) return;
    resolution.current = resolveCallback(provider, { search: window.location.search, hash: window.location.hash }, readOAuthRoundTrip(provider));
    // The contract checks arrive while the start-up session check settles.
    if (resolution.current.ok) formChecks.preload();
    clearOAuthRoundTrip(provider);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [provider]);

  useEffect(() => {
    alive.current = true;
    const signIn = async (unchecked: ProviderLogin, returnTo: string) => {
      let login: ProviderLogin | null;
      try {
        login = await checkedLogin(unchecked);
      } catch (error) {
        // The checks could not be fetched (a dropped connection): nothing was sent.
        if (alive.current) setState({ phase: 'failed', message: signInFailureText(common, provider, error) });
        return;
      }
      if (!alive.current) return;
      if (!login) {
        setState({ phase: 'failed', message: failureText(t, common, provider, 'providerError') });
        return;
      }
      const result = await dispatch(loginWithProvider(login));
      if (!alive.current) return;
      if (loginWithProvider.fulfilled.match(result)) {
        setState({ phase: 'done' });
        navigate(returnTo, { replace: true });
      } else {
        setState({ phase: 'failed', message: signInFailureText(common, provider, result.payload ?? result.error) });
      }
    };
    const resolved = resolution.current;
    if (resolved && !spent.current && status !== 'unknown' && status !== 'loading') {
      spent.current = true;
      if (!resolved.ok) {
        setState({ phase: 'failed', message: failureText(t, common, provider, resolved.reason) });
      } else {
        void signIn(resolved.login, resolved.returnTo);
      }
    }
    return () => {
      alive.current = false;
    };
  }, [status, provider, dispatch, navigate, t, common]);

  const headingId = `oauth-callback-${provider}`;
  return (
    <section className="account-link-page oauth-callback" aria-labelledby={headingId}>
      <h1 id={headingId}>{t(`oauth.${provider}.heading`)}</h1>
      {state.phase === 'working' ? (
        <p className="account-link-page__progress" role="status" aria-busy="true">
          {t('oauth.working')}
        </p>
      ) : state.phase === 'done' ? (
        <p className="account-link-page__progress" role="status">
          {t('oauth.done')}
        </p>
      ) : (
        <Outcome tone="error">
          <p>{state.message}</p>
          <div className="account-link-page__actions">
            <button type="button" className="button button--primary" onClick={() => openLoginDialog()}>
              {t('oauth.tryAgain')}
            </button>
            <HomeLink />
          </div>
        </Outcome>
      )}
    </section>
  );
}

export function GoogleCallbackPage() {
  return <OAuthCallbackPage provider="google" />;
}

export function FacebookCallbackPage() {
  return <OAuthCallbackPage provider="facebook" />;
}

export function TwitterCallbackPage() {
  return <OAuthCallbackPage provider="twitter" />;
}
