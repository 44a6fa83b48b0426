import { useTranslation } from '@meydan/shared/util/translate';
import type { DeleteRequestBody } from '@meydan/shared/contracts';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { AccountClosingFlow } from './account-closing-flow';
import { settingsApi } from '@meydan/social/data-access';

/**
 * `/settings/delete-account` (tr `/ayarlar/hesap-silme`): asks for the e-mailed deletion link
 * (SPEC §4: valid 24 hours). Nothing is deleted here; the link's page (`/auth/delete-account/…`)
 * does it on the member's confirmation. The member stays signed in meanwhile.
 */
export function DeleteAccountRequestPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();

  const send = async (body: DeleteRequestBody) => {
    const answer = await dispatch(settingsApi.endpoints.requestAccountDeletion.initiate(body)).unwrap();
    return answer.message || common('auth.deletionRequested');
  };

  const intro = (
    <>
      <p>{t('settings.deleteAccount.lead')}</p>
      <ul className="settings-page__points">
        <li>{t('settings.deleteAccount.personalData')}</li>
        <li>{t('settings.deleteAccount.content')}</li>
        <li>{t('settings.deleteAccount.byMail')}</li>
      </ul>
      <p>
        {t('settings.deleteAccount.alternative')}{' '}
        <Link to={routePath(edition, 'social.settings.deactivate-account')}>{t('settings.deleteAccount.toDeactivate')}</Link>
      </p>
    </>
  );
  return (
    <AccountClosingFlow
      edition={edition}
      kind="deleteAccount"
      intro={intro}
      send={send}
      after={
        <Link className="button" to={routePath(edition, 'social.settings')}>
          {t('settings.backToSettings')}
        </Link>
      }
    />
  );
}
