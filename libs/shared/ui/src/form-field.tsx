import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  /** Already translated error text, or undefined. */
  error?: string;
  hint?: string;
  onValueChange: (value: string) => void;
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> {
  label: string;
  /** Already translated error text, or undefined. */
  error?: string;
  /** A line under the field (a character count). */
  hint?: string;
  onValueChange: (value: string) => void;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The frame of a field: its label, the control, then its error and hint, both announced with the control. */
function Field({ label, error, hint, control }: { label: string; error?: string; hint?: string; control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function FormField({ label, error, hint, onValueChange, ...input }: FormFieldProps) {
  return <Field label={label} error={error} hint={hint} control={(props) => <input {...input} {...props} onChange={(event) => onValueChange(event.target.value)} />} />;
}

/** FormField's multi-line sibling: a labelled textarea. */
export function TextAreaField({ label, error, hint, onValueChange, ...textarea }: TextAreaFieldProps) {
  return <Field label={label} error={error} hint={hint} control={(props) => <textarea {...textarea} {...props} onChange={(event) => onValueChange(event.target.value)} />} />;
}
