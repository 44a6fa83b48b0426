import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { CONSENT_PURPOSES, CONSENT_URL, type ConsentMethod, type ConsentPurpose, type ConsentState, submitConsent } from '@meydan/shared/util/cookies';

/** Marks the consent forms the boot loader answers before the app has loaded (apps/shell/src/client/consent-boot.ts). */
export const CONSENT_FORM_ATTRIBUTE = 'data-consent-form';

export interface ConsentFormProps {
  /** `banner`: the two equal buttons first, the purposes behind "Manage preferences"; `preferences`: the purposes open, ticked as chosen. */
  mode: 'banner' | 'preferences';
  /** The choice in force (preferences: ticks its purposes; none is ticked in advance otherwise). */
  current: ConsentState | null;
  /** Where the form posted without scripts sends the reader back to. */
  returnPath: string;
  /** Shown above the buttons (the banner's title and text). */
  children?: ReactNode;
  onSaved?(state: ConsentState): void;
}

/**
 * The cookie choice as a real form: it posts to the consent API and works before (or without)
 * the app; once the app runs, it records the choice without leaving the page. "Accept all" and
 * "Reject all" are the same kind of button, side by side; the purposes are never pre-ticked.
 */
export function ConsentForm({ mode, current, returnPath, children, onSaved }: ConsentFormProps) {
  const { t } = useTranslation('common');
  const id = useId();
  // Unticked in advance except for the choice in force; read from the form itself on submit, since
  // a box may have been ticked before the app hydrated the page.
  const initial: readonly ConsentPurpose[] = mode === 'preferences' ? (current?.purposes ?? []) : [];
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const method = (submitter instanceof HTMLButtonElement ? submitter.value : 'custom') as ConsentMethod;
    const boxes = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>('input[name="purpose"]'));
    const picked = boxes.filter((input) => input.checked).map((input) => input.value);
    setBusy(true);
    setStatus(null);
    const state = await submitConsent(method, picked);
    setBusy(false);
    setStatus(state.recordId ? 'saved' : 'failed');
    // The boxes show the choice now in force ("Accept all" ticks them all).
    for (const box of boxes) box.checked = state.purposes.includes(box.value as ConsentPurpose);
    onSaved?.(state);
  };

  const purposes = (
    <fieldset className="consent-purposes">
      <legend className="consent-purposes__legend">{t('consent.purposesLegend')}</legend>
      <div className="consent-purpose">
        <input id={`${id}-necessary`} type="checkbox" checked disabled readOnly />
        <label htmlFor={`${id}-necessary`}>
          <strong>{t('consent.necessary')}</strong> <span className="consent-purpose__always">{t('consent.alwaysOn')}</span>
          <span className="consent-purpose__text">{t('consent.necessaryText')}</span>
        </label>
      </div>
      {CONSENT_PURPOSES.map((purpose) => (
        <div className="consent-purpose" key={purpose}>
          <input
            id={`${id}-${purpose}`}
            type="checkbox"
            name="purpose"
            value={purpose}
            defaultChecked={initial.includes(purpose)}
          />
          <label htmlFor={`${id}-${purpose}`}>
            <strong>{t(`consent.purposes.${purpose}`)}</strong>
            <span className="consent-purpose__text">{t(`consent.purposeTexts.${purpose}`)}</span>
          </label>
        </div>
      ))}
      <button type="submit" name="method" value="custom" className="button consent-form__save" disabled={busy}>
        {t('consent.save')}
      </button>
    </fieldset>
  );

  return (
    <form className={`consent-form consent-form--${mode}`} method="post" action={CONSENT_URL} onSubmit={submit} aria-busy={busy} {...{ [CONSENT_FORM_ATTRIBUTE]: mode }}>
      <input type="hidden" name="return" value={returnPath} />
      {children}
      {mode === 'banner' ? (
        <details className="consent-form__more">
          <summary>{t('consent.manage')}</summary>
          {purposes}
        </details>
      ) : (
        purposes
      )}
      <div className="consent-form__actions">
        <button type="submit" name="method" value="reject-all" className="button consent-form__choice" disabled={busy}>
          {t('consent.rejectAll')}
        </button>
        <button type="submit" name="method" value="accept-all" className="button consent-form__choice" disabled={busy}>
          {t('consent.acceptAll')}
        </button>
      </div>
      <p className="consent-form__status" role="status" data-consent-status={t('consent.saved')} data-consent-failed={t('consent.failed')}>
        {status ? t(`consent.${status}`) : ''}
      </p>
    </form>
  );
}
