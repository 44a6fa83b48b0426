import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { type CaptchaChallenge, type RegisterBody, RegisterBodySchema, TOS_VERSIONS, validate } from '@meydan/shared/contracts';
import { authApi, registerAccount, useAppDispatch } from '@meydan/shared/data-access/store';
import { normalizeError } from '@meydan/shared/util/errors';
import { authFailureText, fieldErrorsOf, type FieldErrors } from './form-errors';
import { FormField, NewPasswordFields, passwordRepeatError } from '@meydan/shared/ui';
import { solveRobotCheck } from './robot-check';
import { type CaptchaWidget, loadCaptchaApi, renderCaptcha } from './captcha-widget';

/** The terms of use the member accepts by signing up: the newest version the API serves. */
const TERMS_VERSION = TOS_VERSIONS[TOS_VERSIONS.length - 1] as string;

type Phase = 'idle' | 'robot' | 'sending';
/** The hosted captcha widget, once GET /auth/challenge said the deployment uses one. */
type CaptchaState = 'loading' | 'ready' | 'failed';

export interface RegisterFormProps {
  edition: Edition;
  onDone: () => void;
  onSwitchToLogin: () => void;
}

/**
 * SPEC §7 registration: e-mail, password and its repeat, checked with the same contract schema
 * (and message keys) the API validates with; then the robot check and the call. Success signs
 * the member in.
 *
 * The robot check is whatever GET /auth/challenge answers on the first valid submit: a fresh
 * proof of work per attempt (solved in slices), or a hosted captcha. For the captcha the form
 * shows the provider's widget and waits; its answer submits the form again by itself (with the
 * fields as they are then), and a refused registration resets the widget, since the provider
 * accepts each answer only once.
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
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const [captchaState, setCaptchaState] = useState<CaptchaState>('loading');
  // Bumped to load the widget script again after it failed.
  const [captchaLoads, setCaptchaLoads] = useState(0);
  // The reader pressed "Sign up" and the widget has no answer yet.
  const [awaitingCaptcha, setAwaitingCaptcha] = useState(false);
  const awaitingRef = useRef(false);
  const captchaToken = useRef<string | null>(null);
  const captchaHost = useRef<HTMLDivElement>(null);
  const widget = useRef<CaptchaWidget | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const awaitCaptcha = (waiting: boolean) => {
    awaitingRef.current = waiting;
    setAwaitingCaptcha(waiting);
  };

  useEffect(() => {
    const host = captchaHost.current;
    if (!captcha || !host) return undefined;
    let active = true;
    setCaptchaState('loading');
    loadCaptchaApi(captcha.provider).then(
      (api) => {
        if (!active) return;
        widget.current = renderCaptcha(api, captcha.provider, host, {
          siteKey: captcha.siteKey,
          edition,
          onToken: (token) => {
            captchaToken.current = token;
            // The reader already asked to sign up: carry on with what the fields hold now.
            if (awaitingRef.current) form.current?.requestSubmit();
          },
          onTokenLost: () => {
            captchaToken.current = null;
          },
        });
        setCaptchaState('ready');
      },
      () => {
        if (!active) return;
        setCaptchaState('failed');
        awaitCaptcha(false);
        setFailure(t('authDialog.robotCheckUnavailable'));
      },
    );
    return () => {
      active = false;
      widget.current?.remove();
      widget.current = null;
      captchaToken.current = null;
    };
  }, [captcha, captchaLoads, edition, t]);

  const send = async (body: RegisterBody, controller: AbortController) => {
    setPhase('sending');
    const result = await dispatch(registerAccount(body));
    if (controller.signal.aborted) return;
    setPhase('idle');
    if (registerAccount.fulfilled.match(result)) {
      onDone();
      return;
    }
    setFailure(authFailureText(t, result.payload, { 409: 'errors.emailTaken', 429: 'errors.tooManyRequests' }));
    if (body.captchaToken) {
      // The provider has spent that answer (or will refuse it): the reader needs a new one.
      captchaToken.current = null;
      widget.current?.reset();
    }
  };

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
    if (captcha) {
      const token = captchaToken.current;
      if (token) {
        awaitCaptcha(false);
        await send({ ...body, captchaToken: token }, controller);
        return;
      }
      awaitCaptcha(true);
      if (captchaState === 'failed') setCaptchaLoads((count) => count + 1);
      return;
    }
    setPhase('robot');
    let nonce: string;
    let challenge: string;
    try {
      const issued = await dispatch(authApi.endpoints.robotChallenge.initiate()).unwrap();
      if (controller.signal.aborted) return;
      if (issued.kind === 'captcha') {
        // Rendering starts with the state change; the widget's answer submits again.
        setPhase('idle');
        awaitCaptcha(true);
        setCaptcha(issued);
        return;
      }
      challenge = issued.challenge;
      nonce = await solveRobotCheck(issued.challenge, issued.difficulty, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase('idle');
      setFailure(authFailureText(t, normalizeError(error), { 429: 'errors.tooManyRequests' }));
      return;
    }
    if (controller.signal.aborted) return;
    await send({ ...body, challenge, nonce }, controller);
  };

  const fieldError = (name: string) => (errors[name] ? t(errors[name] as string) : undefined);
  const busy = phase !== 'idle';
  const status = phase === 'robot' ? t('authDialog.robotChecking') : awaitingCaptcha && captchaState !== 'failed' ? t('authDialog.robotCheckPrompt') : null;
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={submit}>
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
      {captcha ? <div ref={captchaHost} className="auth-form__captcha" data-provider={captcha.provider} /> : null}
      <p className="auth-form__status" role="status">
        {status}
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
