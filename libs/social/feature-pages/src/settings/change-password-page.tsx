import { type FormEvent, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { LoginSource } from '@meydan/shared/contracts';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { FormField, NewPasswordFields, passwordRepeatError } from '@meydan/shared/ui';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { Outcome, firstIssueByField, refusalText } from '../account-link-shared';
import { formChecks } from '../lazy/form-checks-loader';
import { SettingsGate, SettingsLayout, useSettingsMember } from './settings-layout';
import { settingsApi } from '@meydan/social/data-access';

type FieldErrors = Partial<Record<'oldPassword' | 'password' | 'passwordRepeat', string>>;

const PROVIDER_NAMES: Record<Exclude<LoginSource, 'email'>, string> = { fb: 'Facebook', google: 'Google', twitter: 'Twitter' };

/** A member who signed up with Google, Facebook or Twitter may have no password: they get one through the reset mail. */
function SocialAccountPassword({ edition, source, email }: { edition: EditionCode; source: Exclude<LoginSource, 'email'>; email: string }) {
  const { t } = useTranslation('social');
  return (
    <div className="settings-page__intro">
      <p>{t('settings.changePassword.social', { provider: PROVIDER_NAMES[source] })}</p>
      <p>{t('settings.changePassword.socialHow', { email })}</p>
      <div className="account-link-page__actions">
        <Link className="button button--primary" to={routePath(edition, 'social.auth.forgot-password')}>
          {t('settings.changePassword.forgotPassword')}
        </Link>
      </div>
    </div>
  );
}

/**
 * `/settings/change-password` (tr `/ayarlar/sifre-degistir`): the current password and a new one
 * twice (SPEC §5), checked with the contract the API uses. A wrong current password or a too
 * common new one shows at its field, anything else above the form; the typed values stay until
 * the change succeeds. The API ends the member's other sessions, this one stays.
 */
export function ChangePasswordPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const user = useSettingsMember();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setDone(false);
    const body = { oldPassword, password };
    setBusy(true);
    try {
      const { validate, ChangePasswordBodySchema } = await formChecks.load();
      const checked = validate(ChangePasswordBodySchema, body);
      const found: FieldErrors = checked.ok ? {} : firstIssueByField(checked.errors);
      const mismatch = passwordRepeatError(password, repeat);
      if (!found.passwordRepeat && mismatch) found.passwordRepeat = mismatch;
      const translated: FieldErrors = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, common(key as string)]));
      setErrors(translated);
      if (Object.keys(translated).length > 0) return;
      await dispatch(settingsApi.endpoints.changePassword.initiate(body)).unwrap();
      setOldPassword('');
      setPassword('');
      setRepeat('');
      setDone(true);
    } catch (error) {
      const message = refusalText(common, error);
      // The API answers these two in the request language with the UI's own texts.
      if (message === common('errors.wrongCurrentPassword')) setErrors({ oldPassword: message });
      else if (message === common('validation.password.common')) setErrors({ password: message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  if (!user && !busy) {
    return (
      <SettingsLayout edition={edition} section="changePassword">
        <SettingsGate />
      </SettingsLayout>
    );
  }
  if (user && user.loginSource !== 'email') {
    return (
      <SettingsLayout edition={edition} section="changePassword">
        <SocialAccountPassword edition={edition} source={user.loginSource} email={user.email} />
      </SettingsLayout>
    );
  }
  return (
    <SettingsLayout edition={edition} section="changePassword">
      <form className="auth-form settings-form" noValidate onSubmit={submit} onFocus={formChecks.preload}>
        <p>{t('settings.changePassword.lead')}</p>
        {done ? (
          <Outcome tone="success">
            <p>{t('settings.changePassword.done')}</p>
          </Outcome>
        ) : null}
        <div className="auth-form__alert" role="alert">
          {failure}
        </div>
        <FormField
          label={t('settings.changePassword.current')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onValueChange={setOldPassword}
          error={errors.oldPassword}
          required
        />
        <NewPasswordFields
          label={t('settings.changePassword.new')}
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          errors={{ password: errors.password, passwordRepeat: errors.passwordRepeat }}
        />
        <p className="auth-form__aside">
          <Link to={routePath(edition, 'social.auth.forgot-password')}>{t('settings.changePassword.forgotCurrent')}</Link>
        </p>
        <button type="submit" className="button button--primary settings-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? common('authDialog.submitting') : t('settings.changePassword.submit')}
        </button>
      </form>
    </SettingsLayout>
  );
}
