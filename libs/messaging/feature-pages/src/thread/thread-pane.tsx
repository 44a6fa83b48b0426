import { skipToken } from '@meydan/shared/data-access/api-client';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Conversation, CurrentUser, MemberSummary, Profile } from '@meydan/shared/contracts';
import { useFindConversationQuery, useGetMessageRecipientQuery } from '@meydan/messaging/data-access';
import { Link } from '@meydan/shared/util/router';
import { type Edition, routePath } from '@meydan/shared/util/routing';
import { statusOf } from '../lib/format';
import { ThreadView } from './thread-view';

export interface ThreadPaneProps {
  username: string;
  viewer: CurrentUser;
  edition: Edition;
  onOpen: (conversationId: string | null) => void;
}

function summaryOf(profile: Profile): MemberSummary {
  return { _id: profile._id, username: profile.username, name: profile.name, avatar: profile.avatar, premium: profile.premium, isActive: profile.isActive };
}

/** No conversation with that member (404), or a username the API cannot even read as one (400). */
const isMissing = (error: unknown) => [400, 404].includes(statusOf(error));

function PaneNotice({ children, edition, tone }: { children: ReactNode; edition: Edition; tone?: 'error' }) {
  const { t } = useTranslation('messaging');
  return (
    <div className="thread thread--notice">
      <Link className="thread__back thread__back--text" to={routePath(edition, 'messaging.inbox')}>
        <span aria-hidden="true">← </span>
        {t('thread.back')}
      </Link>
      <div className={tone === 'error' ? 'notice notice--error' : 'notice'} role={tone === 'error' ? 'alert' : 'status'}>
        {children}
      </div>
    </div>
  );
}

/**
 * `/message/{username}`: finds the conversation with that member (GET /conversations/find); when
 * there is none yet, the member themself (their profile), so the thread starts empty and its
 * first message opens the conversation (POST /conversations/create).
 */
export function ThreadPane({ username, viewer, edition, onOpen }: ThreadPaneProps) {
  const { t } = useTranslation('messaging');
  const self = username === viewer.username;
  const find = useFindConversationQuery(self ? skipToken : { recipient: username, viewerId: viewer._id });
  const none = find.isError && isMissing(find.error);
  const member = useGetMessageRecipientQuery(none ? username : skipToken);
  const [created, setCreated] = useState<Conversation | null>(null);
  const conversation = find.data ?? created;
  const recipient = conversation?.recipient ?? (none && member.data ? summaryOf(member.data) : null);

  if (self) return <PaneNotice edition={edition}>{t('thread.self')}</PaneNotice>;
  if (recipient) {
    return <ThreadView viewer={viewer} recipient={recipient} conversation={conversation} edition={edition} onCreated={setCreated} onOpen={onOpen} />;
  }
  if (none && member.isError && isMissing(member.error)) return <PaneNotice edition={edition}>{t('thread.notFound')}</PaneNotice>;
  if ((find.isError && !none) || member.isError) {
    return (
      <PaneNotice edition={edition} tone="error">
        {t('thread.loadFailed')}{' '}
        <button type="button" className="button button--small" onClick={() => void (member.isError ? member.refetch() : find.refetch())}>
          {t('thread.retry')}
        </button>
      </PaneNotice>
    );
  }
  return (
    <p className="thread__status" role="status" aria-busy="true">
      {t('thread.loading')}
    </p>
  );
}
