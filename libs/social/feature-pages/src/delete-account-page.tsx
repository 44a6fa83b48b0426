import { useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { authApi, selectIsMember, signedOut, useAppDispatch, useAppSelector } from '@meydan/shared/data-access/store';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { clearSessionCookies } from '@meydan/shared/util/cookies';
import { accountLinksApi } from '@meydan/social/data-access';
import { AccountLinkLayout, HomeLink, Outcome, refusalText } from './account-link-shared';

type DeleteState = { phase: 'confirm'; failure: string | null } | { phase: 'deleting' } | { phase: 'deleted' };

/**
 * `/auth/delete-account/{token}`: permanent deletion, only on the reader's explicit confirmation
 * (never on load: the link alone authorizes it). The API ends the account's sessions; when this
 * browser was signed in as that account (its profile no longer loads), its cookies go too.
 */
export function DeleteAccountPage({ params }: RoutePageProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const isMember = useAppSelector(selectIsMember);
  const token = params['slug'] ?? '';
  const [state, setState] = useState<DeleteState>({ phase: 'confirm', failure: null });

  const confirm = async () => {
    if (state.phase !== 'confirm') return;
    setState({ phase: 'deleting' });
    try {
      await dispatch(accountLinksApi.endpoints.deleteAccount.initiate({ token })).unwrap();
    } catch (error) {
      setState({ phase: 'confirm', failure: refusalText(common, error, { 400: 'errors.invalidLink' }) });
      return;
    }
    if (isMember) {
      try {
        await dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
      } catch {
        // The deleted account was this browser's: its session is over.
        clearSessionCookies();
        dispatch(signedOut());
      }
    }
    setState({ phase: 'deleted' });
  };

  if (!token) {
    return (
      <AccountLinkLayout pageKey="deleteAccount">
        <p>{t('accountLinks.deleteAccount.noToken')}</p>
        <HomeLink />
      </AccountLinkLayout>
    );
  }
  if (state.phase === 'deleted') {
    return (
      <AccountLinkLayout pageKey="deleteAccount">
        <Outcome tone="success">
          <p>{t('accountLinks.deleteAccount.done')}</p>
          <div className="account-link-page__actions">
            <HomeLink />
          </div>
        </Outcome>
      </AccountLinkLayout>
    );
  }
  const busy = state.phase === 'deleting';
  return (
    <AccountLinkLayout pageKey="deleteAccount">
      <p>{t('accountLinks.deleteAccount.warning')}</p>
      {state.phase === 'confirm' && state.failure ? (
        <Outcome tone="error">
          <p>{state.failure}</p>
        </Outcome>
      ) : null}
      <div className="account-link-page__actions">
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
          {busy ? common('authDialog.submitting') : t('accountLinks.deleteAccount.confirm')}
        </button>
        <HomeLink />
      </div>
    </AccountLinkLayout>
  );
}
