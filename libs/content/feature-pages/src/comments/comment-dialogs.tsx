import { useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { Modal } from '@meydan/shared/ui';
import { commentRefusal } from './comment-errors';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** Does the work; throws the API error to keep the dialog open with the reason. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  danger?: boolean;
}

/**
 * A yes/no question before a step that cannot be taken back (reporting, deleting). The shared
 * Modal keeps focus inside and hands it back to the opener on close; a refusal stays in the
 * dialog, announced, so the reader can try again or cancel.
 */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose, danger }: ConfirmDialogProps) {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function confirm() {
    setBusy(true);
    setFailure('');
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(commentRefusal(common, error));
      setBusy(false);
    }
  }

  return (
    <Modal title={title} closeLabel={t('comments.close')} onClose={onClose} className="modal--confirm">
      <p>{text}</p>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('comments.cancel')}
        </button>
        <button type="button" className={danger ? 'button button--danger' : 'button button--primary'} onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
