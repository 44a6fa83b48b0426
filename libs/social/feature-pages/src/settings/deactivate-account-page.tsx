import { useTranslation } from '@meydan/shared/util/translate';
import type { FreezeBody } from '@meydan/shared/contracts';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { HomeLink, SignInButton } from '../account-link-shared';
import { AccountClosingFlow } from './account-closing-flow';
import { forgetSession } from './forget-session';
import { settingsApi } from '@meydan/social/data-access';

/**
 * `/settings/deactivate-account` (tr `/ayarlar/hesap-dondurma`): SPEC §4 temporary deactivation.
 * The API ends every session of the account and clears this browser's cookies; the page then
 * forgets the member and says how to come back (signing in again reactivates the account).
 */
export function DeactivateAccountPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('social');
  const dispatch = useAppDispatch();

  const send = async (body: FreezeBody) => {
    await dispatch(settingsApi.endpoints.freezeAccount.initiate(body)).unwrap();
    forgetSession(dispatch);
    return t('settings.deactivateAccount.done');
  };

  const intro = (
    <>
      <p>{t('settings.deactivateAccount.lead')}</p>
      <ul className="settings-page__points">
        <li>{t('settings.deactivateAccount.hidden')}</li>
        <li>{t('settings.deactivateAccount.signedOut')}</li>
        <li>{t('settings.deactivateAccount.comeBack')}</li>
      </ul>
    </>
  );
  return (
    <AccountClosingFlow
      edition={edition}
      kind="deactivateAccount"
      intro={intro}
      send={send}
      after={
        <>
          <HomeLink />
          <SignInButton />
        </>
      }
    />
  );
}
