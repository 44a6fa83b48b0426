import type { PushFlow } from '@meydan/shared/data-access/realtime';
import { useGetQuakeAlertsQuery } from '@meydan/quakes/data-access';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { openLoginDialog } from '@meydan/shared/ui';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { SITE_NAME } from '../common/quakes-head';
import { AlertsForm } from './alerts-form';
import { PushStatus } from './push-status';

/**
 * Head of `/ayarlar/deprem-uyarilari` (`/settings/earthquake-alerts`): a member's own settings,
 * so noindex without a canonical (robots.txt hides the settings paths too). The loader calls no
 * API: the server renders the page for nobody in particular, the member is known in the browser.
 */
export async function loadQuakeAlerts(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'quakes');
  return { head: { title: `${t('alerts.headTitle')} | ${SITE_NAME}`, description: t('alerts.description'), noindex: true } };
}

export interface QuakeAlertsPageProps extends RoutePageProps {
  /** Specs pass a push flow over stand-ins. */
  createPushFlow?: () => PushFlow | null;
}

/**
 * A member's earthquake alerts (issue 18 item 6), among their settings: whether alerts can reach
 * this browser, then the places, the least magnitude and quiet hours. Visitors are asked to sign
 * in; signing in shows the settings without a reload. The note that alerts follow the official
 * sources' reports, and never predict, is always shown.
 */
export function QuakeAlertsPage({ edition, createPushFlow }: QuakeAlertsPageProps) {
  const { t } = useTranslation('quakes');
  const { t: common } = useTranslation('common');
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);

  let body;
  if (status === 'unknown' || status === 'loading') {
    body = (
      <p className="quake-alerts__progress" role="status" aria-busy="true">
        {t('alerts.loadingAccount')}
      </p>
    );
  } else if (status !== 'member' || !user) {
    body = (
      <div className="notice quake-alerts__gate">
        <p>{t('alerts.signedOut')}</p>
        <button type="button" className="button button--primary" onClick={() => openLoginDialog()}>
          {common('auth.signIn')}
        </button>
      </div>
    );
  } else {
    body = <MemberAlerts key={user._id} userId={user._id} edition={edition} createPushFlow={createPushFlow} />;
  }

  return (
    <div className="quake-alerts">
      <nav className="quake-back" aria-label={t('alerts.backLabel')}>
        <Link to={routePath(edition, 'social.settings')}>
          <span aria-hidden="true">← </span>
          {t('alerts.back')}
        </Link>
      </nav>
      <h1 className="quake-alerts__title">{t('alerts.title')}</h1>
      <p className="quake-alerts__lead">{t('alerts.lead')}</p>
      <p className="quake-alerts__official">{t('alerts.official')}</p>
      {body}
    </div>
  );
}

function MemberAlerts({ userId, edition, createPushFlow }: { userId: string; edition: Edition; createPushFlow?: () => PushFlow | null }) {
  const { t } = useTranslation('quakes');
  const query = useGetQuakeAlertsQuery({ viewerId: userId });
  const settings = query.currentData;
  return (
    <>
      <PushStatus userId={userId} edition={edition} {...(createPushFlow ? { createFlow: createPushFlow } : {})} />
      {settings ? (
        <AlertsForm initial={settings} edition={edition} />
      ) : query.isError && !query.isFetching ? (
        <div className="notice notice--error quake-alerts__failed" role="alert">
          <p>{t('alerts.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('alerts.retry')}
          </button>
        </div>
      ) : (
        <p className="quake-alerts__progress" role="status" aria-busy="true">
          {t('alerts.loading')}
        </p>
      )}
    </>
  );
}
