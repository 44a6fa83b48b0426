import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { FormField, TextAreaField } from '@meydan/shared/ui';
import { SatisfactionSurveySchema, type SatisfactionSurvey, SURVEY_SCALES, FEEDBACK_LIMITS, validate } from '@meydan/shared/contracts';
import { feedbackApi, readThirdPartyIdentifiers } from '@meydan/shared/data-access/api-client';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { DEFAULT_ERROR_MESSAGE, normalizeError } from '@meydan/shared/util/errors';
import type { Edition } from '@meydan/shared/util/routing';
import { type FieldErrors, fieldErrorsOf } from '../auth/form-errors';

export interface SurveyFormProps {
  edition: Edition;
  /** The page the reader was on (path and query). */
  pageUrl: string;
  /** The answers are stored: the invitation will not come back for 60 days. */
  onAnswered: () => void;
  onClose: () => void;
}

const range = (scale: { min: number; max: number }) => Array.from({ length: scale.max - scale.min + 1 }, (_, index) => scale.min + index);
const EXPERIENCE = range(SURVEY_SCALES.experience);
const RECOMMENDATION = range(SURVEY_SCALES.recommendation);

interface ScaleProps {
  name: string;
  legend: string;
  values: readonly (number | boolean)[];
  labelOf: (value: number | boolean) => string;
  value: number | boolean | null;
  onChange: (value: number | boolean) => void;
  error?: string;
  className: string;
  footer?: ReactNode;
}

/** A question answered with one of a few values: a fieldset of radios (arrow keys move between them). */
function Scale({ name, legend, values, labelOf, value, onChange, error, className, footer }: ScaleProps) {
  const id = useId();
  return (
    <fieldset className={error ? `survey-scale ${className} survey-scale--invalid` : `survey-scale ${className}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="survey-scale__legend">{legend}</legend>
      <div className="survey-scale__options">
        {values.map((option) => (
          <label key={String(option)} className="survey-scale__option">
            <input type="radio" name={name} value={String(option)} checked={value === option} onChange={() => onChange(option)} aria-invalid={error ? true : undefined} />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
      {footer}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The satisfaction survey (SPEC §3 fields; a lazy chunk of the invitation's dialog): experience
 * 1–5, recommendation 0–10 (the NPS question), whether something went wrong, an optional
 * suggestion and optional contact details. Checked with the API's own schema before sending; a
 * refusal or a failed send keeps every answer for another try.
 */
export default function SurveyForm({ pageUrl, onAnswered, onClose }: SurveyFormProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [experience, setExperience] = useState<number | null>(null);
  const [recommendation, setRecommendation] = useState<number | null>(null);
  const [issue, setIssue] = useState<boolean | null>(null);
  const [suggestion, setSuggestion] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // After a refused check, the first field to correct takes the focus (keyboard and screen reader users land on it).
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const body: Partial<SatisfactionSurvey> = {
      ...(experience === null ? {} : { experienceLevel: experience }),
      ...(recommendation === null ? {} : { recommendationLevel: recommendation }),
      ...(issue === null ? {} : { encounteredIssue: issue }),
      ...(suggestion.trim() ? { improvementSuggestion: suggestion.trim() } : {}),
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(pageUrl.startsWith('/') ? { url: pageUrl.slice(0, FEEDBACK_LIMITS.urlMax) } : {}),
      thirdPartyIdentifiers: readThirdPartyIdentifiers(),
    };
    const checked = validate(SatisfactionSurveySchema, body);
    if (!checked.ok) {
      setErrors(fieldErrorsOf(checked.errors));
      setChecks((count) => count + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await dispatch(feedbackApi.endpoints.sendSatisfactionSurvey.initiate(checked.value)).unwrap();
      setSent(true);
      onAnswered();
    } catch (error) {
      const { message, statusCode } = normalizeError(error);
      setFailure(statusCode >= 400 && statusCode < 500 && message !== DEFAULT_ERROR_MESSAGE ? message : t('survey.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="survey-thanks" role="status">
        <h3 className="survey-thanks__title" tabIndex={-1} ref={thanks}>
          {t('survey.thanks.title')}
        </h3>
        <p>{t('survey.thanks.text')}</p>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('survey.thanks.close')}
        </button>
      </div>
    );
  }

  const errorOf = (field: string) => (errors[field] ? t(errors[field] as string) : undefined);
  return (
    <form className="survey-form" noValidate onSubmit={submit} ref={form}>
      <Scale
        name="experienceLevel"
        className="survey-scale--experience"
        legend={t('survey.experience.label')}
        values={EXPERIENCE}
        labelOf={(value) => `${value} · ${t(`survey.experience.levels.${String(value)}`)}`}
        value={experience}
        onChange={(value) => setExperience(value as number)}
        error={errorOf('experienceLevel')}
      />
      <Scale
        name="recommendationLevel"
        className="survey-scale--nps"
        legend={t('survey.recommendation.label')}
        values={RECOMMENDATION}
        labelOf={String}
        value={recommendation}
        onChange={(value) => setRecommendation(value as number)}
        error={errorOf('recommendationLevel')}
        footer={
          <p className="survey-scale__ends">
            <span>{t('survey.recommendation.low')}</span>
            <span>{t('survey.recommendation.high')}</span>
          </p>
        }
      />
      <Scale
        name="encounteredIssue"
        className="survey-scale--issue"
        legend={t('survey.issue.label')}
        values={[true, false]}
        labelOf={(value) => (value ? t('survey.issue.yes') : t('survey.issue.no'))}
        value={issue}
        onChange={(value) => setIssue(value as boolean)}
        error={errorOf('encounteredIssue')}
      />
      <TextAreaField
        label={t('survey.suggestion.label')}
        name="improvementSuggestion"
        rows={3}
        value={suggestion}
        maxLength={FEEDBACK_LIMITS.suggestionMax}
        onValueChange={setSuggestion}
        error={errorOf('improvementSuggestion')}
        hint={t('survey.suggestion.count', { length: suggestion.length, max: FEEDBACK_LIMITS.suggestionMax })}
      />
      <fieldset className="survey-form__contact">
        <legend>{t('survey.contact')}</legend>
        <FormField label={t('survey.name')} name="name" autoComplete="name" value={name} onValueChange={setName} error={errorOf('name')} maxLength={100} />
        <FormField label={t('survey.email')} name="email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={errorOf('email')} />
      </fieldset>
      <div className="auth-form__alert" role="alert">
        {failure}
      </div>
      <button type="submit" className="button button--primary survey-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('survey.submitting') : t('survey.submit')}
      </button>
    </form>
  );
}
