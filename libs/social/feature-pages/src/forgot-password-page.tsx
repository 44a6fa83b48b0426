import { type FormEvent, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { FormField } from '@meydan/shared/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { accountLinksApi } from '@meydan/social/data-access';
import { AccountLinkLayout, Outcome, firstIssueByField, refusalText } from './account-link-shared';
import { formChecks } from './lazy/form-checks-loader';

/**
 * `/auth/forgot-password`: asks for a reset link. The API answers the same neutral notice
 * whether or not the account exists (it never tells who is a member), and the page shows it
 * as sent. A refusal (429, network) keeps the typed value for another try.
 */
export function ForgotPasswordPage(_props: RoutePageProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [id, setId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const body = { id: id.trim() };
    setBusy(true);
    try {
      const { validate, ResetPasswordRequestBodySchema } = await formChecks.load();
      const checked = validate(ResetPasswordRequestBodySchema, body);
      if (!checked.ok) {
        setFieldError(firstIssueByField(checked.errors)['id']);
        return;
      }
      setFieldError(undefined);
      const answer = await dispatch(accountLinksApi.endpoints.requestPasswordReset.initiate(body)).unwrap();
      setNotice(answer.message || common('auth.resetRequested'));
    } catch (error) {
      setFailure(refusalText(common, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountLinkLayout pageKey="forgotPassword">
      {notice ? (
        <Outcome tone="success">
          <p>{notice}</p>
        </Outcome>
      ) : (
        <form className="auth-form" noValidate onSubmit={submit} onFocus={formChecks.preload}>
          <p>{t('accountLinks.forgotPassword.lead')}</p>
          <div className="auth-form__alert" role="alert">
            {failure}
          </div>
          <FormField label={common('authDialog.id')} name="id" autoComplete="username" value={id} onValueChange={setId} error={fieldError ? common(fieldError) : undefined} required />
          <button type="submit" className="button button--primary auth-form__submit" disabled={busy} aria-busy={busy}>
            {busy ? common('authDialog.submitting') : t('accountLinks.forgotPassword.submit')}
          </button>
        </form>
      )}
    </AccountLinkLayout>
  );
}
