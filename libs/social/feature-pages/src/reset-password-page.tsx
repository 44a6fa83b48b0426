import { type FormEvent, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { NewPasswordFields, passwordRepeatError } from '@meydan/shared/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { accountLinksApi } from '@meydan/social/data-access';
import { AccountLinkLayout, Outcome, SignInButton, firstIssueByField, refusalText } from './account-link-shared';
import { formChecks } from './lazy/form-checks-loader';

type Outcomes = { phase: 'form'; failure: string | null; invalidLink: boolean } | { phase: 'done' };

/**
 * `/auth/reset-password/{token}`: a new password and its repeat, checked with the contract's
 * PasswordSchema (the API's own rules and message keys), then the token is spent. "Invalid Link"
 * (used, expired) comes from the API, with the way to ask for a new link.
 */
export function ResetPasswordPage({ params, edition }: RoutePageProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const token = params['slug'] ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [state, setState] = useState<Outcomes>({ phase: 'form', failure: null, invalidLink: false });
  const [busy, setBusy] = useState(false);
  const forgotLink = (
    <Link to={routePath(edition, 'social.auth.forgot-password')}>{t('accountLinks.resetPassword.newLink')}</Link>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { token, password };
    setBusy(true);
    try {
      const { validate, ResetPasswordBodySchema } = await formChecks.load();
      const checked = validate(ResetPasswordBodySchema, body);
      const found = checked.ok ? {} : firstIssueByField(checked.errors);
      const mismatch = passwordRepeatError(password, repeat);
      if (!found['passwordRepeat'] && mismatch) found['passwordRepeat'] = mismatch;
      if (found['token']) {
        setState({ phase: 'form', failure: common(found['token']), invalidLink: true });
        return;
      }
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      setState({ phase: 'form', failure: null, invalidLink: false });
      await dispatch(accountLinksApi.endpoints.resetPassword.initiate(body)).unwrap();
      setState({ phase: 'done' });
    } catch (error) {
      const message = refusalText(common, error, { 400: 'errors.invalidLink' });
      setState({ phase: 'form', failure: message, invalidLink: message === common('errors.invalidLink') });
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AccountLinkLayout pageKey="resetPassword">
        <p>{t('accountLinks.resetPassword.noToken')}</p>
        <p>{forgotLink}</p>
      </AccountLinkLayout>
    );
  }
  if (state.phase === 'done') {
    return (
      <AccountLinkLayout pageKey="resetPassword">
        <Outcome tone="success">
          <p>{t('accountLinks.resetPassword.done')}</p>
          <div className="account-link-page__actions">
            <SignInButton />
          </div>
        </Outcome>
      </AccountLinkLayout>
    );
  }
  const fieldError = (name: string) => (errors[name] ? common(errors[name] as string) : undefined);
  return (
    <AccountLinkLayout pageKey="resetPassword">
      <form className="auth-form" noValidate onSubmit={submit} onFocus={formChecks.preload}>
        <p>{t('accountLinks.resetPassword.lead')}</p>
        <div className="auth-form__alert" role="alert">
          {state.failure}
        </div>
        {state.invalidLink ? <p className="auth-form__aside">{forgotLink}</p> : null}
        <NewPasswordFields
          label={t('accountLinks.resetPassword.password')}
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          errors={{ password: fieldError('password'), passwordRepeat: fieldError('passwordRepeat') }}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? common('authDialog.submitting') : t('accountLinks.resetPassword.submit')}
        </button>
      </form>
    </AccountLinkLayout>
  );
}
