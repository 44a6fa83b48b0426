import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { FormField, TextAreaField } from '@meydan/shared/ui';
import type { Feedback } from '@meydan/shared/contracts';
import { FEEDBACK_FROM_PARAM, FEEDBACK_TYPES, feedbackFromPath, type FeedbackType, LIMITS } from '@meydan/shared/contracts/constants';
import { feedbackApi, readThirdPartyIdentifiers } from '@meydan/shared/data-access/api-client';
import { selectAuthStatus, selectCurrentUser, useAppDispatch, useAppSelector } from '@meydan/shared/data-access/store';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useSearchParams } from '@meydan/shared/util/router';
import { normalizeError } from '@meydan/shared/util/errors';
import { storageGet, storageRemove, storageSet } from '@meydan/shared/util/storage';
import { firstIssueByField, refusalText } from '../account-link-shared';
import { formChecks } from '../lazy/form-checks-loader';

/** Head of the feedback form: never indexed (robots.txt hides it too), no API call on the server. */
export async function feedbackLoader(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'social');
  return { head: { title: `${t('feedback.title')} | Meydan`, description: t('feedback.description'), noindex: true } };
}

/** What the reader wrote, kept in this browser until it is sent: a reload or a failed send loses nothing. */
export const FEEDBACK_DRAFT_KEY = 'meydan.feedback-draft';
const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface Draft {
  type: FeedbackType | '';
  name: string;
  email: string;
  message: string;
}

const EMPTY: Draft = { type: '', name: '', email: '', message: '' };

function readDraft(): Draft {
  const stored = storageGet<Partial<Draft>>(FEEDBACK_DRAFT_KEY);
  if (!stored || typeof stored !== 'object') return EMPTY;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const type = FEEDBACK_TYPES.includes(stored.type as FeedbackType) ? (stored.type as FeedbackType) : '';
  return { type, name: text(stored.name), email: text(stored.email), message: text(stored.message) };
}

/**
 * `/geri-bildirim` (`/feedback`, `/obratnaya-svyaz`; issue 19): feedback about the site or the
 * page the reader came from (`?from=`, a path of this site, which the reader may leave out).
 * Name and e-mail required (a member's are filled in), a type, a description of 5 to 3000
 * characters (SPEC §5), checked with the API's own schema; a member's username is attached by the
 * API from the session. What the reader writes is kept as a draft in this browser until the API
 * has stored it: a refusal (bad input, too many sends, the database away) keeps every word.
 */
export function FeedbackPage(_props: RoutePageProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const member = status === 'member' ? user : null;
  const [search] = useSearchParams();
  const from = feedbackFromPath(search.get(FEEDBACK_FROM_PARAM));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [attachPage, setAttachPage] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const restored = useRef(false);
  const outcome = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // After a refused check, the first field to correct takes the focus (keyboard and screen reader users land on it).
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);
  const id = useId();

  // In the browser only (the server renders the empty form): the reader's draft, then a member's own name and address.
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      setDraft(readDraft());
    }
  }, []);
  useEffect(() => {
    if (!member) return;
    setDraft((current) => ({ ...current, name: current.name || member.name || member.username, email: current.email || member.email }));
  }, [member]);
  useEffect(() => {
    if (sent) outcome.current?.focus();
  }, [sent]);

  const change = (field: keyof Draft) => (value: string) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      storageSet(FEEDBACK_DRAFT_KEY, next, { expiresInMs: DRAFT_LIFETIME_MS });
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      // An empty address is left out, so the check says it is required rather than invalid.
      const body = {
        name: draft.name.trim(),
        ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
        message: draft.message.trim(),
        ...(draft.type ? { type: draft.type } : {}),
        ...(from && attachPage ? { url: from } : {}),
        thirdPartyIdentifiers: readThirdPartyIdentifiers(),
      };
      const { validate, FeedbackSchema } = await formChecks.load();
      const checked = validate(FeedbackSchema, body);
      if (!checked.ok) {
        setErrors(firstIssueByField(checked.errors));
        setChecks((count) => count + 1);
        return;
      }
      setErrors({});
      await dispatch(feedbackApi.endpoints.sendFeedback.initiate(checked.value as Feedback)).unwrap();
      storageRemove(FEEDBACK_DRAFT_KEY);
      setSent(true);
    } catch (error) {
      // The API's own words for a refusal (a field, too many sends); its outage and a lost connection say the text is kept.
      const { statusCode } = normalizeError(error);
      if (statusCode >= 400 && statusCode < 500) setFailure(refusalText(common, error));
      else setFailure(statusCode === 503 ? t('feedback.unavailable') : t('feedback.failed'));
    } finally {
      setBusy(false);
    }
  };

  const sendAnother = () => {
    setDraft({ ...EMPTY, name: draft.name, email: draft.email });
    setSent(false);
  };

  const errorOf = (field: string) => (errors[field] ? common(errors[field] as string) : undefined);
  const headingId = `${id}-heading`;
  return (
    <section className="feedback-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('feedback.heading')}</h1>
      {sent ? (
        <div className="notice feedback-page__outcome" role="status" tabIndex={-1} ref={outcome}>
          <p>
            <strong>{t('feedback.sent.title')}</strong>
          </p>
          <p>{t('feedback.sent.text')}</p>
          <p className="feedback-page__actions">
            {from ? (
              <Link className="button button--primary" to={from}>
                {t('feedback.sent.back')}
              </Link>
            ) : (
              <Link className="button button--primary" to="/">
                {t('feedback.sent.home')}
              </Link>
            )}
            <button type="button" className="button" onClick={sendAnother}>
              {t('feedback.sent.another')}
            </button>
          </p>
        </div>
      ) : (
        <form className="auth-form feedback-form" noValidate onSubmit={submit} onFocus={formChecks.preload} ref={form}>
          <p className="feedback-page__lead">{t('feedback.lead')}</p>
          {from ? (
            <div className="feedback-form__page">
              <input id={`${id}-attach`} type="checkbox" checked={attachPage} onChange={(event) => setAttachPage(event.target.checked)} />
              <label htmlFor={`${id}-attach`}>
                {t('feedback.attachPage')} <code className="feedback-form__path">{from}</code>
              </label>
            </div>
          ) : null}
          {member ? <p className="feedback-form__member">{t('feedback.sentAs', { username: member.username })}</p> : null}
          <div className={errors['type'] ? 'form-field form-field--invalid' : 'form-field'}>
            <label htmlFor={`${id}-type`}>{t('feedback.type.label')}</label>
            <select
              id={`${id}-type`}
              name="type"
              value={draft.type}
              required
              aria-invalid={errors['type'] ? true : undefined}
              aria-describedby={errors['type'] ? `${id}-type-error` : undefined}
              onChange={(event) => change('type')(event.target.value)}
            >
              <option value="">{t('feedback.type.choose')}</option>
              {FEEDBACK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`feedback.type.${type}`)}
                </option>
              ))}
            </select>
            {errors['type'] ? (
              <p id={`${id}-type-error`} className="form-field__error">
                {errorOf('type')}
              </p>
            ) : null}
          </div>
          <FormField label={t('feedback.name')} name="name" autoComplete="name" value={draft.name} onValueChange={change('name')} error={errorOf('name')} maxLength={LIMITS.feedbackNameMax} required />
          <FormField label={t('feedback.email')} name="email" type="email" autoComplete="email" value={draft.email} onValueChange={change('email')} error={errorOf('email')} required />
          <TextAreaField
            label={t('feedback.message')}
            name="message"
            rows={6}
            value={draft.message}
            maxLength={LIMITS.feedbackMessageMax}
            required
            onValueChange={change('message')}
            error={errorOf('message')}
            hint={t('feedback.count', { length: draft.message.length, min: LIMITS.feedbackMessageMin, max: LIMITS.feedbackMessageMax })}
          />
          <div className="auth-form__alert" role="alert">
            {failure}
          </div>
          <button type="submit" className="button button--primary auth-form__submit" disabled={busy} aria-busy={busy}>
            {busy ? common('authDialog.submitting') : t('feedback.submit')}
          </button>
          <p className="form-field__hint">{t('feedback.privacy')}</p>
        </form>
      )}
    </section>
  );
}
