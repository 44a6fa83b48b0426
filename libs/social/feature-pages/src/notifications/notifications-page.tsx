import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Notification } from '@meydan/shared/contracts';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '@meydan/shared/data-access/api-client';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { Avatar, RelativeTime } from '@meydan/shared/ui';
import { groupByDay } from '@meydan/shared/util/i18n';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation } from '@meydan/shared/util/router';
import { type Edition, profileLink, routePath } from '@meydan/shared/util/routing';
import { refusalText, SignInButton } from '../account-link-shared';
import { ListPagination } from '../profile/list-pagination';
import { pageFrom } from '../profile/profile-routes';

/**
 * Head of /notifications (SPEC §2.9 hides it from crawlers): private, so noindex; the loader
 * calls no API, the member is only known in the browser.
 */
export async function notificationsLoader(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'social');
  return { head: { title: `${t('notifications.title')} | Meydan`, description: t('notifications.description'), noindex: true } };
}

/** Where a notification leads: the comment on its article, the article, or the actor's profile. */
function targetOf(item: Notification, edition: Edition): string {
  if (item.article) return item.comment ? `${item.article.path}#comment-${item.comment.id}` : item.article.path;
  return item.actor ? profileLink(edition, item.actor) : '';
}

function NotificationItem({ item, edition, onOpen }: { item: Notification; edition: Edition; onOpen: (item: Notification) => void }) {
  const { t } = useTranslation('social');
  const actorName = item.actor ? item.actor.name || item.actor.username : t('notifications.someone');
  const actorHref = item.actor ? profileLink(edition, item.actor) : '';
  const target = targetOf(item, edition);
  const open = () => onOpen(item);
  // An article exists in one edition only: one of another edition keeps its own title (in its own
  // language, marked up as such) and its address on that edition's site, and says which language.
  const otherEdition = item.article && item.article.edition !== edition ? item.article.edition : null;
  const components = {
    actor: actorHref ? <Link to={actorHref} onClick={open} /> : <strong />,
    article: item.article && target ? (
      otherEdition ? (
        <a href={target} hrefLang={otherEdition} lang={otherEdition} onClick={open} />
      ) : (
        <Link to={target} onClick={open} />
      )
    ) : (
      <strong />
    ),
  };
  return (
    <li className={item.read ? 'notification' : 'notification notification--unread'}>
      <Avatar image={item.actor?.avatar ?? null} size={40} className="notification__avatar" />
      <div className="notification__body">
        <p className="notification__text">
          <Trans
            t={t}
            i18nKey={`notifications.types.${item.type}`}
            values={{ name: actorName, title: item.article?.title ?? t('notifications.removedArticle') }}
            components={components}
          />
        </p>
        {item.comment ? <p className="notification__excerpt">“{item.comment.excerpt}”</p> : null}
        <p className="notification__meta">
          <RelativeTime date={item.createdAt} edition={edition} />
          {otherEdition ? <span className="notification__edition">{t(`notifications.inEdition.${otherEdition}`)}</span> : null}
          {item.read ? null : <span className="notification__unread">{t('notifications.unread')}</span>}
        </p>
      </div>
    </li>
  );
}

function NotificationList({ viewerId, edition }: { viewerId: string; edition: Edition }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const idPrefix = useId();
  const { search } = useLocation();
  const page = pageFrom(search);
  const { data, isError, refetch } = useGetNotificationsQuery({ page, viewerId });
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  // A second hook for single reads, so following a link never shows "Marking…" on the button.
  const [markOne] = useMarkNotificationsReadMutation();
  const [outcome, setOutcome] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (!data) {
    return isError ? (
      <p className="notice notice--error" role="alert">
        {t('notifications.loadFailed')}{' '}
        <button type="button" className="button button--small" onClick={() => void refetch()}>
          {t('notifications.retry')}
        </button>
      </p>
    ) : (
      <p className="notice" role="status" aria-busy="true">
        {t('notifications.loading')}
      </p>
    );
  }

  const markAll = async () => {
    setFailure(null);
    try {
      await markRead({ viewerId }).unwrap();
      setOutcome(t('notifications.allRead'));
    } catch (error) {
      setFailure(refusalText(common, error));
    }
  };
  // Following a link reads the notification; the page it leads to needs no answer from this call.
  const onOpen = (item: Notification) => {
    if (!item.read) void markOne({ ids: [item._id], viewerId });
  };
  const anyUnread = data.items.some((item) => !item.read);
  const groups = groupByDay(data.items, edition, { today: t('notifications.today'), yesterday: t('notifications.yesterday') });
  const base = routePath(edition, 'social.notifications');

  return (
    <>
      {anyUnread ? (
        <div className="notifications-page__actions">
          <button type="button" className="button" onClick={() => void markAll()} disabled={marking} aria-busy={marking || undefined}>
            {marking ? t('notifications.marking') : t('notifications.markAllRead')}
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {outcome}
      </p>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      {data.items.length === 0 ? <p className="notifications-page__empty">{t('notifications.empty')}</p> : null}
      {groups.map((group, index) => (
        <section key={group.key} className="notifications-day" aria-labelledby={`${idPrefix}-day-${index}`}>
          <h2 id={`${idPrefix}-day-${index}`} className="notifications-day__title">
            {group.label}
          </h2>
          <ul className="notifications-list" aria-label={t('notifications.dayLabel', { day: group.label })}>
            {group.items.map((item) => (
              <NotificationItem key={item._id} item={item} edition={edition} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
      <ListPagination pagination={data.pagination} page={page} hrefFor={(n) => (n > 1 ? `${base}?page=${n}` : base)} />
    </>
  );
}

/**
 * `/notifications` (`/bildirimler` in tr): the member's notifications, newest first, grouped by
 * day, unread ones marked; each leads to its article (at the comment), or to the member who
 * acted. Visitors are asked to sign in; signing in shows the list without a reload.
 */
export function NotificationsPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('social');
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  let body;
  if (status === 'unknown' || status === 'loading') {
    body = (
      <p className="notice" role="status" aria-busy="true">
        {t('notifications.loading')}
      </p>
    );
  } else if (status !== 'member' || !user) {
    body = (
      <div className="notice settings-gate">
        <p>{t('notifications.signedOut')}</p>
        <SignInButton />
      </div>
    );
  } else {
    body = <NotificationList viewerId={user._id} edition={edition} />;
  }
  return (
    <div className="notifications-page">
      <div className="notifications-page__head">
        <h1 className="notifications-page__title">{t('notifications.heading')}</h1>
      </div>
      {body}
    </div>
  );
}
