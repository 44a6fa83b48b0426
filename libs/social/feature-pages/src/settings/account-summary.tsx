import { useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { CurrentUser } from '@meydan/shared/contracts';
import { authApi, useAppDispatch } from '@meydan/shared/data-access/store';
import { normalizeError } from '@meydan/shared/util/errors';
import { refusalText } from '../account-link-shared';
import { settingsApi } from '@meydan/social/data-access';

type Resend = { phase: 'idle' | 'sending' } | { phase: 'sent'; message: string } | { phase: 'failed'; message: string };

/**
 * The member's username and e-mail address with its confirmation state (SPEC §4), and a new
 * confirmation link for an unconfirmed address. A 409 means the address was confirmed meanwhile
 * (say, in another tab): the member is reloaded so the badge catches up.
 */
export function AccountSummary({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [resend, setResend] = useState<Resend>({ phase: 'idle' });

  const sendLink = async () => {
    if (resend.phase === 'sending') return;
    setResend({ phase: 'sending' });
    try {
      const answer = await dispatch(settingsApi.endpoints.resendVerification.initiate()).unwrap();
      setResend({ phase: 'sent', message: answer.message || common('auth.verificationSent') });
    } catch (error) {
      const message = refusalText(common, error);
      if (normalizeError(error).statusCode !== 409) {
        setResend({ phase: 'failed', message });
        return;
      }
      // Not a failure: the address is confirmed. The refetched member replaces the session's copy (auth slice).
      setResend({ phase: 'sent', message });
      void dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
    }
  };

  return (
    <div className="settings-card">
      <dl className="settings-facts">
        <div>
          <dt>{t('settings.account.username')}</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>{t('settings.account.email')}</dt>
          <dd>
            <span className="settings-facts__email">{user.email}</span>{' '}
            <span className={user.emailVerified ? 'settings-badge settings-badge--ok' : 'settings-badge settings-badge--warn'}>
              {user.emailVerified ? t('settings.account.verified') : t('settings.account.unverified')}
            </span>
          </dd>
        </div>
      </dl>
      {user.emailVerified ? null : (
        <div className="settings-card__extra">
          <p>{t('settings.account.unverifiedHint')}</p>
          <button type="button" className="button" disabled={resend.phase === 'sending'} aria-busy={resend.phase === 'sending'} onClick={() => void sendLink()}>
            {resend.phase === 'sending' ? common('authDialog.submitting') : t('settings.account.resend')}
          </button>
        </div>
      )}
      <p className="auth-form__status" role="status">
        {resend.phase === 'sent' ? resend.message : null}
      </p>
      <p className="auth-form__alert" role="alert">
        {resend.phase === 'failed' ? resend.message : null}
      </p>
    </div>
  );
}
