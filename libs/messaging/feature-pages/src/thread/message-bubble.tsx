import { useTranslation } from '@meydan/shared/util/translate';
import { RelativeTime } from '@meydan/shared/ui';
import type { Edition } from '@meydan/shared/util/routing';

export interface MessageBubbleProps {
  mine: boolean;
  /** Who wrote it, for screen readers ("You", or the other member's name). */
  senderLabel: string;
  text: string;
  deleted: boolean;
  createdAt: string;
  edition: Edition;
  /** `sent` for what the server holds; the member's optimistic copies are `sending` or `failed`. */
  state: 'sent' | 'sending' | 'failed';
  /** Why a failed message was not sent (the API's own words for a refusal). */
  error?: string | null;
  /** The other member has read this one (shown under the member's last message). */
  seen?: boolean;
  onDelete?: () => void;
  onRetry?: () => void;
  onDiscard?: () => void;
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" fill="currentColor" />
    </svg>
  );
}

/**
 * One message of a thread: the member's on one side, the other's on the other; a deleted one is
 * a muted line. The member's own messages have a delete action (shown on hover and on keyboard
 * focus); an unsent one says so, with Retry and Delete.
 */
export function MessageBubble({ mine, senderLabel, text, deleted, createdAt, edition, state, error, seen, onDelete, onRetry, onDiscard }: MessageBubbleProps) {
  const { t } = useTranslation('messaging');
  const classes = ['message', mine ? 'message--mine' : 'message--theirs'];
  if (deleted) classes.push('message--deleted');
  if (state !== 'sent') classes.push(`message--${state}`);
  return (
    <li className={classes.join(' ')}>
      <div className="message__row">
        <div className="message__bubble">
          <span className="visually-hidden">{senderLabel}: </span>
          {deleted ? <p className="message__text message__text--deleted">{t('thread.deleted')}</p> : <p className="message__text">{text}</p>}
          <p className="message__meta">
            <RelativeTime date={createdAt} edition={edition} />
            {state === 'sending' ? <span className="message__state">{t('thread.sending')}</span> : null}
          </p>
        </div>
        {onDelete && !deleted && state === 'sent' ? (
          <button type="button" className="message__action" aria-label={t('thread.deleteMessage')} title={t('thread.deleteMessage')} onClick={onDelete}>
            <TrashIcon />
          </button>
        ) : null}
      </div>
      {state === 'failed' ? (
        <div className="message__failure" role="alert">
          <span>
            {t('thread.notSent')}
            {error ? ` ${error}` : ''}
          </span>
          <button type="button" className="message__retry" onClick={onRetry}>
            {t('thread.retrySend')}
          </button>
          <button type="button" className="message__discard" aria-label={t('thread.discardLabel')} onClick={onDiscard}>
            {t('thread.discard')}
          </button>
        </div>
      ) : null}
      {seen ? <p className="message__seen">{t('thread.seen')}</p> : null}
    </li>
  );
}
