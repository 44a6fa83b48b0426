import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { MemberSummary } from '@meydan/shared/contracts';
import { Avatar } from '@meydan/shared/ui';
import { Link } from '@meydan/shared/util/router';
import { type Edition, profileLink, routePath } from '@meydan/shared/util/routing';
import { displayName } from '../lib/format';

export interface ThreadHeaderProps {
  recipient: MemberSummary;
  edition: Edition;
  /** Absent while the conversation does not exist yet (nothing to delete). */
  onDeleteConversation?: () => void;
}

/** The conversation menu: one action today (delete), behind a button with a disclosure. */
function ConversationMenu({ onDelete }: { onDelete: () => void }) {
  const { t } = useTranslation('messaging');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div className="thread-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button ref={buttonRef} type="button" className="thread-menu__button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        <span aria-hidden="true">⋯</span>
        <span className="visually-hidden">{t('thread.menu')}</span>
      </button>
      <div id={menuId} className="thread-menu__list" hidden={!open}>
        <button
          type="button"
          className="thread-menu__item"
          onClick={() => {
            setOpen(false);
            onDelete();
          }}
        >
          {t('thread.deleteConversation')}
        </button>
      </div>
    </div>
  );
}

/**
 * The thread's head: back to the list (phones), the other member's avatar and name linking to
 * their profile (SPEC §2.8: not linked when the account is not active), and the menu.
 */
export function ThreadHeader({ recipient, edition, onDeleteConversation }: ThreadHeaderProps) {
  const { t } = useTranslation('messaging');
  const name = displayName(recipient);
  const profile = profileLink(edition, recipient);
  return (
    <header className="thread__head">
      <Link className="thread__back" to={routePath(edition, 'messaging.inbox')}>
        <span aria-hidden="true">←</span>
        <span className="visually-hidden">{t('thread.back')}</span>
      </Link>
      <Avatar image={recipient.avatar} size={40} className="thread__avatar" />
      <div className="thread__who">
        <h2 className="thread__name">{profile ? <Link to={profile}>{name}</Link> : name}</h2>
        <p className="thread__username">{recipient.isActive ? `@${recipient.username}` : t('thread.inactive')}</p>
      </div>
      {onDeleteConversation ? <ConversationMenu onDelete={onDeleteConversation} /> : null}
    </header>
  );
}
