import { useId, useState, type FormEvent } from 'react';
import { LIST_PARAMS, listHref, type QuakeListFilters } from '@meydan/quakes/data-access';
import { QUAKE_MAGNITUDE_STEPS, QUAKE_SORTS, QUAKE_TIME_RANGES, type QuakeSort, type QuakeTimeRange } from '@meydan/shared/contracts/constants';
import { useNavigate } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { magnitudeText } from '../common/format';
import { provinceOptions } from '../common/provinces';

const RANGES = Object.keys(QUAKE_TIME_RANGES) as QuakeTimeRange[];

/**
 * The list's filters as a plain GET form (it works before the page's script has loaded: the
 * server sends its output to the view's own address); once the app runs, applying it navigates
 * there directly. A new filter starts again at page 1; the phone's list/map choice is kept.
 */
export function ListFiltersForm({ edition, filters }: { edition: Edition; filters: QuakeListFilters }) {
  const { t } = useTranslation('quakes');
  const navigate = useNavigate();
  const id = useId();
  const [province, setProvince] = useState(filters.province ?? '');
  const [minMagnitude, setMinMagnitude] = useState(String(filters.minMagnitude));
  const [range, setRange] = useState<QuakeTimeRange>(filters.range);
  const [sort, setSort] = useState<QuakeSort>(filters.sort);
  const steps: number[] = [...QUAKE_MAGNITUDE_STEPS];
  // A shared address may carry a magnitude between the steps: it stays choosable.
  if (!steps.includes(filters.minMagnitude)) steps.push(filters.minMagnitude);
  steps.sort((a, b) => a - b);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(listHref(edition, { ...filters, province: province || null, city: null, minMagnitude: Number(minMagnitude), range, sort, page: 1 }));
  };

  return (
    <form className="quakes-filters" method="get" action={routePath(edition, 'quakes.list')} onSubmit={submit} aria-label={t('filters.title')}>
      <FilterSelect
        id={`${id}-city`}
        label={t('filters.province')}
        name={LIST_PARAMS.city}
        value={province}
        onChange={setProvince}
        options={[{ value: '', label: t('filters.allProvinces') }, ...provinceOptions(t, edition).map((option) => ({ value: option.slug, label: option.name }))]}
      />
      <FilterSelect
        id={`${id}-mag`}
        label={t('filters.minMagnitude')}
        name={LIST_PARAMS.minMagnitude}
        value={minMagnitude}
        onChange={setMinMagnitude}
        options={steps.map((step) => ({ value: String(step), label: step === 0 ? t('filters.anyMagnitude') : t('filters.atLeast', { value: magnitudeText(step) }) }))}
      />
      <FilterSelect id={`${id}-range`} label={t('filters.range')} name={LIST_PARAMS.range} value={range} onChange={(value) => setRange(value as QuakeTimeRange)} options={RANGES.map((value) => ({ value, label: t(`filters.ranges.${value}`) }))} />
      <FilterSelect id={`${id}-sort`} label={t('filters.sort')} name={LIST_PARAMS.sort} value={sort} onChange={(value) => setSort(value as QuakeSort)} options={QUAKE_SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) }))} />
      {filters.view === 'map' ? <input type="hidden" name={LIST_PARAMS.view} value="map" /> : null}
      <button type="submit" className="button button--primary quakes-filters__submit">
        {t('filters.submit')}
      </button>
    </form>
  );
}

function FilterSelect({ id, label, name, value, onChange, options }: { id: string; label: string; name: string; value: string; onChange: (value: string) => void; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <div className="quakes-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
