import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { CurrentUser } from '@meydan/shared/contracts';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { openLoginDialog } from '@meydan/shared/ui';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import type { Edition } from '@meydan/shared/util/routing';
import { ConversationList } from './inbox/conversation-list';
import { useInboxEvents } from './inbox/use-inbox-events';
import { isPhoneLayout } from './lib/layout';
import { ThreadPane } from './thread/thread-pane';

/**
 * Heads of `/message` and `/message/{username}` (`/mesaj` in tr): private, so noindex (SPEC
 * §2.9 hides message paths). The loaders call no API: the member is only known in the browser.
 */
export function messagingLoader(kind: 'inbox' | 'thread') {
  return async (ctx: RouteContext): Promise<LoaderResult> => {
    const t = ctx.i18n.getFixedT(ctx.edition, 'messaging');
    const username = ctx.params['username'] ?? '';
    if (kind === 'thread' && username) {
      return { head: { title: `${t('head.threadTitle', { username })} | Meydan`, description: t('head.threadDescription', { username }), noindex: true } };
    }
    return { head: { title: `${t('head.inboxTitle')} | Meydan`, description: t('head.inboxDescription'), noindex: true } };
  };
}

function MessagingLayout({ viewer, username, edition }: { viewer: CurrentUser; username: string | undefined; edition: Edition }) {
  const { t } = useTranslation('messaging');
  const [openConversationId, setOpenConversationId] = useState<string | null>(null);
  const onOpen = useCallback((id: string | null) => setOpenConversationId(id), []);
  const listRef = useRef<HTMLElement>(null);
  const threadRef = useRef<HTMLElement>(null);
  const previousUsername = useRef(username);
  useInboxEvents(viewer._id, openConversationId);

  // Phones show the list or the thread: moving between them moves focus along, to the thread,
  // or back to the conversation the member came from.
  useEffect(() => {
    const previous = previousUsername.current;
    previousUsername.current = username;
    if (previous === username || !isPhoneLayout()) return;
    if (username) {
      threadRef.current?.focus();
      return;
    }
    const item = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-username]') ?? [])].find((link) => link.dataset['username'] === previous);
    (item ?? listRef.current)?.focus();
  }, [username]);

  return (
    <div className="messaging__panes">
      <section ref={listRef} className="messaging__list" aria-label={t('inbox.listLabel')} tabIndex={-1}>
        <ConversationList viewerId={viewer._id} edition={edition} activeUsername={username} />
      </section>
      <section ref={threadRef} className="messaging__thread" aria-label={t('inbox.threadLabel')} tabIndex={-1}>
        {username ? (
          <ThreadPane key={username} username={username} viewer={viewer} edition={edition} onOpen={onOpen} />
        ) : (
          <p className="messaging__placeholder">{t('inbox.selectConversation')}</p>
        )}
      </section>
    </div>
  );
}

/**
 * `/message` and `/message/{username}`: the member's conversations and, beside them (desktop)
 * or instead of them (phones), the open thread. One component for both routes, so the list
 * stays mounted while the member moves between threads. The layout is CSS only
 * (messaging.css), so the server's HTML and the hydrated page agree. Visitors are asked to sign
 * in; signing in shows the messages without a reload.
 */
export function MessagingPage({ routeId, params, edition }: RoutePageProps) {
  const { t } = useTranslation('messaging');
  const { t: common } = useTranslation('common');
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const username = routeId === 'messaging.thread' && params['username'] ? params['username'] : undefined;

  let body;
  if (status === 'unknown' || status === 'loading') {
    body = (
      <p className="notice" role="status" aria-busy="true">
        {t('inbox.loading')}
      </p>
    );
  } else if (status !== 'member' || !user) {
    body = (
      <div className="notice messaging__gate">
        <p>{t('inbox.signedOut')}</p>
        <button type="button" className="button button--primary" onClick={() => openLoginDialog()}>
          {common('auth.signIn')}
        </button>
      </div>
    );
  } else {
    body = <MessagingLayout key={user._id} viewer={user} username={username} edition={edition} />;
  }
  return (
    <div className={username ? 'messaging messaging--thread' : 'messaging messaging--inbox'}>
      <h1 className="messaging__title">{t('inbox.heading')}</h1>
      {body}
    </div>
  );
}
