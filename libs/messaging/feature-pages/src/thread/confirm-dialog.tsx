import { useTranslation } from '@meydan/shared/util/translate';
import { Modal } from '@meydan/shared/ui';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  /** Why the last try failed (shown in the dialog, which stays open for another try). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive action's confirmation (delete a message, delete a conversation). */
export function ConfirmDialog({ title, text, confirmLabel, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('messaging');
  return (
    <Modal title={title} closeLabel={t('thread.close')} onClose={onClose}>
      <p className="messaging-confirm__text">{text}</p>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--danger" disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          {busy ? t('thread.deleting') : confirmLabel}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('thread.cancel')}
        </button>
      </div>
    </Modal>
  );
}
