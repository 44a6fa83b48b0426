import { type FormEvent, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { LoginBodySchema, validate } from '@meydan/shared/contracts';
import { loginWithPassword, useAppDispatch } from '@meydan/shared/data-access/store';
import { authFailureText, fieldErrorsOf, type FieldErrors } from './form-errors';
import { FormField } from '@meydan/shared/ui';

export interface LoginFormProps {
  edition: Edition;
  onDone: () => void;
  onSwitchToRegister: () => void;
  /** Following a link out of the dialog closes it. */
  onLeave: () => void;
}

/** SPEC §7 password login: id (username or e-mail) and password. A refusal keeps what was typed. */
export function LoginForm({ edition, onDone, onSwitchToRegister, onLeave }: LoginFormProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = validate(LoginBodySchema, { grant_type: 'password', id: id.trim(), password });
    if (!checked.ok) {
      setErrors(fieldErrorsOf(checked.errors));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await dispatch(loginWithPassword({ id: checked.value.id, password }));
    setBusy(false);
    if (loginWithPassword.fulfilled.match(result)) onDone();
    else setFailure(authFailureText(t, result.payload, { 401: 'errors.wrongCredentials', 429: 'errors.tooManyRequests' }));
  };

  const fieldError = (name: string) => (errors[name] ? t(errors[name] as string) : undefined);
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <div className="auth-form__alert" role="alert">
        {failure}
      </div>
      <FormField label={t('authDialog.id')} name="id" autoComplete="username" value={id} onValueChange={setId} error={fieldError('id')} required />
      <FormField
        label={t('authDialog.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={fieldError('password')}
        required
      />
      <p className="auth-form__aside">
        <Link to={routePath(edition, 'social.auth.forgot-password')} onClick={onLeave}>
          {t('authDialog.forgotPassword')}
        </Link>
      </p>
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('authDialog.submitting') : t('authDialog.submitLogin')}
      </button>
      <p className="auth-form__switch">
        {t('authDialog.noAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToRegister}>
          {t('authDialog.toRegister')}
        </button>
      </p>
    </form>
  );
}
