import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useGetWebConfigQuery } from '@meydan/shared/data-access/api-client';
import { selectAuthStatus, useAppSelector } from '@meydan/shared/data-access/store';
import { useLocation } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { storageGet, storageSet } from '@meydan/shared/util/storage';
import { providerFailureText } from './form-errors';
import { GoogleMark } from './provider-marks';
import { currentReturnPath, isAuthPage, startGoogleSignIn } from './provider-sign-in';
import { usePageRestored } from './use-page-restored';
import { useDueAfter } from '../layout/use-due-after';

/** The card waits this long after the page settles, so it never competes with the first read. */
export const GOOGLE_PROMPT_DELAY_MS = 4000;
/**
 * Closing the card snoozes it for 7 days in this browser (local storage, SPEC §3 wrapper): long
 * enough not to nag, short enough that a returning reader is offered it again. A cookie would
 * travel with every request for nothing, and the start-up clean-up would drop it.
 */
export const GOOGLE_PROMPT_SNOOZE_KEY = 'meydan.google-prompt.snoozed';
export const GOOGLE_PROMPT_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * SPEC §2.10/§6 Google sign-in prompt: a small card for anonymous visitors (bottom-right on
 * desktop, a bottom sheet on phones) when the web configuration enables it and Google sign-in is
 * configured. Non-blocking: it takes no focus, and its live region announces it politely. Never
 * on `/auth/*` pages. Renders nothing on the server and until the delay has passed.
 */
export function GoogleSignInPrompt({ edition, held = false }: { edition: Edition; /** Another prompt (the cookie banner) has the area. */ held?: boolean }) {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectAuthStatus);
  const { pathname } = useLocation();
  const anonymous = status === 'anonymous';
  const { data } = useGetWebConfigQuery(undefined, { skip: !anonymous });
  const google = data?.features.googleSignInPrompt ? data.signIn.google : null;
  const eligible = anonymous && google !== null && !isAuthPage(pathname) && !held;
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  usePageRestored(() => setBusy(false));

  const due = useDueAfter(eligible && !closed && !storageGet<boolean>(GOOGLE_PROMPT_SNOOZE_KEY), GOOGLE_PROMPT_DELAY_MS);

  const close = () => {
    storageSet(GOOGLE_PROMPT_SNOOZE_KEY, true, { expiresInMs: GOOGLE_PROMPT_SNOOZE_MS });
    setClosed(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') close();
  };

  const continueWithGoogle = () => {
    if (!google || busy) return;
    setFailure(null);
    setBusy(true);
    try {
      startGoogleSignIn(google, edition, currentReturnPath());
    } catch (error) {
      setBusy(false);
      setFailure(providerFailureText(t, 'google', error));
    }
  };

  return (
    <div className="site-prompts__slot" aria-live="polite">
      {due && eligible && !closed ? (
        <section className="sign-in-prompt" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <button type="button" className="sign-in-prompt__close" aria-label={t('oauth.prompt.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
          <h2 id={titleId} className="sign-in-prompt__title">
            {t('oauth.prompt.title')}
          </h2>
          <p className="sign-in-prompt__text">{t('oauth.prompt.text')}</p>
          {failure ? (
            <p className="auth-form__alert" role="alert">
              {failure}
            </p>
          ) : null}
          <button type="button" className="oauth-button oauth-button--google" onClick={continueWithGoogle} disabled={busy} aria-busy={busy}>
            <GoogleMark />
            <span>{busy ? t('oauth.redirecting') : t('oauth.continueWithGoogle')}</span>
          </button>
        </section>
      ) : null}
    </div>
  );
}
