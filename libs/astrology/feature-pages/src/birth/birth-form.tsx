import { type FormEvent, useCallback, useState } from 'react';
import { BIRTH_NAME_MAX_LENGTH, birthSearch, parseBirthSearch, type BirthDetails } from '@meydan/astrology/data-access';
import { ASTRO_HOUSE_SYSTEMS, type AstroHouseSystem } from '@meydan/shared/contracts/constants';
import { DatePicker, FormField, TimePicker } from '@meydan/shared/ui';
import { useLocation, useNavigate } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { type ChosenPlace, PlaceField } from './place-field';

export type BirthFormMode = 'natal' | 'rising';

const RESULT_ROUTES: Readonly<Record<BirthFormMode, string>> = { natal: 'astrology.natal-chart.result', rising: 'astrology.rising-sign.result' };

type Problems = Partial<Record<'date' | 'time' | 'place', string>>;

/** What the form starts with: the details of the address it was opened from ("change details"), if any. */
function initialDetails(search: string): BirthDetails | null {
  const parsed = parseBirthSearch(search);
  return 'details' in parsed ? parsed.details : null;
}

/**
 * The birth form of the natal chart and rising sign calculators: the §2.10 date picker (years back
 * to 1925), the §2.10 time picker (Saat, Dakika) with "I don't know the time" for the chart, the
 * birthplace search and, for the chart, the house system. It sends the reader to the result page,
 * whose address holds the details; nothing is stored. Opened from a result page's "change
 * details" link, it starts with those details, so nothing the reader typed is lost.
 */
export function BirthForm({ mode, edition }: { mode: BirthFormMode; edition: Edition }) {
  const { t } = useTranslation('astrology');
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => initialDetails(location.search));
  const [name, setName] = useState(initial?.name ?? '');
  const [date, setDate] = useState(initial?.date ?? '');
  const [time, setTime] = useState(initial?.time ?? '');
  const [timeUnknown, setTimeUnknown] = useState(mode === 'natal' && initial !== null && initial.time === null);
  const [place, setPlace] = useState<ChosenPlace | null>(initial ? { label: initial.place, latitude: initial.latitude, longitude: initial.longitude, timezone: initial.timezone } : null);
  const [houseSystem, setHouseSystem] = useState<AstroHouseSystem>(initial?.houseSystem ?? 'placidus');
  const [problems, setProblems] = useState<Problems>({});
  const onPlace = useCallback((next: ChosenPlace | null) => setPlace(next), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!date) found.date = t('birth.errors.date');
    if (!time && !(mode === 'natal' && timeUnknown)) found.time = t(mode === 'rising' ? 'birth.errors.timeRising' : 'birth.errors.time');
    if (!place) found.place = t('birth.errors.place');
    setProblems(found);
    if (Object.keys(found).length || !place) {
      const first = document.querySelector<HTMLElement>('.birth-form [aria-invalid="true"], .birth-form .form-field--invalid input, .birth-form .time-picker--invalid select');
      first?.focus();
      return;
    }
    const details: BirthDetails = {
      date,
      time: mode === 'natal' && timeUnknown ? null : time,
      latitude: place.latitude,
      longitude: place.longitude,
      timezone: place.timezone,
      place: place.label,
      name: mode === 'natal' ? name : '',
      houseSystem,
    };
    navigate(`${routePath(edition, RESULT_ROUTES[mode])}?${birthSearch(details)}`);
  };

  return (
    <form className="birth-form" noValidate onSubmit={submit}>
      {mode === 'natal' ? (
        <FormField label={t('birth.name')} hint={t('birth.nameHint')} value={name} maxLength={BIRTH_NAME_MAX_LENGTH} autoComplete="given-name" onValueChange={setName} />
      ) : null}
      <DatePicker
        label={t('birth.date')}
        value={date}
        onChange={setDate}
        edition={edition}
        error={problems.date}
        initialMonth="1990-01-01"
        labels={{
          placeholder: t('picker.placeholder'),
          open: t('picker.open'),
          clear: t('picker.clear'),
          previousMonth: t('picker.previousMonth'),
          nextMonth: t('picker.nextMonth'),
          month: t('picker.month'),
          year: t('picker.year'),
          close: t('picker.close'),
        }}
      />
      <TimePicker
        label={t('birth.time')}
        value={time}
        onChange={setTime}
        disabled={mode === 'natal' && timeUnknown}
        error={problems.time}
        hint={mode === 'rising' ? t('birth.timeRisingHint') : t('birth.timeHint')}
        labels={{ hour: t('picker.hour'), minute: t('picker.minute'), none: '--' }}
      />
      {mode === 'natal' ? (
        <label className="birth-form__check">
          <input type="checkbox" checked={timeUnknown} onChange={(event) => setTimeUnknown(event.target.checked)} />
          {t('birth.timeUnknown')}
        </label>
      ) : null}
      <PlaceField edition={edition} value={place} onChange={onPlace} error={problems.place} />
      {mode === 'natal' ? (
        <details className="birth-form__advanced">
          <summary>{t('birth.advanced')}</summary>
          <label className="form-field">
            <span>{t('birth.houseSystem')}</span>
            <select value={houseSystem} onChange={(event) => setHouseSystem(event.target.value as AstroHouseSystem)}>
              {ASTRO_HOUSE_SYSTEMS.map((system) => (
                <option key={system} value={system}>
                  {t(`houseSystems.${system}`)}
                </option>
              ))}
            </select>
          </label>
        </details>
      ) : null}
      <p className="birth-form__privacy">{t('birth.privacy')}</p>
      <button type="submit" className="button button--primary birth-form__submit">
        {t(mode === 'natal' ? 'natal.submit' : 'rising.submit')}
      </button>
    </form>
  );
}
