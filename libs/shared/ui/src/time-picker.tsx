import { useId } from 'react';

export interface TimePickerLabels {
  /** SPEC §2.10: "Saat" in Turkish. */
  hour: string;
  /** SPEC §2.10: "Dakika" in Turkish. */
  minute: string;
  /** The empty choice of each list, e.g. "--". */
  none: string;
}

export interface TimePickerProps {
  /** The group's name, e.g. "Birth time". */
  label: string;
  /** `HH:MM`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  labels: TimePickerLabels;
  disabled?: boolean;
  /** Already translated error text. */
  error?: string;
  hint?: string;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const MINUTES = Array.from({ length: 60 }, (_, minute) => String(minute).padStart(2, '0'));
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * SPEC §2.10 time picker: an hour list 0–23 and a minute list 0–59, labelled "Saat" and "Dakika"
 * in Turkish, in a fieldset named by `label`. Two native selects: every phone gives them its own
 * wheel or list, screen readers announce them, and a keyboard types "14" to jump there. Choosing
 * an hour without minutes reads as HH:00, so one choice is enough for "about two o'clock".
 */
export function TimePicker({ label, value, onChange, labels, disabled, error, hint }: TimePickerProps) {
  const id = useId();
  const match = TIME.exec(value);
  const hour = match?.[1] ?? '';
  const minute = match?.[2] ?? '';
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const change = (nextHour: string, nextMinute: string) => onChange(nextHour ? `${nextHour}:${nextMinute || '00'}` : '');
  return (
    <fieldset className={error ? 'time-picker time-picker--invalid' : 'time-picker'} disabled={disabled} aria-describedby={describedBy}>
      <legend>{label}</legend>
      <div className="time-picker__fields">
        <div className="time-picker__field">
          <label htmlFor={`${id}-hour`}>{labels.hour}</label>
          <select id={`${id}-hour`} value={hour} aria-invalid={error ? true : undefined} onChange={(event) => change(event.target.value, minute)}>
            <option value="">{labels.none}</option>
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
        </div>
        <span className="time-picker__colon" aria-hidden="true">
          :
        </span>
        <div className="time-picker__field">
          <label htmlFor={`${id}-minute`}>{labels.minute}</label>
          <select id={`${id}-minute`} value={minute} aria-invalid={error ? true : undefined} onChange={(event) => change(hour || '00', event.target.value)}>
            <option value="">{labels.none}</option>
            {MINUTES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
