import { useId, useRef, useState } from 'react';
import { QUAKE_ALERTS } from '@meydan/shared/contracts/constants';
import type { QuakeAlertPlace } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { kilometres } from '../common/format';
import { geoStatusText, useGeolocation } from '../common/geolocation';
import { provinceName, provinceOptions } from '../common/provinces';
import { useCoordinates } from '../event/source-table';
import { type AddProblem, DEFAULT_RADIUS_KM, RADIUS_CHOICES, withPlace } from './alerts-draft';

export interface AlertPlacesProps {
  places: QuakeAlertPlace[];
  onChange(places: QuakeAlertPlace[]): void;
  edition: Edition;
  disabled?: boolean;
  /** Set when saving was refused for want of a place: the list says so. */
  invalid?: boolean;
}

/** A place in words: "İzmir" or "Home: within 100 km". */
function usePlaceText(edition: Edition): (place: QuakeAlertPlace) => string {
  const { t } = useTranslation('quakes');
  const coordinates = useCoordinates(2);
  return (place) =>
    place.kind === 'province'
      ? provinceName(t, place.plate)
      : t('alerts.pointItem', { label: place.label || coordinates(place.latitude, place.longitude), radius: kilometres(place.radiusKm, edition) });
}

/**
 * The places a member is alerted about: the list with a remove button each, a province to add
 * (the 81 in the edition's names and order), or their own position and a radius, asked for
 * only when they press the button. Up to QUAKE_ALERTS.maxPlaces; a province once.
 */
export function AlertPlaces({ places, onChange, edition, disabled = false, invalid = false }: AlertPlacesProps) {
  const { t } = useTranslation('quakes');
  const id = useId();
  const placeText = usePlaceText(edition);
  const coordinates = useCoordinates(2);
  const geo = useGeolocation();
  const [plate, setPlate] = useState('');
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS_KM);
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<AddProblem | 'chooseProvince' | null>(null);
  const [announce, setAnnounce] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const provinceRef = useRef<HTMLSelectElement>(null);

  const add = (place: QuakeAlertPlace): boolean => {
    const next = withPlace(places, place);
    if (typeof next === 'string') {
      setProblem(next);
      return false;
    }
    setProblem(null);
    onChange(next);
    setAnnounce(t('alerts.added', { place: placeText(place) }));
    return true;
  };

  const addProvince = () => {
    if (!plate) {
      setProblem('chooseProvince');
      return provinceRef.current?.focus();
    }
    if (add({ kind: 'province', plate: Number(plate) })) setPlate('');
  };

  const addPoint = () => {
    if (!geo.point) return;
    const trimmed = label.trim();
    if (add({ kind: 'point', latitude: geo.point.latitude, longitude: geo.point.longitude, radiusKm: radius, ...(trimmed ? { label: trimmed } : {}) })) {
      geo.reset();
      setLabel('');
      setRadius(DEFAULT_RADIUS_KM);
    }
  };

  const remove = (index: number) => {
    const removed = places[index];
    onChange(places.filter((_, k) => k !== index));
    setProblem(null);
    if (removed) setAnnounce(t('alerts.removed', { place: placeText(removed) }));
    // Focus stays in the list: on the next remove button, else the list's heading area.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      (buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)] ?? provinceRef.current)?.focus();
    });
  };

  const problemText =
    problem === 'duplicateProvince'
      ? t('alerts.duplicateProvince', { province: provinceName(t, Number(plate)) })
      : problem === 'tooManyPlaces'
        ? t('alerts.tooManyPlaces', { count: QUAKE_ALERTS.maxPlaces })
        : problem === 'chooseProvince'
          ? t('alerts.chooseProvinceFirst')
          : null;
  const geoText = geoStatusText(t, geo.status);

  return (
    <fieldset className={invalid ? 'quake-alerts__places quake-alerts__places--invalid' : 'quake-alerts__places'} disabled={disabled}>
      <legend className="quake-alerts__legend">{t('alerts.places')}</legend>
      <p className="quake-alerts__hint">{t('alerts.placesLead')}</p>
      {places.length ? (
        <ul ref={listRef} className="quake-alerts__place-list">
          {places.map((place, index) => (
            <li key={place.kind === 'province' ? `p${place.plate}` : `x${place.latitude},${place.longitude},${index}`} className="quake-alerts__place">
              <span>{placeText(place)}</span>
              <button type="button" className="button quake-alerts__remove" aria-label={t('alerts.remove', { place: placeText(place) })} onClick={() => remove(index)}>
                {t('alerts.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={invalid ? 'quake-alerts__empty form-field__error' : 'quake-alerts__empty'}>{t('alerts.noPlaces')}</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>

      <div className="quake-alerts__add">
        <label htmlFor={`${id}-province`}>{t('alerts.province')}</label>
        <div className="quake-alerts__row">
          <select
            ref={provinceRef}
            id={`${id}-province`}
            value={plate}
            onChange={(event) => {
              setPlate(event.target.value);
              setProblem(null);
            }}
          >
            <option value="">{t('alerts.chooseProvince')}</option>
            {provinceOptions(t, edition).map((option) => (
              <option key={option.plate} value={option.plate}>
                {option.name}
              </option>
            ))}
          </select>
          <button type="button" className="button" onClick={addProvince}>
            {t('alerts.addProvince')}
          </button>
        </div>
      </div>

      <div className="quake-alerts__add">
        <p className="quake-alerts__add-title">{t('alerts.aroundMe')}</p>
        {geo.status === 'located' && geo.point ? (
          <div className="quake-alerts__point">
            <p>{t('alerts.located', { place: coordinates(geo.point.latitude, geo.point.longitude) })}</p>
            <div className="quake-alerts__row">
              <div className="quake-alerts__field">
                <label htmlFor={`${id}-radius`}>{t('alerts.radius')}</label>
                <select id={`${id}-radius`} value={radius} onChange={(event) => setRadius(Number(event.target.value))}>
                  {RADIUS_CHOICES.map((km) => (
                    <option key={km} value={km}>
                      {kilometres(km, edition)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="quake-alerts__field">
                <label htmlFor={`${id}-label`}>{t('alerts.label')}</label>
                <input id={`${id}-label`} type="text" value={label} maxLength={QUAKE_ALERTS.labelMaxLength} placeholder={t('alerts.labelPlaceholder')} onChange={(event) => setLabel(event.target.value)} />
              </div>
            </div>
            <div className="quake-alerts__row">
              <button type="button" className="button" onClick={addPoint}>
                {t('alerts.addPoint')}
              </button>
              <button type="button" className="button quake-alerts__cancel" onClick={geo.reset}>
                {t('alerts.cancelPoint')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button" onClick={geo.locate} disabled={geo.status === 'locating'}>
            {t('alerts.useLocation')}
          </button>
        )}
        {geoText ? (
          <p className="quake-alerts__hint" role="status">
            {geoText}
          </p>
        ) : null}
        <p className="quake-alerts__hint">{t('alerts.locationHint')}</p>
      </div>
      {problemText ? (
        <p className="form-field__error" role="alert">
          {problemText}
        </p>
      ) : null}
    </fieldset>
  );
}
