import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useGetNearestPlaceQuery, useSearchPlacesQuery } from '@meydan/astrology/data-access';
import type { Place } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

/** The birthplace a form holds: a place from the gazetteer, or coordinates typed by hand. */
export interface ChosenPlace {
  label: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

const SEARCH_DELAY_MS = 250;
const MIN_QUERY = 2;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Every IANA zone the browser knows (for hand-typed coordinates), or the chosen one alone. */
function timeZones(current: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes(current) || !current ? zones : [current, ...zones];
}

export interface PlaceFieldProps {
  edition: Edition;
  value: ChosenPlace | null;
  onChange: (place: ChosenPlace | null) => void;
  error?: string;
}

/**
 * The birthplace: a search over the offline gazetteer as a WAI-ARIA combobox (arrows move through
 * the suggestions, Enter takes one, Escape closes), and for a place it does not know, latitude and
 * longitude typed by hand with the time zone of the nearest known place proposed (issue 17 item 3).
 */
export function PlaceField({ edition, value, onChange, error }: PlaceFieldProps) {
  const { t } = useTranslation('astrology');
  const id = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [manual, setManual] = useState(false);
  const query = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const searching = open && query.length >= MIN_QUERY && query !== value?.label;
  const { data, isFetching, isError } = useSearchPlacesQuery({ edition, q: query }, { skip: !searching });
  const items = searching ? (data?.items ?? []) : [];
  const listId = `${id}-list`;
  const errorId = `${id}-error`;

  const choose = (place: Place) => {
    onChange({ label: place.label, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone });
    setText(place.label);
    setOpen(false);
    setActive(-1);
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={error ? 'place-field form-field form-field--invalid' : 'place-field form-field'}>
      <label htmlFor={`${id}-input`}>{t('birth.place')}</label>
      <div className="place-field__box">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open && items.length > 0}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
          placeholder={t('birth.placePlaceholder')}
          value={text}
          disabled={manual}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKey}
        />
        <ul id={listId} role="listbox" className="place-field__list" hidden={!(open && items.length > 0)} aria-label={t('birth.placeSuggestions')}>
          {items.map((place, index) => (
            <li
              key={place.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'place-field__option place-field__option--active' : 'place-field__option'}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place);
              }}
            >
              <span className="place-field__name">{place.label}</span>
              <span className="place-field__zone">{place.timezone}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="form-field__hint" aria-live="polite">
        {searching && isFetching ? t('birth.placeSearching') : searching && isError ? t('errors.placesUnavailable') : searching && data && !items.length ? t('birth.placeNone') : value ? t('birth.placeChosen', { zone: value.timezone }) : t('birth.placeHint')}
      </p>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      <label className="place-field__manual-toggle">
        <input
          type="checkbox"
          checked={manual}
          onChange={(event) => {
            setManual(event.target.checked);
            if (!event.target.checked && value && !text) onChange(null);
          }}
        />
        {t('birth.manual')}
      </label>
      {manual ? <ManualCoordinates edition={edition} value={value} onChange={onChange} /> : null}
      {data?.credits.length && searching ? (
        <p className="place-field__credits">
          {t('birth.placeCredits')}{' '}
          {data.credits.map((credit, index) => (
            <span key={credit.name}>
              {index ? ', ' : ''}
              <a href={credit.url} rel="noopener noreferrer" target="_blank">
                {credit.name}
              </a>{' '}
              (<a href={credit.licenseUrl} rel="license noopener noreferrer" target="_blank">{credit.license}</a>)
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

function parseCoordinate(text: string, limit: number): number | null {
  const number = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** Coordinates typed by hand (north and east positive); the nearest known place proposes the zone. */
function ManualCoordinates({ edition, value, onChange }: Omit<PlaceFieldProps, 'error'>) {
  const { t } = useTranslation('astrology');
  const id = useId();
  const [latitude, setLatitude] = useState(value ? String(value.latitude) : '');
  const [longitude, setLongitude] = useState(value ? String(value.longitude) : '');
  const [timezone, setTimezone] = useState(value?.timezone ?? '');
  const lat = parseCoordinate(latitude, 90);
  const lon = parseCoordinate(longitude, 180);
  const nearest = useGetNearestPlaceQuery({ edition, latitude: lat ?? 0, longitude: lon ?? 0 }, { skip: lat === null || lon === null });
  const proposed = nearest.data?.place?.timezone ?? '';
  const zone = timezone || proposed;

  useEffect(() => {
    if (lat === null || lon === null || !zone) return;
    const label = t('birth.coordinatesLabel', { latitude: lat.toFixed(4), longitude: lon.toFixed(4) });
    if (value?.latitude !== lat || value?.longitude !== lon || value?.timezone !== zone || value?.label !== label) onChange({ label, latitude: lat, longitude: lon, timezone: zone });
  }, [lat, lon, zone, value, onChange, t]);

  return (
    <div className="place-field__manual">
      <div className="form-field">
        <label htmlFor={`${id}-lat`}>{t('birth.latitude')}</label>
        <input id={`${id}-lat`} inputMode="decimal" value={latitude} placeholder="41.0082" onChange={(event) => setLatitude(event.target.value)} aria-invalid={latitude && lat === null ? true : undefined} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-lon`}>{t('birth.longitude')}</label>
        <input id={`${id}-lon`} inputMode="decimal" value={longitude} placeholder="28.9784" onChange={(event) => setLongitude(event.target.value)} aria-invalid={longitude && lon === null ? true : undefined} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-tz`}>{t('birth.timezone')}</label>
        <select id={`${id}-tz`} value={zone} onChange={(event) => setTimezone(event.target.value)}>
          <option value="">{t('birth.timezoneChoose')}</option>
          {timeZones(zone).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <p className="form-field__hint">
        {nearest.data?.place ? t('birth.nearest', { place: nearest.data.place.label, distance: Math.round(nearest.data.distanceKm ?? 0) }) : t('birth.manualHint')}
      </p>
    </div>
  );
}
