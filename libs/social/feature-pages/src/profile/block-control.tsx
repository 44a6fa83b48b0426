import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { Modal } from '@meydan/shared/ui';
import { refusalText } from '../account-link-shared';
import { type FollowTarget, useBlockMutation, useUnblockMutation } from '@meydan/social/data-access';

export interface BlockControlProps {
  target: FollowTarget;
  viewerId: string;
  /** Whether the member has blocked the target; undefined while unknown. */
  blocked: boolean | undefined;
}

/**
 * The profile's "more" menu for another member: Block, or Unblock, each behind a confirmation
 * (SPEC §5 says what a block does; the dialog says it too). A refusal shows in the dialog, which
 * stays open so the member can try again.
 */
export function BlockControl({ target, viewerId, blocked }: BlockControlProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [block, blockState] = useBlockMutation();
  const [unblock, unblockState] = useUnblockMutation();
  const busy = blockState.isLoading || unblockState.isLoading;
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menuOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      buttonRef.current?.focus();
    }
  };

  const confirm = async () => {
    if (busy) return;
    setFailure(null);
    try {
      await (blocked ? unblock({ target, viewerId }) : block({ target, viewerId })).unwrap();
      setConfirming(false);
    } catch (error) {
      setFailure(refusalText(common, error));
    }
  };

  const kind = blocked ? 'unblock' : 'block';
  return (
    <div className="profile-more" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="button profile-more__button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        disabled={blocked === undefined}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span aria-hidden="true">⋯</span>
        <span className="visually-hidden">{t('profile.actions.more')}</span>
      </button>
      <div id={menuId} className="profile-more__menu" hidden={!menuOpen}>
        <button
          type="button"
          className="profile-more__item"
          onClick={() => {
            setMenuOpen(false);
            setFailure(null);
            setConfirming(true);
          }}
        >
          {t(`profile.actions.${kind}`)}
        </button>
      </div>
      {confirming ? (
        <Modal title={t(`profile.actions.${kind}Title`, { username: target.username })} closeLabel={t('profile.actions.close')} onClose={() => setConfirming(false)}>
          <p className="settings-confirm__text">{t(`profile.actions.${kind}Text`)}</p>
          <p className="auth-form__alert" role="alert">
            {failure}
          </p>
          <div className="settings-confirm__actions">
            <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
              {t(`profile.actions.${kind}Confirm`)}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('profile.actions.cancel')}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
