import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { CurrentUser, UpdateProfileBody } from '@meydan/shared/contracts';
import { isCountryCode, isValidBirthdate, isValidUsername, PROFILE_LIMITS } from '@meydan/shared/contracts/constants';
import { authApi, useAppDispatch, userLoaded } from '@meydan/shared/data-access/store';
import { DatePicker, FormField } from '@meydan/shared/ui';
import { normalizeError } from '@meydan/shared/util/errors';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation, useNavigate } from '@meydan/shared/util/router';
import { profileLink, routePath } from '@meydan/shared/util/routing';
import { firstIssueByField, Outcome, refusalText } from '../account-link-shared';
import { type FormChecks, formChecks } from '../lazy/form-checks-loader';
import { SettingsGate, SettingsLayout, useSettingsMember } from '../settings/settings-layout';
import { settingsApi } from '@meydan/social/data-access';
import { ProfileMediaEditor } from './media-editor';
import { profileApi, useCheckUsernameQuery, useGetCountriesQuery } from '@meydan/social/data-access';
import { usernameParam } from './profile-routes';

/** The form's fields, as typed. */
interface Fields {
  name: string;
  username: string;
  email: string;
  gender: '' | 'male' | 'female';
  website: string;
  country: string;
  city: string;
  birthdate: string;
  occupation: string;
  motto: string;
  about: string;
}
type FieldName = keyof Fields;
type FieldErrors = Partial<Record<FieldName, string>>;

function fieldsOf(user: CurrentUser): Fields {
  return {
    name: user.name ?? '',
    username: user.username,
    email: user.email,
    gender: user.gender ?? '',
    website: user.website ?? '',
    country: user.country ?? '',
    city: user.city ?? '',
    birthdate: user.birthdate ?? '',
    occupation: user.occupation ?? '',
    motto: user.motto ?? '',
    about: user.about ?? '',
  };
}

/** Only what the member changed is sent: an untouched field can never be refused. */
function changesOf(fields: Fields, user: CurrentUser): UpdateProfileBody {
  const before = fieldsOf(user);
  const body: Record<string, string> = {};
  for (const key of Object.keys(fields) as FieldName[]) {
    const value = key === 'email' || key === 'username' || key === 'website' ? fields[key].trim() : fields[key];
    if (value !== before[key]) body[key] = value;
  }
  return body as UpdateProfileBody;
}

const USERNAME_DEBOUNCE_MS = 400;

/** Registration's live username check: valid names are asked after a pause in typing; the member's own name needs no asking. */
function useUsernameCheck(username: string, current: string) {
  const [settled, setSettled] = useState(username);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(username), USERNAME_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [username]);
  // The schema's own rules, checked without the schemas: nothing to fetch while typing.
  const valid = isValidUsername(username);
  const ask = valid && settled === username && username !== current;
  const { data, isFetching } = useCheckUsernameQuery(username, { skip: !ask });
  if (!valid || username === current) return { state: 'idle' as const };
  if (!ask || isFetching || !data) return { state: 'checking' as const };
  return data.available ? { state: 'available' as const } : { state: 'taken' as const, message: data.message };
}

function TextArea({ label, value, onValueChange, max, error, disabled }: { label: string; value: string; onValueChange: (value: string) => void; max: number; error?: string; disabled?: boolean }) {
  const { t } = useTranslation('social');
  const id = useId();
  const over = value.length > max;
  return (
    <div className={error || over ? 'form-field reason-field form-field--invalid' : 'form-field reason-field'}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} rows={4} disabled={disabled} aria-invalid={error || over ? true : undefined} aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`} onChange={(event) => onValueChange(event.target.value)} />
      <div className="reason-field__foot">
        {error ? (
          <p id={`${id}-error`} className="form-field__error">
            {error}
          </p>
        ) : null}
        <p id={`${id}-count`} className={over ? 'reason-field__count reason-field__count--over' : 'reason-field__count'}>
          {t('profile.settings.count', { length: value.length, max })}
        </p>
      </div>
    </div>
  );
}

function SelectField({ label, value, onValueChange, options, error, disabled }: { label: string; value: string; onValueChange: (value: string) => void; options: ReadonlyArray<{ value: string; label: string }>; error?: string; disabled?: boolean }) {
  const id = useId();
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onValueChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Resend = { phase: 'idle' | 'sending' } | { phase: 'done' | 'failed'; message: string };

/** SPEC §5: profile edits need a confirmed address. Says so, and offers the link again. */
function UnverifiedNotice({ email }: { email: string }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [resend, setResend] = useState<Resend>({ phase: 'idle' });
  const send = async () => {
    if (resend.phase === 'sending') return;
    setResend({ phase: 'sending' });
    try {
      const answer = await dispatch(settingsApi.endpoints.resendVerification.initiate()).unwrap();
      setResend({ phase: 'done', message: answer.message || common('auth.verificationSent') });
    } catch (error) {
      if (normalizeError(error).statusCode === 409) {
        // Confirmed meanwhile (another tab): reload the member and the form opens.
        setResend({ phase: 'done', message: refusalText(common, error) });
        void dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
        return;
      }
      setResend({ phase: 'failed', message: refusalText(common, error) });
    }
  };
  return (
    <div className="notice profile-settings__unverified">
      <p>{t('profile.settings.unverified', { email })}</p>
      <button type="button" className="button" disabled={resend.phase === 'sending'} aria-busy={resend.phase === 'sending'} onClick={() => void send()}>
        {resend.phase === 'sending' ? common('authDialog.submitting') : t('profile.settings.resend')}
      </button>
      <p className="auth-form__status" role="status">
        {resend.phase === 'done' ? resend.message : null}
      </p>
      <p className="auth-form__alert" role="alert">
        {resend.phase === 'failed' ? resend.message : null}
      </p>
    </div>
  );
}

/** Someone else's settings address: only the owner may be here. */
function NotOwner({ edition, username, member }: { edition: EditionCode; username: string; member: CurrentUser }) {
  const { t } = useTranslation('social');
  return (
    <div className="notice settings-gate" role="alert">
      <p>{t('profile.settings.notOwner')}</p>
      <div className="settings-confirm__actions">
        <Link className="button" to={routePath(edition, 'social.profile', { username })}>
          {t('profile.settings.toProfile')}
        </Link>
        <Link className="button button--primary" to={routePath(edition, 'social.profile.settings', { username: member.username })}>
          {t('profile.settings.toOwnSettings')}
        </Link>
      </div>
    </div>
  );
}

function ProfileForm({ user, edition }: { user: CurrentUser; edition: EditionCode }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A rename moves the page to the new address, which brings the success message along.
  const [saved, setSaved] = useState<string | null>(() => (location.state as { profileSaved?: string } | null)?.profileSaved ?? null);
  const [busy, setBusy] = useState(false);
  const { data: countries, isError: countriesFailed } = useGetCountriesQuery(edition);
  const usernameCheck = useUsernameCheck(fields.username, user.username);
  const locked = !user.emailVerified;

  const set = (name: FieldName) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setSaved(null);
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const check = ({ validate, UpdateProfileBodySchema }: FormChecks, body: UpdateProfileBody): FieldErrors => {
    const found: FieldErrors = {};
    const result = validate(UpdateProfileBodySchema, body);
    if (!result.ok) for (const [field, key] of Object.entries(firstIssueByField(result.errors))) found[field as FieldName] = common(key as string);
    if (body.birthdate && !found.birthdate && !isValidBirthdate(body.birthdate)) found.birthdate = common('validation.profile.birthdate.invalid');
    if (body.country && !found.country && !isCountryCode(body.country)) found.country = common('validation.profile.country.invalid');
    if (usernameCheck.state === 'taken' && body.username !== undefined) found.username = usernameCheck.message ?? common('errors.usernameTaken');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || locked) return;
    setFailure(null);
    setSaved(null);
    const body = changesOf(fields, user);
    setBusy(true);
    try {
      const found = check(await formChecks.load(), body);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setFailure(t('profile.settings.fixErrors'));
        return;
      }
      if (Object.keys(body).length === 0) {
        setSaved(t('profile.settings.saved'));
        return;
      }
      const profile = await dispatch(profileApi.endpoints.updateProfile.initiate(body)).unwrap();
      const emailChanged = body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase();
      const message = emailChanged ? t('profile.settings.savedEmail') : t('profile.settings.saved');
      // The session's copy of the member (header, this page's owner check) follows the edit at once;
      // a new username moves the page to its new address in the same render.
      const updated: CurrentUser = {
        ...user,
        username: profile.username,
        name: profile.name,
        gender: profile.gender,
        website: profile.website,
        country: profile.country,
        city: profile.city,
        occupation: profile.occupation,
        motto: profile.motto,
        about: profile.about,
        email: body.email ?? user.email,
        emailVerified: emailChanged ? false : user.emailVerified,
        birthdate: body.birthdate === undefined ? user.birthdate : body.birthdate || null,
      };
      dispatch(userLoaded({ user: updated }));
      if (profile.username !== user.username) {
        navigate(routePath(edition, 'social.profile.settings', { username: profile.username }), { replace: true, state: { profileSaved: message } });
      } else {
        setFields(fieldsOf(updated));
        setSaved(message);
      }
      // Then the server's own record replaces the guess.
      void dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
    } catch (error) {
      const message = refusalText(common, error);
      // The API answers field rules with the form's own texts: show them at their field.
      const field = (
        [
          ['username', [common('errors.usernameTaken')]],
          ['email', [common('errors.emailTaken'), common('validation.email.invalid')]],
          ['birthdate', [common('validation.profile.birthdate.invalid')]],
          ['country', [common('validation.profile.country.invalid')]],
          ['website', [common('validation.profile.website.invalid')]],
        ] as Array<[FieldName, string[]]>
      ).find(([, texts]) => texts.includes(message))?.[0];
      if (field) setErrors({ [field]: message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  const usernameHint =
    usernameCheck.state === 'checking'
      ? t('profile.settings.usernameChecking')
      : usernameCheck.state === 'available'
        ? t('profile.settings.usernameAvailable')
        : t('profile.settings.usernameHint', { path: profileLink(edition, { username: fields.username || user.username }) });
  const usernameError = errors.username ?? (usernameCheck.state === 'taken' ? (usernameCheck.message ?? common('errors.usernameTaken')) : undefined);
  const countryOptions = [{ value: '', label: t('profile.settings.countryNone') }, ...(countries?.items ?? []).map((c) => ({ value: c.code, label: c.name }))];
  // A saved country shows even before the list has loaded.
  if (fields.country && !countries) countryOptions.push({ value: fields.country, label: fields.country });
  const today = new Date().toISOString().slice(0, 10);

  return (
    <form className="auth-form settings-form profile-settings" noValidate onSubmit={submit} onFocus={formChecks.preload}>
      <p>{t('profile.settings.lead')}</p>
      {locked ? <UnverifiedNotice email={user.email} /> : null}
      {saved ? (
        <Outcome tone="success">
          <p>{saved}</p>
        </Outcome>
      ) : null}
      <div className="auth-form__alert" role="alert">
        {failure}
      </div>
      <fieldset className="profile-settings__group" disabled={locked}>
        <legend>{t('profile.settings.sections.account')}</legend>
        <FormField label={t('profile.settings.name')} name="name" autoComplete="name" maxLength={PROFILE_LIMITS.nameMax + 20} value={fields.name} onValueChange={set('name')} error={errors.name} />
        <FormField
          label={t('profile.settings.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={fields.username}
          onValueChange={(value) => set('username')(value.toLocaleLowerCase('en'))}
          error={usernameError}
          hint={usernameHint}
          aria-live="off"
        />
        <FormField label={t('profile.settings.email')} name="email" type="email" autoComplete="email" value={fields.email} onValueChange={set('email')} error={errors.email} hint={t('profile.settings.emailHint')} />
      </fieldset>
      <fieldset className="profile-settings__group" disabled={locked}>
        <legend>{t('profile.settings.sections.about')}</legend>
        <FormField label={t('profile.settings.motto')} name="motto" value={fields.motto} onValueChange={set('motto')} error={errors.motto} hint={t('profile.settings.count', { length: fields.motto.length, max: PROFILE_LIMITS.mottoMax })} />
        <TextArea label={t('profile.settings.about')} value={fields.about} onValueChange={set('about')} max={PROFILE_LIMITS.aboutMax} error={errors.about} disabled={locked} />
        <FormField label={t('profile.settings.occupation')} name="occupation" autoComplete="organization-title" value={fields.occupation} onValueChange={set('occupation')} error={errors.occupation} />
        <FormField label={t('profile.settings.website')} name="website" type="url" inputMode="url" autoComplete="url" placeholder="ornek.com" value={fields.website} onValueChange={set('website')} error={errors.website} />
      </fieldset>
      <fieldset className="profile-settings__group" disabled={locked}>
        <legend>{t('profile.settings.sections.personal')}</legend>
        <SelectField
          label={t('profile.settings.gender')}
          value={fields.gender}
          onValueChange={set('gender')}
          error={errors.gender}
          disabled={locked}
          options={[
            { value: '', label: t('profile.settings.genderNone') },
            { value: 'female', label: t('profile.settings.genders.female') },
            { value: 'male', label: t('profile.settings.genders.male') },
          ]}
        />
        <SelectField label={t('profile.settings.country')} value={fields.country} onValueChange={set('country')} error={errors.country ?? (countriesFailed ? t('profile.settings.countriesFailed') : undefined)} disabled={locked} options={countryOptions} />
        <FormField label={t('profile.settings.city')} name="city" autoComplete="address-level2" value={fields.city} onValueChange={set('city')} error={errors.city} />
        <DatePicker
          label={t('profile.settings.birthdate')}
          value={fields.birthdate}
          onChange={set('birthdate')}
          edition={edition}
          max={today}
          initialMonth={`${Number(today.slice(0, 4)) - 25}-01-01`}
          error={errors.birthdate}
          labels={{
            placeholder: t('profile.settings.date.placeholder'),
            open: t('profile.settings.date.open'),
            clear: t('profile.settings.date.clear'),
            previousMonth: t('profile.settings.date.previousMonth'),
            nextMonth: t('profile.settings.date.nextMonth'),
            month: t('profile.settings.date.month'),
            year: t('profile.settings.date.year'),
            close: t('profile.settings.date.close'),
          }}
        />
      </fieldset>
      <div className="profile-settings__actions">
        <button type="submit" className="button button--primary settings-form__submit" disabled={busy || locked} aria-busy={busy}>
          {busy ? common('authDialog.submitting') : t('profile.settings.submit')}
        </button>
        <Link className="button" to={profileLink(edition, user)}>
          {t('profile.settings.viewProfile')}
        </Link>
      </div>
    </form>
  );
}

/**
 * `/profile/{username}/settings` (tr `/profil/{username}/ayarlar`): every SPEC §3 field of the
 * member's own profile, with the avatar and cover editor on top. Only the owner gets the form:
 * a visitor is asked to sign in, another member is told whose settings these are. Nothing typed
 * is lost on a refusal; the refused field says why.
 */
export function ProfileSettingsPage({ params, edition }: RoutePageProps) {
  const member = useSettingsMember();
  const username = usernameParam(params);
  return (
    <SettingsLayout edition={edition} section="profile">
      {!member ? <SettingsGate /> : null}
      {member && member.username !== username.toLowerCase() ? <NotOwner edition={edition} username={username} member={member} /> : null}
      {member && member.username === username.toLowerCase() ? (
        <>
          <ProfileMediaEditor user={member} />
          <ProfileForm key={member._id} user={member} edition={edition} />
        </>
      ) : null}
    </SettingsLayout>
  );
}
