import { useId } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { LIMITS } from '@meydan/shared/contracts/constants';

export interface ReasonFieldProps {
  label: string;
  hint?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Already translated error of the last submit check, or undefined. */
  error?: string;
}

/**
 * The optional reason of a deactivation or deletion (SPEC §5: at most 500 characters) with a
 * live counter. Nothing is cut off: a pasted text over the limit stays as it is, and the error
 * says why it cannot be sent yet (announced politely as the limit is crossed).
 */
export function ReasonField({ label, hint, value, onValueChange, error }: ReasonFieldProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const id = useId();
  const max = LIMITS.deletionReasonMax;
  // The contract counts UTF-16 units (String#length), so the counter does too.
  const over = value.length > max;
  const message = error ?? (over ? common('validation.deletionReason.length') : undefined);
  const hintId = hint ? `${id}-hint` : '';
  return (
    <div className={message ? 'form-field form-field--invalid reason-field' : 'form-field reason-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name="feedback"
        rows={5}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-error ${id}-count ${hintId}`.trim()}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <div className="reason-field__foot">
        <p id={`${id}-error`} className="form-field__error" aria-live="polite">
          {message}
        </p>
        <p id={`${id}-count`} className={over ? 'reason-field__count reason-field__count--over' : 'reason-field__count'}>
          {t('settings.reason.count', { length: value.length, max })}
        </p>
      </div>
    </div>
  );
}
