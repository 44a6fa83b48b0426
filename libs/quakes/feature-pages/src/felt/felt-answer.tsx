import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useReportQuakeFeltMutation } from '@meydan/quakes/data-access';
import { IntensityPicker, IntensityPicture } from '@meydan/quakes/ui';
import { QUAKE_FELT } from '@meydan/shared/contracts/constants';
import type { QuakeFeltBody, QuakeFeltSummary } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { geoStatusText, useGeolocation } from '../common/geolocation';
import { kilometres } from '../common/format';
import { provinceOptions } from '../common/provinces';
import { refusalSentence } from '../common/refusal';
import { levelName, levelNumeral, levelOptionLabels, levelText } from './felt-levels';
import type { FeltQuake } from './felt-panel';
import { farFromQuake } from './felt-distance';

export interface FeltAnswerProps {
  /** Its province starts the place list: most readers who felt it are there. */
  quake: FeltQuake;
  /** Undefined while it could not be loaded: the form is still offered (the answer brings the summary). */
  summary: QuakeFeltSummary | undefined;
  edition: Edition;
}

type View = 'form' | 'answered' | 'closed';

/**
 * The reader's own part of "Did you feel it?": the twelve pictures, where they were (a province,
 * or their position, asked for only when they press the button), and the send button; after
 * sending, their answer and "change my answer"; once the quake is older than the reports' window,
 * "closed". A refusal (400, 409, 429) shows the API's sentence; the choices stay as they were.
 */
export function FeltAnswer({ quake, summary, edition }: FeltAnswerProps) {
  const { t } = useTranslation('quakes');
  const [report, sending] = useReportQuakeFeltMutation();
  const geo = useGeolocation();
  const [intensity, setIntensity] = useState<number | null>(null);
  const [province, setProvince] = useState<number | ''>(quake.province?.plate ?? '');
  const [usePoint, setUsePoint] = useState(false);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<{ text: string; closed: boolean } | null>(null);
  const [justSent, setJustSent] = useState(false);
  /** The level the last answer stored, until the cached summary has it too. */
  const [sentLevel, setSentLevel] = useState<number | null>(null);
  const [invalid, setInvalid] = useState<'level' | 'place' | null>(null);
  const formId = useId();
  const answerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moveFocus = useRef<'answer' | 'picker' | null>(null);

  const mine = summary?.mine ?? sentLevel;
  const closed = summary?.open === false || problem?.closed === true;
  const view: View = closed ? 'closed' : mine !== null && !editing ? 'answered' : 'form';
  const chosen = intensity ?? mine;

  useEffect(() => {
    const target = moveFocus.current;
    moveFocus.current = null;
    if (target === 'answer') answerRef.current?.focus();
    if (target === 'picker') formRef.current?.querySelector<HTMLButtonElement>('[role="radio"][tabindex="0"]')?.focus();
  }, [view]);

  // A position that could not be had leaves the province in place.
  const pointReady = usePoint && geo.status === 'located' && geo.point !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.isLoading) return;
    if (chosen === null) {
      setInvalid('level');
      return formRef.current?.querySelector<HTMLButtonElement>('[role="radio"][tabindex="0"]')?.focus();
    }
    if (!pointReady && province === '') {
      setInvalid('place');
      return formRef.current?.querySelector<HTMLSelectElement>('select')?.focus();
    }
    setInvalid(null);
    setProblem(null);
    const body: QuakeFeltBody = pointReady && geo.point ? { intensity: chosen, latitude: geo.point.latitude, longitude: geo.point.longitude } : { intensity: chosen, plate: province as number };
    const answer = await report({ id: quake.id, body });
    if ('error' in answer) {
      const sentence = refusalSentence(answer.error);
      const status = (answer.error as { statusCode?: number }).statusCode;
      setProblem({ text: sentence ?? t('felt.sendFailed'), closed: status === 409 });
      return;
    }
    setSentLevel(answer.data.mine);
    setIntensity(null);
    setJustSent(true);
    setEditing(false);
    moveFocus.current = 'answer';
  };

  if (view === 'closed') {
    return (
      <div className="quake-felt__answer">
        <p className="notice quake-felt__closed">{problem?.closed ? problem.text : t('felt.closed', { count: QUAKE_FELT.openDays })}</p>
        {mine !== null ? <MyAnswer level={mine} /> : null}
      </div>
    );
  }

  if (view === 'answered' && mine !== null) {
    return (
      <div className="quake-felt__answer quake-felt__answer--done" ref={answerRef} tabIndex={-1}>
        {justSent ? (
          <p className="quake-felt__thanks" role="status">
            {t('felt.thanks')}
          </p>
        ) : null}
        <MyAnswer level={mine} />
        <button
          type="button"
          className="button quake-felt__change"
          onClick={() => {
            setIntensity(mine);
            setJustSent(false);
            setEditing(true);
            moveFocus.current = 'picker';
          }}
        >
          {t('felt.change')}
        </button>
      </div>
    );
  }

  const placeNote = geoStatusText(t, geo.status);
  // Said before sending: an answer from farther than the quake is felt is kept but not counted.
  const far = farFromQuake(quake, pointReady ? geo.point : null);
  return (
    <form ref={formRef} className="quake-felt__form" onSubmit={(event) => void submit(event)} noValidate aria-describedby={problem ? `${formId}-problem` : undefined}>
      <IntensityPicker
        value={chosen}
        onChange={(level) => {
          setIntensity(level);
          if (invalid === 'level') setInvalid(null);
        }}
        label={t('felt.question')}
        optionLabels={levelOptionLabels(t)}
        disabled={sending.isLoading}
      />
      <p className={invalid === 'level' ? 'quake-felt__choice quake-felt__choice--invalid' : 'quake-felt__choice'} aria-live="polite">
        {chosen !== null ? t('felt.choice', { numeral: levelNumeral(chosen), name: levelName(t, chosen), text: levelText(t, chosen) }) : invalid === 'level' ? t('felt.needLevel') : t('felt.noChoice')}
      </p>
      <fieldset className="quake-felt__where" disabled={sending.isLoading}>
        <legend>{t('felt.where')}</legend>
        {pointReady ? (
          <div className="quake-felt__located">
            <p>{t('felt.located')}</p>
            <button
              type="button"
              className="button"
              onClick={() => {
                setUsePoint(false);
                geo.reset();
              }}
            >
              {t('felt.useProvince')}
            </button>
          </div>
        ) : (
          <div className="quake-felt__place">
            <div className="quake-felt__field">
              <label htmlFor={`${formId}-province`}>{t('felt.province')}</label>
              <select
                id={`${formId}-province`}
                value={province === '' ? '' : String(province)}
                aria-invalid={invalid === 'place' || undefined}
                aria-describedby={invalid === 'place' ? `${formId}-place-error` : undefined}
                onChange={(event) => {
                  setProvince(event.target.value ? Number(event.target.value) : '');
                  if (invalid === 'place') setInvalid(null);
                }}
              >
                <option value="">{t('felt.chooseProvince')}</option>
                {provinceOptions(t, edition).map((option) => (
                  <option key={option.plate} value={option.plate}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="button quake-felt__locate"
              disabled={geo.status === 'locating'}
              onClick={() => {
                setUsePoint(true);
                geo.locate();
              }}
            >
              {t('felt.useLocation')}
            </button>
          </div>
        )}
        {invalid === 'place' ? (
          <p id={`${formId}-place-error`} className="form-field__error">
            {t('felt.needPlace')}
          </p>
        ) : null}
        {placeNote && usePoint ? (
          <p className="quake-felt__geo" role="status">
            {placeNote}
          </p>
        ) : null}
        {far ? (
          <p className="quake-felt__far" role="status">
            {t('felt.farPoint', { distance: kilometres(far.distanceKm, edition) })}
          </p>
        ) : null}
        <p className="quake-felt__hint">{t('felt.locationHint')}</p>
      </fieldset>
      {problem ? (
        <p id={`${formId}-problem`} className="notice notice--error quake-felt__problem" role="alert">
          {problem.text}
        </p>
      ) : null}
      <div className="quake-felt__actions">
        <button type="submit" className="button button--primary" aria-busy={sending.isLoading || undefined}>
          {sending.isLoading ? t('felt.sending') : t('felt.submit')}
        </button>
        {editing && mine !== null ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setIntensity(null);
              setProblem(null);
              setInvalid(null);
              setEditing(false);
              moveFocus.current = 'answer';
            }}
          >
            {t('felt.keep')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The reader's answer: its picture, numeral and name. */
function MyAnswer({ level }: { level: number }) {
  const { t } = useTranslation('quakes');
  return (
    <p className="quake-felt__mine">
      <IntensityPicture level={level} size={40} />
      <span>{t('felt.mine', { numeral: levelNumeral(level), name: levelName(t, level) })}</span>
    </p>
  );
}
