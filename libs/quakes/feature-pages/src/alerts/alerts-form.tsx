import { useId, useState, type FormEvent } from 'react';
import { useSaveQuakeAlertsMutation } from '@meydan/quakes/data-access';
import { QUAKE_ALERTS } from '@meydan/shared/contracts/constants';
import type { QuakeAlertSettings } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { magnitudeText } from '../common/format';
import { refusalSentence } from '../common/refusal';
import { AlertPlaces } from './alert-places';
import { DEFAULT_QUIET_HOURS, draftProblem, magnitudeChoices, quietTimeChoices, type DraftProblem } from './alerts-draft';

const PROBLEM_TEXT: Record<DraftProblem, string> = { needPlace: 'alerts.needPlace', sameQuietHours: 'alerts.sameQuietHours' };

/**
 * The member's alert settings as a form: on or off, the least magnitude, the places and quiet
 * hours, saved together (PUT). Whatever the member changed stays on screen when saving is
 * refused (the API's sentence) or fails (no connection); a save says so where it was pressed.
 */
export function AlertsForm({ initial, edition }: { initial: QuakeAlertSettings; edition: Edition }) {
  const { t } = useTranslation('quakes');
  const id = useId();
  const [save, saving] = useSaveQuakeAlertsMutation();
  const [draft, setDraft] = useState<QuakeAlertSettings>(initial);
  const [problem, setProblem] = useState<{ text: string; kind: DraftProblem | 'refused' } | null>(null);
  const [saved, setSaved] = useState(false);

  const update = (changes: Partial<QuakeAlertSettings>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setSaved(false);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.isLoading) return;
    const local = draftProblem(draft);
    if (local) return setProblem({ text: t(PROBLEM_TEXT[local]), kind: local });
    setProblem(null);
    const answer = await save(draft);
    if ('error' in answer) return setProblem({ text: refusalSentence(answer.error) ?? t('alerts.saveFailed'), kind: 'refused' });
    setDraft(answer.data);
    setSaved(true);
  };

  const quiet = draft.quietHours;
  return (
    <form className="quake-alerts__form" onSubmit={(event) => void submit(event)} noValidate aria-describedby={problem ? `${id}-problem` : undefined}>
      <div className="quake-alerts__switch">
        <input id={`${id}-enabled`} type="checkbox" checked={draft.enabled} onChange={(event) => update({ enabled: event.target.checked })} />
        <label htmlFor={`${id}-enabled`}>{t('alerts.enabled')}</label>
      </div>

      <div className="quake-alerts__field">
        <label htmlFor={`${id}-magnitude`}>{t('alerts.minMagnitude')}</label>
        <select id={`${id}-magnitude`} value={String(draft.minMagnitude)} onChange={(event) => update({ minMagnitude: Number(event.target.value) })}>
          {magnitudeChoices(draft.minMagnitude).map((value) => (
            <option key={value} value={String(value)}>
              {t('alerts.magnitudeOption', { value: magnitudeText(value) })}
            </option>
          ))}
        </select>
      </div>

      <AlertPlaces places={draft.places} onChange={(places) => update({ places })} edition={edition} invalid={problem?.kind === 'needPlace'} />

      <fieldset className="quake-alerts__quiet">
        <legend className="quake-alerts__legend">{t('alerts.quietHours')}</legend>
        <div className="quake-alerts__switch">
          <input id={`${id}-quiet`} type="checkbox" checked={quiet !== null} onChange={(event) => update({ quietHours: event.target.checked ? { ...DEFAULT_QUIET_HOURS } : null })} />
          <label htmlFor={`${id}-quiet`}>{t('alerts.quietOn')}</label>
        </div>
        {quiet ? (
          <div className="quake-alerts__row">
            {(['start', 'end'] as const).map((end) => (
              <div className="quake-alerts__field" key={end}>
                <label htmlFor={`${id}-quiet-${end}`}>{t(end === 'start' ? 'alerts.quietFrom' : 'alerts.quietUntil')}</label>
                <select
                  id={`${id}-quiet-${end}`}
                  value={quiet[end]}
                  aria-invalid={problem?.kind === 'sameQuietHours' || undefined}
                  onChange={(event) => update({ quietHours: { ...quiet, [end]: event.target.value } })}
                >
                  {quietTimeChoices(quiet[end]).map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        ) : null}
        <p className="quake-alerts__hint">{t('alerts.quietLead', { magnitude: magnitudeText(QUAKE_ALERTS.quietHoursBypassMagnitude) })}</p>
      </fieldset>

      {problem ? (
        <p id={`${id}-problem`} className="notice notice--error" role="alert">
          {problem.text}
        </p>
      ) : null}
      <div className="quake-alerts__actions">
        <button type="submit" className="button button--primary" aria-busy={saving.isLoading || undefined}>
          {saving.isLoading ? t('alerts.saving') : t('alerts.save')}
        </button>
        <p className="quake-alerts__saved" role="status">
          {saved ? t('alerts.saved') : ''}
        </p>
      </div>
    </form>
  );
}
