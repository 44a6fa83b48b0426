import { listPath } from '@meydan/quakes/data-access';
import type { QuakeSummary } from '@meydan/shared/contracts';
import { Link, useLocation } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { kilometres } from '../common/format';
import { MagnitudeFigure, MagnitudeList, useSourceLabel } from '../common/magnitude';
import { eventPath, type FromListState } from '../common/paths';
import { provinceName } from '../common/provinces';
import { QuakeTime } from '../common/quake-time';

export interface QuakeRowsProps {
  items: readonly QuakeSummary[];
  selectedId: string | null;
  /** A row clicked or its link focused: the map highlights the quake. */
  onSelect: (id: string) => void;
  edition: Edition;
  now: number;
}

/** The list: one row per quake, each linking its event page, the selected one marked. */
export function QuakeRows({ items, selectedId, onSelect, edition, now }: QuakeRowsProps) {
  const location = useLocation();
  const from: FromListState = { list: location.pathname + location.search };
  return (
    <ol className="quake-rows">
      {items.map((quake) => (
        <QuakeRow key={quake.id} quake={quake} selected={quake.id === selectedId} onSelect={onSelect} edition={edition} now={now} from={from} />
      ))}
    </ol>
  );
}

function QuakeRow({ quake, selected, onSelect, edition, now, from }: { quake: QuakeSummary; selected: boolean; onSelect: (id: string) => void; edition: Edition; now: number; from: FromListState }) {
  const { t } = useTranslation('quakes');
  const sourceLabel = useSourceLabel();
  const select = () => onSelect(quake.id);
  return (
    <li className={selected ? 'quake-row quake-row--selected' : 'quake-row'} data-quake-id={quake.id} data-magnitude={quake.magnitude ?? undefined} aria-current={selected ? 'true' : undefined} onClick={select}>
      <MagnitudeFigure value={quake.magnitude} />
      <div className="quake-row__body">
        <h3 className="quake-row__place">
          <Link to={eventPath(edition, quake.slug)} state={from} onFocus={select}>
            {quake.location}
          </Link>
        </h3>
        {quake.magnitudes.length ? <MagnitudeList magnitudes={quake.magnitudes} className="quake-row__mags" /> : <p className="quake-row__mags">{t('magnitude.none')}</p>}
        <p className="quake-row__meta">
          <QuakeTime time={quake.time} now={now} edition={edition} />
          <span>{t('row.depth', { depth: kilometres(quake.depthKm, edition) })}</span>
          {quake.province ? (
            <Link className="quake-row__province" to={listPath(edition, quake.province.slug)}>
              {provinceName(t, quake.province.plate)}
            </Link>
          ) : null}
          {quake.revised ? <span className="quake-revised">{t('row.revised')}</span> : null}
          {quake.feltCount > 0 ? <span className="quake-row__felt">{t('row.felt', { count: quake.feltCount })}</span> : null}
        </p>
        <p className="quake-row__sources">{t('row.sources', { sources: quake.sources.map(sourceLabel).join(', ') })}</p>
      </div>
    </li>
  );
}
