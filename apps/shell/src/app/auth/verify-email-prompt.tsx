import { useEffect, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useGetWebConfigQuery } from '@meydan/shared/data-access/api-client';
import { authApi, selectAuthStatus, selectCurrentUser, useAppDispatch, useAppSelector } from '@meydan/shared/data-access/store';
import { Modal } from '@meydan/shared/ui';
import { normalizeError } from '@meydan/shared/util/errors';
import { useLocation } from '@meydan/shared/util/router';
import { storageGet, storageSet } from '@meydan/shared/util/storage';
import { authFailureText } from './form-errors';
import { isAuthPage } from './provider-sign-in';

/**
 * "Don't show again" is remembered per member in this browser. SPEC §9 gives the e-mail-verified
 * flag an expiry of 60 without a unit; 60 days, after which a still unconfirmed member is asked
 * once more.
 */
export const VERIFY_PROMPT_DISMISS_MS = 60 * 24 * 60 * 60 * 1000;
export const verifyPromptDismissKey = (userId: string) => `meydan.verify-prompt.dismissed.${userId}`;
/** Shown at most once per browser session (session storage, per member): not on every page. */
export const verifyPromptSeenKey = (userId: string) => `meydan.verify-prompt.seen.${userId}`;

function seenThisSession(userId: string): boolean {
  try {
    return sessionStorage.getItem(verifyPromptSeenKey(userId)) === '1';
  } catch {
    return false;
  }
}

function markSeen(userId: string): void {
  try {
    sessionStorage.setItem(verifyPromptSeenKey(userId), '1');
  } catch {
    // Storage refused (private mode): the prompt may come back on the next page, which is tolerable.
  }
}

type Outcome = { tone: 'notice' | 'failure'; text: string } | null;

/**
 * SPEC §2.10/§6 e-mail verification prompt: a modal for a signed-in member whose address is not
 * confirmed, unless the web configuration turns it off or the member asked not to see it again.
 * Once per browser session, never on `/auth/*` pages. "Send the link again" mails a new link; a
 * 409 means the address was confirmed meanwhile (another tab), so the member is reloaded and the
 * prompt goes away.
 */
export function VerifyEmailPrompt() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const unverified = status === 'member' && user !== null && !user.emailVerified;
  const config = useGetWebConfigQuery(undefined, { skip: !unverified });
  // A configuration that cannot be loaded does not hide the prompt: only an explicit false does.
  const configSettled = config.isSuccess || config.isError;
  const enabled = config.data?.features.emailVerificationPrompt !== false;
  const userId = user?._id ?? null;
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!unverified || !userId || !configSettled || !enabled || isAuthPage(pathname) || openFor === userId) return;
    if (seenThisSession(userId) || storageGet<boolean>(verifyPromptDismissKey(userId))) return;
    markSeen(userId);
    setOpenFor(userId);
  }, [unverified, userId, configSettled, enabled, pathname, openFor]);

  if (!user || openFor !== user._id || !unverified || isAuthPage(pathname)) return null;

  const close = () => setOpenFor(null);
  const neverAgain = () => {
    storageSet(verifyPromptDismissKey(user._id), true, { expiresInMs: VERIFY_PROMPT_DISMISS_MS });
    close();
  };
  const resend = async () => {
    if (sending) return;
    setSending(true);
    setOutcome(null);
    try {
      const queued = await dispatch(authApi.endpoints.resendVerificationEmail.initiate()).unwrap();
      setOutcome({ tone: 'notice', text: queued.message });
    } catch (error) {
      const failure = normalizeError(error);
      if (failure.statusCode === 409) {
        setOutcome({ tone: 'notice', text: failure.message });
        void dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
      } else {
        setOutcome({ tone: 'failure', text: authFailureText(t, failure, { 429: 'errors.tooManyRequests' }) });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title={t('verifyPrompt.title')} closeLabel={t('actions.close')} onClose={close} className="modal--verify-prompt">
      <div className="verify-prompt">
        <p className="verify-prompt__lead">{t('verifyPrompt.lead')}</p>
        <p className="verify-prompt__email">{user.email}</p>
        <p className="verify-prompt__hint">{t('verifyPrompt.hint')}</p>
        <p className="verify-prompt__notice" role="status">
          {outcome?.tone === 'notice' ? outcome.text : null}
        </p>
        <p className="auth-form__alert" role="alert">
          {outcome?.tone === 'failure' ? outcome.text : null}
        </p>
        <div className="verify-prompt__actions">
          <button type="button" className="button button--primary" onClick={() => void resend()} disabled={sending} aria-busy={sending}>
            {sending ? t('verifyPrompt.sending') : t('verifyPrompt.resend')}
          </button>
          <button type="button" className="button" onClick={close}>
            {t('verifyPrompt.later')}
          </button>
        </div>
        <button type="button" className="link-button verify-prompt__never" onClick={neverAgain}>
          {t('verifyPrompt.never')}
        </button>
      </div>
    </Modal>
  );
}
