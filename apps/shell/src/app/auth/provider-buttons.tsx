import { type ReactNode, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '@meydan/shared/util/translate';
import { useGetWebConfigQuery } from '@meydan/shared/data-access/api-client';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import type { OAuthProvider } from '@meydan/shared/util/cookies';
import type { Edition } from '@meydan/shared/util/routing';
import { providerFailureText } from './form-errors';
import { FacebookMark, GoogleMark, TwitterMark } from './provider-marks';
import { currentReturnPath, startFacebookSignIn, startGoogleSignIn, startTwitterSignIn } from './provider-sign-in';
import { usePageRestored } from './use-page-restored';

const MARKS: Record<OAuthProvider, () => ReactNode> = { google: GoogleMark, facebook: FacebookMark, twitter: TwitterMark };

function continueLabel(t: TFunction, provider: OAuthProvider): string {
  switch (provider) {
    case 'google':
      return t('oauth.continueWithGoogle');
    case 'facebook':
      return t('oauth.continueWithFacebook');
    case 'twitter':
      return t('oauth.continueWithTwitter');
  }
}

/**
 * "Continue with Google / Facebook / Twitter (X)" for the providers the web configuration names
 * (none while it loads or when it failed). Each leaves the site for the provider and comes back
 * to its callback page in the social remote, then to the page the visitor was on.
 */
export function ProviderButtons({ edition }: { edition: Edition }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { data } = useGetWebConfigQuery();
  const [busy, setBusy] = useState<OAuthProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  usePageRestored(() => setBusy(null));

  const signIn = data?.signIn;
  if (!signIn) return null;
  const providers = (['google', 'facebook', 'twitter'] as const).filter((provider) => Boolean(signIn[provider]));
  if (providers.length === 0) return null;

  const start = async (provider: OAuthProvider) => {
    if (busy) return;
    setFailure(null);
    setBusy(provider);
    const returnTo = currentReturnPath();
    try {
      if (provider === 'google' && signIn.google) startGoogleSignIn(signIn.google, edition, returnTo);
      else if (provider === 'facebook' && signIn.facebook) startFacebookSignIn(signIn.facebook, edition, returnTo);
      else await startTwitterSignIn(dispatch, returnTo);
    } catch (error) {
      setBusy(null);
      setFailure(providerFailureText(t, provider, error));
    }
  };

  return (
    <div className="oauth-choice">
      <div className="auth-form__alert" role="alert">
        {failure}
      </div>
      <div className="oauth-choice__buttons" role="group" aria-label={t('oauth.choiceLabel')}>
        {providers.map((provider) => {
          const Mark = MARKS[provider];
          return (
            <button
              key={provider}
              type="button"
              className={`oauth-button oauth-button--${provider}`}
              onClick={() => void start(provider)}
              disabled={busy !== null}
              aria-busy={busy === provider}
            >
              <Mark />
              <span>{busy === provider ? t('oauth.redirecting') : continueLabel(t, provider)}</span>
            </button>
          );
        })}
      </div>
      <p className="oauth-choice__or">
        <span>{t('oauth.or')}</span>
      </p>
    </div>
  );
}
