import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { RegisterBodySchema, TOS_VERSIONS, validate } from '@meydan/shared/contracts';
import { authApi, registerAccount, useAppDispatch } from '@meydan/shared/data-access/store';
import { normalizeError } from '@meydan/shared/util/errors';
import { authFailureText, fieldErrorsOf, type FieldErrors } from './form-errors';
import { FormField, NewPasswordFields, passwordRepeatError } from '@meydan/shared/ui';
import { solveRobotCheck } from './robot-check';

/** The terms of use the member accepts by signing up: the newest version the API serves. */
const TERMS_VERSION = TOS_VERSIONS[TOS_VERSIONS.length - 1] as string;

type Phase = 'idle' | 'robot' | 'sending';

export interface RegisterFormProps {
  edition: Edition;
  onDone: () => void;
  onSwitchToLogin: () => void;
}

/**
 * SPEC §7 registration: e-mail, password and its repeat, checked with the same contract schema
 * (and message keys) the API validates with; then the robot check (a fresh proof-of-work
 * challenge, solved in slices) and the call. Success signs the member in.
 */
export function RegisterForm({ edition, onDone, onSwitchToLogin }: RegisterFormProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setFailure(null);
    const body = { version: TERMS_VERSION, email: email.trim(), password };
    const checked = validate(RegisterBodySchema, body);
    const found = checked.ok ? {} : fieldErrorsOf(checked.errors);
    const mismatch = passwordRepeatError(password, repeat);
    if (!found['passwordRepeat'] && mismatch) found['passwordRepeat'] = mismatch;
    if (!checked.ok || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    const controller = new AbortController();
    aborter.current = controller;
    setPhase('robot');
    let nonce: string;
    let challenge: string;
    try {
      const issued = await dispatch(authApi.endpoints.robotChallenge.initiate()).unwrap();
      challenge = issued.challenge;
      nonce = await solveRobotCheck(issued.challenge, issued.difficulty, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase('idle');
      setFailure(authFailureText(t, normalizeError(error), { 429: 'errors.tooManyRequests' }));
      return;
    }
    if (controller.signal.aborted) return;
    setPhase('sending');
    const result = await dispatch(registerAccount({ ...body, challenge, nonce }));
    if (controller.signal.aborted) return;
    setPhase('idle');
    if (registerAccount.fulfilled.match(result)) onDone();
    else setFailure(authFailureText(t, result.payload, { 409: 'errors.emailTaken', 429: 'errors.tooManyRequests' }));
  };

  const fieldError = (name: string) => (errors[name] ? t(errors[name] as string) : undefined);
  const busy = phase !== 'idle';
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <div className="auth-form__alert" role="alert">
        {failure}
      </div>
      <FormField label={t('authDialog.email')} name="email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={fieldError('email')} required />
      <NewPasswordFields
        label={t('authDialog.password')}
        password={password}
        repeat={repeat}
        onPasswordChange={setPassword}
        onRepeatChange={setRepeat}
        errors={{ password: fieldError('password'), passwordRepeat: fieldError('passwordRepeat') }}
      />
      <p className="auth-form__aside">
        {t('authDialog.termsLead')}{' '}
        <a href={routePath(edition, 'content.corporate.user-agreement')} target="_blank" rel="noopener">
          {t('authDialog.termsLink')}
        </a>
      </p>
      <p className="auth-form__status" role="status">
        {phase === 'robot' ? t('authDialog.robotChecking') : null}
      </p>
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('authDialog.submitting') : t('authDialog.submitRegister')}
      </button>
      <p className="auth-form__switch">
        {t('authDialog.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToLogin}>
          {t('authDialog.toLogin')}
        </button>
      </p>
    </form>
  );
}
