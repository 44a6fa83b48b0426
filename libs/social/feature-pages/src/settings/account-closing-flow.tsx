import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { FreezeBody } from '@meydan/shared/contracts';
import { Modal } from '@meydan/shared/ui';
import type { EditionCode } from '@meydan/shared/util/remote-kit';
import { Outcome, firstIssueByField, refusalText } from '../account-link-shared';
import { formChecks } from '../lazy/form-checks-loader';
import { ReasonField } from './reason-field';
import { SettingsGate, SettingsLayout, useSettingsMember } from './settings-layout';

/** The two ways to close an account, by their key under `settings` in the social translations. */
export type ClosingKind = 'deactivateAccount' | 'deleteAccount';

export interface AccountClosingFlowProps {
  edition: EditionCode;
  kind: ClosingKind;
  /** What the step does, in the page's own words. */
  intro: ReactNode;
  /** Makes the call with the checked reason; resolves to the outcome text, rejects with the API's error. */
  send: (body: FreezeBody) => Promise<string>;
  /** The ways on from the outcome. */
  after: ReactNode;
}

/**
 * Deactivation and deletion share one flow: what happens, an optional reason (the deletion
 * reason and the freeze feedback are the same contract field, at most 500 characters), a
 * confirmation dialog, then the call. A refusal keeps the reason for another try; the state
 * lives above the sign-in gate, so it also survives a session that ends on the way.
 */
export function AccountClosingFlow({ edition, kind, intro, send, after }: AccountClosingFlowProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const user = useSettingsMember();
  const [feedback, setFeedback] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  const review = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { validate, FreezeBodySchema } = await formChecks.load();
      // Checked as typed, so the check and the counter agree; sent trimmed.
      const checked = validate(FreezeBodySchema, { feedback });
      const found = checked.ok ? undefined : firstIssueByField(checked.errors)['feedback'];
      setFieldError(found ? common(found) : undefined);
      if (!found) setConfirming(true);
    } catch (error) {
      // Only the checks' fetch can fail here (a dropped connection).
      setFailure(refusalText(common, error));
    }
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const reason = feedback.trim();
    try {
      setOutcome(await send(reason ? { feedback: reason } : {}));
    } catch (error) {
      setFailure(refusalText(common, error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const changeFeedback = (value: string) => {
    setFeedback(value);
    setFieldError(undefined);
  };

  if (outcome) {
    return (
      <SettingsLayout edition={edition} section={kind}>
        <Outcome tone="success">
          <p>{outcome}</p>
          <div className="account-link-page__actions">{after}</div>
        </Outcome>
      </SettingsLayout>
    );
  }
  // While the call runs the form stays: deactivation signs this browser out before it reports back.
  if (!user && !busy) {
    return (
      <SettingsLayout edition={edition} section={kind}>
        <SettingsGate />
      </SettingsLayout>
    );
  }
  return (
    <SettingsLayout edition={edition} section={kind}>
      <div className="settings-page__intro">{intro}</div>
      <form className="auth-form settings-form" noValidate onSubmit={review} onFocus={formChecks.preload}>
        <div className="auth-form__alert" role="alert">
          {failure}
        </div>
        <ReasonField label={t(`settings.${kind}.reason`)} hint={t(`settings.${kind}.reasonHint`)} value={feedback} onValueChange={changeFeedback} error={fieldError} />
        <button type="submit" className="button button--primary settings-form__submit" disabled={busy}>
          {t(`settings.${kind}.submit`)}
        </button>
      </form>
      {confirming ? (
        <Modal title={t(`settings.${kind}.confirmTitle`)} closeLabel={common('actions.close')} onClose={() => !busy && setConfirming(false)}>
          <p className="settings-confirm__text">{t(`settings.${kind}.confirmText`)}</p>
          <div className="settings-confirm__actions">
            <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
              {busy ? common('authDialog.submitting') : t(`settings.${kind}.confirm`)}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
              {common('actions.cancel')}
            </button>
          </div>
        </Modal>
      ) : null}
    </SettingsLayout>
  );
}
