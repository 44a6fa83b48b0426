import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Session } from '@meydan/shared/contracts';
import { logout, useAppDispatch } from '@meydan/shared/data-access/store';
import type { EditionCode } from '@meydan/shared/util/remote-kit';
import { EDITION_LOCALES } from '@meydan/shared/util/routing';
import { refusalText } from '../account-link-shared';
import { forgetSession } from './forget-session';
import { settingsApi, useGetSessionsQuery } from '@meydan/social/data-access';
import { describeUserAgent } from './user-agent';

/** This device first, then the most recently used. */
function byRelevance(a: Session, b: Session): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt);
}

function SessionItem({ session, formatDate }: { session: Session; formatDate: (iso: string) => string }) {
  const { t } = useTranslation('social');
  const { browser, os } = describeUserAgent(session.userAgent);
  const device = browser && os ? t('settings.sessions.device', { browser, os }) : (browser ?? os ?? t('settings.sessions.unknownDevice'));
  return (
    <li className={session.current ? 'session-item session-item--current' : 'session-item'}>
      <p className="session-item__device">
        <span>{device}</span>
        {session.current ? <span className="settings-badge settings-badge--ok">{t('settings.sessions.thisDevice')}</span> : null}
      </p>
      <p className="session-item__dates">
        <span>{t('settings.sessions.created', { date: formatDate(session.createdAt) })}</span>
        <span>{t('settings.sessions.lastUsed', { date: formatDate(session.lastUsedAt) })}</span>
      </p>
    </li>
  );
}

/**
 * The member's signed-in browsers and devices. Ending the others keeps this session and the
 * list refreshes; ending every session includes this one, so this browser then signs out the
 * way the header's "sign out" does (the store's logout: cookies cleared, page reloaded).
 */
export function SessionList({ userId, edition }: { userId: string; edition: EditionCode }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const headingId = useId();
  const { data, isLoading, isError, refetch } = useGetSessionsQuery(userId, { refetchOnMountOrArgChange: true });
  const [busy, setBusy] = useState<'others' | 'all' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Only ever rendered in the browser (the member is unknown on the server), so the reader's own time zone is right.
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(EDITION_LOCALES[edition], { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [edition]);
  const sessions = useMemo(() => [...(data?.items ?? [])].sort(byRelevance), [data]);
  const hasOthers = !data || sessions.some((session) => !session.current);

  const start = (which: 'others' | 'all') => {
    setBusy(which);
    setNotice(null);
    setFailure(null);
  };

  const endOthers = async () => {
    start('others');
    try {
      await dispatch(settingsApi.endpoints.endSessions.initiate({ keepCurrent: true })).unwrap();
      setNotice(t('settings.sessions.endedOthers'));
    } catch (error) {
      setFailure(refusalText(common, error));
    } finally {
      setBusy(null);
    }
  };

  const endAll = async () => {
    start('all');
    try {
      await dispatch(settingsApi.endpoints.endSessions.initiate({ keepCurrent: false })).unwrap();
    } catch (error) {
      setFailure(refusalText(common, error));
      setBusy(null);
      return;
    }
    const result = await dispatch(logout());
    // The session is over on the server whatever the logout call answered: never look signed in.
    if (logout.rejected.match(result)) forgetSession(dispatch);
  };

  return (
    <div className="settings-card">
      <h3 id={headingId} className="settings-card__title">{t('settings.sessions.heading')}</h3>
      <p className="settings-card__lead">{t('settings.sessions.lead')}</p>
      {isLoading ? (
        <p className="settings-page__progress" role="status" aria-busy="true">
          {t('settings.sessions.loading')}
        </p>
      ) : isError && !data ? (
        <div className="notice notice--error" role="alert">
          <p>{t('settings.sessions.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('settings.sessions.retry')}
          </button>
        </div>
      ) : (
        <ul className="session-list" aria-labelledby={headingId}>
          {sessions.map((session) => (
            <SessionItem key={session._id} session={session} formatDate={formatDate} />
          ))}
        </ul>
      )}
      <p className="auth-form__status" role="status">
        {notice}
      </p>
      <p className="auth-form__alert" role="alert">
        {failure}
      </p>
      <div className="account-link-page__actions">
        <button type="button" className="button" disabled={busy !== null || !hasOthers} aria-busy={busy === 'others'} onClick={() => void endOthers()}>
          {busy === 'others' ? common('authDialog.submitting') : t('settings.sessions.endOthers')}
        </button>
        <button type="button" className="button" disabled={busy !== null} aria-busy={busy === 'all'} onClick={() => void endAll()}>
          {busy === 'all' ? common('authDialog.submitting') : t('settings.sessions.endAll')}
        </button>
      </div>
    </div>
  );
}
