import { useTranslation } from '@meydan/shared/util/translate';
import { FormField } from './form-field';

export interface NewPasswordFieldsProps {
  /** Label of the first field ("Password" when registering, "New password" when resetting). */
  label: string;
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  /** Already translated errors of the two fields (`password`, `passwordRepeat`). */
  errors: { password?: string; passwordRepeat?: string };
}

/** A new password and its repeat (SPEC §5), as registration and the reset page ask for them. */
export function NewPasswordFields({ label, password, repeat, onPasswordChange, onRepeatChange, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <FormField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={onPasswordChange}
        error={errors.password}
        hint={t('authDialog.passwordHint')}
        required
      />
      <FormField
        label={t('authDialog.passwordRepeat')}
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onValueChange={onRepeatChange}
        error={errors.passwordRepeat}
        required
      />
    </>
  );
}

/** The repeat check both forms run after the schema check: SPEC §8 "Please enter same password twice." */
export function passwordRepeatError(password: string, repeat: string): string | undefined {
  return repeat === password ? undefined : 'errors.passwordMismatch';
}
